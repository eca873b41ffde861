/**
 * A format-2 snapshot with any field, at any depth, replaced by any JSON value is accepted or refused on
 * one line, never thrown; an accepted one converts and scores without throwing either.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreBoard } from '../../src/rules';
import { parseSnapshot } from '../../src/snapshot/parseSnapshot';
import { toResultJson } from '../../src/snapshot/toResultJson';
import { toScoringInput } from '../../src/snapshot/toScoringInput';
import {
  colonies,
  france1995,
  grandissimo,
  intrigue,
  type Loose,
  plain,
  regency,
  variants1995,
} from '../support/snapshots2';
import { say } from '../support/speech';

const BASES = [plain, colonies, france1995, variants1995, grandissimo, intrigue, regency];

/** Every path to a value inside a snapshot, the snapshot's own fields first. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

function replaced(snapshot: Loose, path: (string | number)[], value: unknown): Loose {
  const copy: Loose = structuredClone(snapshot);
  let at: Loose = copy;
  for (const key of path.slice(0, -1)) at = at[key];
  const last = path[path.length - 1];
  if (last !== undefined) at[last] = value;
  return copy;
}

const cases = fc.tuple(fc.constantFrom(...BASES), fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([base, n, value]) => {
  const snapshot = base();
  const paths = pathsOf(snapshot);
  return { snapshot, path: paths[n % paths.length] ?? [], value };
});

describe('a format-2 snapshot with one value replaced', () => {
  it('is scored or refused on one line, never thrown (property)', () => {
    fc.assert(
      fc.property(cases, ({ snapshot, path, value }) => {
        const parsed = parseSnapshot(replaced(snapshot, path, value));
        if (!parsed.ok) {
          expect(say(parsed.error.message)).not.toMatch(/\n/);
          return;
        }
        const { board, request, rules } = toScoringInput(parsed.value);
        expect(toResultJson(scoreBoard(board, request, rules), { snapshotFormat: parsed.value.format })).toBeTypeOf(
          'object',
        );
      }),
      { numRuns: 2000 },
    );
  });
});
