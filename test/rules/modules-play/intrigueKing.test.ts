/**
 * Intrigue & the King, as far as it is built: the preparation (the Caballero cards, the secret disk, each
 * player's 13 cards) and the round's card play (Decennial rules, “Intrigue & the King”).
 */
import { describe, expect, it } from 'vitest';
import {
  type Command,
  caballeroCardsFor,
  cardsInHand,
  describeCommand,
  type GameState,
  intrigueAssignment,
  intrigueHandsDue,
  nextToPlayCard,
  type SetupCommand,
} from '../../../src/rules';
import { setupGame } from '../../../src/rules/game/setupGame';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { setupCommand } from '../flow/_tables';

const IK = ['intrigue-king'] as const;

/** A four-player Intrigue & the King setup (red, blue, yellow, green; the King in Castilla la Nueva). */
const ikSetup = (more: Partial<SetupCommand> = {}): SetupCommand => ({ ...setupCommand({ modules: IK }), ...more });

/** The table once set up, the module being built (only its tests set up its games). */
function setUp(command: SetupCommand = ikSetup()): GameState {
  const set = setupGame(command, () => true);
  if (!set.ok) throw new Error(say(set.error.message));
  return set.value;
}

/** A setup refused with this code. */
function refusedSetup(command: SetupCommand, code: string): string {
  const set = setupGame(command, () => true);
  if (set.ok) throw new Error(`setup was accepted, expected ${code}`);
  expect(set.error.code).toBe(code);
  return say(set.error.message);
}

const DISKS = { red: 'galicia', blue: 'castilla-la-nueva', yellow: 'sevilla', green: 'galicia' } as const;

/** Thirteen values from `from` on, by tens. */
const tens = (from: number): number[] => Array.from({ length: 13 }, (_, i) => from + i * 10);
const HANDS: Record<string, number[]> = {
  red: tens(10),
  blue: tens(20),
  yellow: [...tens(30).slice(0, 12), 15],
  green: [...tens(40).slice(0, 12), 35],
};
const hand = (player: string, values = HANDS[player] ?? []): Command => ({ type: 'intrigue-hand', player, values });

/** Round 1's card play open: the disks set, every hand entered. */
function atCardPlay(): GameState {
  const disks = run(setUp(), { type: 'setup-disks', disks: DISKS });
  return ['red', 'blue', 'yellow', 'green'].reduce((state, id) => run(state, hand(id)), disks);
}

const play = (player: string, value: number): Command => ({ type: 'play-card', player, value });

describe('Intrigue & the King: the preparation (Preparation)', () => {
  it('lays out one Caballero card per player, the app proposing the highest (P2); others are refused', () => {
    expect(caballeroCardsFor(4)).toEqual([5, 4, 3, 2]);
    expect(caballeroCardsFor(2)).toEqual([5, 4]);
    expect(setUp(ikSetup({ caballeroCards: [1, 3, 5, 4] })).modules?.intrigue?.caballeroCards).toEqual([5, 4, 3, 1]);
    expect(refusedSetup(ikSetup({ caballeroCards: [5, 4, 3] }), 'setup/caballero-cards')).toContain(
      'one Caballero card for each of the 4 players',
    );
    refusedSetup(ikSetup({ caballeroCards: [5, 5, 4, 3] }), 'setup/caballero-cards');
    refusedSetup(ikSetup({ caballeroCards: [6, 4, 3, 2] }), 'setup/caballero-cards');
    const { caballeroCards: _, ...without } = ikSetup();
    refusedSetup(without, 'setup/caballero-cards');
  });

  it('sends one caballero by each secret disk, kept in court when it names the King’s region, then takes the hands', () => {
    const state = setUp();
    expect(state.phase).toBe('setup-disks');
    const disks = run(state, { type: 'setup-disks', disks: DISKS });
    expect(disks.areas.galicia?.red).toBe((state.areas.galicia?.red ?? 0) + 1);
    expect(disks.court.red).toBe((state.court.red ?? 0) - 1);
    // Blue's disk names the King's region: the caballero stays in court.
    expect(disks.court.blue).toBe(state.court.blue);
    expect(disks.phase).toBe('intrigue-hands');
    expect(intrigueHandsDue(disks)).toEqual(['red', 'blue', 'yellow', 'green']);
  });

  it('takes each player’s 13 different cards once, and opens round 1 with the card play once all are in', () => {
    const disks = run(setUp(), { type: 'setup-disks', disks: DISKS });
    const red = run(disks, hand('red'));
    expect(cardsInHand(red, 'red')).toEqual(tens(10));
    // The hand stays secret: the history says only that it was entered.
    expect(say(describeCommand(disks, hand('red')))).toBe('Red entered the 13 cards they keep');
    refused(red, hand('red'), 'intrigue/entered');
    refused(disks, hand('purple'), 'intrigue/not-a-player');
    refused(disks, hand('red', tens(10).slice(0, 12)), 'intrigue/size');
    refused(disks, hand('red', [...tens(10).slice(0, 12), 10]), 'intrigue/size');
    expect(say(refused(disks, hand('red', [...tens(10).slice(0, 12), 201]), 'intrigue/value').message)).toContain(
      'from 1 to 200',
    );
    refused(disks, hand('red', [...tens(10).slice(0, 12), 0]), 'intrigue/value');
    const all = ['red', 'blue', 'yellow', 'green'].reduce((state, id) => run(state, hand(id)), disks);
    expect(all.phase).toBe('power');
    expect(all.round).toBe(1);
    expect(nextToPlayCard(all)).toBe('red');
  });

  it('keeps to the 18 tens for a first game, and to 31 values in all: every colour has the same cards (P3)', () => {
    const first = run(setUp(ikSetup({ intrigueTens: true })), { type: 'setup-disks', disks: DISKS });
    refused(first, hand('red', [...tens(10).slice(0, 12), 15]), 'intrigue/tens');
    run(first, hand('red'));
    const disks = run(setUp(), { type: 'setup-disks', disks: DISKS });
    const odd = (from: number) => Array.from({ length: 13 }, (_, i) => from + i);
    const two = run(run(disks, hand('red', odd(1))), hand('blue', odd(14)));
    // 26 values so far: a third hand with 6 new ones would make 32.
    expect(
      say(refused(two, hand('yellow', [...odd(1).slice(0, 7), ...odd(27).slice(0, 6)]), 'intrigue/deck').message),
    ).toContain('show 32 different values');
  });
});

describe('Intrigue & the King: the round’s cards (Playing the game)', () => {
  it('plays the cards clockwise from the start player, each from the hand, never a value played this round', () => {
    const state = atCardPlay();
    refused(state, play('blue', 20), 'intrigue/not-your-card');
    refused(state, play('red', 25), 'intrigue/not-in-hand');
    const red = run(state, play('red', 40));
    expect(nextToPlayCard(red)).toBe('blue');
    expect(say(describeCommand(state, play('red', 40)))).toBe('Red played the 40');
    expect(say(refused(red, play('blue', 40), 'intrigue/value-played').message)).toContain('Red already played the 40');
    // The base game's power cards stay in the box.
    refused(state, { type: 'play-power', player: 'red', value: 1 }, 'flow/not-now');
  });

  it('gives the King’s card and the highest Caballero card to the highest, the Intrigue card to the lowest', () => {
    const played = [play('red', 40), play('blue', 120), play('yellow', 15), play('green', 35)].reduce(
      (state, command) => run(state, command),
      atCardPlay(),
    );
    expect(played.phase).toBe('turns');
    expect(played.turnOrder).toEqual(['blue', 'red', 'green', 'yellow']);
    expect(intrigueAssignment(played)).toEqual([
      { player: 'blue', value: 120, caballeroCard: 5, king: true, intrigue: false },
      { player: 'red', value: 40, caballeroCard: 4, king: false, intrigue: false },
      { player: 'green', value: 35, caballeroCard: 3, king: false, intrigue: false },
      { player: 'yellow', value: 15, caballeroCard: 2, king: false, intrigue: true },
    ]);
  });
});
