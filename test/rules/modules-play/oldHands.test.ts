/**
 * Old Hands (2023 mini expansion): Delegation, two Vetoes and Rivalries shuffled into stacks 1, 2 and 4,
 * each playing as the effect it shares with the base cards; the base entries that stand for them are
 * refused while it is played, and its cards are refused in a game without it. Rules: 004 "Alternative
 * Action cards for Old Hands" (004:858-937), "Explanations of Special cards: Veto" (004:1414-1425);
 * the readings in docs/game-record.md, "Modules: Old Hands".
 */
import { describe, expect, it } from 'vitest';
import { applyCommand, type Command, type GameState, heldVeto } from '../../../src/rules';
import { cardCatalog, cardsInPlay, findCard } from '../../../src/rules/cards/catalog';
import { EFFECT_WORDS } from '../../../src/rules/cards/effectWords';
import { actionGuide, cardRuleRef } from '../../../src/rules/game/actionGuide';
import { describeCommand } from '../../../src/rules/game/describeCommand';
import { revealChoices } from '../../../src/rules/game/tableChoices';
import { playRandomGame } from '../../support/playGame';
import { refused, run, special } from '../../support/scenario';
import { say } from '../../support/speech';
import { newGame, playPowers, revealCommand, setupCommand, setupRefused } from '../flow/_tables';

const DELEGATION = '2023/old-hands/delegation';
const VETO = '2023/old-hands/veto';
const RIVALRIES = '2023/old-hands/rivalries';

const take = (player: string, slot: '1' | '2' | '3' | '4'): Command => ({ type: 'take-card', player, slot });
const endTurn = (player: string): Command => ({ type: 'end-turn', player });

const withOldHands = (): GameState => newGame({ edition: '2023', modules: ['old-hands'] });

/** Round 1 of a four-player 2023 game with Old Hands, its cards on stacks 1, 2 and 4, red first (13). */
function oldHandsOffer(): GameState {
  const state = withOldHands();
  const revealed = run(state, revealCommand(state, { '1': DELEGATION, '2': VETO, '4': RIVALRIES }));
  return playPowers(revealed, { red: 13, blue: 12, yellow: 11, green: 10 });
}

/** Red on turn with the card of this stack taken. */
const redTakes = (slot: '1' | '2' | '4'): GameState => run(oldHandsOffer(), take('red', slot));

const idsOfStack = (cards: readonly { id: string; stack: number }[], stack: number): string[] =>
  cards.filter((c) => c.stack === stack).map((c) => c.id);

describe('Old Hands: setup', () => {
  it('a 2023 game may be set up with it', () => {
    expect(withOldHands().setup.modules).toEqual(['old-hands']);
  });

  it('a classic game may not: it is a 2023 expansion', () => {
    setupRefused(setupCommand({ modules: ['old-hands'] }), 'setup/module-edition');
  });
});

describe('Old Hands: the stacks', () => {
  it('adds Delegation to stack 1, two Vetoes to stack 2 and Rivalries to stack 4', () => {
    const cards = cardsInPlay(withOldHands().setup);
    expect(idsOfStack(cards, 1)).toContain(DELEGATION);
    expect(idsOfStack(cards, 2)).toContain(VETO);
    expect(idsOfStack(cards, 4)).toContain(RIVALRIES);
    expect(findCard('2023', VETO)?.copies).toBe(2);
    expect(findCard('2023', DELEGATION)?.copies).toBe(1);
    expect(findCard('2023', RIVALRIES)?.copies).toBe(1);
  });

  it('takes out the base entries that stand for its Veto and Rivalries, and leaves every other base card', () => {
    const cards = cardsInPlay(withOldHands().setup).map((c) => c.id);
    expect(cards).not.toContain('2023/veto');
    expect(cards).not.toContain('2023/score-unique-choices');
    const kept = cardCatalog('2023')
      .map((c) => c.id)
      .filter((id) => id !== '2023/veto' && id !== '2023/score-unique-choices');
    expect(cards).toEqual([...kept, DELEGATION, VETO, RIVALRIES]);
  });

  it('leaves the base 2023 game its own list, unchanged', () => {
    expect(cardsInPlay(newGame({ edition: '2023' }).setup)).toBe(cardCatalog('2023'));
    expect(cardsInPlay(newGame().setup)).toBe(cardCatalog('classic'));
  });

  it('the table is offered its cards when turning the stacks over, and not the entries they replace', () => {
    const choices = revealChoices(withOldHands());
    const of = (slot: string) => choices.find((c) => c.slot === slot)?.cards.map((c) => c.id) ?? [];
    expect(of('1')).toContain(DELEGATION);
    expect(of('2')).toContain(VETO);
    expect(of('2')).not.toContain('2023/veto');
    expect(of('4')).toContain(RIVALRIES);
    expect(of('4')).not.toContain('2023/score-unique-choices');
    const base = revealChoices(newGame({ edition: '2023' }));
    expect(base.flatMap((c) => c.cards.map((card) => card.id))).not.toContain(VETO);
  });
});

describe('Old Hands: turning the cards over', () => {
  it('accepts its cards on their stacks', () => {
    const state = oldHandsOffer();
    expect(state.offer.filter((s) => s.card?.startsWith('2023/old-hands/')).map((s) => s.slot)).toEqual([
      '1',
      '2',
      '4',
    ]);
    expect(state.revealed[VETO]).toBe(1);
  });

  it('refuses a card on a stack its back does not show', () => {
    const state = withOldHands();
    refused(state, revealCommand(state, { '1': VETO }), 'offer/wrong-stack');
  });

  it('refuses the base entry its Veto replaces, naming the card to enter instead', () => {
    const state = withOldHands();
    const error = refused(state, revealCommand(state, { '2': '2023/veto' }), 'offer/card-replaced');
    expect(say(error.message)).toContain('Veto (Old Hands)');
    expect(error.ruleRef?.source).toBe('004');
    expect(error.details).toEqual({ card: '2023/veto', instead: VETO });
  });

  it('refuses the base entry Rivalries replaces', () => {
    const state = withOldHands();
    const error = refused(state, revealCommand(state, { '4': '2023/score-unique-choices' }), 'offer/card-replaced');
    expect(say(error.message)).toContain('Rivalries');
  });

  it('refuses its cards in a game without it, naming the expansion', () => {
    for (const [slot, id] of [
      ['1', DELEGATION],
      ['2', VETO],
      ['4', RIVALRIES],
    ] as const) {
      const base = newGame({ edition: '2023' });
      const error = refused(base, revealCommand(base, { [slot]: id }), 'offer/card-not-in-game');
      expect(say(error.message)).toContain('Old Hands');
    }
  });

  it('turns over two Vetoes in a game, and one Delegation', () => {
    let state = run(oldHandsOffer(), take('red', '2'));
    const endRound = (s: GameState): GameState => {
      let current = s;
      while (current.phase === 'turns') {
        const player = current.turn?.player ?? '';
        if (!current.turn?.card) {
          const slot = current.offer.find((o) => o.card !== null)?.slot ?? '1';
          current = run(current, { type: 'take-card', player, slot });
        }
        current = run(current, endTurn(player));
      }
      return current;
    };
    state = endRound(state);
    state = playPowers(run(state, revealCommand(state, { '2': VETO })), { red: 1, blue: 2, yellow: 3, green: 4 });
    expect(state.revealed[VETO]).toBe(2);
    state = endRound(state);
    refused(state, revealCommand(state, { '2': VETO }), 'offer/card-exhausted');
    refused(state, revealCommand(state, { '1': DELEGATION }), 'offer/card-exhausted');
  });
});

describe('Old Hands: Delegation', () => {
  it('moves all of the taker’s caballeros out of one region', () => {
    const state = redTakes('1');
    const there = state.areas.galicia.red ?? 0;
    expect(there).toBeGreaterThan(0);
    const after = run(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'castillo', count: there }] }),
    );
    expect(after.areas.galicia.red ?? 0).toBe(0);
    expect(after.areas.castillo.red).toBe((state.areas.castillo.red ?? 0) + there);
  });

  it('refuses leaving some behind, and moving another colour', () => {
    const state = run(redTakes('1'), {
      type: 'table-correction',
      note: 'red has 3 in Galicia',
      areas: { galicia: { red: 3 } },
    });
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'aragon', count: 2 }] }),
      'intrigue/move-all',
    );
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'blue', from: 'aragon', to: 'galicia', count: 1 }] }),
      'intrigue/too-many-foreign',
    );
  });

  it('or places 2 more from the court in any regions, but not 3', () => {
    const state = run(redTakes('1'), { type: 'table-correction', note: 'a full court', court: { red: 5 } });
    const after = run(state, special(state, { kind: 'from-court', areas: { sevilla: 1, cataluna: 1 } }));
    expect(after.court.red).toBe(3);
    expect(after.areas.sevilla.red).toBe((state.areas.sevilla.red ?? 0) + 1);
    refused(state, special(state, { kind: 'from-court', areas: { sevilla: 2, cataluna: 1 } }), 'intrigue/too-many');
  });
});

describe('Old Hands: the Veto', () => {
  it('is kept by its taker and stops another player’s whole special action', () => {
    let state = redTakes('2');
    state = run(state, special(state, { kind: 'keep-veto' }));
    expect(state.vetoes).toEqual([{ holder: 'red', card: VETO, expiresAfterRound: 2 }]);
    state = run(state, endTurn('red'), take('blue', '1'));
    expect(heldVeto(state, 'red')).toBeDefined();
    state = run(state, { type: 'veto', player: 'red' });
    expect(state.turn?.special).toBe('vetoed');
    expect(state.vetoes).toEqual([]);
  });

  it('refuses anything but keeping it', () => {
    const state = redTakes('2');
    refused(state, special(state, { kind: 'apply' }), 'special/wrong-action');
  });

  it('stops no action part-way, as the 2023 Veto', () => {
    let state = redTakes('2');
    state = run(state, special(state, { kind: 'keep-veto' }), endTurn('red'), take('blue', '1'));
    refused(state, special(state, { kind: 'moves', moves: [] }, 'red'), 'veto/whole-action-only');
  });
});

describe('Old Hands: Rivalries', () => {
  it('scores each region named by exactly one secret disk', () => {
    const state = redTakes('4');
    const disks = { red: 'galicia', blue: 'aragon', yellow: 'aragon', green: 'valencia' };
    const after = run(state, special(state, { kind: 'disks', disks }));
    const scoring = after.scorings.at(-1);
    expect(scoring?.request).toEqual({ kind: 'unique-choices', choices: disks });
    expect(scoring?.totals.blue).toBe(0);
    expect(scoring?.totals.yellow).toBe(0);
    expect(scoring?.totals.red).toBeGreaterThan(0);
    expect(scoring?.totals.green).toBeGreaterThan(0);
  });

  it('refuses a player without a disk, and a disk on the Castillo', () => {
    const state = redTakes('4');
    refused(
      state,
      special(state, { kind: 'disks', disks: { red: 'galicia', blue: 'aragon', yellow: 'sevilla' } }),
      'disks/missing',
    );
    const castillo = { red: 'castillo', blue: 'aragon', yellow: 'sevilla', green: 'valencia' };
    expect(applyCommand(state, special(state, { kind: 'disks', disks: castillo })).ok).toBe(false);
  });
});

describe('Old Hands: in the guide', () => {
  it('says what each card does and where its rule is written', () => {
    for (const id of [DELEGATION, VETO, RIVALRIES]) {
      const card = findCard('2023', id);
      if (!card) throw new Error(`no ${id}`);
      expect(say(EFFECT_WORDS[card.effect]).length).toBeGreaterThan(20);
      expect(cardRuleRef('2023', card).source).toBe('004');
    }
  });

  it('asks the table for what the card taken needs', () => {
    expect(actionGuide(redTakes('1'))?.kinds).toEqual(['moves', 'from-court']);
    expect(actionGuide(redTakes('2'))?.kinds).toEqual(['keep-veto']);
    expect(actionGuide(redTakes('4'))?.kinds).toEqual(['disks']);
  });
});

describe('Old Hands: in the history', () => {
  it('names each card by its name, never its id', () => {
    const state = oldHandsOffer();
    for (const slot of ['1', '2', '4'] as const) {
      const line = say(describeCommand(state, take('red', slot)));
      expect(line).not.toContain('2023/');
      expect(line).toContain(findCard('2023', state.offer.find((s) => s.slot === slot)?.card ?? '')?.name ?? '?');
    }
    const before = withOldHands();
    expect(say(describeCommand(before, revealCommand(before, { '4': RIVALRIES })))).toContain('Rivalries');
  });
});

describe('Old Hands: random games', () => {
  it('turn its cards over and play their special actions, never a base entry they replace', () => {
    const taken = new Set<string>();
    const revealed = new Set<string>();
    for (let seed = 1; seed <= 6; seed += 1) {
      const { log, states } = playRandomGame({ edition: '2023', players: 4, seed, modules: ['old-hands'] });
      log.forEach((command, i) => {
        if (command.type === 'reveal-cards') for (const id of Object.values(command.cards ?? {})) revealed.add(id);
        const card = states[i]?.turn?.card;
        if (command.type === 'special' && card) taken.add(card.id);
      });
    }
    expect([...revealed].filter((id) => id.startsWith('2023/old-hands/')).sort()).toEqual([
      DELEGATION,
      RIVALRIES,
      VETO,
    ]);
    expect(revealed.has('2023/veto')).toBe(false);
    expect(revealed.has('2023/score-unique-choices')).toBe(false);
    expect([...taken].some((id) => id.startsWith('2023/old-hands/'))).toBe(true);
  });
});
