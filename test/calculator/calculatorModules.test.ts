/**
 * The calculator's model with variants and expansions (board snapshot format 2): which modules a
 * table may switch on, what they put on the board and take off it again, the printed values a table
 * enters once and keeps, and the file it writes (format 1 for a base board, as before).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCalculatorModel } from '../../src/calculator/calculatorModel';
import { emptyDraft, type SnapshotJson } from '../../src/calculator/draft';
import { fitToModules, moduleChoices } from '../../src/calculator/draftTable';
import { draftFromJson } from '../../src/calculator/readDraft';
import { snapshotObject, snapshotText } from '../../src/calculator/snapshotObject';
import { needParts, speak } from '../../src/i18n/speech';
import { type BoardAreaId, REFUSED_COMBINATIONS } from '../../src/rules';
import type { BoardStorage, SavedBoard } from '../../src/session/boardStorage';
import { say } from '../support/speech';

// The table's colours are named in the language the screens speak.
beforeAll(async () => {
  await speak('en');
  await needParts('screens', 'engine');
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** This device's calculator storage in memory: the board being entered is kept and given back. */
function deviceBoards() {
  let kept: unknown;
  const boards: BoardStorage = {
    list: async () => [],
    save: async (name, draft, id = 'b1', at = 0): Promise<SavedBoard> => ({
      id,
      name,
      draft,
      savedAt: at,
      dataVersion: 2,
    }),
    remove: async () => undefined,
    loadDraft: async () => kept,
    keepDraft: async (draft) => void (kept = structuredClone(draft)),
    keepPersistent: () => undefined,
  };
  return boards;
}

const exported = (model: ReturnType<typeof createCalculatorModel>) => JSON.parse(model.exportSnapshot());

/** Grand Inquisitor & the Colonies switched on, with the values printed on the colony pieces entered. */
function withColonies(model: ReturnType<typeof createCalculatorModel>): void {
  model.setModule('grand-inquisitor-colonies', true);
  model.setPrintedValues('france', [3, 2, 1]);
  model.setPrintedValues('ship', [3]);
  model.setPrintedValues('america', [4, 2, 1]);
  model.setPrintedValues('mediterranean', [4, 2, 0]);
}

describe('the calculator with variants and expansions', () => {
  it('writes a board with no variant as format 1, field for field as it always did', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setCounts('galicia', [3, 2, 0, 1]);
    model.setGrande('red', 'galicia');
    const expected = {
      format: 'el-grande-snapshot/1',
      edition: 'classic',
      rules: { tie: 'official' },
      players: ['red', 'blue', 'yellow', 'green'],
      neutral: [],
      king: 'castilla-la-nueva',
      grandes: { red: 'galicia' },
      mobileScoreboards: {},
      pieces: { galicia: { red: 3, blue: 2, yellow: 0, green: 1 } },
      castilloDestinations: {},
      score: { kind: 'general' },
    };
    expect(model.exportSnapshot()).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    // Switched on and off again, a module leaves no trace in the file.
    expect(model.setModule('church', true).ok).toBe(true);
    expect(exported(model).format).toBe('el-grande-snapshot/2');
    expect(model.setModule('church', false).ok).toBe(true);
    expect(model.exportSnapshot()).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  });

  it('offers only the edition’s modules, and one that cannot join those on is refused with the reason', () => {
    expect(moduleChoices('2023', []).map((c) => c.module.id)).toEqual(['new-regency', 'old-hands', 'power-shift']);
    expect(moduleChoices('classic', []).map((c) => c.module.id)).not.toContain('new-regency');
    const model = createCalculatorModel(Promise.resolve(undefined));
    expect(model.setModule('france-1995', true).ok).toBe(true);
    const colonies = model.moduleChoices().find((c) => c.module.id === 'grand-inquisitor-colonies');
    const why = REFUSED_COMBINATIONS.find((c) => c.pair.includes('france-1995'))?.why ?? 'none';
    expect(say(colonies?.refused ?? '')).toContain(why);
    const before = model.exportSnapshot();
    const refused = model.setModule('grand-inquisitor-colonies', true);
    expect(refused.ok).toBe(false);
    expect(say(refused.ok ? '' : refused.error.message)).toContain(why);
    expect(model.exportSnapshot()).toBe(before);
  });

  it('puts a module’s areas on the table, and switching it off takes them off with one undo back', async () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('grand-inquisitor-colonies', true);
    expect(model.table.value.areas.map((a) => a.id)).toEqual([
      'castillo',
      'galicia',
      'pais-vasco',
      'aragon',
      'cataluna',
      'castilla-la-vieja',
      'castilla-la-nueva',
      'sevilla',
      'granada',
      'valencia',
      'france',
      'ship',
      'america',
      'mediterranean',
    ]);
    model.setCounts('america', [2, 0, 1, 0]);
    model.changeCount('galicia', 'inquisitor', 1);
    model.setRole('viceroy', 'red');
    model.setKing('france');
    expect(exported(model)).toMatchObject({
      format: 'el-grande-snapshot/2',
      modules: ['grand-inquisitor-colonies'],
      king: 'france',
      pieces: { america: { red: 2, blue: 0, yellow: 1, green: 0 }, galicia: { inquisitor: 1 } },
      roles: { viceroy: 'red' },
    });
    const on = model.exportSnapshot();
    model.setModule('grand-inquisitor-colonies', false);
    const off = exported(model);
    expect(off.format).toBe('el-grande-snapshot/1');
    expect(off.pieces).toEqual({});
    // The King cannot stay in a France that left the table: he goes back where a fresh board has him.
    expect(off.king).toBe('castilla-la-nueva');
    expect(off.roles).toBeUndefined();
    expect(say(model.lastReplaced.value?.done ?? '')).toBe(
      'Grand Inquisitor & the Colonies is off, with what it brought onto the board.',
    );
    await model.undoReplaced();
    expect(model.exportSnapshot()).toBe(on);
  });

  it('keeps the printed values the table entered through a cleared board, a module off and on, a loaded board and a reload', async () => {
    const storage = deviceBoards();
    const model = createCalculatorModel(Promise.resolve(storage));
    await flush();
    model.setModule('grand-inquisitor-colonies', true);
    expect(exported(model).printedValues).toEqual({});
    const values = { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] } as const;
    model.setPrintedValues('france', [3, 2, 1]);
    model.setPrintedValues('ship', [3]);
    model.setPrintedValues('america', [4, 2, 1]);
    model.setPrintedValues('mediterranean', [4, 2, 0]);
    expect(exported(model).printedValues).toEqual(values);
    model.setCounts('galicia', [1, 1, 1, 1]);
    model.clearBoard();
    expect(exported(model).printedValues).toEqual(values);
    model.setModule('grand-inquisitor-colonies', false);
    expect(exported(model).printedValues).toBeUndefined();
    model.setModule('grand-inquisitor-colonies', true);
    expect(exported(model).printedValues).toEqual(values);
    // A saved board from before the values were entered takes those kept.
    const older = { ...emptyDraft(), snapshot: { ...emptyDraft().snapshot, modules: ['grand-inquisitor-colonies'] } };
    expect(model.load({ id: 'old', name: 'Older board', draft: older, savedAt: 0, dataVersion: 2 }).ok).toBe(true);
    expect(exported(model).printedValues).toEqual(values);
    await flush();
    const reloaded = createCalculatorModel(Promise.resolve(storage));
    await flush();
    expect(reloaded.keptValues.value).toEqual(values);
    reloaded.clearBoard();
    reloaded.setModule('grand-inquisitor-colonies', false);
    reloaded.setModule('grand-inquisitor-colonies', true);
    expect(exported(reloaded).printedValues).toEqual(values);
  });

  it('gives each colour 36 caballeros with the colonies, and the Grand Inquisitor his 4', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    expect(model.setCounts('galicia', [31, 0, 0, 0]).ok).toBe(false);
    model.setModule('grand-inquisitor-colonies', true);
    expect(model.setCounts('galicia', [31, 0, 0, 0]).ok).toBe(true);
    expect(model.setCounts('aragon', [6, 0, 0, 0]).ok).toBe(false);
    for (let i = 0; i < 6; i += 1) model.changeCount('aragon', 'inquisitor', 1);
    expect(model.countOf('aragon', 'inquisitor')).toBe(4);
    // Typed counts are the colours' only: the black caballeros there stay.
    model.setCounts('aragon', [1, 2, 3, 4]);
    expect(exported(model).pieces.aragon).toEqual({ inquisitor: 4, red: 1, blue: 2, yellow: 3, green: 4 });
  });

  it('walks the entry through the areas where caballeros can stand, in scoring order', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('grand-inquisitor-colonies', true);
    const walk: BoardAreaId[] = ['castillo'];
    for (let next = model.nextEntryArea('castillo'); next; next = model.nextEntryArea(next)) walk.push(next);
    expect(walk.slice(-5)).toEqual(['valencia', 'france', 'ship', 'america', 'mediterranean']);
    // New Regency's France and Portugal hold only an exiled King: the entry never stops there.
    model.setEdition('2023');
    model.setModule('new-regency', true);
    expect(model.table.value.areas.some((a) => a.id === 'france')).toBe(true);
    expect(model.nextEntryArea('valencia')).toBeUndefined();
  });

  it('changing the edition leaves the modules of the edition before, and what they brought', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('granada-1995', true);
    expect(exported(model).granada).toBe('muslim');
    model.setEdition('2023');
    expect(exported(model)).not.toHaveProperty('modules');
    expect(exported(model)).not.toHaveProperty('granada');
  });

  it('a colour taken off the table leaves every special space, holder and Limit table it was on', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('grand-inquisitor-colonies', true);
    model.setCounts('france', [1, 1, 0, 0]);
    model.setCounts('aragon', [4, 4, 0, 0]);
    model.setRole('ambassador', 'red');
    model.setRole('envoy', 'blue');
    model.setHolder('inquisitor', 'red');
    model.setLimitTableArea('aragon');
    model.changeOnTable('red', 1);
    model.changeOnTable('blue', 1);
    expect(model.removeColour('red').ok).toBe(true);
    expect(exported(model)).toMatchObject({
      roles: { envoy: 'blue' },
      limitTable: { area: 'aragon', onTable: { blue: 1 } },
    });
    expect(exported(model)).not.toHaveProperty('inquisitor');
  });

  it('reads a format-2 file into the board as it edits it, 2023 names made canonical, and writes it back', () => {
    const file = {
      format: 'el-grande-snapshot/2',
      edition: 'classic',
      modules: ['intrigue-king', 'grand-inquisitor-colonies'],
      rules: { tie: 'official', limitOverflow: 'chosen' },
      players: ['red', 'blue', 'yellow', 'green'],
      neutral: [],
      king: 'france',
      grandes: { red: 'galicia', blue: 'america' },
      mobileScoreboards: { '8-4-0': 'ship' },
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: { toledo: { red: 3, inquisitor: 2 }, france: { red: 2, blue: 1 }, ship: { yellow: 2 } },
      roles: { ambassador: 'red', envoy: 'blue', captain: 'yellow' },
      inquisitor: { holder: null },
      limitTable: { area: 'aragon', onTable: { red: 5, blue: 5 } },
      conspiracy: true,
      castilloDestinations: { green: 'navarra' },
      score: { kind: 'general', limitTableArrivals: { green: 1 } },
    };
    const draft = draftFromJson(file);
    expect(draft.pieces['castilla-la-nueva']).toEqual({ red: 3, inquisitor: 2 });
    expect(draft.castilloDestinations).toEqual({ green: 'pais-vasco' });
    const written = snapshotObject(draft);
    expect(Object.keys(written)).toEqual([
      'format',
      'edition',
      'modules',
      'rules',
      'players',
      'neutral',
      'king',
      'grandes',
      'mobileScoreboards',
      'printedValues',
      'pieces',
      'roles',
      'inquisitor',
      'limitTable',
      'conspiracy',
      'castilloDestinations',
      'score',
    ]);
    expect(written).toEqual({
      ...file,
      pieces: { 'castilla-la-nueva': file.pieces.toledo, france: file.pieces.france, ship: file.pieces.ship },
      castilloDestinations: { green: 'pais-vasco' },
    });
    expect(snapshotText(draftFromJson(JSON.parse(snapshotText(draft))))).toBe(snapshotText(draft));
  });

  it('refits a board to its modules: a module’s fields, options and kinds go with it, and Granada starts Muslim', () => {
    const base: SnapshotJson = emptyDraft().snapshot;
    const fitted = fitToModules(
      {
        ...base,
        modules: ['granada-1995'],
        rules: { tie: 'official', granadaConquest: 'immediately', limitOverflow: 'chosen' },
        roles: { ambassador: 'red' },
        score: { kind: 'delivery', deliveries: {} },
      },
      {},
    );
    expect(snapshotObject(fitted)).toMatchObject({
      format: 'el-grande-snapshot/2',
      rules: { tie: 'official', granadaConquest: 'immediately' },
      granada: 'muslim',
      score: { kind: 'general' },
    });
    expect(snapshotObject(fitted)).not.toHaveProperty('roles');
    expect(fitted.rules).not.toHaveProperty('limitOverflow');
  });

  it('scores a colony board through the snapshot reader and the engine: the special spaces pay their holders', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    model.setCounts('france', [2, 1, 0, 0]);
    model.setRole('ambassador', 'red');
    model.setRole('envoy', 'red');
    model.setScoreKind('area');
    model.setScore({ kind: 'area', area: 'france' });
    expect(model.problem.value).toBeUndefined();
    const [france] = model.result.value?.areas ?? [];
    expect(france?.extras).toEqual({ ambassador: { red: 2 }, envoy: { red: 1 } });
    expect(model.result.value?.totals).toEqual({ red: 6, blue: 2, yellow: 0, green: 0 });
    // An Envoy who stands nowhere in France is the reader's to refuse, in the table's words.
    model.setRole('envoy', 'yellow');
    expect(model.result.value).toBeUndefined();
    expect(say(model.problem.value ?? '')).toMatch(/^The Envoy: /);
  });

  it('carries the board after a general scoring forward: caballeros, Grandes that moved, the Limit table', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('grand-inquisitor-colonies', true);
    model.setModule('intrigue-king', true);
    model.setPrintedValues('france', [3, 2, 1]);
    model.setPrintedValues('ship', [3]);
    model.setPrintedValues('america', [4, 2, 1]);
    model.setPrintedValues('mediterranean', [4, 2, 0]);
    model.setCounts('castillo', [2, 0, 0, 0]);
    model.setGrande('red', 'sevilla');
    model.setConspiracy(true);
    model.setLimitTableArea('aragon');
    model.setDestination('red', 'aragon');
    expect(model.problem.value).toBeUndefined();
    expect(model.result.value?.grandesMoved).toEqual({ red: 'aragon' });
    model.useBoardAfter();
    const after = exported(model);
    expect(after.pieces.aragon).toEqual({ red: 2 });
    expect(after.grandes).toEqual({ red: 'aragon' });
    expect(after.limitTable).toEqual({ area: 'aragon', onTable: { red: 2 } });
    expect(after).not.toHaveProperty('conspiracy');
  });

  it('asks who goes onto a full Limit table only when the arrivals do not fit, and asks the disks the reader needs', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    model.setCounts('aragon', [5, 4, 0, 0]);
    model.setLimitTableArea('aragon');
    for (let i = 0; i < 5; i += 1) model.changeOnTable('red', 1);
    for (let i = 0; i < 4; i += 1) model.changeOnTable('blue', 1);
    model.setCounts('castillo', [1, 0, 0, 0]);
    model.changeCount('castillo', 'inquisitor', 1);
    model.setHolder('inquisitor', 'blue');
    // Blue holds the Grand Inquisitor, whose caballero in the Castillo follows Blue's disk: both asked at once.
    expect(model.disksAsked.value).toEqual(['red', 'blue']);
    model.setDestination('red', 'aragon');
    expect(model.disksAsked.value).toEqual(['red', 'blue']);
    model.setDestination('blue', 'galicia');
    expect(model.problem.value).toBeUndefined();
    model.setDestination('blue', 'aragon');
    // Two arrive for one free space: the table says who goes on.
    expect(model.problemField.value).toMatch(/^score\.limitTableArrivals/);
    model.changeArrivals('red', 1);
    expect(model.problem.value).toBeUndefined();
    expect(model.result.value?.limitTable).toEqual({ area: 'aragon', onTable: { red: 6, blue: 4 } });
  });

  it('asks every disk a Conspiracy needs at once: each Grande on the board follows its owner’s disk', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('intrigue-king', true);
    model.setGrande('red', 'sevilla');
    model.setGrande('green', 'aragon');
    model.setConspiracy(true);
    expect(model.disksAsked.value).toEqual(['red', 'green']);
    model.setConspiracy(false);
    expect(model.disksAsked.value).toEqual([]);
  });

  it('switching a module off that took only a Limit table and a holder off still offers the way back', async () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    model.setCounts('valencia', [2, 1, 0, 0]);
    model.setLimitTableArea('valencia');
    model.setHolder('inquisitor', 'blue');
    const before = model.exportSnapshot();
    model.setModule('grand-inquisitor-colonies', false);
    expect(exported(model)).not.toHaveProperty('limitTable');
    expect(say(model.lastReplaced.value?.done ?? '')).toBe(
      'Grand Inquisitor & the Colonies is off, with what it brought onto the board.',
    );
    await model.undoReplaced();
    expect(model.exportSnapshot()).toBe(before);
  });

  it('switching a module on that takes nothing off offers no undo', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setCounts('valencia', [2, 1, 0, 0]);
    model.setModule('granada-1995', true);
    expect(exported(model).granada).toBe('muslim');
    expect(model.lastReplaced.value).toBeUndefined();
  });

  it('changing the kind of scoring after Gold and Wares were entered offers them back', async () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    model.setScoreKind('delivery');
    model.changeDelivery('red', 'gold', 1);
    const before = model.exportSnapshot();
    model.setScoreKind('general');
    expect(exported(model).score).toEqual({ kind: 'general' });
    expect(say(model.lastReplaced.value?.done ?? '')).toBe(
      'The scoring changed; what was entered for the one before is off.',
    );
    await model.undoReplaced();
    expect(model.exportSnapshot()).toBe(before);
  });

  it('typed counts never overfill France, and the refusal says how many may still go there', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    const before = model.exportSnapshot();
    const refused = model.setCounts('france', [2, 2, 0, 0]);
    expect(say(refused.ok ? '' : refused.error.message)).toBe(
      'France has room for 3 caballeros in all: type counts that add up to at most 3',
    );
    expect(model.exportSnapshot()).toBe(before);
    expect(model.setCounts('france', [2, 1, 0, 0]).ok).toBe(true);
    expect(model.mostOf('france', 'green')).toBe(0);
    model.changeCount('france', 'green', 1);
    expect(model.countOf('france', 'green')).toBe(0);
  });

  it('a sixth player is refused with what to do instead, and nothing changes', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    expect(model.addColour('black', 'player').ok).toBe(true);
    const before = model.exportSnapshot();
    const refused = model.addColour('white', 'player');
    expect(say(refused.ok ? '' : refused.error.message)).toBe(
      'El Grande takes at most 5 players: remove one first, or add this colour as neutral',
    );
    expect(model.exportSnapshot()).toBe(before);
    expect(model.addColour('white', 'neutral').ok).toBe(true);
  });

  it('moving the Limit table, clearing who goes onto it, or removing a Free choice move can each be taken back', async () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    model.setCounts('aragon', [2, 0, 0, 0]);
    model.setLimitTableArea('aragon');
    model.changeOnTable('red', 2);
    const seated = model.exportSnapshot();
    model.setLimitTableArea('valencia');
    expect(exported(model).limitTable).toEqual({ area: 'valencia', onTable: {} });
    await model.undoReplaced();
    expect(model.exportSnapshot()).toBe(seated);

    const grandissimo = createCalculatorModel(Promise.resolve(undefined));
    grandissimo.setModule('grandissimo', true);
    grandissimo.setCounts('aragon', [2, 0, 0, 0]);
    grandissimo.addMove({ id: 'red', from: 'aragon', to: 'galicia', count: 1 });
    const moved = grandissimo.exportSnapshot();
    grandissimo.removeMove(0);
    expect(exported(grandissimo).score.interludeMoves ?? []).toEqual([]);
    await grandissimo.undoReplaced();
    expect(grandissimo.exportSnapshot()).toBe(moved);
  });
});

describe('the calculator typing counts at once', () => {
  it('takes the black caballeros after the colours, or leaves them as they were when only the colours are typed', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    expect(model.typedIdsIn('galicia')).toEqual(['red', 'blue', 'yellow', 'green', 'inquisitor']);
    expect(model.setCounts('galicia', [3, 2, 0, 1, 2]).ok).toBe(true);
    expect(exported(model).pieces.galicia).toEqual({ red: 3, blue: 2, yellow: 0, green: 1, inquisitor: 2 });
    expect(model.setCounts('galicia', [1, 1, 1, 1]).ok).toBe(true);
    expect(exported(model).pieces.galicia).toEqual({ red: 1, blue: 1, yellow: 1, green: 1, inquisitor: 2 });
    // The Grand Inquisitor has 4 black caballeros: a fifth is refused, and nothing changes.
    const before = model.exportSnapshot();
    const refused = model.setCounts('galicia', [1, 1, 1, 1, 5]);
    expect(refused.ok ? '' : say(refused.error.message)).toMatch(/^Grand Inquisitor has 4 caballeros/);
    expect(model.exportSnapshot()).toBe(before);
  });

  it('fills the Limit table in one go, never with more than stand in its area', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    withColonies(model);
    model.setLimitTableArea('cataluna');
    model.setCounts('cataluna', [5, 4, 3, 2, 0]);
    expect(model.setOnTable([4, 3, 2, 1]).ok).toBe(true);
    expect(exported(model).limitTable).toEqual({ area: 'cataluna', onTable: { red: 4, blue: 3, yellow: 2, green: 1 } });
    const before = model.exportSnapshot();
    const refused = model.setOnTable([6, 0, 0, 0]);
    expect(refused.ok ? '' : say(refused.error.message)).toBe(
      'Red has 5 caballeros in Cataluña (Catalonia): no more can stand on its Limit table',
    );
    expect(model.exportSnapshot()).toBe(before);
  });

  it('adds no more Free-choice moves than a general scoring can have', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setModule('grandissimo', true);
    for (let i = 0; i < 50; i += 1) model.addMove({ id: 'red', from: 'galicia', to: 'aragon', count: 1 });
    expect(exported(model).score.interludeMoves).toHaveLength(38);
  });
});

describe('a kept board that cannot be read', () => {
  it('gives way to an empty board with why, kept until the table discards it or enters another', async () => {
    const storage = deviceBoards();
    const damaged = { ...emptyDraft(), snapshot: { ...emptyDraft().snapshot, edition: 'nope' } };
    await storage.keepDraft({ draft: damaged });
    const model = createCalculatorModel(Promise.resolve(storage));
    await flush();
    expect(say(model.damagedDraft.value ?? '')).toBe(
      'snapshot.edition: “nope” is not an edition: use one of classic, bigbox, 2023',
    );
    expect(model.draft.value).toEqual(emptyDraft());
    await flush();
    expect(await storage.loadDraft()).toEqual({ draft: damaged });
    const discarding = model.discardDamagedDraft();
    // The notice stays until the board on screen is kept in the damaged one's place.
    expect(model.damagedDraft.value).toBeDefined();
    await discarding;
    expect(model.damagedDraft.value).toBeUndefined();
    expect(await storage.loadDraft()).toMatchObject({ draft: emptyDraft() });
  });
});
