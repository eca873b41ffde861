/**
 * The Church (1995 variant) turn by turn: four black caballeros on two drawn regions, the Church card
 * in a sixth pile every round, the marker, the holder's extra caballero, and where black caballeros
 * may never go. Rules: 000 "The Church" (lines 475-489); readings in docs/game-record.md.
 */
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  type AreaId,
  actionGuide,
  applyCommand,
  type Command,
  describeCommand,
  drawSetup,
  type GameAreaId,
  type GameState,
  type ModuleOptions,
  movesLeft,
  nextToPlayPower,
  type OfferSlotId,
  type PlayerId,
  type PowerCardValue,
  REGION_IDS,
  type RegionId,
  replenishChoice,
} from '../../../src/rules';
import { invariantProblems } from '../../support/invariants';
import { arranged, refused, run, special } from '../../support/scenario';
import { say } from '../../support/speech';
import { DEFAULT_CHURCH, newGame, revealCommand, setupCommand, setupRefused } from '../flow/_tables';

const CHURCH_CARD = 'classic/church-card';
const CHURCH = ['church'] as const;

/** The black caballeros in a region. */
const black = (state: GameState, region: AreaId) => state.areas[region]?.church ?? 0;
const holder = (state: GameState) => state.modules?.holders?.church;

interface Table {
  /** Cards lying on stacks 1 to 4, by slot; the rest as the test tables choose. */
  readonly cards?: Partial<Record<OfferSlotId, string>>;
  /** Caballeros per area per colour, set by a table correction. */
  readonly pieces?: Partial<Record<AreaId, Record<string, number>>>;
  readonly court?: Record<string, number>;
  readonly moduleOptions?: Partial<ModuleOptions>;
  readonly church?: readonly RegionId[];
  /** Power cards: red plays first with the highest. */
  readonly powers?: Readonly<Record<PlayerId, PowerCardValue>>;
}

const POWERS: Readonly<Record<PlayerId, PowerCardValue>> = { red: 11, blue: 10, yellow: 9, green: 8 };

/** A four-player Church game in its first round's turns, red on turn (the King in Castilla la Nueva). */
function tableWith(table: Table = {}): GameState {
  let state = newGame({
    modules: [...CHURCH],
    ...(table.moduleOptions ? { moduleOptions: table.moduleOptions } : {}),
    ...(table.church ? { church: table.church } : {}),
  });
  state = run(state, revealCommand(state, table.cards ?? {}));
  state = playPowers(state, table.powers ?? POWERS);
  return arranged(state, table);
}

const take = (state: GameState, slot: OfferSlotId): Command => ({
  type: 'take-card',
  player: state.turn!.player,
  slot,
});
const end = (state: GameState): Command => ({ type: 'end-turn', player: state.turn!.player });
const place = (state: GameState, areas: Partial<Record<AreaId, number>>): Command => ({
  type: 'place',
  player: state.turn!.player,
  areas,
});
const churchMoves = (moves: { from: RegionId; to: GameAreaId; count: number }[]) => ({
  kind: 'moves',
  moves: moves.map((m) => ({ owner: 'church', ...m })),
});

/** The player on turn takes the Church card and its marker, moving nothing, and ends the turn. */
function takeChurch(state: GameState): GameState {
  const taken = run(state, take(state, '6'));
  return run(taken, special(taken, churchMoves([])), end(taken));
}

/** The rest of the round passes (three more turns), the next round's cards are turned over and its powers played. */
function nextRound(
  state: GameState,
  cards: Partial<Record<OfferSlotId, string>>,
  powers: Readonly<Record<PlayerId, PowerCardValue>>,
): GameState {
  let next = state;
  for (const slot of ['1', '2', '3'] as const) next = pass(next, slot);
  next = run(next, revealCommand(next, cards));
  return playPowers(next, powers);
}

/** The power cards, each colour's value, in the order the table asks for them. */
function playPowers(state: GameState, powers: Readonly<Record<PlayerId, PowerCardValue>>): GameState {
  let next = state;
  for (let player = nextToPlayPower(next); player !== undefined; player = nextToPlayPower(next))
    next = run(next, { type: 'play-power', player, value: powers[player] as PowerCardValue });
  return next;
}

/** The player on turn takes the card on this stack, leaves its special action and ends the turn. */
function pass(state: GameState, slot: OfferSlotId): GameState {
  const taken = run(state, take(state, slot));
  return run(taken, { type: 'skip-special', player: taken.turn!.player }, end(taken));
}

describe('the Church at setup', () => {
  it('puts two black caballeros in each of the two regions named, and nobody holds the Church', () => {
    const state = newGame({ modules: [...CHURCH], church: ['cataluna', 'granada'] });
    expect(black(state, 'cataluna')).toBe(2);
    expect(black(state, 'granada')).toBe(2);
    expect(REGION_IDS.reduce((sum, r) => sum + black(state, r), 0)).toBe(4);
    expect(holder(state)).toBeNull();
    expect(invariantProblems(state)).toEqual([]);
    expect(
      say(describeCommand(undefined, setupCommand({ modules: [...CHURCH], church: ['cataluna', 'granada'] }))),
    ).toBe("Game set up: 4 players, classic rules, the Church's black caballeros 2 each in Cataluña and Granada");
  });

  it('accepts two regions that are neither the King’s nor a home region', () => {
    const state = newGame({
      modules: [...CHURCH],
      church: ['valencia', 'cataluna'],
      players: ['red', 'blue', 'yellow'],
    });
    expect(black(state, 'valencia')).toBe(2);
    expect(black(state, 'cataluna')).toBe(2);
  });

  it('refuses the King’s region and a home region: the Church’s cards are drawn after those', () => {
    const base = setupCommand({ modules: [...CHURCH] });
    const king = applyCommand(undefined, { ...base, church: ['granada', 'castilla-la-nueva'] });
    expect(king.ok).toBe(false);
    if (king.ok) return;
    expect(king.error.code).toBe('setup/church-king-region');
    expect(king.error.ruleRef).toEqual({ source: '000', section: 'The Church' });
    expect(say(king.error.message)).toBe(
      "The Church's region cards are drawn after the King's card, so neither shows the King's region: Castilla la Nueva (New Castile) holds the King",
    );
    const home = applyCommand(undefined, { ...base, church: ['galicia', 'granada'] });
    expect(home.ok).toBe(false);
    if (home.ok) return;
    expect(home.error.code).toBe('setup/church-home-region');
    expect(say(home.error.message)).toBe(
      "The Church's region cards are drawn after the home cards, so neither shows a home region: Galicia is Red's home",
    );
    setupRefused({ ...base, church: ['granada', 'castilla-la-nueva'] }, 'setup/church-king-region');
    setupRefused({ ...base, church: ['pais-vasco', 'aragon'] }, 'setup/church-home-region');
  });

  it('refuses a Church game without its two regions, with one, three or the same one twice', () => {
    const base = setupCommand({ modules: [...CHURCH] });
    const { church: _, ...without } = base;
    setupRefused(without, 'setup/church-regions');
    setupRefused({ ...base, church: ['galicia'] }, 'setup/church-regions');
    setupRefused({ ...base, church: ['galicia', 'aragon', 'sevilla'] }, 'setup/church-regions');
    setupRefused({ ...base, church: ['granada', 'granada'] }, 'setup/church-same-region');
  });

  it('refuses a Church region that is no region, or the Castillo', () => {
    const base = setupCommand({ modules: [...CHURCH] });
    setupRefused({ ...base, church: ['galicia', 'narnia' as RegionId] }, 'input/unknown-region');
    setupRefused({ ...base, church: ['castillo' as RegionId, 'galicia'] }, 'input/castillo-not-region');
  });

  it('refuses Church regions in a game without the Church', () => {
    setupRefused({ ...setupCommand(), church: ['galicia', 'aragon'] }, 'setup/module-field-not-in-play');
  });

  it('refuses a colour called “church”: that id names the black caballeros', () => {
    const base = setupCommand({ modules: [...CHURCH], players: ['red', 'church'] });
    setupRefused(base, 'setup/black-id');
  });

  it('the seeded draw gives two more region cards, after the King’s and the homes, that a setup accepts', () => {
    for (let seed = 0; seed < 40; seed += 1) {
      const players = ['red', 'blue', 'yellow', 'green', 'black'].slice(0, 2 + (seed % 4));
      const { king, homes, church } = drawSetup(seed, players);
      expect(church).toHaveLength(2);
      expect(new Set(church).size).toBe(2);
      for (const region of church) expect([king, ...Object.values(homes)]).not.toContain(region);
      const state = run(undefined, {
        ...setupCommand({ modules: [...CHURCH], players, king, homes, church }),
      });
      for (const region of church) expect(black(state, region)).toBe(2);
    }
  });

  it('a base game keeps no Church state and no sixth pile', () => {
    const state = run(newGame(), revealCommand(newGame()));
    expect(state.modules).toBeUndefined();
    expect(state.offer.map((s) => s.slot)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('the Church card in the offer', () => {
  it('lies face up on a sixth pile every round without being named, like the King’s card', () => {
    const state = tableWith();
    expect(state.offer.find((s) => s.slot === '6')?.card).toBe(CHURCH_CARD);
    expect(state.revealed[CHURCH_CARD]).toBeUndefined();
  });

  it('may be named on its pile, and is refused on another stack', () => {
    const game = newGame({ modules: [...CHURCH] });
    expect(run(game, revealCommand(game, { '6': CHURCH_CARD })).offer.at(-1)).toEqual({ slot: '6', card: CHURCH_CARD });
    refused(game, revealCommand(game, { '4': CHURCH_CARD }), 'offer/wrong-stack');
  });

  it('is not on a table without the Church: its pile is refused', () => {
    const game = newGame();
    refused(game, revealCommand(game, { '6': CHURCH_CARD }), 'offer/unknown-stack');
    const turns = run(
      game,
      revealCommand(game),
      ...Object.entries(POWERS).map(
        ([player, value]): Command => ({
          type: 'play-power',
          player,
          value,
        }),
      ),
    );
    refused(turns, take(turns, '6'), 'offer/unknown-stack');
  });

  it('is taken like any card, one a turn: nobody else takes it that round, and it is back the next', () => {
    let state = tableWith();
    state = run(state, take(state, '6'));
    refused(state, take(state, '1'), 'turn/card-taken');
    state = run(state, special(state, churchMoves([])), end(state));
    refused(state, take(state, '6'), 'offer/card-gone');
    state = pass(pass(pass(state, '1'), '2'), '3');
    expect(state.phase).toBe('reveal');
    state = run(state, revealCommand(state));
    expect(state.offer.find((s) => s.slot === '6')?.card).toBe(CHURCH_CARD);
    expect(holder(state)).toBe('red');
  });
});

describe('the Church card’s placement: up to 3 next to the King or into the Castillo', () => {
  it('places 3 from the court into regions bordering the King’s region and the Castillo', () => {
    const state = run(tableWith(), { type: 'take-card', player: 'red', slot: '6' });
    const after = run(state, place(state, { aragon: 1, granada: 1, castillo: 1 }));
    expect(after.areas.castillo?.red).toBe(1);
    expect(after.court.red).toBe((state.court.red ?? 0) - 3);
  });

  it('refuses a fourth caballero from a player who does not hold the Church, and a region away from the King', () => {
    const state = run(tableWith(), { type: 'take-card', player: 'red', slot: '6' });
    refused(state, place(state, { aragon: 2, castillo: 2 }), 'placement/too-many');
    refused(state, place(state, { galicia: 1 }), 'placement/not-next-to-king');
  });
});

describe('the Church card’s special action: the marker, and up to 2 black caballeros moved', () => {
  const taken = () => run(tableWith(), { type: 'take-card', player: 'red', slot: '6' });

  it('takes the marker with no move at all', () => {
    const state = taken();
    expect(holder(run(state, special(state, churchMoves([]))))).toBe('red');
  });

  it('moves up to 2 black caballeros from any regions but the King’s to other regions, before or after placing', () => {
    const state = taken();
    const moved = run(
      state,
      special(
        state,
        churchMoves([
          { from: 'granada', to: 'galicia', count: 1 },
          { from: 'pais-vasco', to: 'valencia', count: 1 },
        ]),
      ),
    );
    expect([
      black(moved, 'granada'),
      black(moved, 'galicia'),
      black(moved, 'pais-vasco'),
      black(moved, 'valencia'),
    ]).toEqual([1, 1, 1, 1]);
    expect(holder(moved)).toBe('red');
    const placed = run(moved, place(moved, { aragon: 3 }));
    expect(placed.turn?.placed).toBe(true);
  });

  it('refuses a third black caballero, a colour’s caballeros, and more than stand there', () => {
    const state = taken();
    refused(state, special(state, churchMoves([{ from: 'granada', to: 'galicia', count: 3 }])), 'intrigue/not-enough');
    refused(
      state,
      special(
        state,
        churchMoves([
          { from: 'granada', to: 'galicia', count: 2 },
          { from: 'pais-vasco', to: 'galicia', count: 1 },
        ]),
      ),
      'intrigue/too-many',
    );
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'aragon', count: 1 }] }),
      'church/only-black',
    );
    refused(state, special(state, { kind: 'king', to: 'galicia' }), 'special/wrong-action');
  });

  it('refuses the Castillo, the King’s region either way, and a move that stays put', () => {
    const state = taken();
    refused(state, special(state, churchMoves([{ from: 'granada', to: 'castillo', count: 1 }])), 'church/closed-area');
    refused(
      state,
      special(state, churchMoves([{ from: 'granada', to: 'castilla-la-nueva', count: 1 }])),
      'king/region-taboo',
    );
    refused(state, special(state, churchMoves([{ from: 'granada', to: 'granada', count: 1 }])), 'intrigue/same-region');
    // No setup puts them there: the King stands in Granada, beside two black caballeros, as if he had moved there.
    const kingsRegion = run(
      { ...tableWith(), king: 'granada' },
      {
        type: 'take-card',
        player: 'red',
        slot: '6',
      },
    );
    refused(
      kingsRegion,
      special(kingsRegion, churchMoves([{ from: 'granada', to: 'aragon', count: 1 }])),
      'king/region-taboo',
    );
  });

  it('its guide offers only the black caballeros, never into the Castillo or the King’s region, citing the Church', () => {
    const guide = actionGuide(taken());
    const moves = guide?.choices[0];
    expect(guide?.ruleRef).toEqual({ source: '000', section: 'The Church' });
    expect(moves?.kind).toBe('moves');
    if (moves?.kind !== 'moves') return;
    expect(moves.owners).toEqual(['church']);
    expect(moves.maxTotal).toBe(2);
    expect(moves.sources.map((s) => s.region).sort()).toEqual([...DEFAULT_CHURCH].sort());
    for (const source of moves.sources) {
      expect(source.targets).not.toContain('castillo');
      expect(source.targets).not.toContain('castilla-la-nueva');
      expect(source.targets).not.toContain(source.region);
    }
  });

  it('a Church card vetoed before its special action starts leaves the marker where it was', () => {
    let state = tableWith({ cards: { '2': 'classic/veto' }, powers: { blue: 11, red: 10, yellow: 9, green: 8 } });
    state = run(state, take(state, '2'));
    state = run(state, special(state, { kind: 'keep-veto' }), end(state));
    state = run(state, take(state, '6'));
    const vetoed = run(state, { type: 'veto', player: 'blue' });
    expect(vetoed.turn?.special).toBe('vetoed');
    expect(holder(vetoed)).toBeNull();
  });

  it('a Church card whose special action is left unused leaves the marker where it was', () => {
    const state = taken();
    expect(holder(run(state, { type: 'skip-special', player: 'red' }))).toBeNull();
  });

  it('passes the marker from its holder to the next taker, and says so in the history', () => {
    let state = nextRound(takeChurch(tableWith()), {}, { blue: 13, red: 12, yellow: 7, green: 6 });
    expect(state.turn?.player).toBe('blue');
    state = run(state, take(state, '6'));
    const command = special(state, churchMoves([{ from: 'granada', to: 'aragon', count: 1 }]));
    expect(say(describeCommand(state, command))).toBe(
      "Blue moved 1 of the Church's caballeros from Granada to Aragón (Aragon), taking the Church marker from Red",
    );
    expect(holder(run(state, command))).toBe('blue');
  });
});

describe('the holder: the black caballeros move as theirs, and one extra caballero a turn', () => {
  /** Red holds the Church; blue is on turn, with these cards in the offer. */
  const blueOnTurn = (table: Table = {}) => takeChurch(tableWith(table));

  it('a holder moves black caballeros as their own; to anyone else they are foreign', () => {
    const cards = { '1': 'classic/move-4-own' };
    // Blue does not hold the Church: "own" moves refuse the black caballeros.
    const blue = run(blueOnTurn({ cards }), { type: 'take-card', player: 'blue', slot: '1' });
    refused(
      blue,
      special(blue, { kind: 'moves', moves: [{ owner: 'church', from: 'granada', to: 'galicia', count: 1 }] }),
      'intrigue/too-many-foreign',
    );
    // Red holds it from round 1: in round 2 the same card moves them as red's own.
    let red = nextRound(blueOnTurn(), { '1': 'classic/move-4-own' }, { red: 13, blue: 12, yellow: 7, green: 6 });
    red = run(red, take(red, '1'));
    const moved = run(
      red,
      special(red, {
        kind: 'moves',
        moves: [
          { owner: 'church', from: 'granada', to: 'galicia', count: 2 },
          { owner: 'red', from: 'galicia', to: 'aragon', count: 2 },
        ],
      }),
    );
    expect([black(moved, 'galicia'), moved.areas.aragon?.red]).toEqual([2, 2]);
    refused(
      red,
      special(red, {
        kind: 'moves',
        moves: [
          { owner: 'church', from: 'granada', to: 'galicia', count: 2 },
          { owner: 'church', from: 'pais-vasco', to: 'galicia', count: 2 },
          { owner: 'red', from: 'galicia', to: 'aragon', count: 1 },
        ],
      }),
      'intrigue/too-many',
    );
  });

  it('another player moves them with a card that moves foreign caballeros, never into the Castillo', () => {
    const blue = run(blueOnTurn({ cards: { '1': 'classic/move-3-foreign' } }), {
      type: 'take-card',
      player: 'blue',
      slot: '1',
    });
    const moved = run(
      blue,
      special(blue, { kind: 'moves', moves: [{ owner: 'church', from: 'granada', to: 'galicia', count: 2 }] }),
    );
    expect(black(moved, 'galicia')).toBe(2);
    refused(
      blue,
      special(blue, { kind: 'moves', moves: [{ owner: 'church', from: 'granada', to: 'castillo', count: 1 }] }),
      'church/closed-area',
    );
  });

  it('the holder’s “all your own out of one region” takes the black caballeros along', () => {
    // Red holds the Church from round 1; in round 2 red takes "move all your own out of one region".
    let state = takeChurch(tableWith({ cards: { '1': 'classic/move-3-any' }, pieces: { granada: { red: 1 } } }));
    state = nextRound(state, { '1': 'classic/move-all-own-from-one' }, { red: 13, blue: 12, yellow: 7, green: 6 });
    state = run(state, take(state, '1'));
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'galicia', count: 1 }] }),
      'intrigue/move-all',
    );
    refused(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'castillo', count: 1 },
          { owner: 'church', from: 'granada', to: 'castillo', count: 2 },
        ],
      }),
      'church/closed-area',
    );
    const moved = run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'castillo', count: 1 },
          { owner: 'church', from: 'granada', to: 'valencia', count: 2 },
        ],
      }),
    );
    expect([moved.areas.castillo?.red, black(moved, 'valencia'), black(moved, 'granada')]).toEqual([1, 2, 0]);
  });

  it('adds one extra caballero when replenishing, and then none at placement', () => {
    // Round 2: red (holder) plays 7, bringing 3; with the Church, 4.
    let state = nextRound(takeChurch(tableWith()), {}, { red: 7, blue: 6, yellow: 5, green: 4 });
    expect(replenishChoice(state)).toMatchObject({ allowance: 3, extra: 1 });
    refused(state, { type: 'replenish', player: 'red', provinces: 5 }, 'replenish/too-many');
    state = run(state, { type: 'replenish', player: 'red', provinces: 4 });
    state = run(state, take(state, '4'));
    refused(state, place(state, { aragon: 5 }), 'placement/too-many');
    const placed = run(state, place(state, { aragon: 4 }));
    expect(placed.areas.aragon?.red).toBe(4);
    // The next turn of the holder has its extra again: the flag is gone once the turn ends.
    expect(run(placed, end(placed)).modules?.extraTaken).toBeUndefined();
  });

  it('or adds it at placement, when the replenishing took no extra', () => {
    let state = nextRound(takeChurch(tableWith()), {}, { red: 7, blue: 6, yellow: 5, green: 4 });
    state = run(state, { type: 'replenish', player: 'red', provinces: 3 }, take(state, '4'));
    refused(state, place(state, { aragon: 6 }), 'placement/too-many');
    expect(run(state, place(state, { aragon: 5 })).areas.aragon?.red).toBe(5);
  });

  it('takes the extra one from the provinces only, never from regions when they run short', () => {
    let state = nextRound(takeChurch(tableWith()), {}, { red: 7, blue: 6, yellow: 5, green: 4 });
    // Red (holder, power 7: 3 caballeros) has 1 left in the provinces and 4 in Galicia.
    state = arranged(state, { court: { red: 25 }, pieces: { galicia: { red: 4 } } });
    expect(state.provinces.red).toBe(1);
    expect(replenishChoice(state)).toMatchObject({ allowance: 3, extra: 0 });
    refused(
      state,
      { type: 'replenish', player: 'red', provinces: 1, regions: { galicia: 3 } },
      'church/extra-from-provinces',
    );
    expect(run(state, { type: 'replenish', player: 'red', provinces: 1, regions: { galicia: 2 } }).court.red).toBe(28);
  });

  it('nobody else gets the extra caballero', () => {
    const state = blueOnTurn();
    expect(replenishChoice(state)).toMatchObject({ player: 'blue', allowance: 1, extra: 0 });
    refused(state, { type: 'replenish', player: 'blue', provinces: 2 }, 'replenish/too-many');
    const taken = run(state, take(state, '4'));
    refused(taken, place(taken, { aragon: 5 }), 'placement/too-many');
  });
});

describe('cards that would send black caballeros off the board leave them where they stand', () => {
  it('eviction moves the other colours out, never the black caballeros', () => {
    let state = tableWith({ cards: { '4': 'classic/eviction' }, pieces: { granada: { blue: 1 } } });
    state = run(state, take(state, '4'));
    const after = run(state, special(state, { kind: 'eviction', region: 'granada', disks: { blue: 'galicia' } }));
    expect(after.areas.granada?.blue ?? 0).toBe(0);
    expect(black(after, 'granada')).toBe(2);
  });

  it('a return card cannot name the Church as a colour to take from', () => {
    let state = tableWith({ cards: { '2': 'classic/return-one-of-each' } });
    state = run(state, take(state, '2'));
    const error = refused(
      state,
      special(state, { kind: 'picks', picks: { church: 'granada' } }),
      'returns/not-affected',
    );
    expect(say(error.message)).toMatch(/^The Church gives nothing back/);
  });

  it('a table correction sets black caballeros as the table shows them, never more than the box has', () => {
    refused(
      tableWith(),
      { type: 'table-correction', note: 'count', areas: { granada: { church: 3 } } },
      'correction/too-many',
    );
  });
});

describe('scorings count the black caballeros for the holder', () => {
  // Granada: Blue 3, Yellow 1, the Church 2; scored by a special scoring of one region.
  const values = AREAS.granada.printedValues;
  const scoreGranada = (holderTakesChurch: boolean, churchUnheld: ModuleOptions['churchUnheld']): GameState => {
    let state = tableWith({
      cards: { '2': 'classic/score-chosen-area-2' },
      pieces: { granada: { blue: 3, yellow: 1 } },
      moduleOptions: { churchUnheld },
    });
    state = holderTakesChurch ? takeChurch(state) : pass(state, '1');
    state = run(state, take(state, '2'));
    return run(state, special(state, { kind: 'score-area', area: 'granada' }));
  };
  const gained = (state: GameState) => state.scorings.at(-1)?.totals;

  for (const reading of ['ignored', 'neutral'] as const) {
    it(`a holder ranks with the black caballeros (unheld Church ${reading})`, () => {
      const totals = gained(scoreGranada(true, reading));
      expect([totals?.blue, totals?.red, totals?.yellow]).toEqual([values[0], values[1], values[2]]);
    });
  }

  it('unheld and ignored, the black caballeros count for nobody and take no rank', () => {
    const totals = gained(scoreGranada(false, 'ignored'));
    expect([totals?.blue, totals?.yellow, totals?.red]).toEqual([values[0], values[1], 0]);
  });

  it('unheld and neutral, they take a rank like an invisible player whose points are lost', () => {
    const totals = gained(scoreGranada(false, 'neutral'));
    expect([totals?.blue, totals?.yellow, totals?.red]).toEqual([values[0], values[2], 0]);
  });
});

describe('the Church with the other 1995 variants and the short game', () => {
  it('plays a short game with the Church', () => {
    const state = newGame({ modules: [...CHURCH], length: 'short-fan' });
    expect(state.schedule.length).toBeLessThan(9);
    expect(black(state, DEFAULT_CHURCH[0]!)).toBe(2);
  });
});

describe('the Church beside other rules (where modules meet)', () => {
  const blueOnTurn = (table: Table = {}) => takeChurch(tableWith(table));

  it('a moving card’s guide gives black caballeros only the targets they may take, and the form’s counts follow it', () => {
    const blue = run(blueOnTurn({ cards: { '1': 'classic/move-3-any' } }), {
      type: 'take-card',
      player: 'blue',
      slot: '1',
    });
    const guide = actionGuide(blue)?.choices.find((c) => c.kind === 'moves');
    if (guide?.kind !== 'moves') throw new Error('a moves guide');
    const granada = guide.sources.find((s) => s.region === 'granada');
    expect(granada?.targets).toContain('castillo');
    expect(granada?.ownerTargets?.church).toBeDefined();
    expect(granada?.ownerTargets?.church).not.toContain('castillo');
    const left = movesLeft(guide, 'blue', []).sources.find((s) => s.region === 'granada');
    expect(left?.ownerTargets?.church).not.toContain('castillo');
    for (const to of left?.ownerTargets?.church ?? []) {
      expect(applyCommand(blue, special(blue, churchMoves([{ from: 'granada', to, count: 1 }]))).ok).toBe(true);
    }
  });

  it('a table correction moves black caballeros too, never where they may not stand', () => {
    const state = blueOnTurn();
    const correction = (areas: object) => ({ type: 'table-correction', note: 'as the table shows', areas }) as Command;
    expect(run(state, correction({ granada: { church: 0 }, galicia: { church: 2 } })).areas.galicia?.church).toBe(2);
    expect(say(refused(state, correction({ castillo: { church: 1 } }), 'correction/black-area').message)).toBe(
      'Black caballeros (the Church) may not stand in Castillo',
    );
  });

  it('the holder’s extra caballero is explained as the Church’s, and the history says so', () => {
    let state = nextRound(takeChurch(tableWith()), {}, { red: 7, blue: 6, yellow: 5, green: 4 });
    state = run(state, { type: 'replenish', player: 'red', provinces: 3 }, take(state, '4'));
    const error = refused(state, place(state, { aragon: 6 }), 'placement/too-many');
    expect(say(error.message)).toContain('as holder of the Church marker');
    expect(say(error.message)).not.toMatch(/Grande/);
    const placed = place(state, { aragon: 5 });
    expect(say(describeCommand(state, placed))).toBe(
      "Red placed 5 in Aragón (Aragon), 1 more than the card's 4, as holder of the Church marker",
    );
  });

  it('the Church card’s own number, 3, is what its extra one is counted from in the history', () => {
    let state = nextRound(takeChurch(tableWith()), {}, { red: 7, blue: 6, yellow: 5, green: 4 });
    state = run(state, { type: 'replenish', player: 'red', provinces: 3 }, take(state, '6'));
    const placed = place(state, { castillo: 4 });
    expect(say(describeCommand(state, placed))).toBe(
      "Red placed 4 in the Castillo, 1 more than the card's 3, as holder of the Church marker",
    );
  });

  it('the dummy of a two-player game takes the King’s card (5 shown), not the Church card (3 shown)', () => {
    let state = newGame({
      edition: 'classic',
      players: ['red', 'blue'],
      options: { twoPlayerDummy: true },
      dummy: true,
      modules: ['church'],
    });
    state = run(state, revealCommand(state, {}));
    state = run(state, { type: 'dummy-regions', regions: ['galicia', 'aragon'] });
    for (let player = nextToPlayPower(state); player !== undefined; player = nextToPlayPower(state)) {
      const value = ({ white: 13, red: 12, blue: 11 } as Record<string, PowerCardValue>)[player] ?? 1;
      state = run(state, { type: 'play-power', player, value });
    }
    const slot = (id: OfferSlotId) => state.offer.find((s) => s.slot === id)?.card;
    expect(slot('5')).toBeNull();
    expect(slot('6')).toBe(CHURCH_CARD);
  });
});
