/**
 * Format-2 board snapshots for tests: one valid board per module (or family of modules), each a
 * plain object a test may break freely. Every one of them is accepted as it stands (format2Accepts).
 */
import type { ScoringBoard, ScoringRequest } from '../../src/rules';
import { type Loose, validSnapshot } from './snapshots';

export type { Loose };

export const FORMAT_2 = 'el-grande-snapshot/2';

/** The format-1 contract example relabelled: no modules, every new field left out. */
export function plain(): Loose {
  return { ...validSnapshot(), format: FORMAT_2 };
}

/**
 * Grand Inquisitor & the Colonies, four players, a general scoring: the four new areas with their
 * entered values, all four roles, the Grand Inquisitor unheld in Galicia, a Limit table in Valencia with
 * 2 free spaces, and green's 3 Castillo caballeros arriving there (all off the table: nobody holds him).
 */
export function colonies(): Loose {
  return {
    format: FORMAT_2,
    edition: 'classic',
    modules: ['grand-inquisitor-colonies'],
    players: ['red', 'blue', 'yellow', 'green'],
    king: 'aragon',
    grandes: { red: 'galicia', blue: 'america' },
    mobileScoreboards: { '8-4-0': 'ship' },
    printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
    pieces: {
      galicia: { red: 3, inquisitor: 2 },
      france: { red: 2, blue: 1 },
      ship: { yellow: 2 },
      america: { blue: 2, green: 1 },
      valencia: { red: 6, blue: 5, green: 2 },
      castillo: { green: 3 },
    },
    roles: { ambassador: 'red', envoy: 'blue', captain: 'yellow', viceroy: 'green' },
    inquisitor: { holder: null },
    limitTable: { area: 'valencia', onTable: { red: 4, blue: 4 } },
    castilloDestinations: { green: 'valencia' },
    score: { kind: 'general' },
  };
}

/** The 1995 France on its own: three players, red on the Ambassador's space, blue on the Envoy's, France scored. */
export function france1995(): Loose {
  return {
    format: FORMAT_2,
    edition: 'classic',
    modules: ['france-1995'],
    players: ['red', 'blue', 'yellow'],
    king: 'aragon',
    printedValues: { france: [3, 2, 1] },
    pieces: { france: { red: 2, blue: 1 }, aragon: { red: 2 } },
    roles: { ambassador: 'red', envoy: 'blue' },
    score: { kind: 'area', area: 'france' },
  };
}

/**
 * The 1995 Church, Muslim Granada and home advantage together (Big Box): blue holds the Church, whose
 * four caballeros stand in Galicia and Sevilla; yellow's Castillo caballeros go to the Muslim Granada.
 */
export function variants1995(): Loose {
  return {
    format: FORMAT_2,
    edition: 'bigbox',
    modules: ['home-advantage', 'church', 'granada-1995'],
    players: ['red', 'blue', 'yellow', 'green'],
    king: 'aragon',
    grandes: { red: 'galicia' },
    pieces: {
      galicia: { red: 2, church: 2 },
      sevilla: { blue: 1, church: 2 },
      granada: { yellow: 3 },
      castillo: { yellow: 2 },
    },
    church: { holder: 'blue' },
    granada: 'muslim',
    castilloDestinations: { yellow: 'granada' },
    score: { kind: 'general' },
  };
}

/**
 * Grandissimo, a general scoring: red's Grande in Portugal, caballeros in the jail and on the ship,
 * the Grand Inquisitor's two caballeros unheld (one in the Castillo, with the disk the table chose),
 * and one Free choice move.
 */
export function grandissimo(): Loose {
  return {
    format: FORMAT_2,
    edition: 'classic',
    modules: ['grandissimo'],
    players: ['red', 'blue', 'yellow', 'green'],
    king: 'sevilla',
    grandes: { red: 'portugal' },
    pieces: {
      portugal: { red: 2, blue: 1 },
      jail: { green: 2 },
      ship: { yellow: 1 },
      castillo: { blue: 2, inquisitor: 1 },
      aragon: { red: 1, inquisitor: 1 },
    },
    inquisitor: { holder: null },
    castilloDestinations: { blue: 'aragon', inquisitor: 'galicia' },
    score: { kind: 'general', interludeMoves: [{ id: 'red', from: 'aragon', to: 'galicia', count: 1 }] },
  };
}

/**
 * Intrigue & the King, a general scoring under a Conspiracy, Sevilla quarantined under the 4-0-0
 * scoreboard: every Grande owner has a disk.
 */
export function intrigue(): Loose {
  return {
    format: FORMAT_2,
    edition: 'classic',
    modules: ['intrigue-king'],
    players: ['red', 'blue', 'yellow', 'green'],
    king: 'aragon',
    grandes: { red: 'galicia', blue: 'valencia' },
    mobileScoreboards: { '4-0-0': 'sevilla' },
    pieces: { castillo: { red: 1 }, galicia: { red: 2 }, valencia: { blue: 1 } },
    quarantine: 'sevilla',
    conspiracy: true,
    castilloDestinations: { red: 'granada', blue: 'cataluna' },
    score: { kind: 'general' },
  };
}

/** 2023 with New Regency, a general scoring: the King exiled to France, red's Grande thrown into the Castillo. */
export function regency(): Loose {
  return {
    format: FORMAT_2,
    edition: '2023',
    modules: ['new-regency'],
    players: ['red', 'blue', 'yellow'],
    king: 'france',
    grandes: { red: 'castillo', blue: 'toledo' },
    pieces: { castillo: { red: 2, blue: 1 }, toledo: { blue: 2 } },
    castilloDestinations: { red: 'navarra', blue: 'toledo' },
    score: { kind: 'general' },
  };
}

/** A board built by `base`, changed by `change`. */
export function changed(base: () => Loose, change: (s: Loose) => void): Loose {
  const s = base();
  change(s);
  return s;
}

/** A format-1 snapshot (as JSON) of an engine board and request, for properties that start from the engine's arbitraries. */
export function format1Snapshot(board: ScoringBoard, request: ScoringRequest, edition: string, tie: string): Loose {
  const score: Loose = { ...request };
  delete score.castilloDestinations;
  return {
    format: 'el-grande-snapshot/1',
    edition,
    rules: { tie },
    players: board.players,
    neutral: board.neutral,
    king: board.king,
    grandes: board.grandes,
    mobileScoreboards: board.mobileScoreboards,
    pieces: board.pieces,
    ...(request.kind === 'general' ? { castilloDestinations: request.castilloDestinations } : {}),
    score,
  };
}

const NAMES_2023: Readonly<Record<string, string>> = {
  'pais-vasco': 'navarra',
  'castilla-la-vieja': 'castilla',
  'castilla-la-nueva': 'toledo',
};
const name2023 = (id: unknown) => (typeof id === 'string' ? (NAMES_2023[id] ?? id) : id);
const renameKeys = (record: Loose | undefined, f: (key: string) => string): Loose | undefined =>
  record && Object.fromEntries(Object.entries(record).map(([key, value]) => [f(key), value]));
const mapRecord = (record: Loose | undefined, f: (value: unknown) => unknown): Loose | undefined =>
  record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

/** The same snapshot with every region that has a 2023 name written with it (areas, disks, choices). */
export function with2023Names(s: Loose): Loose {
  const score: Loose = { ...s.score };
  if (typeof score.area === 'string') score.area = name2023(score.area);
  if (score.choices) score.choices = mapRecord(score.choices, name2023);
  return {
    ...s,
    king: name2023(s.king),
    grandes: mapRecord(s.grandes, name2023),
    mobileScoreboards: mapRecord(s.mobileScoreboards, name2023),
    pieces: renameKeys(s.pieces, (key) => String(name2023(key))),
    ...(s.castilloDestinations ? { castilloDestinations: mapRecord(s.castilloDestinations, name2023) } : {}),
    score,
  };
}

/** The same snapshot with one neutral id renamed everywhere it appears (its list, the pieces, the disks). */
export function withNeutralNamed(s: Loose, from: string, to: string): Loose {
  const rename = (id: string) => (id === from ? to : id);
  return {
    ...s,
    neutral: s.neutral.map(rename),
    pieces: mapRecord(s.pieces, (counts) => renameKeys(counts as Loose, rename)),
    ...(s.castilloDestinations ? { castilloDestinations: renameKeys(s.castilloDestinations, rename) } : {}),
  };
}
