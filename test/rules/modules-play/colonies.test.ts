/**
 * Grand Inquisitor & the Colonies played turn by turn (Decennial rules, “Grand Inquisitor & the
 * Colonies”).
 */
import { describe, expect, it } from 'vitest';
import {
  actionGuide,
  type Command,
  carriedDiscs,
  claimChoices,
  type DescribedCard,
  describeCommand,
  generalScoringDisks as disksToSet,
  type GameState,
  generalScoringDisks,
  legalKingMoves,
  legalPlacements,
  limitTableChoices,
  placementChoice,
  revealChoices,
  type SetupCommand,
  type SpecialCommand,
  sailingChoices,
  spacesChoices,
  turnSteps,
} from '../../../src/rules';
import { cardCatalog, placesOf } from '../../../src/rules/cards/catalog';
import { drawSetup } from '../../../src/rules/game/drawSetup';
import { setupGame } from '../../../src/rules/game/setupGame';
import { supplyOf } from '../../../src/rules/modules/grand-inquisitor-colonies/play/discs';
import { POWER_CARD_CABALLEROS } from '../../../src/rules/state/powerCards';
import { words } from '../../../src/rules/state/words';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import {
  cardWith,
  DEFAULT_COLONY_VALUES,
  finishTurns,
  newGame,
  playRound,
  revealCommand,
  scoreGeneral,
  setupCommand,
  startRound,
  type Table,
  untilTurnOf,
} from '../flow/_tables';

const COLONIES = ['grand-inquisitor-colonies'] as const;

/** A setup command for a Colonies game, with the tables' defaults. */
const coloniesSetup = (table: Table = {}): SetupCommand => setupCommand({ ...table, modules: COLONIES });

/** A stack-7 card as a table may describe it: it places 2, shows 1 Gold and 1 Wares, and moves any 3. */
const DESCRIBED: DescribedCard = {
  id: 'colonies-7/1',
  name: 'Trade winds',
  places: 2,
  gold: 1,
  wares: 1,
  effect: 'move-3-any',
  words: 'Move up to 3 caballeros of any colour.',
};

/** Stack-7 cards described like the first under the last numbers, for the rounds after the first. */
const SPARE_NUMBERS = [8, 9, 10, 11] as const;

/**
 * The opening table of a Colonies game, with
 * stack-7 cards described: `DESCRIBED` first, and spares alike for later rounds (each is turned over once).
 */
function coloniesGame(command: SetupCommand = coloniesSetup()): GameState {
  const result = setupGame(command);
  if (!result.ok) throw new Error(say(result.error.message));
  return [DESCRIBED, ...SPARE_NUMBERS.map((n) => ({ ...DESCRIBED, id: `colonies-7/${n}` }))].reduce(
    (state, card) => run(state, { type: 'describe-card', card }),
    result.value,
  );
}

/** A setup refused with this code, the command unchanged. */
function refusedSetup(command: SetupCommand, code: string): string {
  const before = structuredClone(command);
  const result = setupGame(command);
  if (result.ok) throw new Error(`setup was accepted, expected ${code}`);
  expect(result.error.code).toBe(code);
  expect(command).toEqual(before);
  return say(result.error.message);
}

describe('Grand Inquisitor & the Colonies at setup (Preparation)', () => {
  it('is offered to a table to play turn by turn', () => {
    const result = setupGame(coloniesSetup());
    expect(result.ok).toBe(true);
  });

  it('draws the Limit table’s card even where five players and a Muslim Granada leave none: Granada’s', () => {
    const five = ['red', 'blue', 'yellow', 'green', 'black'];
    for (const seed of [1, 2, 3, 4, 5]) {
      const drawn = drawSetup(seed, five, ['granada-1995', 'grand-inquisitor-colonies']);
      expect(drawn.limitTable).toBe('granada');
      expect(drawn.inquisitor).not.toContain('granada');
    }
  });

  it('puts two black caballeros on each of his two region cards; nobody holds him yet', () => {
    const state = coloniesGame();
    expect(state.areas.granada).toEqual({ inquisitor: 2 });
    expect(state.areas['pais-vasco']).toEqual({ inquisitor: 2 });
    expect(state.modules?.holders).toEqual({ inquisitor: null });
  });

  it('lays the Limit table empty on its region card, and the four new regions empty beside the board', () => {
    const state = coloniesGame();
    expect(state.modules?.limitTable).toEqual({ area: 'castilla-la-vieja', onTable: {} });
    for (const area of ['france', 'ship', 'america', 'mediterranean'] as const) expect(state.areas[area]).toEqual({});
    expect(state.modules?.roles).toEqual({});
  });

  it('gives each player twelve: two at home and nine in court (one is the score marker), 25 in the provinces', () => {
    const state = coloniesGame();
    expect(state.court).toEqual({ red: 9, blue: 9, yellow: 9, green: 9 });
    expect(state.provinces).toEqual({ red: 25, blue: 25, yellow: 25, green: 25 });
    expect(state.areas.galicia).toEqual({ red: 2 });
  });

  it('keeps the printed values as entered, and lays 1 Gold in America and 2 Wares in the Mediterranean', () => {
    const state = coloniesGame();
    expect(state.modules?.printedValues).toEqual(DEFAULT_COLONY_VALUES);
    expect(state.modules?.discs).toEqual({ lying: { gold: 1, wares: 2 } });
  });

  it('refuses region cards the King’s card, a home card or an earlier card already showed', () => {
    expect(
      refusedSetup(coloniesSetup({ inquisitor: ['castilla-la-nueva', 'granada'] }), 'setup/region-card-drawn'),
    ).toContain('holds the King');
    expect(refusedSetup(coloniesSetup({ inquisitor: ['granada', 'galicia'] }), 'setup/region-card-drawn')).toContain(
      "Red's home",
    );
    expect(refusedSetup(coloniesSetup({ inquisitor: ['granada', 'granada'] }), 'setup/region-card-drawn')).toContain(
      'drawn already',
    );
    refusedSetup(coloniesSetup({ limitTable: 'granada' }), 'setup/region-card-drawn');
    // A Muslim Granada takes no black caballeros at setup: the app's draw never gives it; by hand it is refused.
    const muslim = coloniesSetup({ inquisitor: ['pais-vasco', 'granada'] });
    expect(refusedSetup({ ...muslim, modules: ['granada-1995', ...COLONIES] }, 'setup/black-closed-region')).toContain(
      'never start in Granada',
    );
    refusedSetup(coloniesSetup({ limitTable: 'aragon' }), 'setup/region-card-drawn');
  });

  it('refuses a setup without the two regions, or without a region for the Limit table', () => {
    const { inquisitor: _, ...noBlack } = coloniesSetup();
    refusedSetup(noBlack, 'setup/inquisitor-regions');
    refusedSetup({ ...coloniesSetup(), inquisitor: ['granada'] }, 'setup/inquisitor-regions');
    refusedSetup({ ...coloniesSetup(), inquisitor: ['granada', 'castillo' as never] }, 'input/castillo-not-region');
    const { limitTable: __, ...noTable } = coloniesSetup();
    refusedSetup(noTable, 'setup/limit-table-region');
    refusedSetup({ ...coloniesSetup(), limitTable: 'france' as never }, 'input/unknown-region');
  });

  it('refuses printed values missing, too many, not whole, rising, or on an area printed on the board', () => {
    const withValues = (printedValues: Record<string, unknown>) => ({ ...coloniesSetup(), printedValues }) as never;
    const { ship: _, ...noShip } = DEFAULT_COLONY_VALUES;
    refusedSetup(withValues(noShip), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, america: [4, 2] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, france: [3, 2, 1, 0] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, ship: [2.5] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, mediterranean: [4, 5, 1] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, portugal: [4] }), 'setup/printed-values-area');
    // The ship shows one value or more.
    expect(
      coloniesGame({ ...coloniesSetup(), printedValues: { ...DEFAULT_COLONY_VALUES, ship: [6, 3] } }).modules
        ?.printedValues?.ship,
    ).toEqual([6, 3]);
  });

  it('is never played with the Church, whose card also needs pile 6 (P1)', () => {
    refusedSetup(setupCommand({ modules: ['church', ...COLONIES] }), 'setup/modules-apart');
  });

  it('refuses a colour named like his black caballeros', () => {
    const command = coloniesSetup();
    const players = command.players.map((p, i) => (i === 0 ? { ...p, id: 'inquisitor' } : p));
    const homes = { ...command.homes, inquisitor: command.homes.red ?? 'galicia' };
    refusedSetup({ ...command, players, homes, startPlayer: 'blue' }, 'setup/black-id');
  });

  it('says the preparation in the setup’s history line', async () => {
    const { describeCommand } = await import('../../../src/rules');
    expect(say(describeCommand(undefined, coloniesSetup()))).toContain(
      "the Grand Inquisitor's black caballeros 2 each in Granada and País Vasco, the Limit table in Castilla la Vieja, the new regions' values France 3/2/1, the Ship 5, America 4/2/1, the Mediterranean 4/2/1",
    );
  });
});

/** Every player's secret disk of the preparation on their home region. */
const AT_HOME: Command = {
  type: 'setup-disks',
  disks: { red: 'galicia', blue: 'aragon', yellow: 'sevilla', green: 'valencia' },
};

describe('the secret disks of the preparation (Preparation)', () => {
  it('come before round 1: nothing else is entered until they are', () => {
    const state = coloniesGame();
    expect(state.phase).toBe('setup-disks');
    refused(state, { type: 'reveal-cards', cards: {} }, 'flow/not-now');
    expect(run(state, AT_HOME).phase).toBe('reveal');
  });

  it('send two from each court to the region named, or keep them in court when it is the King’s', () => {
    const disks = { red: 'castilla-la-vieja', blue: 'castilla-la-nueva', yellow: 'granada', green: 'galicia' };
    const state = run(coloniesGame(), { type: 'setup-disks', disks } as Command);
    expect(state.court).toEqual({ red: 7, blue: 9, yellow: 7, green: 7 });
    expect(state.areas.granada).toEqual({ inquisitor: 2, yellow: 2 });
    expect(state.areas.galicia).toEqual({ red: 2, green: 2 });
    // Castilla la Vieja holds the Limit table: Red's two take free spaces.
    expect(state.modules?.limitTable?.onTable).toEqual({ red: 2 });
  });

  it('refuse a missing disk, a disk of no player, or one on a new region', () => {
    const state = coloniesGame();
    const { green: _, ...three } = (AT_HOME as { disks: Record<string, string> }).disks;
    refused(state, { type: 'setup-disks', disks: three } as Command, 'setup-disks/missing');
    refused(
      state,
      { type: 'setup-disks', disks: { ...three, green: 'galicia', white: 'aragon' } } as Command,
      'setup-disks/not-a-player',
    );
    refused(state, { type: 'setup-disks', disks: { ...three, green: 'france' } } as never, 'france/no-disk');
  });

  it('are said in the history', async () => {
    const { describeCommand } = await import('../../../src/rules');
    expect(say(describeCommand(coloniesGame(), AT_HOME))).toBe(
      "The preparation's secret disks: Red on Galicia, Blue on Aragón (Aragon), Yellow on Sevilla (Seville) and Green on Valencia",
    );
  });
});

/** A table correction of the Limit table's region (Castilla la Vieja), saying who stands on the table where asked. */
const correctTableRegion = (
  counts: Record<string, number>,
  onLimitTable?: Record<string, number>,
): Extract<Command, { type: 'table-correction' }> => ({
  type: 'table-correction',
  note: 'the scenario',
  areas: { 'castilla-la-vieja': counts },
  ...(onLimitTable ? { onLimitTable } : {}),
});

/** A card of the first four stacks that places three caballeros or more. */
const PLACES_THREE = cardCatalog('classic').find((c) => c.stack <= 4 && placesOf(c) >= 3)!;

/** Red on turn in round 1 of a four-player Colonies game (10 spaces on the table), a card placing 3 or more taken. */
function redOnTurn(setup?: Command, card = PLACES_THREE): GameState {
  const slot = String(card.stack) as '1';
  const prepared = run(coloniesGame(), AT_HOME);
  let state = startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 }, { [slot]: card.id });
  if (setup) state = run(state, setup);
  return run(state, { type: 'take-card', player: 'red', slot });
}

describe('the Limit table (Limit table)', () => {
  it('seats arrivals on its free spaces, and those beyond them beside it', () => {
    const state = redOnTurn(correctTableRegion({ blue: 8 }));
    expect(state.modules?.limitTable?.onTable).toEqual({ blue: 8 });
    const placed = run(state, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 3 } });
    // Two free spaces: Red's third caballero stands beside the table and does not count.
    expect(placed.modules?.limitTable?.onTable).toEqual({ blue: 8, red: 2 });
    expect(placed.areas['castilla-la-vieja']).toEqual({ blue: 8, red: 3 });
  });

  it('fills a freed space from beside it when only one colour stands there', () => {
    const state = redOnTurn(correctTableRegion({ red: 6, blue: 6 }, { red: 6, blue: 4 }));
    const freed = run(state, correctTableRegion({ red: 5 }));
    expect(freed.modules?.limitTable?.onTable).toEqual({ red: 5, blue: 5 });
  });

  it('asks who takes a freed space when caballeros of more than one colour stand beside it', () => {
    const state = redOnTurn(correctTableRegion({ red: 6, blue: 6, yellow: 2 }, { red: 4, blue: 4, yellow: 2 }));
    const error = refused(state, correctTableRegion({ yellow: 1 }), 'limit-table/choose');
    expect(say(error.message)).toContain('the rules leave a choice');
    const chosen = run(state, correctTableRegion({ yellow: 1 }, { red: 5, blue: 4, yellow: 1 }));
    expect(chosen.modules?.limitTable?.onTable).toEqual({ red: 5, blue: 4, yellow: 1 });
  });

  it('names the mover as the one who chooses while nobody holds the Grand Inquisitor', () => {
    const seated = correctTableRegion({ red: 6, blue: 6, yellow: 2 }, { red: 3, blue: 5, yellow: 2 });
    const state = redOnTurn(seated, cardWith('classic', 'move-3-any'));
    // One of Red's leaves: if it came off the table, Red or Blue may take the space, and Red says which.
    const moves = [{ owner: 'red', from: 'castilla-la-vieja', to: 'galicia', count: 1 }];
    const special: Command = { type: 'special', player: 'red', action: { kind: 'moves', moves } as never };
    expect(say(refused(state, special, 'limit-table/choose').message)).toContain('Red chooses');
    const chosen: Command = { ...special, onLimitTable: { red: 2, blue: 6, yellow: 2 } };
    expect(run(state, chosen).modules?.limitTable?.onTable).toEqual({ red: 2, blue: 6, yellow: 2 });
  });

  it('refuses seats more than a colour may have, a seated caballero put off, or more than the table holds', () => {
    const seated = correctTableRegion({ red: 6, blue: 6, yellow: 2 }, { red: 3, blue: 5, yellow: 2 });
    const state = redOnTurn(seated, cardWith('classic', 'move-3-any'));
    const moves = [{ owner: 'red', from: 'castilla-la-vieja', to: 'galicia', count: 1 }];
    const leave = (onLimitTable: Record<string, number>): Command => ({
      type: 'special',
      player: 'red',
      action: { kind: 'moves', moves } as never,
      onLimitTable,
    });
    expect(say(refused(state, leave({ red: 4, blue: 5, yellow: 2 }), 'limit-table/seats').message)).toContain(
      'At most 3 of Red',
    );
    expect(say(refused(state, leave({ red: 3, blue: 4, yellow: 2 }), 'limit-table/seats').message)).toContain(
      'Blue keeps 5',
    );
    const tooMany = correctTableRegion({ red: 6, blue: 6, yellow: 0 }, { red: 6, blue: 6 });
    expect(say(refused(state, tooMany, 'limit-table/seats').message)).toContain('holds 10 after this, not 12');
    refused(state, leave({ red: -1 } as never), 'limit-table/seats');
    refused(state, { ...correctTableRegion({ yellow: 1 }), onLimitTable: 'all' as never }, 'limit-table/seats');
  });

  it('fills no space a command did not free: after a correction left spaces free, only arrivals take them', () => {
    const state = redOnTurn(correctTableRegion({ red: 6, blue: 6 }, { red: 4, blue: 4 }));
    expect(state.modules?.limitTable?.onTable).toEqual({ red: 4, blue: 4 });
    const placed = run(state, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 1 } });
    expect(placed.modules?.limitTable?.onTable).toEqual({ red: 5, blue: 4 });
  });

  it('takes a correction of who sits on the table as the table shows it', () => {
    const state = redOnTurn(correctTableRegion({ red: 6, blue: 6 }, { red: 6, blue: 4 }));
    const corrected = run(state, correctTableRegion({ red: 6 }, { red: 2, blue: 6 }));
    expect(corrected.modules?.limitTable?.onTable).toEqual({ red: 2, blue: 6 });
    refused(state, correctTableRegion({ red: 6 }, { red: 6, blue: 6 }), 'limit-table/seats');
  });

  it('offers the screen every seating it accepts where the rules leave a choice, and none where they do not', () => {
    const seated = correctTableRegion({ red: 6, blue: 6, yellow: 2 }, { red: 3, blue: 5, yellow: 2 });
    const state = redOnTurn(seated, cardWith('classic', 'move-3-any'));
    const moves = [{ owner: 'red', from: 'castilla-la-vieja', to: 'galicia', count: 1 }] as const;
    const special: SpecialCommand = { type: 'special', player: 'red', action: { kind: 'moves', moves } };
    const choice = limitTableChoices(state, special);
    expect(choice).toMatchObject({ area: 'castilla-la-vieja', chooser: 'red' });
    const seatings = choice?.options.map((o) => o.seats) ?? [];
    expect(seatings).toContainEqual({ red: 2, blue: 6, yellow: 2 });
    expect(seatings).toContainEqual({ red: 3, blue: 5, yellow: 2 });
    for (const onLimitTable of seatings) run(state, { ...special, onLimitTable });
    expect(say(choice?.options[0]?.words ?? '')).toMatch(/^On the Limit table: /);
    // Two free spaces and Red's three arriving leave nothing to choose but who stays beside it.
    const free = redOnTurn(correctTableRegion({ blue: 8 }));
    expect(
      limitTableChoices(free, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 3 } }),
    ).toBeUndefined();
  });

  it('names the Grand Inquisitor’s holder as the one who fills freed spaces', () => {
    const seated = correctTableRegion({ red: 6, blue: 6, yellow: 2 }, { red: 3, blue: 5, yellow: 2 });
    let state = redOnTurn(seated, cardWith('classic', 'move-3-any'));
    state = { ...state, modules: { ...state.modules, holders: { inquisitor: 'green' } } };
    const moves = [{ owner: 'red', from: 'castilla-la-vieja', to: 'galicia', count: 1 }];
    const special: Command = { type: 'special', player: 'red', action: { kind: 'moves', moves } as never };
    expect(say(refused(state, special, 'limit-table/choose').message)).toContain('Green chooses');
  });

  it('is refused as a field in a game without the expansion', () => {
    const state = startRound(newGame(), { red: 13, blue: 12, yellow: 11, green: 10 });
    refused(state, correctTableRegion({ red: 1 }, { red: 1 }), 'input/module-field-not-in-play');
  });
});

describe('the Grand Inquisitor card (Grand Inquisitor)', () => {
  /** Red on turn in round 1 with the Grand Inquisitor card taken from its pile, the King in Castilla la Nueva. */
  function redTakesHim(setup?: Command): GameState {
    let state = startRound(run(coloniesGame(), AT_HOME), { red: 13, blue: 12, yellow: 11, green: 10 });
    if (setup) state = run(state, setup);
    return run(state, { type: 'take-card', player: 'red', slot: '6' });
  }
  const moveBlack = (moves: readonly object[]): Command => ({
    type: 'special',
    player: 'red',
    action: { kind: 'moves', moves } as never,
  });

  it('lies face up on its own pile every round, without being named', () => {
    const state = startRound(run(coloniesGame(), AT_HOME));
    expect(state.offer.find((s) => s.slot === '6')?.card).toBe('classic/grand-inquisitor-card');
  });

  it('places up to 3 next to the King, and takes him into the taker’s court', () => {
    const state = redTakesHim();
    const placed = run(state, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 3 } });
    expect(placed.areas['castilla-la-vieja']).toEqual({ red: 3 });
    refused(state, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 4 } }, 'placement/too-many');
    const taken = run(placed, moveBlack([]));
    expect(taken.modules?.holders?.inquisitor).toBe('red');
  });

  it('moves up to two of his black caballeros, never from or into the King’s region, and only his', () => {
    const state = redTakesHim();
    const moved = run(
      state,
      moveBlack([
        { owner: 'inquisitor', from: 'granada', to: 'sevilla', count: 1 },
        { owner: 'inquisitor', from: 'pais-vasco', to: 'castillo', count: 1 },
      ]),
    );
    expect(moved.areas.granada).toEqual({ inquisitor: 1 });
    expect(moved.areas.castillo).toEqual({ inquisitor: 1 });
    expect(moved.modules?.holders?.inquisitor).toBe('red');
    refused(
      state,
      moveBlack([
        { owner: 'inquisitor', from: 'granada', to: 'sevilla', count: 2 },
        { owner: 'inquisitor', from: 'pais-vasco', to: 'sevilla', count: 1 },
      ]),
      'intrigue/too-many',
    );
    refused(
      state,
      moveBlack([{ owner: 'inquisitor', from: 'granada', to: 'sevilla', count: 3 }]),
      'intrigue/not-enough',
    );
    refused(
      state,
      moveBlack([{ owner: 'inquisitor', from: 'granada', to: 'castilla-la-nueva', count: 1 }]),
      'king/region-taboo',
    );
    refused(state, moveBlack([{ owner: 'blue', from: 'aragon', to: 'sevilla', count: 1 }]), 'inquisitor/only-black');
  });

  it('passes from one court to another when another player takes his card; skipping it takes nothing', () => {
    const state = redTakesHim();
    const skipped = run(state, { type: 'skip-special', player: 'red' });
    expect(skipped.modules?.holders?.inquisitor).toBeNull();
    const held = run(state, moveBlack([]), { type: 'end-turn', player: 'red' });
    expect(held.modules?.holders?.inquisitor).toBe('red');
    // Round 2: Blue plays the highest card, goes first and takes his card from Red.
    const round2 = startRound(finishTurns(held), { red: 12, blue: 13, yellow: 10, green: 9 });
    expect(round2.turn?.player).toBe('blue');
    const taken = run(
      round2,
      { type: 'take-card', player: 'blue', slot: '6' },
      {
        type: 'special',
        player: 'blue',
        action: { kind: 'moves', moves: [] } as never,
      },
    );
    expect(taken.modules?.holders?.inquisitor).toBe('blue');
  });

  it('gives his holder one caballero more once a turn: from the provinces when replenishing, or in the placement', () => {
    let state = startRound(run(coloniesGame(), AT_HOME), { red: 13, blue: 12, yellow: 11, green: 10 });
    state = run(state, { type: 'take-card', player: 'red', slot: '6' }, moveBlack([]), {
      type: 'end-turn',
      player: 'red',
    });
    state = startRound(finishTurns(state), { red: 12, blue: 11, yellow: 10, green: 9 });
    expect(state.turn?.player).toBe('red');
    const allowance = POWER_CARD_CABALLEROS[12];
    refused(state, { type: 'replenish', player: 'red', provinces: allowance + 2 }, 'replenish/too-many');
    const more = run(state, { type: 'replenish', player: 'red', provinces: allowance + 1 });
    expect(more.court.red).toBe((state.court.red ?? 0) + allowance + 1);
    // The extra one came with the replenishing: the card's placement holds no more than its number.
    const card = run(more, { type: 'take-card', player: 'red', slot: '6' });
    refused(card, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 4 } }, 'placement/too-many');
    // Without it when replenishing, the placement may hold one more.
    const plain = run(
      state,
      { type: 'replenish', player: 'red', provinces: allowance },
      {
        type: 'take-card',
        player: 'red',
        slot: '6',
      },
    );
    const placed = run(plain, { type: 'place', player: 'red', areas: { 'castilla-la-vieja': 4 } });
    expect(placed.areas['castilla-la-vieja']?.red).toBe(4);
  });
});

describe('the new regions (The new regions, France, Ship, America and the Mediterranean)', () => {
  /** Red on turn in round 1 with a card placing 3 or more, the King in this region. */
  function redPlacesWithKingIn(king: 'cataluna' | 'castilla-la-nueva'): GameState {
    const prepared = run(coloniesGame(coloniesSetup({ king })), AT_HOME);
    const slot = String(PLACES_THREE.stack) as '1';
    const state = startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 }, { [slot]: PLACES_THREE.id });
    return run(state, { type: 'take-card', player: 'red', slot });
  }
  const place = (areas: Record<string, number>): Command => ({ type: 'place', player: 'red', areas });

  it('take caballeros from a court into France and onto the Ship with the King in Cataluña', () => {
    const state = redPlacesWithKingIn('cataluna');
    const placed = run(state, place({ france: 2, ship: 1 }));
    expect(placed.areas.france).toEqual({ red: 2 });
    expect(placed.areas.ship).toEqual({ red: 1 });
  });

  it('are not next to the King in Castilla la Nueva', () => {
    const state = redPlacesWithKingIn('castilla-la-nueva');
    refused(state, place({ france: 1 }), 'placement/not-next-to-king');
    refused(state, place({ ship: 1 }), 'placement/not-next-to-king');
  });

  it('never take caballeros from a court into America or the Mediterranean', () => {
    const state = redPlacesWithKingIn('cataluna');
    expect(say(refused(state, place({ america: 1 }), 'colonies/no-court').message)).toContain('only the Ship');
    refused(state, place({ mediterranean: 1 }), 'colonies/no-court');
  });

  it('hold at most three in France', () => {
    const state = redPlacesWithKingIn('cataluna');
    const full = run(state, { type: 'table-correction', note: 'France full', areas: { france: { blue: 3 } } });
    refused(full, place({ france: 1 }), 'france/full');
    refused(state, { type: 'table-correction', note: 'too many', areas: { france: { blue: 4 } } }, 'france/full');
  });

  it('never take the King but France', () => {
    const prepared = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    const state = run(startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 }), {
      type: 'take-card',
      player: 'red',
      slot: '5',
    });
    const king = (to: string): Command => ({ type: 'special', player: 'red', action: { kind: 'king', to } as never });
    refused(state, king('ship'), 'ship/no-king');
    refused(state, king('america'), 'america/no-king');
    refused(state, king('mediterranean'), 'mediterranean/no-king');
  });

  it('take the King in France, whose neighbours are then Aragón, Cataluña and the Ship', () => {
    const prepared = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    let state = run(startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 }), {
      type: 'take-card',
      player: 'red',
      slot: '5',
    });
    state = run(state, { type: 'special', player: 'red', action: { kind: 'king', to: 'france' } as never });
    expect(state.king).toBe('france');
    expect(legalPlacements(state, 'red').sort()).toEqual(['aragon', 'castillo', 'cataluna', 'ship']);
    refused(state, place({ france: 1 }), 'king/region-taboo');
    refused(state, place({ 'pais-vasco': 1 }), 'placement/not-next-to-king');
    expect(run(state, place({ ship: 1, aragon: 1 })).areas.ship).toEqual({ red: 1 });
  });

  it('are offered to the King by the guides where he may go: France, never the Ship', () => {
    const state = startRound(run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME));
    expect(legalKingMoves(state, 'royal-adviser').sort()).toEqual(['aragon', 'france', 'valencia']);
    expect(legalKingMoves(state, 'kings-card')).toContain('france');
    expect(legalKingMoves(state, 'kings-card')).not.toContain('ship');
    // Without the expansion the guides offer the nine regions as before.
    expect(legalKingMoves(startRound(newGame({ king: 'cataluna' })), 'royal-adviser').sort()).toEqual([
      'aragon',
      'valencia',
    ]);
  });
});

describe('the special spaces (France, Ship, America and the Mediterranean)', () => {
  /** Red on turn in round 1 with this card, the King in Cataluña, after this correction of the table. */
  function redWith(card = PLACES_THREE, correction?: Command): GameState {
    const prepared = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    const slot = String(card.stack) as '1';
    let state = startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 }, { [slot]: card.id });
    if (correction) state = run(state, correction);
    return run(state, { type: 'take-card', player: 'red', slot });
  }
  const place = (areas: Record<string, number>, spaces?: Record<string, string | null>): Command => ({
    type: 'place',
    player: 'red',
    areas,
    ...(spaces ? { spaces } : {}),
  });
  const moves = (list: { owner: string; from: string; to: string; count: number }[], spaces?: object): Command => ({
    type: 'special',
    player: 'red',
    action: { kind: 'moves', moves: list } as never,
    ...(spaces ? { spaces } : {}),
  });
  const roles = (state: GameState) => state.modules?.roles;

  it('seat arrivals in France on the Ambassador’s and the Envoy’s spaces, and one on the Ship on the Captain’s', () => {
    const placed = run(redWith(), place({ france: 2, ship: 1 }));
    expect(roles(placed)).toEqual({ ambassador: 'red', envoy: 'red', captain: 'red' });
  });

  it('let the mover leave the Captain’s space free, or a France space for the plain one', () => {
    const state = redWith();
    expect(roles(run(state, place({ ship: 1 }, { captain: null })))).toEqual({});
    expect(roles(run(state, place({ france: 1 }, { ambassador: null, envoy: 'red' })))).toEqual({ envoy: 'red' });
  });

  it('keep the Captain aboard when another colour boards, and give his space up only when he leaves', () => {
    const aboard = {
      type: 'table-correction',
      note: 'aboard',
      areas: { ship: { blue: 2 }, galicia: { red: 3 } },
      spaces: { captain: 'blue' },
    };
    const state = redWith(cardWith('classic', 'move-3-any'), aboard as Command);
    expect(roles(state)).toEqual({ captain: 'blue' });
    const boarding = [{ owner: 'red', from: 'galicia', to: 'ship', count: 1 }];
    expect(roles(run(state, moves(boarding)))).toEqual({ captain: 'blue' });
    refused(state, moves(boarding, { captain: 'red' }), 'spaces/seating');
    // One of Blue's two leaves: a plain one by default; the mover may say it was the Captain.
    const one = [{ owner: 'blue', from: 'ship', to: 'galicia', count: 1 }];
    expect(roles(run(state, moves(one)))).toEqual({ captain: 'blue' });
    expect(roles(run(state, moves(one, { captain: null })))).toEqual({});
    const both = [{ owner: 'blue', from: 'ship', to: 'galicia', count: 2 }];
    expect(roles(run(state, moves(both)))).toEqual({});
  });

  it('seat the Viceroy only when the mover names him, from caballeros arriving in America', () => {
    const inGalicia = { type: 'table-correction', note: 'Red in Galicia', areas: { galicia: { red: 3 } } };
    const state = redWith(cardWith('classic', 'move-3-any'), inGalicia as Command);
    const sail = [{ owner: 'red', from: 'galicia', to: 'america', count: 2 }];
    expect(roles(run(state, moves(sail)))).toEqual({});
    expect(roles(run(state, moves(sail, { viceroy: 'red' })))).toEqual({ viceroy: 'red' });
    const error = refused(state, moves(sail, { viceroy: 'blue' }), 'spaces/seating');
    expect(say(error.message)).toBe(
      'America: Blue cannot take the Viceroy’s space (+5), as a space is taken only by a caballero arriving there',
    );
  });

  it('take a correction of who stands where, the Grand Inquisitor’s caballeros too, as the table shows', () => {
    const state = redWith();
    const corrected = run(state, {
      type: 'table-correction',
      note: 'as it stands',
      areas: { ship: { inquisitor: 1, red: 1 }, america: { blue: 1 }, granada: { inquisitor: 1 } },
      spaces: { captain: 'inquisitor', viceroy: 'blue' },
    } as Command);
    expect(roles(corrected)).toEqual({ captain: 'inquisitor', viceroy: 'blue' });
    // The box has four black caballeros: a fifth on the board is refused.
    const fifth = { type: 'table-correction', note: 'x', areas: { ship: { inquisitor: 1 } } } as Command;
    expect(say(refused(state, fifth, 'correction/too-many').message)).toBe(
      'That puts 5 black caballeros (the Grand Inquisitor) on the board, but there are only 4',
    );
    refused(
      state,
      { type: 'table-correction', note: 'x', areas: {}, spaces: { captain: 'red' } } as Command,
      'spaces/seating',
    );
  });

  it('refuse a space no area of this game has, or an id that is no colour', () => {
    const state = redWith();
    refused(state, place({ ship: 1 }, { admiral: 'red' }), 'spaces/bad');
    refused(state, place({ ship: 1 }, { captain: 'purple' }), 'spaces/bad');
    // Without the expansion the Captain is no space of the game.
    const france = setupGame(setupCommand({ modules: ['france-1995'] }));
    expect(france.ok).toBe(true);
  });

  it('say who stands where in the history, only for the areas that changed', () => {
    const state = redWith();
    expect(say(describeCommand(state, place({ ship: 1, aragon: 1 })))).toBe(
      'Red placed 1 in the Ship and 1 in Aragón (Aragon); the Ship: Red on the Captain’s space',
    );
    expect(say(describeCommand(state, place({ france: 1 })))).toBe(
      'Red placed 1 in France; France: Red on the Ambassador’s space (+2), the Envoy’s space (+1) free',
    );
  });

  it('are offered to the screen area by area, the default first', () => {
    const state = redWith();
    const choices = spacesChoices(state, { type: 'place', player: 'red', areas: { france: 1, ship: 1 } });
    expect(choices.map((c) => [c.area, c.options.map((o) => say(o.words))])).toEqual([
      [
        'france',
        [
          'Red on the Ambassador’s space (+2), the Envoy’s space (+1) free',
          'the Ambassador’s space (+2) free, the Envoy’s space (+1) free, Red on the plain space',
          'the Ambassador’s space (+2) free, Red on the Envoy’s space (+1)',
        ],
      ],
      ['ship', ['Red on the Captain’s space', 'the Captain’s space free']],
    ]);
    expect(say(choices[1]!.how)).toBe(
      'The Ship: a caballero arriving may take a free special space, the mover choosing, and one leaving gives its space up. Unless chosen otherwise, arrivals take the Captain’s space.',
    );
  });
});

describe('sailing (Ship)', () => {
  /** Red first on turn in round 1, the King in Cataluña, the table corrected so before the turn began. */
  function redSails(areas: Record<string, Record<string, number>>, take = false): GameState {
    const prepared = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    const corrected = run(prepared, { type: 'table-correction', note: 'aboard', areas } as Command);
    const slot = String(PLACES_THREE.stack) as '1';
    const state = startRound(corrected, { red: 13, blue: 12, yellow: 11, green: 10 }, { [slot]: PLACES_THREE.id });
    return take ? run(state, { type: 'take-card', player: 'red', slot }) : state;
  }
  const sail = (moves: { owner?: string; from: string; to: string; count: number }[], player = 'red'): Command =>
    ({
      type: 'sail',
      player,
      moves: moves.map((m) => ({ owner: player, ...m })),
    }) as Command;

  it('takes caballeros aboard at the turn’s start to a colony, France or a coast, and from a colony aboard', () => {
    const state = redSails({ ship: { red: 2 }, america: { red: 1 } });
    expect(turnSteps(state)?.steps.find((s) => s.id === 'sail')?.status).toBe('open');
    const landed = run(
      state,
      sail([
        { from: 'ship', to: 'mediterranean', count: 1 },
        { from: 'ship', to: 'galicia', count: 1 },
      ]),
    );
    expect(landed.areas.mediterranean).toEqual({ red: 1 });
    expect(landed.areas.galicia?.red).toBe((state.areas.galicia?.red ?? 0) + 1);
    const aboard = run(landed, sail([{ from: 'america', to: 'ship', count: 1 }]));
    expect(aboard.areas.ship).toEqual({ red: 1 });
    expect(turnSteps(aboard)?.steps.find((s) => s.id === 'sail')?.status).toBe('done');
    expect(say(describeCommand(state, sail([{ from: 'ship', to: 'america', count: 2 }])))).toBe(
      'Red sailed 2 from the Ship to America; the Ship: the Captain’s space free',
    );
  });

  it('sails each caballero once a turn: one that came aboard or ashore this turn waits for the next', () => {
    const state = redSails({ ship: { red: 1 }, america: { red: 1 } }, true);
    const there = run(state, sail([{ from: 'ship', to: 'america', count: 1 }]));
    const error = refused(there, sail([{ from: 'america', to: 'ship', count: 2 }]), 'sail/not-aboard');
    expect(say(error.message)).toBe(
      '2 from America to the Ship: only 1 of those of Red were there when the turn began and have not sailed yet',
    );
    const placed = run(state, { type: 'place', player: 'red', areas: { ship: 2 } });
    refused(placed, sail([{ from: 'ship', to: 'france', count: 2 }]), 'sail/not-aboard');
    expect(run(placed, sail([{ from: 'ship', to: 'france', count: 1 }])).areas.france).toEqual({ red: 1 });
  });

  it('never lands in the King’s region or inland, never sails from elsewhere, and only the player’s own', () => {
    const state = redSails({ ship: { red: 2, blue: 1 }, galicia: { red: 2 } });
    refused(state, sail([{ from: 'ship', to: 'cataluna', count: 1 }]), 'king/region-taboo');
    expect(say(refused(state, sail([{ from: 'ship', to: 'castilla-la-nueva', count: 1 }]), 'sail/to').message)).toBe(
      '1 from the Ship to Castilla la Nueva (New Castile): from the Ship caballeros sail to America, the Mediterranean, France or a coastal region of Spain',
    );
    refused(state, sail([{ from: 'galicia', to: 'ship', count: 1 }]), 'sail/from');
    refused(state, sail([{ from: 'america', to: 'mediterranean', count: 1 }]), 'sail/to');
    refused(state, sail([{ owner: 'blue', from: 'ship', to: 'america', count: 1 }]), 'sail/not-yours');
    refused(state, sail([]), 'sail/nothing');
    refused(state, sail([{ from: 'ship', to: 'america', count: 1 }], 'blue'), 'turn/not-your-turn');
  });

  it('is no step of a turn whose player had nothing aboard or in a colony as it began', () => {
    const state = redSails({ ship: { blue: 1 } });
    expect(turnSteps(state)?.steps.map((s) => s.id)).not.toContain('sail');
    refused(state, sail([{ from: 'ship', to: 'america', count: 1 }]), 'sail/nothing-aboard');
  });

  it('lands in France on a free space, and takes the Captain’s and the Limit table’s rules with it', () => {
    const state = redSails({ ship: { red: 3, blue: 1 }, france: { blue: 2 } });
    const landed = run(state, sail([{ from: 'ship', to: 'france', count: 1 }]));
    expect(landed.modules?.roles).toMatchObject({ ambassador: 'blue', envoy: 'blue' });
    refused(landed, sail([{ from: 'ship', to: 'france', count: 1 }]), 'france/full');
  });
});

/** Red first on turn in round 1 with a moving card, the King in Cataluña, the table corrected so before. */
function movingCardTurn(areas: Record<string, Record<string, number>>, spaces?: object, more: object = {}): GameState {
  const prepared = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
  const corrected = run(prepared, {
    type: 'table-correction',
    note: 'as the table shows',
    areas,
    ...(spaces ? { spaces } : {}),
    ...more,
  } as Command);
  const card = cardWith('classic', 'move-3-any');
  const slot = String(card.stack) as '1';
  return startRound(corrected, { red: 13, blue: 12, yellow: 11, green: 10 }, { [slot]: card.id });
}

describe('Gold and Wares (Gold and Wares; Bringing Gold and Wares to Spain)', () => {
  it('are set by a table correction as the table shows them: lying, and carried where carriers may stand', () => {
    const state = movingCardTurn({ america: { red: 2 }, ship: { blue: 2 } }, { captain: 'blue' });
    const correct = (discs: object): Command => ({ type: 'table-correction', note: 'discs', discs }) as Command;
    const set = run(state, correct({ lying: { gold: 0 }, carried: { america: { red: { gold: 1, wares: 1 } } } }));
    expect(set.modules?.discs).toEqual({
      lying: { gold: 0, wares: 2 },
      carried: { america: { red: { gold: 1, wares: 1 } } },
    });
    // An area named with nobody carries nothing there any more.
    expect(run(set, correct({ carried: { america: {} } })).modules?.discs?.carried).toEqual({});
    // Never more carriers than caballeros there, the Captain aside; never more discs than the box; only where they may stand.
    expect(
      say(refused(state, correct({ carried: { ship: { blue: { wares: 2 } } } }), 'correction/discs').message),
    ).toBe(
      'The Ship: only 1 caballero of Blue there may carry a disc, one each (the Captain and the Viceroy carry none)',
    );
    expect(say(refused(state, correct({ lying: { gold: 6 } }), 'correction/discs').message)).toBe(
      'The box holds 5 Gold discs, not 6',
    );
    refused(state, correct({ carried: { galicia: { red: { gold: 1 } } } }), 'correction/discs');
    refused(state, correct({ lying: { silver: 1 } }), 'correction/discs');
    refused(state, correct({ lying: { gold: -1 } }), 'input/bad-count');
    // A game without the expansion has no discs to correct.
    refused(startRound(newGame()), correct({ lying: { gold: 1 } }), 'input/module-field-not-in-play');
  });

  const redTurn = movingCardTurn;
  const claim = (fields: object, player = 'red'): Command => ({ type: 'claim', player, ...fields }) as Command;
  const sail = (moves: object[], player = 'red'): Command =>
    ({ type: 'sail', player, moves: moves.map((m) => ({ owner: player, ...m })) }) as unknown as Command;
  const discs = (state: GameState) => state.modules?.discs;

  it('reach Spain in four turns, as the rulebook walks it through (Bringing Gold and Wares to Spain)', () => {
    // The King in Cataluña, a coastal region: the Ship lies next to him all game (plain turns never move him).
    let state = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    /** Red's turn in the next round, the card of the first pile still showing taken. */
    const redsTurn = (s: GameState): GameState => {
      const ready = s.phase === 'general-scoring' ? scoreGeneral(s) : s;
      const turn = untilTurnOf(startRound(ready), 'red');
      const slot = turn.offer.find((o) => o.card !== null)?.slot ?? '1';
      return run(turn, { type: 'take-card', player: 'red', slot });
    };
    const endTurn = (s: GameState) => finishTurns(run(s, { type: 'end-turn', player: 'red' }));
    const sail = (from: string, to: string, carrying?: object): Command =>
      ({
        type: 'sail',
        player: 'red',
        moves: [{ owner: 'red', from, to, count: 1, ...(carrying ? { carrying } : {}) }],
      }) as Command;
    // Turn 1: a caballero onto the Ship.
    state = redsTurn(state);
    state = endTurn(run(state, { type: 'place', player: 'red', areas: { ship: 1 } }));
    // Turn 2: ashore in America, and onto the Gold disc there (both free).
    state = redsTurn(state);
    state = run(state, sail('ship', 'america'), { type: 'claim', player: 'red', gold: { red: 1 } });
    expect(state.modules?.discs?.carried).toEqual({ america: { red: { gold: 1 } } });
    state = endTurn(state);
    // Turn 3: aboard again with the disc.
    state = endTurn(run(redsTurn(state), sail('america', 'ship', { gold: 1 })));
    expect(state.modules?.discs?.carried).toEqual({ ship: { red: { gold: 1 } } });
    // Turn 4: to a coastal region of Spain: delivered, and 6 points at once.
    state = redsTurn(state);
    const delivered = run(state, sail('ship', 'valencia', { gold: 1 }));
    expect((delivered.scores.red ?? 0) - (state.scores.red ?? 0)).toBe(6);
    expect(delivered.scorings.at(-1)?.cause).toBe('delivery');
    expect(delivered.modules?.discs?.carried).toEqual({});
    // Once a turn each: the caballero that came ashore may not sail on in the same turn.
    refused(delivered, sail('valencia', 'ship'), 'sail/nothing-aboard');
  });

  it('are claimed by a caballero in their colony, one each, as a free step of the claimer’s turn', () => {
    const state = redTurn({ america: { red: 2 }, mediterranean: { red: 1, blue: 1 } });
    const wares = run(state, claim({ wares: { red: 1 } }));
    // Red's one caballero in the Mediterranean already carries: the second Wares disc waits.
    const error = refused(wares, claim({ wares: { red: 1 } }), 'claim/no-caballero');
    expect(say(error.message)).toBe(
      'the Mediterranean: only 0 of the caballeros of Red there carry no disc and may claim one (the Viceroy only by resigning)',
    );
    refused(wares, claim({ gold: { red: 2 } }), 'claim/none-lying');
    const claimed = run(wares, claim({ gold: { red: 1 } }));
    expect(discs(claimed)).toEqual({
      lying: { gold: 0, wares: 1 },
      carried: { america: { red: { gold: 1 } }, mediterranean: { red: { wares: 1 } } },
    });
    refused(claimed, claim({ gold: { red: 1 } }), 'claim/nothing-to-claim');
    refused(state, claim({ wares: { blue: 1 } }), 'claim/not-yours');
    refused(state, claim({ wares: { blue: 1 } }, 'blue'), 'turn/not-your-turn');
    refused(state, claim({}), 'claim/nothing');
    expect(say(describeCommand(state, claim({ gold: { red: 1 } })))).toBe('Red claimed 1 Gold (Red)');
  });

  it('are never claimed by the Viceroy, unless he resigns his space to claim Gold', () => {
    const state = redTurn({ america: { red: 1 } }, { viceroy: 'red' });
    expect(state.modules?.roles).toEqual({ viceroy: 'red' });
    refused(state, claim({ gold: { red: 1 } }), 'claim/no-caballero');
    refused(state, claim({ wares: { red: 1 }, resign: true }), 'claim/resign');
    const resigned = run(state, claim({ gold: { red: 1 }, resign: true }));
    expect(resigned.modules?.roles).toEqual({});
    expect(discs(resigned)?.carried).toEqual({ america: { red: { gold: 1 } } });
    // The screen is told: none as he stands, one should he resign, and the one Gold lying there.
    expect(claimChoices(state, 'red')).toEqual([{ kind: 'gold', owner: 'red', most: 0, mostIfResigned: 1, lying: 1 }]);
  });

  it('tell the screens what may still sail and what it carries, the sailings already entered taken off', () => {
    const claimed = run(redTurn({ america: { red: 3 } }), claim({ gold: { red: 1 } }));
    const [first] = sailingChoices(claimed, 'red');
    expect(first).toMatchObject({ owner: 'red', from: 'america', most: 3, carried: { gold: 1, wares: 0 } });
    const entered = [{ owner: 'red', from: 'america', to: 'ship', count: 1, carrying: { gold: 1 } }] as const;
    expect(sailingChoices(claimed, 'red', entered)).toEqual([
      { owner: 'red', from: 'america', most: 2, targets: ['ship'], carried: { gold: 0, wares: 0 } },
    ]);
    expect(carriedDiscs(claimed, 'america', 'red', entered)).toEqual({ gold: 0, wares: 0 });
    expect(sailingChoices(claimed, 'red', [{ ...entered[0], count: 3 }])).toEqual([]);
  });

  it('travel with their carrier when the move says so, or when too few carry none; the others leave first', () => {
    const claimed = run(redTurn({ america: { red: 2 } }), claim({ gold: { red: 1 } }));
    const plain = run(claimed, sail([{ from: 'america', to: 'ship', count: 1 }]));
    expect(discs(plain)?.carried).toEqual({ america: { red: { gold: 1 } } });
    const carrying = run(claimed, sail([{ from: 'america', to: 'ship', count: 1, carrying: { gold: 1 } }]));
    expect(discs(carrying)?.carried).toEqual({ ship: { red: { gold: 1 } } });
    const both = run(claimed, sail([{ from: 'america', to: 'ship', count: 2 }]));
    expect(discs(both)?.carried).toEqual({ ship: { red: { gold: 1 } } });
    refused(claimed, sail([{ from: 'america', to: 'ship', count: 1, carrying: { wares: 1 } }]), 'discs/not-carrying');
    refused(claimed, sail([{ from: 'america', to: 'ship', count: 1, carrying: { gold: 2 } }]), 'discs/carrying');
  });

  it('score at once when their carrier reaches Spain: 6 for Gold, 4 for Wares, the disc back beside the board', () => {
    const state = redTurn({ ship: { red: 2 } }, { captain: null });
    const aboard = {
      ...state,
      modules: {
        ...state.modules,
        discs: { lying: { gold: 1, wares: 2 }, carried: { ship: { red: { gold: 1, wares: 1 } } } },
      },
    };
    const score = aboard.scores.red ?? 0;
    const landed = run(aboard, sail([{ from: 'ship', to: 'galicia', count: 2 }]));
    expect(landed.scores.red).toBe(score + 10);
    expect(discs(landed)?.carried).toEqual({});
    expect(landed.scorings.at(-1)).toMatchObject({ cause: 'delivery', by: 'red', totals: { red: 10 } });
    // Landing one of the two: which disc it carries is the player's to say.
    refused(aboard, sail([{ from: 'ship', to: 'galicia', count: 1 }]), 'discs/choose');
    const gold = run(aboard, sail([{ from: 'ship', to: 'galicia', count: 1, carrying: { gold: 1 } }]));
    expect(gold.scores.red).toBe(score + 6);
    // France is not Spain: the disc stays on its carrier there.
    const france = run(aboard, sail([{ from: 'ship', to: 'france', count: 1, carrying: { wares: 1 } }]));
    expect(discs(france)?.carried).toEqual({ ship: { red: { gold: 1 } }, france: { red: { wares: 1 } } });
  });

  it('keep a carrier off the Captain’s space', () => {
    const state = redTurn({ america: { red: 1 } });
    const claimed = run(state, claim({ gold: { red: 1 } }));
    const aboard = run(claimed, sail([{ from: 'america', to: 'ship', count: 1 }]));
    expect(aboard.modules?.roles).toEqual({});
    expect(discs(aboard)?.carried).toEqual({ ship: { red: { gold: 1 } } });
    const named = refused(
      claimed,
      { ...sail([{ from: 'america', to: 'ship', count: 1 }]), spaces: { captain: 'red' } } as Command,
      'spaces/seating',
    );
    expect(say(named.message)).toContain('a carrier is never the Captain nor the Viceroy');
  });

  it('go back beside the board when their carrier goes to the Castillo by its owner’s own move, never by another’s', () => {
    const claimed = run(redTurn({ america: { red: 1 } }), claim({ gold: { red: 1 } }));
    const taken = run(claimed, { type: 'take-card', player: 'red', slot: '1' });
    const toCastillo = (owner: string): Command =>
      ({
        type: 'special',
        player: 'red',
        action: { kind: 'moves', moves: [{ owner, from: 'america', to: 'castillo', count: 1 }] },
      }) as Command;
    const dropped = run(taken, toCastillo('red'));
    expect(discs(dropped)).toEqual({ lying: { gold: 0, wares: 2 }, carried: {} });
    expect(supplyOf(dropped)).toEqual({ gold: 5, wares: 9 });
    // Blue's carrier in America, moved by Red's card: Red may not send it to the Castillo.
    const blue = run(redTurn({ america: { blue: 1 } }), { type: 'take-card', player: 'red', slot: '1' });
    const blueCarries = {
      ...blue,
      modules: {
        ...blue.modules,
        discs: { lying: { gold: 0, wares: 2 }, carried: { america: { blue: { gold: 1 } } } },
      },
    };
    expect(say(refused(blueCarries, toCastillo('blue'), 'discs/carrier-taken').message)).toBe(
      'A caballero of Blue carrying a disc goes to Castillo only by its owner’s own choice, and the disc then goes back beside the board',
    );
  });

  it('go back beside the board when a correction takes their carrier away, and a move’s discs are refused without the expansion', () => {
    const claimed = run(redTurn({ america: { red: 1 } }), claim({ gold: { red: 1 } }));
    const corrected = run(claimed, { type: 'table-correction', note: 'gone', areas: { america: { red: 0 } } });
    expect(discs(corrected)?.carried).toEqual({});
    const card = cardWith('classic', 'move-3-any');
    const slot = String(card.stack) as '1';
    const inGalicia = run(newGame(), { type: 'table-correction', note: 'x', areas: { galicia: { red: 2 } } });
    const dealt = startRound(inGalicia, { red: 13, blue: 12, yellow: 11, green: 10 }, { [slot]: card.id });
    const base = run(dealt, { type: 'take-card', player: 'red', slot });
    const carrying: Command = {
      type: 'special',
      player: 'red',
      action: {
        kind: 'moves',
        moves: [{ owner: 'red', from: 'galicia', to: 'aragon', count: 1, carrying: { gold: 1 } }],
      },
    } as Command;
    refused(base, carrying, 'input/module-field-not-in-play');
  });
});

describe('the Grand Inquisitor’s caballeros in the Castillo (Caballeros of the Grand Inquisitor)', () => {
  /** A Colonies game at its first general scoring, two of his caballeros moved into the Castillo beforehand. */
  function atGeneralScoring(holder?: string): GameState {
    let state = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    state = run(state, {
      type: 'table-correction',
      note: 'two of his in the Castillo',
      areas: { granada: { inquisitor: 0 }, castillo: { inquisitor: 2 } },
    } as Command);
    if (holder) state = { ...state, modules: { ...state.modules, holders: { inquisitor: holder } } };
    while (state.phase !== 'general-scoring') state = playRound(state);
    return state;
  }
  const everyone = (state: GameState, region: string): Record<string, string> =>
    Object.fromEntries(disksToSet(state).map((id) => [id, region]));

  it('follow their holder’s disk, the holder setting one even with none of his own there', () => {
    const state = atGeneralScoring('blue');
    expect(disksToSet(state)).toContain('blue');
    const disks = { ...everyone(state, 'galicia'), blue: 'aragon' };
    const scored = run(state, { type: 'general-scoring', disks } as Command);
    expect(scored.areas.aragon?.inquisitor).toBe(2);
    expect(scored.areas.castillo?.inquisitor ?? 0).toBe(0);
  });

  it('follow a disk the table sets for them while nobody holds him (P18), and go with the figure on the King’s region (P16)', () => {
    const state = atGeneralScoring();
    expect(disksToSet(state)).toContain('inquisitor');
    const { inquisitor: _, ...others } = everyone(state, 'galicia');
    expect(say(refused(state, { type: 'general-scoring', disks: others } as Command, 'disks/missing').message)).toBe(
      'Nobody holds the Grand Inquisitor and his caballeros are in the Castillo: the table names a region for them (a disk set for the Grand Inquisitor)',
    );
    const toSevilla = run(state, { type: 'general-scoring', disks: { ...others, inquisitor: 'sevilla' } } as Command);
    expect(toSevilla.areas.sevilla?.inquisitor).toBe(2);
    const toKing = run(state, { type: 'general-scoring', disks: { ...others, inquisitor: 'cataluna' } } as Command);
    expect(toKing.court.inquisitor).toBe(2);
  });

  it('fill the Limit table’s free spaces as its holder chooses where they do not all fit (Limit table)', () => {
    const overflowing = (holder?: string): GameState =>
      run(atGeneralScoring(holder), {
        type: 'table-correction',
        note: 'three arrive for one free space',
        areas: {
          castillo: { red: 2, yellow: 1, blue: 0, green: 0, inquisitor: 0 },
          'castilla-la-vieja': { blue: 9, red: 0, yellow: 0, green: 0 },
        },
        onLimitTable: { blue: 9 },
      } as Command);
    const disks = { red: 'castilla-la-vieja', yellow: 'castilla-la-vieja' } as const;
    const scoring = { type: 'general-scoring', disks } as Command;
    const held = overflowing('blue');
    expect(say(refused(held, scoring, 'limit-table/choose').message)).toContain('Blue chooses');
    const options = limitTableChoices(held, { type: 'general-scoring', disks })?.options.map((o) => o.seats);
    expect(options).toHaveLength(2);
    expect(options).toEqual(
      expect.arrayContaining([
        { blue: 9, red: 1 },
        { blue: 9, yellow: 1 },
      ]),
    );
    const chosen = run(held, { ...scoring, onLimitTable: { blue: 9, yellow: 1 } } as Command);
    expect(chosen.modules?.limitTable?.onTable).toEqual({ blue: 9, yellow: 1 });
    expect(chosen.scorings.at(-1)?.request).toMatchObject({ limitTableArrivals: { yellow: 1 } });
    refused(held, { ...scoring, onLimitTable: { blue: 9, red: 2 } } as Command, 'limit-table/seats');
    refused(held, { ...scoring, onLimitTable: { blue: 8, red: 2 } } as Command, 'limit-table/seats');
    // Nobody holds him: all stand beside the table (the `limitOverflow` reading's default), nobody chooses.
    const unheld = overflowing();
    expect(run(unheld, scoring).modules?.limitTable?.onTable).toEqual({ blue: 9 });
    refused(unheld, { ...scoring, onLimitTable: { blue: 9, red: 1 } } as Command, 'limit-table/not-chosen');
  });

  it('with the figure in a court, are placed by his holder as their own, within the card’s number', () => {
    const state = atGeneralScoring();
    const { inquisitor: _, ...others } = everyone(state, 'galicia');
    const toKing = run(state, { type: 'general-scoring', disks: { ...others, inquisitor: 'cataluna' } } as Command);
    const dealt = startRound(toKing);
    const first = dealt.turn?.player ?? '';
    const held = { ...dealt, modules: { ...dealt.modules, holders: { inquisitor: first } } };
    // The first player takes the King's card, which places up to 6.
    const turn = run(held, { type: 'take-card', player: first, slot: '5' });
    const place = (areas: object, black: object): Command =>
      ({ type: 'place', player: first, areas, held: black }) as unknown as Command;
    const near = legalPlacements(turn, first).find((a) => a !== 'castillo' && a !== 'ship' && a !== 'france')!;
    const placed = run(turn, place({ [near]: 1 }, { [near]: 2 }));
    expect(placed.areas[near]?.inquisitor).toBeGreaterThanOrEqual(2);
    expect(say(describeCommand(turn, place({ [near]: 1 }, { [near]: 2 })))).toContain(
      'and of the black caballeros with the figure (the Grand Inquisitor) 2 in',
    );
    expect(placed.court.inquisitor ?? 0).toBe(0);
    refused(turn, place({ [near]: 5 }, { [near]: 2 }), 'placement/too-many');
    // The placement's screen is told of them: how many wait in the court, and where they may go.
    const waiting = placementChoice(turn)?.held;
    expect(waiting).toMatchObject({ id: 'inquisitor', court: turn.court.inquisitor });
    // With one's own court empty, the held ones are still there to place, within the card's number.
    const emptyCourt = placementChoice({ ...turn, court: { ...turn.court, [first]: 0 } });
    expect(emptyCourt?.nothingToPlace).toBeUndefined();
    expect(emptyCourt?.limit).toBe(Math.min(6, turn.court.inquisitor ?? 0));
    expect(waiting?.areas).toContain(near);
    expect(waiting?.areas).not.toContain('cataluna');
    refused(turn, place({}, { cataluna: 1 }), 'king/region-taboo');
    const next = run(turn, { type: 'end-turn', player: first });
    const second = next.turn?.player ?? '';
    const secondTurn = run(next, { type: 'take-card', player: second, slot: '6' });
    refused(
      secondTurn,
      { type: 'place', player: second, areas: {}, held: { [near]: 1 } } as unknown as Command,
      'placement/no-held',
    );
  });
});

describe('stack 7: cards the table describes (Preparation; Gold and Wares)', () => {
  const describe7 = (card: Partial<DescribedCard> = {}): Command => ({
    type: 'describe-card',
    card: { ...DESCRIBED, ...card },
  });

  it('are described once per game, each by its deck and number, with an effect the engine plays', () => {
    const state = coloniesGame();
    expect(state.modules?.described?.['colonies-7/1']).toEqual(DESCRIBED);
    expect(run(state, describe7())).toEqual(state);
    expect(say(refused(state, describe7({ name: 'Other' }), 'describe/already').message)).toBe(
      'This card is already described in this game, as “Trade winds”: a description is changed only by correcting the game',
    );
    refused(state, describe7({ id: 'colonies-7/12' }), 'describe/bad-id');
    refused(state, describe7({ id: 'colonies-7/01', name: 'Other' }), 'describe/bad-id');
    refused(state, describe7({ id: 'intrigue/1' }), 'describe/bad-id');
    refused(state, describe7({ id: 'colonies-7/2', effect: 'kings-card' }), 'describe/effect');
    refused(state, describe7({ id: 'colonies-7/2', effect: 'no-such-effect' }), 'describe/effect');
    const second = run(state, describe7({ id: 'colonies-7/2', effect: 'table-resolved', gold: 0 }));
    expect(Object.keys(second.modules?.described ?? {})).toEqual([
      'colonies-7/1',
      ...SPARE_NUMBERS.map((n) => `colonies-7/${n}`),
      'colonies-7/2',
    ]);
    expect(say(describeCommand(state, describe7({ id: 'colonies-7/2' })))).toBe(
      'The table described the card “Trade winds”: it places 2, shows 1 Gold and 1 Wares, and its action is: ' +
        `${say(words('effect.move-3-any'))} Its words: “Move up to 3 caballeros of any colour.”`,
    );
    // A game without a deck to describe has no such command.
    refused(newGame(), describe7(), 'describe/no-deck');
  });

  it('lie on a seventh pile every round, which must show a described card', () => {
    const prepared = run(coloniesGame(), AT_HOME);
    // The screen offers those described and not turned over, and the numbers not described yet.
    const pile = revealChoices(prepared).find((s) => s.slot === '7');
    expect(pile?.cards.map((c) => c.id)).toEqual(['colonies-7/1', ...SPARE_NUMBERS.map((n) => `colonies-7/${n}`)]);
    expect(pile?.undescribed).toEqual([2, 3, 4, 5, 6, 7].map((n) => `colonies-7/${n}`));
    const reveal = revealCommand(prepared);
    expect(reveal.type === 'reveal-cards' && reveal.cards['7']).toBe('colonies-7/1');
    const cards = reveal.type === 'reveal-cards' ? reveal.cards : {};
    refused(prepared, { type: 'reveal-cards', cards: { ...cards, '7': 'colonies-7/5' } }, 'offer/undescribed');
    const { '7': _, ...without } = cards;
    refused(prepared, { type: 'reveal-cards', cards: without }, 'offer/missing-card');
    // Each is turned over once in a game, as every action card is.
    const turned = run(prepared, reveal);
    refused({ ...turned, phase: 'reveal' }, reveal, 'offer/card-exhausted');
  });

  /** Red on turn with the stack-7 card taken. */
  function redTakesSeven(card: Partial<DescribedCard> = {}): GameState {
    const setup = setupGame(coloniesSetup({ king: 'cataluna' }));
    if (!setup.ok) throw new Error('setup');
    const described = run(setup.value, describe7(card));
    const prepared = run(run(described, AT_HOME), {
      type: 'table-correction',
      note: 'Red in Galicia',
      areas: { galicia: { red: 4 } },
    });
    const state = startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 });
    return run(state, { type: 'take-card', player: 'red', slot: '7' });
  }

  it('place their printed number, and place their discs only when their action is performed', () => {
    const state = redTakesSeven();
    refused(state, { type: 'place', player: 'red', areas: { aragon: 3 } }, 'placement/too-many');
    expect(run(state, { type: 'place', player: 'red', areas: { aragon: 2 } }).areas.aragon?.red).toBeGreaterThan(0);
    const moves = [{ owner: 'red', from: 'galicia', to: 'aragon', count: 1 }];
    const done = run(state, { type: 'special', player: 'red', action: { kind: 'moves', moves } } as Command);
    expect(done.modules?.discs?.lying).toEqual({ gold: 2, wares: 3 });
    const skipped = run(state, { type: 'skip-special', player: 'red' });
    expect(skipped.modules?.discs?.lying).toEqual({ gold: 1, wares: 2 });
  });

  it('kept face up where described so, do their action on a later turn of their taker, placing their discs then (P26)', () => {
    const setup = setupGame(coloniesSetup({ king: 'cataluna' }));
    if (!setup.ok) throw new Error('setup');
    const cards = [
      { ...DESCRIBED, kept: true as const },
      ...SPARE_NUMBERS.map((n) => ({ ...DESCRIBED, id: `colonies-7/${n}` })),
    ];
    const described = cards.reduce((state, card) => run(state, describe7(card)), setup.value);
    const prepared = run(run(described, AT_HOME), {
      type: 'table-correction',
      note: 'Red in Galicia',
      areas: { galicia: { red: 4 } },
    });
    const taken = run(startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 }), {
      type: 'take-card',
      player: 'red',
      slot: '7',
    });
    const kept = run(taken, { type: 'keep-action', player: 'red' });
    expect(kept.modules?.keptActions).toEqual({ red: ['colonies-7/1'] });
    expect(kept.modules?.discs?.lying).toEqual({ gold: 1, wares: 2 });
    expect(kept.turn?.special).toBe('skipped');
    expect(say(describeCommand(taken, { type: 'keep-action', player: 'red' }))).toBe(
      "Red kept '“Trade winds”' face up, its action for a later turn",
    );
    const moves = [{ owner: 'red', from: 'galicia', to: 'aragon', count: 1 }];
    const act = {
      type: 'kept-action',
      player: 'red',
      card: 'colonies-7/1',
      action: { kind: 'moves', moves },
    } as Command;
    // Not on the turn it was kept, and never twice.
    refused(kept, act, 'kept/none');
    refused(kept, { type: 'skip-special', player: 'red' }, 'turn/special-done');
    const rest = finishTurns(run(kept, { type: 'end-turn', player: 'red' }));
    const later = untilTurnOf(startRound(rest, { red: 12, blue: 11, yellow: 10, green: 9 }), 'red');
    expect(turnSteps(later)?.steps).toContainEqual({ id: 'kept-action', status: 'open' });
    const done = run(later, act);
    expect(done.areas.aragon?.red).toBe((later.areas.aragon?.red ?? 0) + 1);
    expect(done.modules?.discs?.lying).toEqual({
      gold: (later.modules?.discs?.lying.gold ?? 0) + 1,
      wares: (later.modules?.discs?.lying.wares ?? 0) + 1,
    });
    expect(done.modules?.keptActions).toEqual({});
    refused(done, act, 'kept/none');
    refused(later, { ...act, card: 'colonies-7/8' } as Command, 'kept/not-kept');
    refused(
      later,
      { ...act, action: { kind: 'moves', moves: [{ ...moves[0], count: 4 }] } } as Command,
      'intrigue/too-many',
    );
    expect(say(describeCommand(later, act))).toMatch(/^The action of the kept card '“Trade winds”': Red moved/);
    // A line that names the card names the kept one, not the card taken this turn.
    const applied = say(describeCommand(later, { ...act, action: { kind: 'apply' } } as Command));
    expect(applied).toMatch(/^The action of the kept card '“Trade winds”': .*'“Trade winds”'/);
    // A card described without it is done or skipped on its turn, never kept.
    refused(redTakesSeven(), { type: 'keep-action', player: 'red' }, 'keep/not-keepable');
    // Its moves carry discs as a card's moves do: a carrier reaching Spain delivers its Gold at once.
    const carrying = run(later, {
      type: 'table-correction',
      note: 'a carrier in America',
      areas: { america: { red: 1 } },
      discs: { carried: { america: { red: { gold: 1 } } } },
    } as Command);
    const home = [{ owner: 'red', from: 'america', to: 'sevilla', count: 1, carrying: { gold: 1, wares: 0 } }];
    const delivered = run(carrying, { ...act, action: { kind: 'moves', moves: home } } as Command);
    expect(delivered.scores.red).toBe((carrying.scores.red ?? 0) + 6);
    expect(delivered.modules?.discs?.carried?.america).toBeUndefined();
  });

  it('place what the supply still holds when it runs short (P22)', () => {
    const state = redTakesSeven({ gold: 3, wares: 0 });
    // Three Gold carried aboard by Blue, one lying in America: one is left in the supply.
    const aboard = run(state, {
      type: 'table-correction',
      note: 'aboard',
      areas: { ship: { blue: 3 } },
      spaces: { captain: null },
    } as Command);
    const short = {
      ...aboard,
      modules: { ...aboard.modules, discs: { lying: { gold: 1, wares: 2 }, carried: { ship: { blue: { gold: 3 } } } } },
    };
    const moves = [{ owner: 'red', from: 'galicia', to: 'aragon', count: 1 }];
    const done = run(short, { type: 'special', player: 'red', action: { kind: 'moves', moves } } as Command);
    expect(done.modules?.discs?.lying).toEqual({ gold: 2, wares: 2 });
  });

  it('resolved by the table: any moves on the board, held only to what every action obeys', () => {
    const state = redTakesSeven({ effect: 'table-resolved' });
    const many = [{ owner: 'red', from: 'galicia', to: 'aragon', count: 4 }];
    expect(
      run(state, { type: 'special', player: 'red', action: { kind: 'moves', moves: many } } as Command).areas.aragon
        ?.red,
    ).toBeGreaterThanOrEqual(4);
    const intoKing = [{ owner: 'red', from: 'galicia', to: 'cataluna', count: 1 }];
    refused(
      state,
      { type: 'special', player: 'red', action: { kind: 'moves', moves: intoKing } } as Command,
      'king/region-taboo',
    );
  });
});

describe('Gold and Wares: what a review of the tables found', () => {
  /** Red first on turn in round 1 with this card taken (a moving card by default), after this correction. */
  function redWithCard(areas: Record<string, Record<string, number>>, slot = '1', spaces?: object): GameState {
    return run(movingCardTurn(areas, spaces), { type: 'take-card', player: 'red', slot: slot as '1' });
  }
  const carrying = (state: GameState, carried: Record<string, Record<string, Record<string, number>>>): GameState => ({
    ...state,
    modules: { ...state.modules, discs: { lying: { gold: 0, wares: 0 }, carried } },
  });
  const moves = (list: object[]): Command =>
    ({
      type: 'special',
      player: 'red',
      action: { kind: 'moves', moves: list },
    }) as unknown as Command;

  it('counts the caballeros carrying none move by move, whatever other moves come between', () => {
    const state = carrying(redWithCard({ america: { red: 2 }, mediterranean: { blue: 2 } }), {
      america: { red: { gold: 1 } },
      mediterranean: { blue: { wares: 1 } },
    });
    const done = run(
      state,
      moves([
        { owner: 'red', from: 'america', to: 'ship', count: 1, carrying: { gold: 1 } },
        { owner: 'blue', from: 'mediterranean', to: 'ship', count: 1 },
        { owner: 'blue', from: 'mediterranean', to: 'ship', count: 1, carrying: { wares: 1 } },
      ]),
    );
    expect(done.modules?.discs?.carried).toEqual({ ship: { red: { gold: 1 }, blue: { wares: 1 } } });
  });

  it('never lets a move leave its discs out: the caballeros said to carry none must be there', () => {
    const state = carrying(redWithCard({ america: { red: 2 } }), { america: { red: { gold: 1 } } });
    const error = refused(
      state,
      moves([{ owner: 'red', from: 'america', to: 'ship', count: 2, carrying: {} }]),
      'discs/carrying',
    );
    expect(say(error.message)).toBe(
      'America: only 1 of the caballeros of Red there carry no disc: the others moved carry discs, so say so',
    );
  });

  it('scores a black carrier’s delivery for the player whose Grand Inquisitor card takes him as it moves it', () => {
    const state = carrying(redWithCard({ america: { inquisitor: 1 }, granada: { inquisitor: 1 } }, '6'), {
      america: { inquisitor: { gold: 1 } },
    });
    const score = state.scores.red ?? 0;
    const done = run(state, moves([{ owner: 'inquisitor', from: 'america', to: 'sevilla', count: 1 }]));
    expect(done.modules?.holders?.inquisitor).toBe('red');
    expect(done.scores.red).toBe(score + 6);
  });

  it('never sails a caballero that came aboard after one there at the turn’s start left another way', () => {
    const state = redWithCard({ ship: { red: 1 } }, '1', { captain: null });
    const left = run(state, moves([{ owner: 'red', from: 'ship', to: 'galicia', count: 1 }]));
    const placed = run(left, { type: 'place', player: 'red', areas: { ship: 1 } });
    refused(
      placed,
      { type: 'sail', player: 'red', moves: [{ owner: 'red', from: 'ship', to: 'america', count: 1 }] } as Command,
      'sail/nothing-aboard',
    );
  });

  it('lets the Captain land as a carrier boards in one sailing', () => {
    const prepared = run(coloniesGame(coloniesSetup({ king: 'cataluna' })), AT_HOME);
    const corrected = run(prepared, {
      type: 'table-correction',
      note: 'aboard',
      areas: { ship: { red: 1 }, america: { red: 1 } },
      spaces: { captain: 'red' },
    } as Command);
    const state = carrying(startRound(corrected, { red: 13, blue: 12, yellow: 11, green: 10 }), {
      america: { red: { gold: 1 } },
    });
    const sailed = run(state, {
      type: 'sail',
      player: 'red',
      moves: [
        { owner: 'red', from: 'ship', to: 'galicia', count: 1 },
        { owner: 'red', from: 'america', to: 'ship', count: 1, carrying: { gold: 1 } },
      ],
    } as Command);
    expect(sailed.modules?.roles).toEqual({});
    expect(sailed.modules?.discs?.carried).toEqual({ ship: { red: { gold: 1 } } });
  });
});

describe('stack 7: the kinds only the expansion has (New special actions; Limit table)', () => {
  const describe7 = (card: Partial<DescribedCard>): Command => ({
    type: 'describe-card',
    card: { ...DESCRIBED, gold: 0, wares: 0, ...card },
  });
  /** Red on turn with a stack-7 card of this effect taken, after this correction (4 players, King in Cataluña). */
  function redTakes(effect: string, areas: Record<string, Record<string, number>> = {}): GameState {
    const setup = setupGame(coloniesSetup({ king: 'cataluna' }));
    if (!setup.ok) throw new Error('setup');
    // Spares described like the first, for the later rounds' seventh pile.
    const described = [10, 11].reduce(
      (s, n) => run(s, describe7({ id: `colonies-7/${n}` })),
      run(setup.value, describe7({ effect })),
    );
    const prepared = run(run(described, AT_HOME), { type: 'table-correction', note: 'the scene', areas } as Command);
    const state = startRound(prepared, { red: 13, blue: 12, yellow: 11, green: 10 });
    return run(state, { type: 'take-card', player: 'red', slot: '7' });
  }
  const act = (action: object, more: object = {}): Command =>
    ({ type: 'special', player: 'red', action, ...more }) as unknown as Command;

  it('score the new regions: France, the Ship, America and the Mediterranean', () => {
    const state = redTakes('score-new-regions', { france: { red: 2 } });
    const scored = run(state, act({ kind: 'apply' }));
    expect(scored.scorings.at(-1)?.request).toEqual({ kind: 'new-regions' });
    // France's first value (3) and the Ambassador's 2 and the Envoy's 1.
    expect((scored.scores.red ?? 0) - (state.scores.red ?? 0)).toBe(6);
  });

  it('Conspiracy: every Grande follows its owner’s disk at the next general scoring, and only then', () => {
    const state = redTakes('conspiracy');
    const waiting = run(state, act({ kind: 'apply' }));
    expect(waiting.modules?.conspiracy).toBe(true);
    let scoring = finishTurns(run(waiting, { type: 'end-turn', player: 'red' }));
    while (scoring.phase !== 'general-scoring') scoring = playRound(scoring);
    const owners = Object.keys(scoring.grandes);
    for (const id of owners) expect(generalScoringDisks(scoring)).toContain(id);
    const disks = Object.fromEntries(generalScoringDisks(scoring).map((id) => [id, 'valencia']));
    const after = run(scoring, { type: 'general-scoring', disks } as Command);
    for (const id of owners) expect(after.grandes[id]).toBe('valencia');
    expect(after.modules?.conspiracy).toBe(false);
  });

  it('Remove Action Card: a card still offered this round leaves the offer; the Grand Inquisitor’s is back next round', () => {
    const state = redTakes('remove-offered-card');
    const removed = run(state, act({ kind: 'remove-card', slot: '6' }));
    expect(removed.offer.find((s) => s.slot === '6')?.card).toBeNull();
    refused(state, act({ kind: 'remove-card', slot: '7' }), 'remove-card/not-offered');
    const next = startRound(finishTurns(run(removed, { type: 'end-turn', player: 'red' })));
    expect(next.offer.find((s) => s.slot === '6')?.card).toBe('classic/grand-inquisitor-card');
  });

  it('move the Limit table: never to France, into or out of the King’s region; the mover fills it completely', () => {
    const state = redTakes('move-limit-table', {
      galicia: { red: 6, blue: 5, yellow: 0, green: 0 },
      aragon: { red: 3, blue: 0, yellow: 0, green: 0 },
    });
    refused(state, act({ kind: 'limit-table', to: 'france' }), 'limit-table/closed');
    refused(state, act({ kind: 'limit-table', to: 'cataluna' }), 'king/region-taboo');
    refused(state, act({ kind: 'limit-table', to: 'castilla-la-vieja' }), 'limit-table/same');
    const few = run(state, act({ kind: 'limit-table', to: 'aragon' }));
    expect(few.modules?.limitTable).toEqual({ area: 'aragon', onTable: { red: 3 } });
    const error = refused(state, act({ kind: 'limit-table', to: 'galicia' }), 'limit-table/choose');
    expect(say(error.message)).toContain('Red chooses');
    refused(
      state,
      act({ kind: 'limit-table', to: 'galicia' }, { onLimitTable: { red: 6, blue: 3 } }),
      'limit-table/seats',
    );
    const chosen = run(state, act({ kind: 'limit-table', to: 'galicia' }, { onLimitTable: { red: 6, blue: 4 } }));
    expect(chosen.modules?.limitTable).toEqual({ area: 'galicia', onTable: { red: 6, blue: 4 } });
  });

  it('are held to the notes: no more than three cards move the Limit table', () => {
    let state = coloniesGame();
    for (const n of [2, 3, 4]) state = run(state, describe7({ id: `colonies-7/${n}`, effect: 'move-limit-table' }));
    refused(state, describe7({ id: 'colonies-7/5', effect: 'move-limit-table' }), 'describe/too-many');
  });
});

describe('repositioning within an area (Repositioning)', () => {
  const moves = (list: object[], more: object = {}): Command =>
    ({ type: 'special', player: 'red', action: { kind: 'moves', moves: list }, ...more }) as unknown as Command;
  const stay = (owner: string, area: string) => ({ owner, from: area, to: area, count: 1 });
  /** Red on turn with a card that moves any 3, after this correction (4 players: 10 spaces on the table). */
  function redMoves(areas: Record<string, Record<string, number>>, spaces?: object, more: object = {}): GameState {
    return run(movingCardTurn(areas, spaces, more), { type: 'take-card', player: 'red', slot: '1' });
  }

  it('takes one off the Limit table and puts another on, even within its region, each a move', () => {
    const region = 'castilla-la-vieja';
    const state = redMoves({ [region]: { blue: 10, red: 2, yellow: 0, green: 0 } }, undefined, {
      onLimitTable: { blue: 10 },
    });
    expect(state.modules?.limitTable?.onTable).toEqual({ blue: 10 });
    const swap = [stay('blue', region), stay('red', region)];
    const swapped = run(state, moves(swap, { onLimitTable: { blue: 9, red: 1 } }));
    expect(swapped.modules?.limitTable?.onTable).toEqual({ blue: 9, red: 1 });
    expect(swapped.areas[region]).toEqual(state.areas[region]);
    refused(state, moves(swap), 'limit-table/choose');
    // Putting one on a full table takes one off first: two moves, not one.
    refused(state, moves([stay('red', region)], { onLimitTable: { blue: 9, red: 1 } }), 'limit-table/seats');
    refused(
      state,
      moves([...swap, stay('red', region), stay('blue', region)], { onLimitTable: { blue: 8, red: 2 } }),
      'intrigue/too-many',
    );
  });

  it('takes one off a special space and puts another on, each a move', () => {
    const state = redMoves({ america: { blue: 1, red: 1 } }, { viceroy: 'blue' });
    expect(state.modules?.roles).toEqual({ viceroy: 'blue' });
    const swapped = run(
      state,
      moves([stay('blue', 'america'), stay('red', 'america')], { spaces: { viceroy: 'red' } }),
    );
    expect(swapped.modules?.roles).toEqual({ viceroy: 'red' });
    refused(state, moves([stay('red', 'america')], { spaces: { viceroy: 'red' } }), 'spaces/seating');
  });

  it('refuses a move staying in its region that changes no seat: each such move must take one on or off', () => {
    const region = 'castilla-la-vieja';
    const full = redMoves({ [region]: { blue: 10, red: 2 } }, undefined, { onLimitTable: { blue: 10 } });
    const idle = refused(full, moves([stay('red', region)]), 'colonies/idle-reseat');
    expect(say(idle.message)).toContain('Red moved 1 caballero within the region, but no seat');
    const viceroy = redMoves({ america: { blue: 1, red: 1 } }, { viceroy: 'blue' });
    refused(viceroy, moves([stay('red', 'america')]), 'colonies/idle-reseat');
    // Two moves for one change: the second changes nothing.
    const swap = [stay('blue', region), stay('red', region)];
    refused(full, moves([...swap, stay('red', region)], { onLimitTable: { blue: 9, red: 1 } }), 'colonies/idle-reseat');
  });

  it('lets one move take a caballero off a special space and onto the Limit table in the same region', () => {
    const base = redMoves({ america: { blue: 1, red: 2 } }, { viceroy: 'red' });
    // A card moved the table to America earlier; Blue sits on it, Red's two stand beside (one as Viceroy).
    const limitTable = { ...base.modules?.limitTable, area: 'america', onTable: { blue: 1 } };
    const state = { ...base, modules: { ...base.modules, limitTable } } as GameState;
    const command = moves([stay('red', 'america')], { spaces: { viceroy: null }, onLimitTable: { blue: 1, red: 1 } });
    const moved = run(state, command);
    expect(moved.modules?.roles?.viceroy).toBeUndefined();
    expect(moved.modules?.limitTable?.onTable).toEqual({ blue: 1, red: 1 });
    // Off the space and onto the table twice over is two caballeros: two moves.
    refused(state, { ...command, onLimitTable: { blue: 1, red: 2 } } as Command, 'limit-table/seats');
  });

  it('where Castillo arrivals left the table short, puts one on per move, and fills all it can once one comes off', () => {
    const region = 'castilla-la-vieja';
    // Nobody held the Grand Inquisitor: the arrivals beyond the spaces all stood beside (limitOverflow).
    const state = redMoves({ [region]: { blue: 4, red: 3 } }, undefined, { onLimitTable: { blue: 4 } });
    const on = run(state, moves([stay('red', region)], { onLimitTable: { blue: 4, red: 1 } }));
    expect(on.modules?.limitTable?.onTable).toEqual({ blue: 4, red: 1 });
    refused(state, moves([stay('red', region)], { onLimitTable: { blue: 4, red: 2 } }), 'limit-table/seats');
    // Blue's one off frees a space: every other caballero beside the table then goes on, there being room.
    const off = run(state, moves([stay('blue', region)], { onLimitTable: { blue: 3, red: 3 } }));
    expect(off.modules?.limitTable?.onTable).toEqual({ blue: 3, red: 3 });
    refused(state, moves([stay('blue', region)], { onLimitTable: { blue: 3, red: 2 } }), 'limit-table/seats');
    refused(state, moves([stay('blue', region)], { onLimitTable: { blue: 3 } }), 'limit-table/seats');
  });

  it('asks the Grand Inquisitor’s holder to fill a space a repositioning freed, his own colour again included', () => {
    const region = 'castilla-la-vieja';
    const base = redMoves({ [region]: { blue: 11, red: 1 } }, undefined, { onLimitTable: { blue: 10 } });
    const state = { ...base, modules: { ...base.modules, holders: { inquisitor: 'blue' } } } as GameState;
    const off = moves([stay('blue', region)]);
    expect(say(refused(state, off, 'limit-table/choose').message)).toContain('Blue chooses');
    // Blue takes another of his own from beside: the counts do not change, the move still happened.
    expect(run(state, { ...off, onLimitTable: { blue: 10 } } as Command).modules?.limitTable?.onTable).toEqual({
      blue: 10,
    });
    expect(run(state, { ...off, onLimitTable: { blue: 9, red: 1 } } as Command).modules?.limitTable?.onTable).toEqual({
      blue: 9,
      red: 1,
    });
  });

  it('is no move in a region without the Limit table or a special space', () => {
    const state = redMoves({ galicia: { red: 3 } });
    refused(state, moves([stay('red', 'galicia')]), 'intrigue/same-region');
  });
});

describe('the moves guide in the Colonies', () => {
  it('offers a move staying where it may reposition, and never the Castillo for another’s carrier', () => {
    const taken = run(movingCardTurn({ america: { blue: 1, red: 1 } }), {
      type: 'take-card',
      player: 'red',
      slot: '1',
    });
    const state = {
      ...taken,
      modules: {
        ...taken.modules,
        discs: { lying: { gold: 0, wares: 2 }, carried: { america: { blue: { gold: 1 } } } },
      },
    };
    const guide = actionGuide(state)?.choices.find((c) => c.kind === 'moves');
    if (guide?.kind !== 'moves') throw new Error('a moves guide');
    const america = guide.sources.find((s) => s.region === 'america');
    expect(america?.targets).toContain('america');
    expect(america?.targets).toContain('castillo');
    expect(america?.ownerTargets?.blue).not.toContain('castillo');
    expect(america?.ownerTargets?.red).toBeUndefined();
    expect(guide.sources.find((s) => s.region === 'galicia')?.targets).not.toContain('galicia');
  });
});
