/**
 * Playing the power cards: who plays when, which values are allowed, the turn order they set and
 * who starts the next round. Rules: 000 and 002 "Play the power cards"; 003 "2. Play power cards"
 * and "4. End of round"; 004 "Power cards", "End of the round", "Empowerment" (the special case of
 * a returned lowest card) and "2-player game" (the dummy's card first, never the start marker).
 */
import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../../src/rules';
import { type GameState, nextToPlayPower, playablePowerCards } from '../../../src/rules';
import type { PowerCardValue } from '../../../src/rules/state/powerCards';
import { refused, run } from '../../support/scenario';
import {
  cardWith,
  DUMMY,
  dummyRegionsCommand,
  finishTurns,
  newGame,
  playPowers,
  revealCommand,
  startRound,
  untilTurnOf,
} from './_tables';

const revealed = (state: GameState): GameState => run(state, revealCommand(state));
const play = (player: string, value: number) => ({
  type: 'play-power' as const,
  player,
  value: value as PowerCardValue,
});

describe('play-power: who plays when', () => {
  it('the start player plays first, then the others clockwise', () => {
    let state = revealed(newGame({ startPlayer: 'yellow' }));
    const order: string[] = [];
    while (state.phase === 'power') {
      const player = nextToPlayPower(state)!;
      order.push(player);
      state = run(state, play(player, 13 - order.length));
    }
    expect(order).toEqual(['yellow', 'green', 'red', 'blue']);
  });

  it('a player who plays before their turn to play is refused', () => {
    const state = revealed(newGame({ startPlayer: 'yellow' }));
    refused(state, play('red', 5), 'power/not-your-turn');
    refused(state, play('green', 5), 'power/not-your-turn');
  });

  it('a colour that is not at the table is refused', () => {
    refused(revealed(newGame()), play('purple', 5), 'power/not-your-turn');
  });

  it('playing a power card before the action cards are turned over is refused', () => {
    refused(newGame(), play('red', 5), 'flow/not-now');
  });

  it('playing a power card during the turns is refused', () => {
    const state = startRound(newGame());
    refused(state, play(state.turn!.player, 1), 'flow/not-now');
  });

  it.each([0, 14, 2.5, -1])('the value %j is not a power card and is refused', (value) => {
    refused(revealed(newGame()), play('red', value), 'power/unknown-card');
  });

  it('in the 2023 two-player game the dummy’s card is turned over first, then the start player and clockwise', () => {
    let state = revealed(newGame({ edition: '2023', players: ['red', 'blue'], startPlayer: 'blue' }));
    refused(state, play(DUMMY, 5), 'flow/not-now');
    state = run(state, dummyRegionsCommand(state));
    expect(nextToPlayPower(state)).toBe(DUMMY);
    refused(state, play('blue', 5), 'power/not-your-turn');
    state = run(state, play(DUMMY, 7));
    expect(nextToPlayPower(state)).toBe('blue');
    refused(state, play('red', 5), 'power/not-your-turn');
    state = run(state, play('blue', 3));
    expect(nextToPlayPower(state)).toBe('red');
  });
});

describe('play-power: each value once a round, each card once a game', () => {
  it('a player cannot play a power card value someone already played this round', () => {
    const state = run(revealed(newGame()), play('red', 8), play('blue', 3));
    refused(state, play('yellow', 8), 'power/value-taken');
    refused(state, play('yellow', 3), 'power/value-taken');
    expect(playablePowerCards(state, 'yellow')).not.toContain(8);
    expect(playablePowerCards(state, 'yellow')).not.toContain(3);
    expect(playablePowerCards(state, 'yellow')).toHaveLength(11);
  });

  it('the value the 2023 dummy turned over is blocked for both players', () => {
    let state = revealed(newGame({ edition: '2023', players: ['red', 'blue'] }));
    state = run(state, dummyRegionsCommand(state), play(DUMMY, 9));
    refused(state, play('red', 9), 'power/value-taken');
    state = run(state, play('red', 4));
    refused(state, play('blue', 9), 'power/value-taken');
    refused(state, play('blue', 4), 'power/value-taken');
  });

  it('a player cannot play a card they already played in an earlier round', () => {
    let state = startRound(newGame(), { red: 13, blue: 1, yellow: 2, green: 3 });
    state = finishTurns(state);
    expect(state.round).toBe(2);
    expect(state.hands.red).not.toContain(13);
    expect(state.spent.red).toEqual([13]);
    state = revealed(state);
    // Blue played the 1, so blue starts round 2 and red plays last.
    state = run(state, play('blue', 12));
    refused(state, play('yellow', 2), 'power/not-in-hand');
    state = run(state, play('yellow', 11), play('green', 10));
    refused(state, play('red', 13), 'power/not-in-hand');
  });

  it('the card played leaves the hand at once and is spent at the end of the round', () => {
    let state = run(revealed(newGame()), play('red', 6));
    expect(state.hands.red).toHaveLength(12);
    expect(state.played.red).toBe(6);
    state = finishTurns(playPowers(state));
    expect(state.played).toEqual({});
    expect(state.spent.red).toEqual([6]);
  });

  it('a card taken back with the power-card action may be played again in a later round', () => {
    const powerCards = cardWith('classic', 'power-card-return').id;
    let state = startRound(newGame({ players: ['red', 'blue'] }), { red: 13, blue: 12 });
    state = finishTurns(state);
    // Round 2: red takes the power-card action and takes the 13 back.
    state = startRound(state, { red: 11, blue: 10 }, { '4': powerCards });
    state = untilTurnOf(state, 'red');
    state = run(
      state,
      { type: 'take-card', player: 'red', slot: '4' },
      { type: 'special', player: 'red', action: { kind: 'power-card', value: 13 } },
      { type: 'end-turn', player: 'red' },
    );
    state = finishTurns(state);
    expect(state.hands.red).toContain(13);
    state = revealed(state);
    const first = nextToPlayPower(state)!;
    if (first !== 'red') state = run(state, play(first, 1));
    expect(nextToPlayPower(state)).toBe('red');
    expect(run(state, play('red', 13)).played.red).toBe(13);
  });
});

describe('play-power: turn order and the next start player', () => {
  it('turns go from the highest power card down', () => {
    const state = startRound(newGame(), { red: 3, blue: 11, yellow: 7, green: 1 });
    expect(state.phase).toBe('turns');
    expect(state.turnOrder).toEqual(['blue', 'yellow', 'red', 'green']);
    expect(state.turn?.player).toBe('blue');
  });

  it('turns follow that order to the end of the round', () => {
    let state = startRound(newGame(), { red: 3, blue: 11, yellow: 7, green: 1 });
    const seen: string[] = [];
    while (state.phase === 'turns') {
      seen.push(state.turn!.player);
      const player = state.turn!.player;
      state = run(
        state,
        { type: 'take-card', player, slot: state.offer.find((s) => s.card !== null)!.slot },
        { type: 'end-turn', player },
      );
    }
    expect(seen).toEqual(['blue', 'yellow', 'red', 'green']);
  });

  it('whoever played the lowest card starts the next round, and the others follow clockwise', () => {
    let state = finishTurns(startRound(newGame(), { red: 3, blue: 11, yellow: 7, green: 2 }));
    expect(state.startPlayer).toBe('green');
    state = revealed(state);
    const order: string[] = [];
    while (state.phase === 'power') {
      const player = nextToPlayPower(state)!;
      order.push(player);
      state = run(state, play(player, 12 - order.length));
    }
    expect(order).toEqual(['green', 'red', 'blue', 'yellow']);
  });

  it('the lowest card of round 3 still gives the start of round 4, after the general scoring in between', () => {
    let state = finishTurns(startRound(newGame(), { red: 1, blue: 2, yellow: 3, green: 4 }));
    state = finishTurns(startRound(state, { red: 5, blue: 6, yellow: 7, green: 8 }));
    state = finishTurns(startRound(state, { red: 13, blue: 12, yellow: 9, green: 11 }));
    expect(state.phase).toBe('general-scoring');
    state = run(state, { type: 'general-scoring', disks: {} });
    expect(state.round).toBe(4);
    expect(state.startPlayer).toBe('yellow');
    expect(nextToPlayPower(revealed(state))).toBe('yellow');
  });

  it('the dummy never takes the start: when it played the lowest card, the player with the lowest card starts', () => {
    let state = revealed(newGame({ edition: '2023', players: ['red', 'blue'], startPlayer: 'red' }));
    state = run(state, dummyRegionsCommand(state), play(DUMMY, 1), play('red', 13), play('blue', 12));
    expect(state.turnOrder).toEqual(['red', 'blue', DUMMY]);
    state = finishTurns(state);
    expect(state.startPlayer).toBe('blue');
  });

  it('the dummy takes its place in the turn order by its value', () => {
    let state = revealed(newGame({ edition: '2023', players: ['red', 'blue'] }));
    state = run(state, dummyRegionsCommand(state), play(DUMMY, 8), play('red', 3), play('blue', 11));
    expect(state.turnOrder).toEqual(['blue', DUMMY, 'red']);
  });

  /**
   * Red starts and plays the 1 (the lowest), blue the 13, yellow the 12. Red takes the power-card
   * action on its turn and takes the 1 straight back into the hand.
   */
  function lowestCardTakenBack(edition: EditionId, keepsStart?: boolean): GameState {
    const powerCards = cardWith(edition, 'power-card-return').id;
    let state = newGame({
      edition,
      players: ['red', 'blue', 'yellow'],
      ...(keepsStart === undefined ? {} : { options: { returnedLowestCardKeepsStart: keepsStart } }),
    });
    state = startRound(state, { red: 1, blue: 13, yellow: 12 }, { '4': powerCards });
    state = untilTurnOf(state, 'red');
    state = run(
      state,
      { type: 'take-card', player: 'red', slot: '4' },
      { type: 'special', player: 'red', action: { kind: 'power-card', value: 1 } },
    );
    expect(state.hands.red).toContain(1);
    return finishTurns(run(state, { type: 'end-turn', player: 'red' }));
  }

  it('2023: a lowest card taken back with Empowerment still wins the start of the next round', () => {
    const state = lowestCardTakenBack('2023');
    expect(state.startPlayer).toBe('red');
    expect(state.hands.red).toContain(1);
    expect(state.spent.red).toEqual([]);
  });

  it('classic: whoever played the lowest card starts, even when that card went back to the hand', () => {
    const state = lowestCardTakenBack('classic');
    expect(state.startPlayer).toBe('red');
    expect(state.hands.red).toContain(1);
    expect(state.spent.red).toEqual([]);
  });

  it('classic with the other reading switched on: the start goes to the lowest card still on the table', () => {
    expect(lowestCardTakenBack('classic', false).startPlayer).toBe('yellow');
  });

  it('2023 with the other reading switched on: the start goes to the lowest card still on the table', () => {
    expect(lowestCardTakenBack('2023', false).startPlayer).toBe('yellow');
  });
});
