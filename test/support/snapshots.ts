/** A snapshot as plain, freely breakable JSON. */
export type Loose = Record<string, any>;

/** The contract's example snapshot: valid, a general scoring, Castillo caballeros with destinations. */
export function validSnapshot(): Loose {
  return {
    format: 'el-grande-snapshot/1',
    edition: 'classic',
    rules: { tie: 'official' },
    players: ['red', 'blue', 'yellow', 'green'],
    neutral: [],
    king: 'castilla-la-nueva',
    grandes: { red: 'galicia', blue: 'aragon' },
    mobileScoreboards: { '8-4-0': 'galicia', '4-0-0': 'castillo' },
    pieces: {
      galicia: { red: 3, blue: 2 },
      castillo: { red: 2, yellow: 1 },
    },
    castilloDestinations: { red: 'granada', yellow: 'castilla-la-nueva' },
    score: { kind: 'general' },
  };
}

/** The valid snapshot with one change made by `change`. */
export function broken(change: (s: Loose) => void): Loose {
  const s = validSnapshot();
  change(s);
  return s;
}
