/**
 * The Veto: kept by its taker, it stops another player's special action once, this round or the
 * next, and lapses after that. Classic and Big Box may stop the rest of an action under way; 2023
 * only a whole action announced before it starts. Rules: 002 "Action cards in the 2 stack: Veto!";
 * 003 "Veto"; 004 "Explanations of Special cards: Veto" (Old Hands).
 */
import { describe, expect, it } from 'vitest';
import type { EditionId, RuleOptions } from '../../../src/rules';
import { type Command, type GameState, heldVeto } from '../../../src/rules';
import { refused, run, special, turnWith } from '../../support/scenario';
import { cardWith, finishTurns, newGame, playRound, scoreGeneral, startRound, untilTurnOf } from './_tables';

const veto = (player: string): Command => ({ type: 'veto', player });
const endTurn = (player: string): Command => ({ type: 'end-turn', player });
const take = (player: string, slot: string): Command => ({ type: 'take-card', player, slot: slot as '1' });
const blueMovesOneToCastillo = { kind: 'moves', moves: [{ owner: 'blue', from: 'aragon', to: 'castillo', count: 1 }] };

/**
 * Round 1, four players (red 13, blue 12, yellow 11, green 10): red took the Veto (in 2023, Old Hands' Veto) and kept it,
 * then ended the turn; blue is on turn with stack 1 (an intrigue card) taken.
 */
function blueOnTurnRedHoldsVeto(edition: EditionId = 'classic', options?: Partial<RuleOptions>): GameState {
  // The 2023 box keeps its Veto for Old Hands: a 2023 table plays it with that mini expansion.
  const veto2023 = { modules: ['old-hands'] as const, card: '2023/old-hands/veto' };
  let state = turnWith({
    edition,
    ...(edition === '2023' ? veto2023 : { card: cardWith(edition, 'veto').id }),
    ...(options ? { options } : {}),
  });
  state = run(state, special(state, { kind: 'keep-veto' }), endTurn('red'));
  return run(state, take('blue', '1'));
}

describe('keeping the Veto', () => {
  it('the taker keeps the Veto until the end of the next round', () => {
    let state = turnWith({ card: cardWith('classic', 'veto').id });
    expect(heldVeto(state, 'red')).toBeUndefined();
    state = run(state, special(state, { kind: 'keep-veto' }));
    expect(state.vetoes).toEqual([{ holder: 'red', card: cardWith('classic', 'veto').id, expiresAfterRound: 2 }]);
    expect(heldVeto(state, 'red')).toBeDefined();
    expect(state.turn?.special).toBe('done');
  });

  it('the Veto is still held in the next round and lapses unused at its end', () => {
    let state = blueOnTurnRedHoldsVeto();
    state = finishTurns(run(state, endTurn('blue')));
    expect(state.round).toBe(2);
    expect(heldVeto(state, 'red')).toBeDefined();
    state = playRound(state, { red: 1, blue: 2, yellow: 3, green: 4 });
    expect(state.round).toBe(3);
    expect(state.vetoes).toEqual([]);
    expect(heldVeto(state, 'red')).toBeUndefined();
  });

  it('a Veto kept in round 2 may stop an action in round 3', () => {
    let state = playRound(newGame({ players: ['red', 'blue'] }), { red: 1, blue: 2 });
    state = startRound(state, { red: 13, blue: 12 }, { '2': cardWith('classic', 'veto').id });
    state = run(state, take('red', '2'));
    state = run(state, special(state, { kind: 'keep-veto' }), endTurn('red'));
    expect(state.vetoes[0]?.expiresAfterRound).toBe(3);
    state = finishTurns(state);
    expect(state.round).toBe(3);
    state = startRound(state, { red: 3, blue: 11 });
    expect(state.turn?.player).toBe('blue');
    state = run(state, take('blue', '1'), veto('red'));
    expect(state.turn?.special).toBe('vetoed');
  });

  it('in the official short game a Veto kept in round 3 lasts through round 5, the next round played, and lapses after it', () => {
    let state = newGame({ players: ['red', 'blue'], length: 'short-official' });
    expect(state.round).toBe(2);
    state = playRound(state, { red: 1, blue: 2 });
    state = startRound(state, { red: 13, blue: 12 }, { '2': cardWith('classic', 'veto').id });
    state = run(state, take('red', '2'));
    state = run(state, special(state, { kind: 'keep-veto' }), endTurn('red'));
    expect(state.vetoes[0]?.expiresAfterRound).toBe(5);
    state = finishTurns(state);
    expect(state.phase).toBe('general-scoring');
    state = scoreGeneral(state);
    expect(state.round).toBe(5);
    expect(heldVeto(state, 'red')).toBeDefined();
    state = playRound(state, { red: 3, blue: 4 });
    expect(state.round).toBe(6);
    expect(heldVeto(state, 'red')).toBeUndefined();
  });

  it('a Veto taken but not kept gives no veto', () => {
    const state = turnWith({ card: cardWith('classic', 'veto').id });
    const after = run(state, { type: 'skip-special', player: 'red' });
    expect(after.vetoes).toEqual([]);
  });
});

describe('playing a held Veto', () => {
  it('a held Veto stops another player’s special action before it starts, and is used up', () => {
    const state = run(blueOnTurnRedHoldsVeto(), veto('red'));
    expect(state.turn?.special).toBe('vetoed');
    expect(state.vetoes).toEqual([]);
    refused(state, special(state, blueMovesOneToCastillo), 'turn/special-done');
    refused(state, { type: 'skip-special', player: 'blue' }, 'turn/special-done');
  });

  it('the vetoed player still places caballeros and ends the turn', () => {
    let state = run(blueOnTurnRedHoldsVeto(), veto('red'));
    state = run(state, { type: 'place', player: 'blue', areas: { sevilla: 1 } });
    expect(state.areas.sevilla.blue).toBe(1);
    expect(run(state, endTurn('blue')).turn?.player).toBe('yellow');
  });

  it('a Veto used once cannot be used again', () => {
    let state = run(blueOnTurnRedHoldsVeto(), veto('red'), endTurn('blue'));
    state = run(state, take('yellow', '3'));
    refused(state, veto('red'), 'veto/none-held');
  });

  it('a player without a Veto cannot veto', () => {
    refused(blueOnTurnRedHoldsVeto(), veto('yellow'), 'veto/none-held');
  });

  it('a player cannot veto their own special action', () => {
    let state = finishTurns(run(blueOnTurnRedHoldsVeto(), endTurn('blue')));
    state = startRound(state, { red: 12 });
    state = untilTurnOf(state, 'red');
    state = run(state, take('red', state.offer.find((s) => s.card !== null)!.slot));
    expect(heldVeto(state, 'red')).toBeDefined();
    refused(state, veto('red'), 'veto/own-action');
  });

  it('a colour not at the table cannot veto', () => {
    refused(blueOnTurnRedHoldsVeto(), veto('purple'), 'veto/unknown-player');
  });

  it('a veto before the player on turn has taken a card is refused: there is no action yet', () => {
    let state = turnWith({ card: cardWith('classic', 'veto').id });
    state = run(state, special(state, { kind: 'keep-veto' }), endTurn('red'));
    refused(state, veto('red'), 'turn/no-card');
  });

  it('a veto after the special action was done is refused', () => {
    const state = run(blueOnTurnRedHoldsVeto(), special(blueOnTurnRedHoldsVeto(), blueMovesOneToCastillo));
    refused(state, veto('red'), 'turn/special-done');
  });

  it('a veto after the special action was skipped is refused', () => {
    const state = run(blueOnTurnRedHoldsVeto(), { type: 'skip-special', player: 'blue' });
    refused(state, veto('red'), 'turn/special-done');
  });

  it('a veto while no turn is being played is refused', () => {
    refused(newGame(), veto('red'), 'flow/not-now');
  });
});

describe('a Veto stopping an action part-way (vetoedBy)', () => {
  it.each(['classic', 'bigbox'] as const)(
    '%s: an action stopped part-way keeps what happened before the veto, and the Veto is used up',
    (edition) => {
      const state = blueOnTurnRedHoldsVeto(edition);
      const after = run(state, special(state, blueMovesOneToCastillo, 'red'));
      expect(after.turn?.special).toBe('vetoed');
      expect(after.vetoes).toEqual([]);
      expect(after.areas.aragon.blue).toBe(1);
      expect(after.areas.castillo.blue).toBe(1);
    },
  );

  it('2023: a veto part-way through an action is refused: it stops whole actions only', () => {
    const state = blueOnTurnRedHoldsVeto('2023');
    refused(state, special(state, blueMovesOneToCastillo, 'red'), 'veto/whole-action-only');
  });

  it('2023: a veto before the action starts is accepted', () => {
    const state = run(blueOnTurnRedHoldsVeto('2023'), veto('red'));
    expect(state.turn?.special).toBe('vetoed');
    expect(state.vetoes).toEqual([]);
  });

  it('2023 with the classic reading of the Veto switched on: a part-way veto is accepted', () => {
    const state = blueOnTurnRedHoldsVeto('2023', { veto: 'remainder' });
    expect(run(state, special(state, blueMovesOneToCastillo, 'red')).turn?.special).toBe('vetoed');
  });

  it('classic with the 2023 reading switched on: a part-way veto is refused', () => {
    const state = blueOnTurnRedHoldsVeto('classic', { veto: 'whole-action' });
    refused(state, special(state, blueMovesOneToCastillo, 'red'), 'veto/whole-action-only');
  });

  it('a part-way veto by a player holding no Veto is refused', () => {
    const state = blueOnTurnRedHoldsVeto();
    refused(state, special(state, blueMovesOneToCastillo, 'yellow'), 'veto/none-held');
  });

  it('a part-way veto of one’s own action is refused', () => {
    const state = blueOnTurnRedHoldsVeto();
    refused(state, special(state, blueMovesOneToCastillo, 'blue'), 'veto/own-action');
  });
});
