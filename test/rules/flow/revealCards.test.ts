/**
 * Turning the action cards over at the start of a round. Rules: 002 "Turn over the action cards"
 * and "Next Round" (the King's card is never discarded); 003 "1. Reveal action cards"; 004 "Do not
 * discard the King's card", "2-player game" and "3-player game" (stacks 2 and 3 shuffled together).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/rules';
import { cardCatalog } from '../../../src/rules/cards/catalog';
import { refused, run } from '../../support/scenario';
import { cardWith, finishTurns, newGame, playPowers, playRound, revealCommand, startRound } from './_tables';

const classicCard = (effect: Parameters<typeof cardWith>[1]) => cardWith('classic', effect).id;

describe('reveal-cards: when and what', () => {
  it('turning cards over outside the start of a round is refused', () => {
    const state = run(newGame(), revealCommand(newGame()));
    expect(state.phase).toBe('power');
    refused(state, revealCommand(newGame()), 'flow/not-now');
  });

  it('turning cards over during the turns is refused', () => {
    const state = startRound(newGame());
    expect(state.phase).toBe('turns');
    refused(state, revealCommand(newGame()), 'flow/not-now');
  });

  it('a card on a stack the table does not have is refused', () => {
    const state = newGame();
    const cards = (revealCommand(state) as { cards: Record<string, string> }).cards;
    refused(
      state,
      { type: 'reveal-cards', cards: { ...cards, '6': classicCard('veto') } as never },
      'offer/unknown-stack',
    );
  });

  it('naming the shuffled 2+3 stack at a five-stack table is refused', () => {
    const state = newGame();
    const cards = (revealCommand(state) as { cards: Record<string, string> }).cards;
    refused(state, { type: 'reveal-cards', cards: { ...cards, '2+3': classicCard('veto') } }, 'offer/unknown-stack');
  });

  it('a card put on the wrong stack is refused (a Veto is a stack-2 card, not stack 1)', () => {
    const state = newGame();
    refused(state, revealCommand(state, { '1': classicCard('veto') }), 'offer/wrong-stack');
  });

  it('another card than the King’s on stack 5 is refused', () => {
    const state = newGame();
    refused(state, revealCommand(state, { '5': classicCard('court') }), 'offer/wrong-stack');
  });

  it('an unknown card is refused', () => {
    const state = newGame();
    refused(state, revealCommand(state, { '2': 'classic/free-lunch' }), 'offer/unknown-card');
  });

  it('a card of another edition’s box is refused', () => {
    const state = newGame();
    refused(state, revealCommand(state, { '3': cardWith('2023', 'score-4-regions').id }), 'offer/unknown-card');
  });

  it('a stack left unnamed is refused', () => {
    const state = newGame();
    const { '3': _three, ...rest } = (revealCommand(state) as { cards: Record<string, string> }).cards;
    refused(state, { type: 'reveal-cards', cards: rest }, 'offer/missing-card');
  });

  it('the cards named lie face up on their stacks and the power cards are next', () => {
    const state = newGame();
    const chosen = {
      '1': classicCard('move-4-any'),
      '2': classicCard('veto'),
      '3': classicCard('score-castillo'),
      '4': classicCard('court'),
    };
    const next = run(state, { type: 'reveal-cards', cards: chosen });
    expect(next.offer).toEqual([
      { slot: '1', card: chosen['1'] },
      { slot: '2', card: chosen['2'] },
      { slot: '3', card: chosen['3'] },
      { slot: '4', card: chosen['4'] },
      { slot: '5', card: classicCard('kings-card') },
    ]);
    expect(next.phase).toBe('power');
    expect(next.revealed).toEqual({ [chosen['1']]: 1, [chosen['2']]: 1, [chosen['3']]: 1, [chosen['4']]: 1 });
  });
});

describe('reveal-cards: the King’s card is there every round', () => {
  it('the King’s card lies on stack 5 in each of the nine rounds without being named, and is never counted as used', () => {
    let state: GameState = newGame({ players: ['red', 'blue', 'yellow'] });
    const kings = classicCard('kings-card');
    for (let round = 1; round <= 9; round += 1) {
      expect(state.round).toBe(round);
      const revealed = run(state, revealCommand(state));
      expect(revealed.offer.find((s) => s.slot === '5')?.card).toBe(kings);
      expect(revealed.revealed[kings]).toBeUndefined();
      state = playRound(state);
      if (state.phase === 'general-scoring') state = run(state, { type: 'general-scoring', disks: {} });
    }
    expect(state.phase).toBe('over');
  });

  it('naming the King’s card on stack 5 every round is accepted too, even after it was taken', () => {
    let state = newGame({ players: ['red', 'blue'] });
    const kings = classicCard('kings-card');
    for (let round = 1; round <= 3; round += 1) {
      state = run(state, revealCommand(state, { '5': kings }));
      state = playPowers(state);
      const first = state.turn!.player;
      state = run(state, { type: 'take-card', player: first, slot: '5' }, { type: 'end-turn', player: first });
      const second = state.turn!.player;
      state = run(state, { type: 'take-card', player: second, slot: '1' }, { type: 'end-turn', player: second });
    }
    expect(state.phase).toBe('general-scoring');
  });

  it('the 2023 King’s card (Your Majesty) is on the table every round as well', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue', 'yellow'] });
    for (let round = 1; round <= 3; round += 1) {
      const revealed = run(state, revealCommand(state));
      expect(revealed.offer.find((s) => s.slot === '5')?.card).toBe(cardWith('2023', 'kings-card').id);
      state = playRound(state);
    }
  });
});

describe('reveal-cards: a box holds only so many copies of a card', () => {
  it('the King returns has one copy: after it was turned over in round 1, turning it over in round 2 is refused', () => {
    const kingReturns = cardWith('classic', 'king-returns');
    expect(kingReturns.copies).toBe(1);
    let state = newGame();
    state = finishRoundWith(state, { '2': kingReturns.id });
    expect(state.round).toBe(2);
    refused(state, revealCommand(state, { '2': kingReturns.id }), 'offer/card-exhausted');
  });

  it('the King returns cannot come up again later in the game either, not even after a general scoring', () => {
    const kingReturns = classicCard('king-returns');
    let state = finishRoundWith(newGame(), { '2': kingReturns });
    state = playRound(playRound(state));
    expect(state.phase).toBe('general-scoring');
    state = run(state, { type: 'general-scoring', disks: {} });
    expect(state.round).toBe(4);
    refused(state, revealCommand(state, { '2': kingReturns }), 'offer/card-exhausted');
  });

  it('a card with two copies (the Veto) comes up twice, and the third time is refused', () => {
    const veto = cardWith('classic', 'veto');
    expect(veto.copies).toBe(2);
    let state = finishRoundWith(newGame(), { '2': veto.id });
    state = finishRoundWith(state, { '2': veto.id });
    expect(state.revealed[veto.id]).toBe(2);
    refused(state, revealCommand(state, { '2': veto.id }), 'offer/card-exhausted');
  });

  it('a card turned over but left unused still counts as used: it leaves the offer at the end of the round', () => {
    const kingReturns = classicCard('king-returns');
    // Two players take stacks 1 and 3 only, so the King returns on stack 2 is never taken.
    let state = run(
      newGame({ players: ['red', 'blue'] }),
      revealCommand(newGame({ players: ['red', 'blue'] }), { '2': kingReturns }),
    );
    state = playPowers(state);
    const first = state.turn!.player;
    state = run(state, { type: 'take-card', player: first, slot: '1' }, { type: 'end-turn', player: first });
    const second = state.turn!.player;
    state = run(state, { type: 'take-card', player: second, slot: '3' }, { type: 'end-turn', player: second });
    expect(state.round).toBe(2);
    expect(state.offer).toEqual([]);
    refused(state, revealCommand(state, { '2': kingReturns }), 'offer/card-exhausted');
  });

  it('in the classic box every stack of 11 lasts the nine rounds when each card type is turned over no more than its copies', () => {
    const catalog = cardCatalog('classic');
    for (const stack of [1, 2, 3, 4] as const) {
      expect(catalog.filter((c) => c.stack === stack).reduce((sum, c) => sum + (c.copies ?? 0), 0)).toBe(11);
    }
  });
});

describe('reveal-cards: four stacks', () => {
  it('a 2023 two-player game offers stacks 1, 2+3, 4 and the King’s card', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = run(state, revealCommand(state));
    expect(state.offer.map((s) => s.slot)).toEqual(['1', '2+3', '4', '5']);
    expect(state.phase).toBe('dummy');
  });

  it.each([
    ['a stack-2 card', 'decay-3-court'],
    ['a stack-3 card', 'score-4-regions'],
  ] as const)('the shuffled 2+3 stack may show %s', (_, effect) => {
    const state = newGame({ edition: '2023', players: ['red', 'blue'] });
    const next = run(state, revealCommand(state, { '2+3': cardWith('2023', effect).id }));
    expect(next.offer.find((s) => s.slot === '2+3')?.card).toBe(cardWith('2023', effect).id);
  });

  it('the shuffled 2+3 stack refuses a stack-4 card', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue'] });
    refused(state, revealCommand(state, { '2+3': cardWith('2023', 'court').id }), 'offer/wrong-stack');
  });

  it('a 2023 two-player table has no separate stacks 2 and 3', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue'] });
    const cards = (revealCommand(state) as { cards: Record<string, string> }).cards;
    refused(
      state,
      { type: 'reveal-cards', cards: { ...cards, '2': cardWith('2023', 'decay-3-court').id } },
      'offer/unknown-stack',
    );
    refused(
      state,
      { type: 'reveal-cards', cards: { ...cards, '3': cardWith('2023', 'score-4-regions').id } },
      'offer/unknown-stack',
    );
  });

  it('three players who chose four stacks get the 1, 2+3, 4 and 5 offer', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue', 'yellow'], fourStacks: true });
    const next = run(state, revealCommand(state));
    expect(next.offer.map((s) => s.slot)).toEqual(['1', '2+3', '4', '5']);
    expect(next.phase).toBe('power');
  });

  it('a classic three-player game with four stacks counts the classic copies through the shuffled stack', () => {
    const kingReturns = classicCard('king-returns');
    let state = newGame({ players: ['red', 'blue', 'yellow'], fourStacks: true });
    state = finishRoundWith(state, { '2+3': kingReturns });
    refused(state, revealCommand(state, { '2+3': kingReturns }), 'offer/card-exhausted');
  });
});

/** Plays a round of plain turns whose offer holds these cards. */
function finishRoundWith(state: GameState, chosen: Parameters<typeof revealCommand>[1]): GameState {
  return finishTurns(startRound(state, {}, chosen));
}
