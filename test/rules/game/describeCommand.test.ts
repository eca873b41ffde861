/**
 * History lines: every command of the three example games, described against the table before
 * it, reads as plain English with names, never ids; every command type and special action kind
 * is covered; junk never throws.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyCommand, BLACK_IDS, type Command, type GameState, replay, words } from '../../../src/rules';
import { ACTION_KINDS } from '../../../src/rules/cards/actions/index';
import { EFFECT_LIST, EFFECTS } from '../../../src/rules/cards/effects/index';
import { MODULE_CARDS } from '../../../src/rules/cards/moduleCards';
import { describedDecksOf } from '../../../src/rules/flow/describeCard';
import { EVERY_COMMAND } from '../../../src/rules/flow/gameRules';
import { describeCommand } from '../../../src/rules/game/describeCommand';
import { EVERY_PLAY } from '../../../src/rules/play/index';
import { REGION_IDS } from '../../../src/rules/state/areaIds';
import { isOneOf, keysOf } from '../../../src/rules/state/records';
import { run, special, turnWith } from '../../support/scenario';
import { english, german, say, spanish } from '../../support/speech';
import { cardWith } from '../flow/_tables';

const RECORDS = [
  'classic-4p.json',
  'bigbox-5p.json',
  '2023-2p-dummy.json',
  '2023-power-shift-3p.json',
  'classic-1995-variants-church-4p.json',
  '2023-minis-3p.json',
  'classic-colonies-4p.json',
  'bigbox-colonies-2p.json',
  'classic-intrigue-king-4p.json',
  'bigbox-intrigue-king-2p.json',
  'classic-king-colonies-4p.json',
  'bigbox-king-colonies-2p.json',
];
const dir = join(import.meta.dirname, '../../../examples/records');

/** An example game record as its command log: the setup first, then the recorded commands. */
function logOf(file: string): Command[] {
  const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { setup: object; commands: Command[] };
  return [{ ...record.setup, type: 'setup' } as Command, ...record.commands];
}

/** Each command of a log with the table before it and its line. */
function described(log: readonly Command[]): { before: GameState | undefined; command: Command; line: string }[] {
  const out: { before: GameState | undefined; command: Command; line: string }[] = [];
  let state: GameState | undefined;
  for (const command of log) {
    out.push({ before: state, command, line: say(describeCommand(state, command)) });
    const result = applyCommand(state, command);
    if (!result.ok) throw new Error(`${command.type} refused: ${say(result.error.message)}`);
    state = result.value;
  }
  return out;
}

/** Raw ids: region ids with a hyphen or accentless spelling that differs from the printed name, and card ids. */
const RAW = [
  ...REGION_IDS.filter((id) => id.includes('-')),
  'classic/',
  'bigbox/',
  '2023/',
  'undefined',
  '[object',
  'NaN',
];

function expectReadable(line: string, context: string): void {
  expect(line.trim(), context).not.toBe('');
  expect(line, context).not.toMatch(/\n/);
  for (const raw of RAW) expect(line.includes(raw), `${context}: “${line}” contains ${raw}`).toBe(false);
}

describe('the example games, line by line', () => {
  for (const file of RECORDS) {
    it(`${file}: every line is plain English`, () => {
      const lines = described(logOf(file));
      for (const [i, { command, line }] of lines.entries()) expectReadable(line, `${file} #${i} ${command.type}`);
      expect(replay(logOf(file)).refused).toBeUndefined();
    });
  }

  it('between them the records cover every command type but the table correction, and every special action kind', () => {
    const all = RECORDS.flatMap((f) => described(logOf(f)));
    const types = new Set(all.map((d) => d.command.type));
    const kinds = new Set(all.flatMap((d) => (d.command.type === 'special' ? [d.command.action.kind] : [])));
    // Every command the engine's table takes, and every kind of special action it knows.
    // A module still being built has no example records yet.
    const building = new Set<string>(
      EVERY_PLAY.flatMap((play) => (play.building ? keysOf(play.rules?.commands ?? {}) : [])),
    );
    // A card is described only with a module that has a deck to describe, and those are still being built.
    const playable = EVERY_PLAY.flatMap((play) => (play.building ? [] : [play.id]));
    if (describedDecksOf({ edition: 'classic', modules: playable }).length === 0) building.add('describe-card');
    // An action before its owner's turn comes only with a module whose cards have one (Intrigue & the King's 40).
    if (!EVERY_PLAY.some((play) => !play.building && play.earlyCard)) building.add('early-action');
    const everyType = keysOf(EVERY_COMMAND).filter((type) => type !== 'table-correction' && !building.has(type));
    // Kinds only the effects of a deck still being built use (the Colonies' stack 7) wait for its records.
    const baseKinds = new Set(EFFECT_LIST.flatMap((effect) => effect.kinds));
    const buildingKinds = new Set(
      EVERY_PLAY.flatMap((play) => (play.building ? Object.keys(MODULE_CARDS[play.id]?.describedEffects ?? {}) : []))
        .flatMap((effect) => (isOneOf(keysOf(EFFECTS), effect) ? EFFECTS[effect].kinds : []))
        .filter((kind) => !baseKinds.has(kind)),
    );
    const everyKind = ACTION_KINDS.map((k) => k.kind).filter((kind) => !buildingKinds.has(kind));
    for (const type of everyType) expect(types.has(type), type).toBe(true);
    for (const kind of everyKind) expect(kinds.has(kind), kind).toBe(true);
    expect(all.some((d) => d.command.type === 'special' && d.command.vetoedBy !== undefined)).toBe(true);
  });

  it('reads as the players would say it', () => {
    const lines = RECORDS.flatMap((f) => described(logOf(f)).map((d) => d.line));
    const has = (pattern: RegExp) =>
      expect(
        lines.some((l) => pattern.test(l)),
        String(pattern),
      ).toBe(true);
    has(/^Game set up: 4 players, classic rules$/);
    has(/^Game set up: 5 players, Big Box rules$/);
    has(/^Game set up: 2 players and a dummy colour, 2023 rules$/);
    has(/^Blue played power card 12$/);
    has(/^Red took 'Veto' from stack 2$/);
    has(/^Red placed 1 in Castilla la Nueva \(New Castile\) and 1 in the Castillo$/);
    has(/^Red kept 'Veto' to stop a special action later$/);
    has(
      /^Cards turned over for round 1: 'Intrigue: move 2 of your own and 2 foreign caballeros' \(stack 1\), 'Veto' \(stack 2\)/,
    );
    has(/^Region cards drawn for Dummy: Aragón and Navarra$/);
    has(/^General scoring after round 3: disks .+: .+ \+\d+/);
    has(/ \(vetoed part-way by Red\)$/);
    has(/^Veto by \w+ stops \w+'s special action$/);
    has(/^\w+ ended their turn$/);
    has(/^\w+ brought \d caballeros? to the court from the provinces$/);
  });
});

describe('each special action kind, on a table of its own', () => {
  // King in Castilla la Nueva; homes: red Galicia, blue Aragón, yellow Sevilla, green Valencia (2 each).
  const board = { granada: { red: 3, blue: 2, yellow: 1 }, cataluna: { red: 1, green: 2 } };
  const line = (
    effect: Parameters<typeof cardWith>[1],
    action: unknown,
    vetoedBy?: string,
    edition: 'classic' | 'bigbox' = 'classic',
  ) => {
    const state = turnWith({ edition, card: cardWith(edition, effect).id, pieces: board });
    const command = special(state, action, vetoedBy);
    expect(applyCommand(state, command).ok).toBe(true);
    const text = say(describeCommand(state, command));
    expectReadable(text, effect);
    return text;
  };

  it('moves', () => {
    expect(
      line('move-4-any', {
        kind: 'moves',
        moves: [
          { owner: 'blue', from: 'granada', to: 'castillo', count: 1 },
          { owner: 'red', from: 'granada', to: 'aragon', count: 2 },
        ],
      }),
    ).toBe(
      "Red moved 1 of Blue's caballeros from Granada to the Castillo and 2 of their own caballeros from Granada to Aragón (Aragon)",
    );
    expect(
      line('move-all-own-from-one', {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'aragon', count: 2 },
          { owner: 'red', from: 'granada', to: 'granada', count: 1 },
        ],
      }),
    ).toBe('Red moved 2 of their own caballeros from Granada to Aragón (Aragon), keeping 1 in Granada');
    expect(line('move-4-any', { kind: 'moves', moves: [] })).toBe('Red moved no caballeros');
  });

  it('from court, court, keep-veto, power card, Grande, King, scoreboard', () => {
    expect(line('two-more-from-court', { kind: 'from-court', areas: { galicia: 1, castillo: 1 } })).toBe(
      'Red placed more from the court: 1 in Galicia and 1 in the Castillo',
    );
    expect(line('court', { kind: 'court', provinces: 2 })).toBe(
      "Red played 'The court: 2 caballeros from the provinces' and brought 2 caballeros to the court from the provinces",
    );
    expect(line('court', { kind: 'court', provinces: 1 })).toBe(
      "Red played 'The court: 2 caballeros from the provinces' and brought 1 caballero to the court from the provinces",
    );
    expect(line('veto', { kind: 'keep-veto' })).toBe("Red kept 'Veto' to stop a special action later");
    expect(line('power-card-return', { kind: 'power-card', value: 13 })).toBe(
      'Red took power card 13 back into their hand',
    );
    expect(line('grande', { kind: 'grande', to: 'granada' })).toBe('Red moved their Grande from Galicia to Granada');
    expect(line('royal-adviser', { kind: 'king', to: 'granada' })).toBe(
      'Red moved the King from Castilla la Nueva (New Castile) to Granada',
    );
    expect(line('kings-card', { kind: 'king', to: 'toledo' })).toBe(
      'Red left the King in Castilla la Nueva (New Castile)',
    );
    expect(line('mobile-scoreboard', { kind: 'mobile-scoreboard', board: '8-4-0', to: 'castillo' })).toBe(
      'Red put the 8-4-0 scoreboard on the Castillo',
    );
  });

  it('scorings name the points; returns, picks, disks and eviction name each player', () => {
    expect(line('score-chosen-area', { kind: 'score-area', area: 'granada' })).toBe(
      'Red scored Granada: Red +6, Blue +3, Yellow +1',
    );
    expect(line('score-castillo', { kind: 'apply' })).toBe("Red played 'Special scoring: the Castillo': nobody scores");
    expect(line('decay-3-court', { kind: 'apply' })).toBe(
      "Red played 'Decay of authority: others return 3 from court': Blue 3, Yellow 3 and Green 3 back from court to the provinces",
    );
    expect(
      line('king-returns', {
        kind: 'returns',
        returns: { blue: { court: 3 }, yellow: { court: 1, regions: { granada: 1, sevilla: 1 } }, green: { court: 3 } },
      }),
    ).toBe(
      "Red played 'The King returns: others return 3 caballeros', caballeros back to the provinces: Blue 3 from court; Yellow 1 from court, 1 from Granada and 1 from Sevilla (Seville); Green 3 from court",
    );
    expect(
      line('return-one-of-each', {
        kind: 'picks',
        picks: { red: 'galicia', blue: 'granada', yellow: 'sevilla', green: 'valencia' },
      }),
    ).toBe(
      "Red sent one caballero each back to the provinces: their own from Galicia, Blue's from Granada, Yellow's from Sevilla (Seville) and Green's from Valencia",
    );
    expect(
      line('disk-return-2', { kind: 'disks', disks: { blue: 'granada', yellow: 'sevilla', green: 'cataluna' } }),
    ).toBe(
      "Red played 'Secret disk: others return 2 from one region', secret disks: Blue on Granada, Yellow on Sevilla (Seville) and Green on Cataluña (Catalonia)",
    );
    expect(
      line('score-unique-choices', {
        kind: 'disks',
        disks: { red: 'granada', blue: 'granada', yellow: 'sevilla', green: 'cataluna' },
      }),
    ).toMatch(
      /^Red played 'Special scoring: regions picked by one player only', secret disks: Red on Granada, Blue on Granada, .*: Red \+2, Yellow \+6, Green \+4$/,
    );
    expect(
      line('eviction', { kind: 'eviction', region: 'granada', disks: { blue: 'galicia', yellow: 'granada' } }),
    ).toBe("Red evicted the others from Granada: Blue's to Galicia and Yellow's to Granada");
    expect(line('eviction', { kind: 'eviction', region: 'pais-vasco', disks: {} })).toBe(
      'Red evicted the others from País Vasco (Basque Country): nobody had to leave',
    );
  });
});

describe('the other commands', () => {
  const state = turnWith({ card: cardWith('classic', 'grande').id });

  it('veto, skip, end of turn, correction, and a veto part-way', () => {
    let held = turnWith({ card: cardWith('classic', 'veto').id });
    held = run(
      held,
      special(held, { kind: 'keep-veto' }),
      { type: 'end-turn', player: 'red' },
      { type: 'take-card', player: 'blue', slot: '4' },
    );
    expect(say(describeCommand(held, { type: 'veto', player: 'red' }))).toBe("Veto by Red stops Blue's special action");
    expect(say(describeCommand(held, special(held, { kind: 'king', to: 'granada' }, 'red')))).toBe(
      'Blue moved the King from Castilla la Nueva (New Castile) to Granada (vetoed part-way by Red)',
    );
    expect(say(describeCommand(state, { type: 'skip-special', player: 'red' }))).toBe(
      "Red left the special action of 'Grande: move your Grande' unused",
    );
    expect(say(describeCommand(state, { type: 'end-turn', player: 'red' }))).toBe('Red ended their turn');
    expect(
      say(
        describeCommand(state, {
          type: 'table-correction',
          note: ' Blue has 3 in Granada ',
          areas: { granada: { blue: 3 } },
        }),
      ),
    ).toBe('Table correction: Blue has 3 in Granada');
  });

  it('setup variants', () => {
    const setup = logOf('classic-4p.json')[0] as Command & { type: 'setup' };
    expect(
      say(describeCommand(undefined, { ...setup, length: 'short-official', options: { tie: 'shift-by-tied' } })),
    ).toBe('Game set up: 4 players, classic rules, the official six-round game, 1 option changed');
  });
});

describe('junk never throws', () => {
  const state = turnWith({ card: cardWith('classic', 'move-4-any').id });
  const junk: unknown[] = [
    null,
    42,
    'place',
    {},
    { type: 42 },
    { type: 'fly-to-the-moon', player: 'red' },
    { type: 'special' },
    { type: 'special', player: 'red', action: null },
    { type: 'special', player: 'red', action: { kind: 'moves', moves: 'lots' } },
    {
      type: 'special',
      player: 'red',
      action: { kind: 'moves', moves: [null, { owner: {}, from: 5, to: [], count: 'two' }] },
    },
    { type: 'special', player: 'red', action: { kind: 'returns', returns: { blue: null } } },
    { type: 'special', player: 'red', action: { kind: 'teleport' } },
    { type: 'place', player: 'red', areas: null },
    { type: 'place', player: { evil: true }, areas: { atlantis: 3 } },
    { type: 'reveal-cards', cards: 'all' },
    { type: 'general-scoring', disks: [1, 2] },
    { type: 'setup', players: 'many', edition: 'toString' },
    { type: 'table-correction', note: 7 },
    { type: 'replenish', player: 'red', provinces: 'all', regions: { toString: 1 } },
    { type: 'take-card', player: 'red', slot: '9' },
    { type: 'dummy-regions', regions: 'galicia' },
    Object.create(null),
  ];

  for (const [i, command] of junk.entries()) {
    it(`junk #${i}: a line, never an exception`, () => {
      for (const before of [state, undefined]) {
        const line = say(describeCommand(before, command as Command));
        expect(typeof line).toBe('string');
        expect(line.trim()).not.toBe('');
        expect(line).not.toMatch(/undefined|\[object/);
      }
    });
  }

  it('names an unknown command by its type in words', () => {
    expect(say(describeCommand(state, { type: 'fly-to-the-moon', player: 'red' } as unknown as Command))).toBe(
      'Fly to the moon by Red',
    );
    expect(say(describeCommand(state, null as unknown as Command))).toBe('An unreadable command');
  });
});

describe('black caballeros’ markers in the history', () => {
  it('every black piece’s marker has its words in every language, in the case the history takes', () => {
    for (const id of BLACK_IDS) {
      for (const speaker of [english, german, spanish]) expect(speaker.say(words(`history.marker.${id}`))).not.toBe('');
    }
    expect(german.say(words('history.taking', { marker: words('history.marker.inquisitor') }))).toBe(
      ', nimmt den Großinquisitor',
    );
  });
});
