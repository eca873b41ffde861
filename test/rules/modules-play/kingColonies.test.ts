/**
 * The King & the Colonies (002 "The King & the Colonies", 002:1064-1096): Intrigue & the King's cards on
 * the Grand Inquisitor & the Colonies board, set up as a table sets it up: both modules. Readings: P28 (one's own card places by its
 * Caballero card), P29 (the preparation's disk sends two), P30 (stack 7 turned before the cards are played).
 */
import { describe, expect, it } from 'vitest';
import type { Command, DescribedCard, GameState } from '../../../src/rules';
import { offerSlots } from '../../../src/rules/flow/offerSlots';
import { setupGame } from '../../../src/rules/game/setupGame';
import { invariantProblems, transitionProblems } from '../../support/invariants';
import { playRandomGame, replayed } from '../../support/playGame';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { setupCommand } from '../flow/_tables';
import { describedIntrigueCard } from './_intrigueCards';

const KC = ['intrigue-king', 'grand-inquisitor-colonies'] as const;

const tens = (from: number): number[] => Array.from({ length: 13 }, (_, i) => from + i * 10);
const HANDS: Record<string, number[]> = { red: tens(10), blue: tens(20), yellow: tens(30), green: tens(40) };

/** A card of Intrigue & the King as the table describes it: `court` to the court, a move of any 3, required. */
const intrigueCard = (value: number, court = 2): Command => describedIntrigueCard(value, 'move-3-any', court);

/** A stack-7 card: it places 2, shows 1 Gold, and moves any 3. */
const STACK_7: DescribedCard = {
  id: 'colonies-7/1',
  name: 'Trade winds',
  places: 2,
  gold: 1,
  wares: 0,
  effect: 'move-3-any',
  words: 'Move up to 3 caballeros of any colour.',
};

/** A K&C game up to the round's reveal: the disks set, every hand entered. */
function atReveal(): GameState {
  const opened = setupGame(setupCommand({ modules: KC }));
  if (!opened.ok) throw new Error(say(opened.error.message));
  const disks = { red: 'galicia', blue: 'aragon', yellow: 'sevilla', green: 'valencia' } as const;
  return run(
    opened.value,
    { type: 'setup-disks', disks },
    ...['red', 'blue', 'yellow', 'green'].map(
      (player) => ({ type: 'intrigue-hand', player, values: HANDS[player] }) as Command,
    ),
  );
}

/** Round 1's turns: stack 7 turned over, the cards played (blue 130 the King, red 10 the Intrigue player). */
function atTurns(): GameState {
  return run(
    atReveal(),
    { type: 'describe-card', card: STACK_7 },
    { type: 'reveal-cards', cards: { '7': 'colonies-7/1' } },
    ...[10, 130, 30, 40].map((v) => intrigueCard(v)),
    { type: 'play-card', player: 'red', value: 10 },
    { type: 'play-card', player: 'blue', value: 130 },
    { type: 'play-card', player: 'yellow', value: 30 },
    { type: 'play-card', player: 'green', value: 40 },
  );
}

const take = (player: string, slot: '6' | '7'): Command => ({ type: 'take-card', player, slot });
const bring = (player: string): Command => ({ type: 'replenish', player, provinces: 2, regions: {} });

describe('The King & the Colonies: the round (002:1070-1083)', () => {
  it('lays no stacks 1 to 5: the Grand Inquisitor card and stack 7 alone, turned over before the cards are played (P30)', () => {
    const state = atReveal();
    const opening = setupGame(setupCommand({ modules: KC }));
    const before = opening.ok ? (opening.value.areas.galicia?.red ?? 0) : 0;
    expect(offerSlots(state.setup)).toEqual(['6', '7']);
    expect(offerSlots({ ...state.setup, modules: ['intrigue-king'] })).toEqual([]);
    // Every player's preparation disk sent two caballeros (P29).
    expect(state.areas.galicia?.red).toBe(before + 2);
    expect(state.phase).toBe('reveal');
    refused(state, { type: 'reveal-cards', cards: { '1': 'classic/1-move-any' } } as Command, 'offer/unknown-stack');
    const revealed = run(
      state,
      { type: 'describe-card', card: STACK_7 },
      {
        type: 'reveal-cards',
        cards: { '7': 'colonies-7/1' },
      },
    );
    expect(revealed.offer).toEqual([
      { slot: '6', card: 'classic/grand-inquisitor-card' },
      { slot: '7', card: 'colonies-7/1' },
    ]);
    expect(revealed.phase).toBe('power');
  });
});

describe('The King & the Colonies: the turn (002:1084-1092)', () => {
  it('lets a player take the Grand Inquisitor card instead of his own card: it places 3, and its action is not required', () => {
    const king = run(atTurns(), bring('blue'));
    expect(king.turn?.card?.id).toBe('classic/intrigue-kings-card');
    const took = run(king, take('blue', '6'));
    expect(took.turn?.card).toEqual({ id: 'classic/grand-inquisitor-card', slot: '6', stack: 6 });
    // The Grand Inquisitor card places 3, not the King's Caballero card (5).
    refused(took, { type: 'place', player: 'blue', areas: { castillo: 4 } }, 'placement/too-many');
    const placed = run(took, { type: 'place', player: 'blue', areas: { castillo: 3 } });
    // Taking it frees the King of his duty: the action may be left.
    run(placed, { type: 'skip-special', player: 'blue' }, { type: 'end-turn', player: 'blue' });
  });

  it('offers each of the two cards to one player a round, taken before placing or acting', () => {
    const king = run(atTurns(), bring('blue'), take('blue', '6'));
    const next = run(king, { type: 'skip-special', player: 'blue' }, { type: 'end-turn', player: 'blue' });
    const green = run(next, bring('green'));
    expect(green.turn?.player).toBe('green');
    refused(green, take('green', '6'), 'offer/card-gone');
    // The stack-7 card places its own 2.
    const took = run(green, take('green', '7'));
    refused(took, { type: 'place', player: 'green', areas: { castillo: 3 } }, 'placement/too-many');
    // Once a player placed or acted, the choice is made: his own card stays his.
    const yellow = run(
      took,
      { type: 'place', player: 'green', areas: { castillo: 2 } },
      { type: 'skip-special', player: 'green' },
      { type: 'end-turn', player: 'green' },
      bring('yellow'),
      { type: 'place', player: 'yellow', areas: { castillo: 1 } },
    );
    refused(yellow, take('yellow', '7'), 'intrigue/take-late');
  });

  it('keeps the own card’s placement by the Caballero card when no offered card is taken (P28)', () => {
    const king = run(atTurns(), bring('blue'));
    refused(king, { type: 'place', player: 'blue', areas: { castillo: 6 } }, 'placement/too-many');
    run(king, { type: 'place', player: 'blue', areas: { castillo: 5 } });
  });
});

describe('The King & the Colonies: Turn over action card (002:1093-1094, reading P27)', () => {
  it('acts as a Veto its taker keeps, never taking a card out of the offer', () => {
    const turnOver: DescribedCard = {
      ...STACK_7,
      id: 'colonies-7/2',
      name: 'Turn over',
      effect: 'remove-offered-card',
    };
    const turns = run(
      atReveal(),
      { type: 'describe-card', card: turnOver },
      { type: 'reveal-cards', cards: { '7': 'colonies-7/2' } },
      ...[10, 130, 30, 40].map((v) => intrigueCard(v)),
      { type: 'play-card', player: 'red', value: 10 },
      { type: 'play-card', player: 'blue', value: 130 },
      { type: 'play-card', player: 'yellow', value: 30 },
      { type: 'play-card', player: 'green', value: 40 },
    );
    const took = run(turns, bring('blue'), take('blue', '7'));
    refused(
      took,
      { type: 'special', player: 'blue', action: { kind: 'remove-card', slot: '6' } },
      'special/wrong-action',
    );
    const kept = run(took, { type: 'special', player: 'blue', action: { kind: 'keep-veto' } });
    expect(kept.vetoes).toEqual([{ holder: 'blue', card: 'colonies-7/2', expiresAfterRound: 2 }]);
    expect(kept.offer.find((s) => s.slot === '6')?.card).toBe('classic/grand-inquisitor-card');
  });
});

describe('The King & the Colonies: the cards described (notes on the numbered cards; New special actions)', () => {
  it('keeps a kind a note gives one Intrigue & the King card off the stack-7 cards, but Conspiracy is both decks’', () => {
    const state = atReveal();
    const asStack7 = (effect: string): Command => ({ type: 'describe-card', card: { ...STACK_7, effect } });
    expect(say(refused(state, asStack7('bridge'), 'describe/note-elsewhere').message)).toContain('63');
    refused(state, asStack7('quarantine'), 'describe/note-elsewhere');
    run(state, asStack7('conspiracy'));
  });
});

describe('random games of The King & the Colonies', () => {
  it('2 to 5 players, hands of any values or of the tens: every command accepted, every invariant kept, offered cards taken, replayed alike', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 8; game += 1) {
      const { log, states } = playRandomGame(
        {
          edition: game % 2 === 0 ? 'classic' : 'bigbox',
          players: 2 + (game % 4),
          seed: game * 37 + 5,
          length: 'short-official',
          modules: [...KC],
          // Now and then the hands from the 18 tens, as for a first game (reading P13: K&C keeps the option).
          intrigueTens: game % 4 === 2,
        },
        (before, command, after) => {
          const problems = [...invariantProblems(after), ...(before ? transitionProblems(before, command, after) : [])];
          if (problems.length > 0) throw new Error(`${JSON.stringify(command)}: ${problems.join('; ')}`);
        },
      );
      for (const command of log) seen.add(command.type);
      const final = states[states.length - 1]!;
      expect(final.phase).toBe('over');
      if (game % 4 === 0) expect(replayed(log)).toEqual(final);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(['take-card', 'play-card', 'reveal-cards', 'sail', 'use-own-card']),
    );
  });
});
