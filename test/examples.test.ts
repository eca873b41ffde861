/**
 * The shipped example snapshots, scored through the command's own code path, against totals
 * worked out by hand (the comments show the arithmetic).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScore } from '../src/cli/runScore';

const dir = join(import.meta.dirname, '../examples');

interface Expected {
  readonly totals: Record<string, number>;
  readonly returnedToCourt?: Record<string, number>;
  /** The snapshot's format, 1 unless given. */
  readonly format?: 2;
}

const expected: Record<string, Expected> = {
  // Castillo 4/0/0: red and green tie → rank 2 = 0, yellow rank 3 = 0. Red's 2 → Granada, yellow's 1 → the
  // King's region (court), green's 2 → Valencia. Galicia 8/4/0: red 8 + home 2, blue 4. País Vasco: blue and
  // green tie → 3 each. Aragón: blue and yellow tie → 4 each. Castilla la Nueva (King): green 7 + 2, red 4.
  // Granada: red 6, yellow 3. Valencia: green 5 (yellow's home, but green is first).
  'general-4p-classic.json': { totals: { red: 20, blue: 11, yellow: 7, green: 17 }, returnedToCourt: { yellow: 1 } },
  // 3 players: ranks 1–2. Ramon and Benita tie → rank 2 → 3 each; Gabriel rank 3 → nothing.
  'area-castillo-bigbox-3p.json': { totals: { ramon: 3, benita: 3, gabriel: 0 } },
  // 2023, 2 players: ranks 1–2. Castilla: dummy first (lost), you 4. Toledo (King): blue 7 + 2, you 4.
  // Granada: you and the dummy tie → rank 2 → you 3, no home bonus.
  'top-value-2023-2p-dummy.json': { totals: { you: 11, blue: 9 } },
  // Galicia red 4; Aragón tied → nothing; Cataluña black 4 + home 2; Valencia (King) green 5 + 2;
  // Granada yellow 6; the Castillo is never part of it.
  'first-place-only-5p-classic.json': { totals: { red: 4, blue: 0, yellow: 6, green: 7, black: 6 } },
  // Aragón and Valencia both hold 4 (the Castillo's 6 do not count). Aragón: tie → 4 each; Valencia: yellow 5.
  'most-4p-bigbox.json': { totals: { red: 4, blue: 4, yellow: 5, green: 0 } },
  // Galicia and Navarra hold 1 each. Galicia: you 4. Navarra is the King's region: blue 5 + 2.
  'fewest-3p-2023.json': { totals: { you: 4, blue: 7, green: 0 } },
  // Granada was named twice: not scored. Aragón: blue 5, yellow 4. Valencia: green and red tie → 3 each.
  'unique-choices-4p-classic.json': { totals: { red: 3, blue: 5, yellow: 4, green: 3 } },
  // 000, example 1: three tied at 4 → 3 each; green drops to rank 4 → nothing.
  'shift-by-tied-000-example-1.json': { totals: { red: 3, blue: 3, yellow: 3, green: 0 } },
  // 002:1229-1232: red alone in France on both bonus spaces: 3 for the majority + 2 (Ambassador) + 1 (Envoy).
  'france-colonies-4p-classic.json': { totals: { red: 6, blue: 0, yellow: 0, green: 0 }, format: 2 },
  // 002:1198-1201: red 3 → 5; the unheld Grand Inquisitor's 2 take second place, its 3 points lost; green 1 → 2.
  'valencia-inquisitor-5p-classic.json': { totals: { red: 5, blue: 0, yellow: 0, green: 2, white: 0 }, format: 2 },
  // Castillo: yellow 5, green 3; yellow's 2 go to the Muslim Granada (6 + 3 = 9: it does not fall, and it is
  // skipped), green's 1 names the King's region: back to court. Galicia: red 2 + Grande = 3, blue 2 + the
  // Church's 2 = 4 → blue 4, red 2. Aragón (King): red and green tie at 3 → 4 each, no bonus. Sevilla under the
  // 8-4-0: blue 1 + 2 → 8, yellow 4. Valencia: green 1 + Grande → 5 + home 2, yellow 3.
  'general-1995-variants-4p-bigbox.json': {
    totals: { red: 6, blue: 12, yellow: 12, green: 14 },
    returnedToCourt: { green: 1 },
    format: 2,
  },
};

describe('example snapshots', () => {
  it('every example file has a worked expectation here', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s scores as worked out by hand', async (file, want) => {
    const outcome = await runScore([join(dir, file)], (path) => readFile(path, 'utf8'));
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    const result = JSON.parse(outcome.stdout);
    const format = want.format ?? 1;
    expect(result.format).toBe(`el-grande-scoring/${format}`);
    expect(result.totals).toEqual(want.totals);
    expect(result.returnedToCourt).toEqual(want.returnedToCourt);
    expect(JSON.parse(readFileSync(join(dir, file), 'utf8')).format).toBe(`el-grande-snapshot/${format}`);
  });
});
