/**
 * Intrigue & the King, as far as it is built: the preparation (the Caballero cards, the secret disk, each
 * player's 13 cards) and the round's card play (Decennial rules, “Intrigue & the King”).
 */
import { describe, expect, it } from 'vitest';
import {
  type Command,
  caballeroCardsFor,
  cardsInHand,
  type DescribedCard,
  describeCommand,
  type GameState,
  intrigueAssignment,
  intrigueHandsDue,
  nextToPlayCard,
  type SetupCommand,
} from '../../../src/rules';
import { moduleStatus, playerNotes } from '../../../src/rules/game/moduleStatus';
import { setupGame } from '../../../src/rules/game/setupGame';
import { bordersIn } from '../../../src/rules/play/index';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { setupCommand } from '../flow/_tables';
import { describedIntrigueCard } from './_intrigueCards';

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

/** A numbered card as the table describes it at its first play. */
const described = describedIntrigueCard;

/** The cards round 1 plays, described: 40 moves any 3 (required), 120 may score the most, 15 places 5, 35 is Conspiracy. */
const DESCRIBED = [
  described(40, 'move-3-any', 2),
  described(120, 'score-most', 4, { may: true }),
  described(15, 'placement-five', 1),
  described(35, 'conspiracy', 3),
];

/** Round 1's card play open: the disks set, every hand entered, the cards to be played described. */
function atCardPlay(setup: GameState = setUp()): GameState {
  const players = setup.setup.players.map((p) => p.id);
  const disks = run(setup, {
    type: 'setup-disks',
    disks: Object.fromEntries(Object.entries(DISKS).filter(([id]) => players.includes(id))),
  });
  return run(
    players.reduce((state, id) => run(state, hand(id)), disks),
    ...DESCRIBED,
  );
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
    ).toContain('more values than the 31 cards');
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

  it('names the King, the Intrigue player and each one’s Caballero card beside the players once the turns begin', () => {
    const start = atCardPlay();
    const played = run(start, play('red', 40), play('blue', 120), play('yellow', 15));
    expect(playerNotes(played, 'blue')).toEqual([]);
    const turns = run(played, play('green', 35));
    const notes = (id: string) => playerNotes(turns, id).map((n) => say(n));
    expect(notes('blue')).toEqual(['the King, Caballero card 5']);
    expect(notes('red')).toEqual(['Caballero card 4']);
    expect(notes('yellow')).toEqual(['the Intrigue player, Caballero card 2']);
    expect(moduleStatus(turns)).toEqual([]);
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

/** Round 1's cards played: blue 120 (the King), red 40, green 35, yellow 15 (Intrigue); blue's turn open. */
const atTurns = (setup?: GameState): GameState => {
  const start = atCardPlay(setup);
  const cards = [play('red', 40), play('blue', 120), play('yellow', 15), play('green', 35)];
  const inGame = cards.filter((c) => 'player' in c && start.setup.players.some((p) => p.id === c.player));
  return inGame.reduce((state, command) => run(state, command), start);
};

const endTurn = (player: string): Command => ({ type: 'end-turn', player });
const skip = (player: string, nothingPossible?: boolean): Command => ({
  type: 'skip-special',
  player,
  ...(nothingPossible === undefined ? {} : { nothingPossible }),
});
const moves = (player: string, ...list: { owner: string; from: string; to: string; count: number }[]): Command =>
  ({ type: 'special', player, action: { kind: 'moves', moves: list } }) as Command;

describe('Intrigue & the King: the cards described at their first play (New special actions)', () => {
  it('waits for a card’s description before its first play', () => {
    const disks = run(setUp(), { type: 'setup-disks', disks: DISKS });
    const hands = ['red', 'blue', 'yellow', 'green'].reduce((state, id) => run(state, hand(id)), disks);
    expect(say(refused(hands, play('red', 40), 'intrigue/undescribed').message)).toContain('Card 40');
    run(hands, described(40, 'move-3-any', 2), play('red', 40));
  });

  it('takes a number for the court and no placement or discs, by values up to 200, and keeps the notes', () => {
    const state = run(setUp(), { type: 'setup-disks', disks: DISKS });
    const card = (more: Partial<DescribedCard>): Command => ({
      type: 'describe-card',
      card: {
        id: 'intrigue/40',
        name: 'Card 40',
        places: 0,
        gold: 0,
        wares: 0,
        effect: 'move-3-any',
        words: 'x',
        court: 2,
        ...more,
      },
    });
    refused(state, card({ places: 2 }), 'describe/fields');
    const noCourt = {
      id: 'intrigue/40',
      name: 'Card 40',
      places: 0,
      gold: 0,
      wares: 0,
      effect: 'move-3-any',
      words: 'x',
    };
    refused(state, { type: 'describe-card', card: noCourt }, 'describe/fields');
    refused(state, card({ id: 'intrigue/201' }), 'describe/bad-id');
    refused(state, card({ id: 'colonies-7/3' }), 'describe/bad-id');
    // Notes fix cards 35 (Conspiracy), 90 (the mobile scoreboard) and 93 (Quarantine).
    expect(say(refused(state, card({ id: 'intrigue/35' }), 'describe/note').message)).toContain('card 35');
    refused(state, card({ id: 'intrigue/90' }), 'describe/note');
    refused(state, card({ id: 'intrigue/93' }), 'describe/note');
    run(
      state,
      card({ id: 'intrigue/90', effect: 'mobile-scoreboard' }),
      card({ id: 'intrigue/35', effect: 'conspiracy' }),
    );
    // A colour holds 31 cards: a 32nd value is refused.
    const full = Array.from({ length: 31 }, (_, i) => card({ id: `intrigue/${i + 161}` }));
    refused(run(state, ...full), card({ id: 'intrigue/192' }), 'describe/deck-full');
  });
});

describe('Intrigue & the King: the turn (Playing the game; The King’s card and the Intrigue card)', () => {
  it('gives the King the King’s card: his own card’s court number, the highest Caballero card, an optional action', () => {
    const state = atTurns();
    expect(state.turn?.player).toBe('blue');
    expect(state.turn?.card?.id).toBe('classic/intrigue-kings-card');
    // No card is taken: the one played is the turn's.
    refused(state, { type: 'take-card', player: 'blue', slot: '1' }, 'intrigue/no-offer');
    // 120 brings 4 to the court.
    refused(state, { type: 'replenish', player: 'blue', provinces: 5 }, 'replenish/too-many');
    const replenished = run(state, { type: 'replenish', player: 'blue', provinces: 4 });
    expect(replenished.court.blue).toBe((state.court.blue ?? 0) + 4);
    // The Caballero card of 5, next to the King.
    refused(replenished, { type: 'place', player: 'blue', areas: { aragon: 6 } }, 'placement/too-many');
    refused(replenished, { type: 'place', player: 'blue', areas: { galicia: 1 } }, 'placement/not-next-to-king');
    const placed = run(replenished, { type: 'place', player: 'blue', areas: { aragon: 3, sevilla: 2 } });
    // The King's card says "may" (reading P4): he may leave it, or move the King.
    run(placed, skip('blue'), endTurn('blue'));
    run(placed, endTurn('blue'));
    const moved = run(placed, { type: 'special', player: 'blue', action: { kind: 'king', to: 'galicia' } });
    expect(moved.king).toBe('galicia');
  });

  it('replenishes first or not at all: placing or acting passes it', () => {
    const state = atTurns();
    const placed = run(state, { type: 'place', player: 'blue', areas: { aragon: 1 } });
    refused(placed, { type: 'replenish', player: 'blue', provinces: 1 }, 'turn/replenish-done');
  });

  it('makes a played card’s action required unless it says “may”', () => {
    const blueDone = run(atTurns(), skip('blue'), endTurn('blue'));
    expect(blueDone.turn?.player).toBe('red');
    expect(blueDone.turn?.card?.id).toBe('intrigue/40');
    // 40 moves any 3, required: neither skipped nor left by ending the turn while something can move.
    refused(blueDone, skip('red'), 'special/required');
    refused(blueDone, endTurn('red'), 'special/required');
    refused(blueDone, skip('red', true), 'special/possible');
    refused(blueDone, moves('red'), 'special/possible');
    // The Caballero card of 4.
    refused(blueDone, { type: 'place', player: 'red', areas: { aragon: 5 } }, 'placement/too-many');
    const done = run(
      blueDone,
      moves('red', { owner: 'red', from: 'galicia', to: 'castillo', count: 1 }),
      endTurn('red'),
    );
    expect(done.turn?.player).toBe('green');
  });

  it('lets the Intrigue player move one caballero of another colour or his own from one region, and requires it', () => {
    const atYellow = run(
      atTurns(),
      skip('blue'),
      endTurn('blue'),
      moves('red', { owner: 'red', from: 'galicia', to: 'castillo', count: 1 }),
      endTurn('red'),
      { type: 'special', player: 'green', action: { kind: 'apply' } },
      endTurn('green'),
    );
    expect(atYellow.modules?.conspiracy).toBe(true);
    expect(atYellow.turn?.card?.id).toBe('classic/intrigue-card');
    refused(atYellow, skip('yellow'), 'special/required');
    // No moves at all is the action left undone.
    refused(atYellow, moves('yellow'), 'special/possible');
    const galicia = atYellow.areas.galicia ?? {};
    expect(galicia.green).toBeGreaterThan(0);
    refused(
      atYellow,
      moves(
        'yellow',
        { owner: 'green', from: 'galicia', to: 'aragon', count: 1 },
        { owner: 'yellow', from: 'galicia', to: 'aragon', count: 1 },
      ),
      'intrigue/either',
    );
    expect(atYellow.areas.valencia?.green).toBeGreaterThan(1);
    refused(
      atYellow,
      moves('yellow', { owner: 'green', from: 'valencia', to: 'aragon', count: 2 }),
      'intrigue/too-many',
    );
    const one = run(atYellow, moves('yellow', { owner: 'green', from: 'galicia', to: 'aragon', count: 1 }));
    expect(one.areas.aragon?.green).toBe((atYellow.areas.aragon?.green ?? 0) + 1);
    // Every one of his own, from one region, to several.
    const sevilla = atYellow.areas.sevilla?.yellow ?? 0;
    expect(sevilla).toBeGreaterThan(1);
    const own = run(
      atYellow,
      moves(
        'yellow',
        { owner: 'yellow', from: 'sevilla', to: 'galicia', count: 1 },
        { owner: 'yellow', from: 'sevilla', to: 'castillo', count: sevilla - 1 },
      ),
    );
    expect(own.areas.sevilla?.yellow ?? 0).toBe(0);
    // Only out of one region.
    const twoRegions = run(atYellow, {
      type: 'table-correction',
      note: 'one more in Galicia',
      areas: { galicia: { ...galicia, yellow: 1 } },
    } as Command);
    refused(
      twoRegions,
      moves(
        'yellow',
        { owner: 'yellow', from: 'sevilla', to: 'aragon', count: 1 },
        { owner: 'yellow', from: 'galicia', to: 'aragon', count: 1 },
      ),
      'intrigue/one-region',
    );
  });

  it('ends the round with the cards spent and the lowest card starting the next', () => {
    const state = run(
      atTurns(),
      skip('blue'),
      endTurn('blue'),
      moves('red', { owner: 'red', from: 'galicia', to: 'castillo', count: 1 }),
      endTurn('red'),
      { type: 'special', player: 'green', action: { kind: 'apply' } },
    );
    refused(state, skip('green'), 'turn/special-done');
    const yellow = run(state, endTurn('green'));
    const next = run(
      yellow,
      moves('yellow', { owner: 'green', from: 'galicia', to: 'aragon', count: 1 }),
      endTurn('yellow'),
    );
    expect(next.round).toBe(2);
    expect(next.phase).toBe('power');
    expect(nextToPlayCard(next)).toBe('yellow');
    expect(cardsInHand(next, 'red')).not.toContain(40);
    refused(next, play('yellow', 15), 'intrigue/not-in-hand');
  });

  it('with 2 or 3 players lets the King or the Intrigue player do his own card’s action instead (Special rules)', () => {
    const three = atTurns(setUp({ ...setupCommand({ modules: IK, players: ['red', 'blue', 'yellow'] }) }));
    expect(three.turn?.player).toBe('blue');
    const own = run(three, { type: 'use-own-card', player: 'blue' });
    expect(own.turn?.card?.id).toBe('intrigue/120');
    refused(own, { type: 'use-own-card', player: 'blue' }, 'turn/special-done');
    // Four players: the King's card only.
    refused(atTurns(), { type: 'use-own-card', player: 'blue' }, 'intrigue/own-card');
  });
});

describe('Intrigue & the King: Quarantine (card 93, notes on the numbered cards)', () => {
  /** Red holds 93, described as Quarantine; round 1 played: blue 120 (King), red 93, green 35, yellow 15. */
  function atRed(): GameState {
    const disks = run(setUp(), { type: 'setup-disks', disks: DISKS });
    const hands: Record<string, number[]> = { ...HANDS, red: [...tens(10).slice(0, 12), 93] };
    const all = ['red', 'blue', 'yellow', 'green'].reduce((state, id) => run(state, hand(id, hands[id])), disks);
    return run(
      all,
      ...DESCRIBED,
      described(93, 'quarantine', 1),
      play('red', 93),
      play('blue', 120),
      play('yellow', 15),
      play('green', 35),
      skip('blue'),
      endTurn('blue'),
    );
  }
  const lay = (to: string, board = '8-4-0'): Command =>
    ({ type: 'special', player: 'red', action: { kind: 'mobile-scoreboard', board, to } }) as Command;

  it('is card 93’s alone', () => {
    const state = atRed();
    expect(say(refused(state, described(50, 'quarantine', 1), 'describe/note-elsewhere').message)).toContain('93');
  });

  it('lays a scoreboard on one of the nine regions, never the King’s', () => {
    const state = atRed();
    expect(state.turn?.card?.id).toBe('intrigue/93');
    refused(state, lay('castilla-la-nueva'), 'quarantine/region');
    refused(state, lay('castillo'), 'input/castillo-not-region');
    const laid = run(state, lay('aragon'));
    expect(laid.modules?.quarantine).toBe('aragon');
    expect(laid.mobileScoreboards['8-4-0']).toBe('aragon');
    expect(moduleStatus(laid).map((line) => say(line.words))).toEqual([
      'Intrigue & the King: Aragón (Aragon) is in quarantine until the next general scoring',
    ]);
  });

  it('makes the region taboo like the King’s: nothing placed, moved or taken in or out', () => {
    const laid = run(atRed(), lay('aragon'));
    // Red's own placement, next to the King, but not into Aragón.
    refused(laid, { type: 'place', player: 'red', areas: { aragon: 1 } }, 'quarantine/taboo');
    const green = run(laid, endTurn('red'));
    refused(
      green,
      { type: 'replenish', player: 'green', provinces: 0, regions: { aragon: 1 } } as Command,
      'quarantine/taboo',
    );
    const yellow = run(green, { type: 'special', player: 'green', action: { kind: 'apply' } }, endTurn('green'));
    expect(yellow.areas.aragon?.blue).toBeGreaterThan(0);
    refused(yellow, moves('yellow', { owner: 'blue', from: 'aragon', to: 'galicia', count: 1 }), 'quarantine/taboo');
    refused(yellow, moves('yellow', { owner: 'green', from: 'galicia', to: 'aragon', count: 1 }), 'quarantine/taboo');
  });

  it('moves on with a later Quarantine, and ends after the next general scoring', () => {
    const laid = run(atRed(), lay('aragon'));
    // A forged later turn of a Quarantine: the quarantined scoreboard moves on; the other may not be laid.
    const again = { ...laid, turn: { ...laid.turn!, special: 'open' as const } };
    refused(again, lay('galicia', '4-0-0'), 'quarantine/board');
    const moved = run(again, lay('galicia'));
    expect(moved.modules?.quarantine).toBe('galicia');
    expect(moved.mobileScoreboards['8-4-0']).toBe('galicia');
    // At a general scoring (the phase forged), the quarantine is lifted and its scoreboard goes beside the board.
    const scoring: GameState = { ...moved, phase: 'general-scoring', turn: undefined, round: 3 };
    const disks = { red: 'galicia', blue: 'sevilla', yellow: 'galicia', green: 'sevilla' } as const;
    const after = run(scoring, { type: 'general-scoring', disks });
    expect(after.modules?.quarantine).toBeUndefined();
    expect(after.mobileScoreboards['8-4-0']).toBeUndefined();
  });
});

describe('Intrigue & the King: the cards the notes fix (notes on the numbered cards)', () => {
  /**
   * Round 1 with red playing `value` as described, blue 170 (the King), green 35, yellow 15 (Intrigue), up to
   * red's turn.
   */
  function redPlays(value: number, effect: string): GameState {
    const disks = run(setUp(), { type: 'setup-disks', disks: DISKS });
    const red = tens(10).includes(value) ? tens(10) : [...tens(10).slice(0, 12), value];
    const hands: Record<string, number[]> = { ...HANDS, red, blue: [...tens(20).slice(0, 12), 170] };
    const all = ['red', 'blue', 'yellow', 'green'].reduce((state, id) => run(state, hand(id, hands[id])), disks);
    let state = run(
      all,
      ...DESCRIBED,
      ...(value === 15 ? [] : [described(value, effect, 1)]),
      described(170, 'move-4-own', 2, { may: true }),
      play('red', value),
      play('blue', 170),
      play('yellow', 15),
      play('green', 35),
    );
    while (state.turn?.player !== 'red') {
      const who = state.turn?.player ?? '';
      state =
        who === 'green'
          ? run(state, { type: 'special', player: who, action: { kind: 'apply' } })
          : run(state, skip(who));
      state = run(state, endTurn(who));
    }
    return state;
  }
  const score = (area: string): Command =>
    ({ type: 'special', player: 'red', action: { kind: 'score-area', area } }) as Command;

  it('15 places up to 5 instead of the Caballero card’s number, next to the King or in the Castillo; its action is the placement', () => {
    // Red plays 10, the lowest, so yellow's 15 is played for its own action.
    const hands: Record<string, number[]> = { ...HANDS, red: tens(10) };
    const atGreen = run(
      run(setUp(), { type: 'setup-disks', disks: DISKS }),
      ...['red', 'blue', 'yellow', 'green'].map((id) => hand(id, hands[id])),
      ...DESCRIBED,
      described(10, 'move-4-own', 1, { may: true }),
      play('red', 10),
      play('blue', 120),
      play('yellow', 15),
      play('green', 35),
    );
    expect(atGreen.turnOrder).toEqual(['blue', 'green', 'yellow', 'red']);
    const yellow = run(
      atGreen,
      skip('blue'),
      endTurn('blue'),
      { type: 'special', player: 'green', action: { kind: 'apply' } },
      endTurn('green'),
    );
    expect(yellow.turn?.card?.id).toBe('intrigue/15');
    // The third Caballero card is 3; card 15 makes it 5, next to the King (Castilla la Nueva) or in the Castillo.
    refused(yellow, { type: 'place', player: 'yellow', areas: { castillo: 6 } }, 'placement/too-many');
    refused(yellow, { type: 'place', player: 'yellow', areas: { galicia: 1 } }, 'placement/not-next-to-king');
    const placed = run(yellow, { type: 'place', player: 'yellow', areas: { castillo: 3, sevilla: 2 } });
    // Nothing else to do: the action may be left.
    run(placed, endTurn('yellow'));
  });

  it('20 keeps the Caballero card’s number but may place anywhere', () => {
    const state = redPlays(20, 'placement-anywhere');
    expect(state.turnOrder).toEqual(['blue', 'green', 'red', 'yellow']);
    // The third Caballero card: 3, to any region but the King's.
    refused(state, { type: 'place', player: 'red', areas: { galicia: 4 } }, 'placement/too-many');
    refused(state, { type: 'place', player: 'red', areas: { 'castilla-la-nueva': 1 } }, 'king/region-taboo');
    const placed = run(state, { type: 'place', player: 'red', areas: { galicia: 2, cataluna: 1 } });
    expect(placed.areas.cataluna?.red).toBe((state.areas.cataluna?.red ?? 0) + 1);
    run(placed, endTurn('red'));
  });

  it('63 lays a bridge between two regions that do not border each other, which then do; a later bridge takes it away (P9)', () => {
    const state = redPlays(63, 'bridge');
    const lay = (from: string, to: string): Command =>
      ({ type: 'special', player: 'red', action: { kind: 'bridge', from, to } }) as Command;
    refused(state, lay('galicia', 'pais-vasco'), 'bridge/regions');
    refused(state, lay('galicia', 'galicia'), 'bridge/regions');
    refused(state, lay('galicia', 'castillo'), 'input/castillo-not-region');
    // The King stands in Castilla la Nueva, which Galicia does not border: no placement there before the bridge.
    refused(state, { type: 'place', player: 'red', areas: { galicia: 1 } }, 'placement/not-next-to-king');
    expect(bordersIn(state, 'galicia', 'castilla-la-nueva')).toBe(false);
    const bridged = run(state, lay('castilla-la-nueva', 'galicia'));
    expect(bridged.modules?.intrigue?.bridge).toEqual(['castilla-la-nueva', 'galicia']);
    expect(bordersIn(bridged, 'galicia', 'castilla-la-nueva')).toBe(true);
    expect(moduleStatus(bridged).map((line) => say(line.words))).toEqual([
      'Intrigue & the King: a bridge joins Castilla la Nueva (New Castile) and Galicia',
    ]);
    expect(say(describeCommand(state, lay('castilla-la-nueva', 'galicia')))).toBe(
      'Red laid a bridge between Castilla la Nueva (New Castile) and Galicia',
    );
    run(bridged, { type: 'place', player: 'red', areas: { galicia: 1 } });
    // A later bridge (a turn forged open again) takes the first away, whoever laid it.
    const again = { ...bridged, turn: { ...bridged.turn!, special: 'open' as const } };
    const moved = run(again, lay('sevilla', 'cataluna'));
    expect(bordersIn(moved, 'galicia', 'castilla-la-nueva')).toBe(false);
    expect(bordersIn(moved, 'cataluna', 'sevilla')).toBe(true);
    // 63 may also be the table's own result; no other card lays a bridge.
    const other = redPlays(63, 'table-resolved');
    expect(other.turn?.card?.id).toBe('intrigue/63');
    expect(say(refused(state, described(50, 'bridge', 1), 'describe/note-elsewhere').message)).toContain('63');
  });

  it('135 scores a region where the taker has exactly 2 caballeros', () => {
    const state = redPlays(135, 'score-chosen-two');
    refused(state, described(136, 'score-chosen-two', 1), 'describe/note-elsewhere');
    const galicia = state.areas.galicia?.red ?? 0;
    expect(galicia).not.toBe(2);
    refused(state, score('galicia'), 'scoring/not-this-area');
    const two = run(state, { type: 'place', player: 'red', areas: { aragon: 2 - (state.areas.aragon?.red ?? 0) } });
    const scored = run(two, score('aragon'));
    expect(scored.scorings.at(-1)?.request).toEqual({ kind: 'area', area: 'aragon' });
  });

  it('145 never scores the King’s region or the Castillo; 150 may', () => {
    const state = redPlays(145, 'score-chosen-not-king');
    refused(state, score('castilla-la-nueva'), 'scoring/not-this-area');
    refused(state, score('castillo'), 'scoring/not-this-area');
    run(state, score('galicia'));
    const any = redPlays(150, 'score-chosen-any');
    run(any, score('castilla-la-nueva'));
    run(any, score('castillo'));
    // The note fixes it: 150 is no other scoring.
    refused(any, described(150, 'score-chosen-not-king', 1), 'describe/already');
  });

  it('80 moves the Grande with caballeros of the taker’s from its region, never out of or into the King’s region', () => {
    const state = redPlays(80, 'grande-with-caballeros');
    const from = state.grandes.red;
    expect(from).toBe('galicia');
    const there = state.areas.galicia?.red ?? 0;
    const grande = (to: string, along?: number): Command =>
      ({
        type: 'special',
        player: 'red',
        action: { kind: 'grande', to, ...(along === undefined ? {} : { along }) },
      }) as Command;
    refused(state, grande('castilla-la-nueva', 1), 'king/region-taboo');
    refused(state, grande('sevilla', there + 1), 'grande/along');
    const moved = run(state, grande('sevilla', there));
    expect(moved.grandes.red).toBe('sevilla');
    expect(moved.areas.galicia?.red ?? 0).toBe(0);
    expect(moved.areas.sevilla?.red).toBe((state.areas.sevilla?.red ?? 0) + there);
    // The kind is 80's alone.
    refused(state, described(81, 'grande-with-caballeros', 1), 'describe/note-elsewhere');
  });

  it('100 and 120 leave the Castillo out; 110 scores it, its caballeros staying in', () => {
    const state = run(setUp(), { type: 'setup-disks', disks: DISKS });
    refused(state, described(100, 'score-castillo', 1), 'describe/note');
    refused(state, described(120, 'score-chosen-area', 1), 'describe/note');
    run(
      state,
      described(100, 'score-most', 1),
      described(120, 'score-5-regions', 1),
      described(110, 'score-castillo', 1),
    );
    refused(state, described(110, 'score-most', 1), 'describe/note');
  });

  it('a required action of placing from the court is not entered as placing nothing while the court holds any', () => {
    const state = redPlays(50, 'two-more-from-court');
    expect(state.court.red).toBeGreaterThan(0);
    refused(state, { type: 'special', player: 'red', action: { kind: 'from-court', areas: {} } }, 'special/possible');
  });
});

describe('Intrigue & the King: what its cards and setup refuse', () => {
  it('is played without the dummy', () => {
    expect(
      refusedSetup(
        {
          ...setupCommand({ modules: IK, players: ['red', 'blue'], dummy: true, options: { twoPlayerDummy: true } }),
          caballeroCards: [5, 4],
        },
        'intrigue/dummy',
      ),
    ).toContain('without the dummy');
  });

  it('describes no hand card as one whose action waits, nor as taking a power card back', () => {
    const state = run(setUp(), { type: 'setup-disks', disks: DISKS });
    refused(state, described(50, 'move-3-any', 1, { kept: true }), 'describe/fields');
    refused(state, described(50, 'power-card-return', 1), 'describe/effect');
  });

  it('lets another player’s veto stop the action without passing the replenishing', () => {
    const state = atTurns();
    const held = { ...state, vetoes: [{ holder: 'red', card: 'intrigue/60', expiresAfterRound: 2 }] };
    const vetoed = run(held, { type: 'veto', player: 'red' });
    expect(vetoed.turn?.special).toBe('vetoed');
    run(vetoed, { type: 'replenish', player: 'blue', provinces: 4 });
  });

  it('lets card 40 act before its owner’s turn, once, and settles that turn’s action (note 40, reading P8)', () => {
    // Round 1 as played elsewhere: blue 120 (the King), red 40, green 35, yellow 15 (Intrigue).
    const state = atTurns();
    expect(state.turn?.player).toBe('blue');
    const early = (player: string, ...list: Parameters<typeof moves>[1][]): Command =>
      ({ type: 'early-action', player, action: { kind: 'moves', moves: list } }) as Command;
    const move = { owner: 'red', from: 'galicia', to: 'castillo', count: 1 };
    // Green's 35 is no such card; red's 40 is.
    refused(state, { type: 'early-action', player: 'green', action: { kind: 'apply' } }, 'early/none');
    const done = run(state, early('red', move));
    expect(done.earlyActions).toEqual(['red']);
    expect(say(describeCommand(state, early('red', move)))).toContain('Before their turn, Red did their card');
    refused(done, early('red', move), 'early/none');
    // Red's turn comes with its action settled; the round after forgets it.
    const atRed = run(done, skip('blue'), endTurn('blue'));
    expect(atRed.turn?.player).toBe('red');
    expect(atRed.turn?.special).toBe('done');
    // Its replenishing is still to come.
    const brought = run(atRed, { type: 'replenish', player: 'red', provinces: 2 });
    expect(brought.court.red).toBe((atRed.court.red ?? 0) + 2);
    run(atRed, endTurn('red'));
    // Doing nothing early has no purpose: it waits for the turn.
    refused(state, early('red'), 'early/nothing');
    // Once red's own turn has come, the action is the turn's.
    const later = run(state, skip('blue'), endTurn('blue'));
    refused(later, early('red', move), 'early/none');
    // Not before the turns; and a game without such cards refuses the command.
    refused(run(setUp(), { type: 'setup-disks', disks: DISKS }), early('red', move), 'flow/not-now');
    refused(setUp(setupCommand()), early('red', move), 'early/not-in-game');
    // Who sits on the Limit table is the Colonies' to say: refused in a game without them.
    refused(state, { ...early('red', move), onLimitTable: { red: 1 } } as Command, 'input/module-field-not-in-play');
  });
});
