import type * as v from 'valibot';

import { CABALLEROS_PER_PLAYER, toAreaId, type Words, words } from '../rules';
import { issuePath } from './issuePath';
import { sayWords } from './schemaWords';

/** The shape checkReferences sees: the snapshot after its fields passed their own checks. */
interface CheckedFields {
  readonly players: readonly string[];
  readonly neutral?: readonly string[] | undefined;
  readonly grandes?: Readonly<Record<string, string>> | undefined;
  readonly mobileScoreboards?: Readonly<Record<string, string | undefined>> | undefined;
  readonly pieces: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly castilloDestinations?: Readonly<Record<string, string>> | undefined;
  readonly score: { readonly kind: string; readonly choices?: Readonly<Record<string, string>> };
}

type Problem = readonly [path: readonly (string | number)[], message: Words];

/**
 * Checks the snapshot's fields against each other: every id is a player or neutral,
 * nobody has more than 30 caballeros, aliases do not name one area twice, the mobile
 * scoreboards lie apart, and a general scoring knows where every Castillo caballero goes.
 * Reports the first problem only, with the path of the field at fault.
 */
export function checkReferences<T extends CheckedFields>({ dataset, addIssue }: v.RawCheckContext<T>): void {
  if (!dataset.typed) return;
  const problem = findProblem(dataset.value);
  if (!problem) return;
  const [path, message] = problem;
  addIssue({ message: sayWords(message), ...issuePath(dataset.value, path) });
}

function findProblem(s: CheckedFields): Problem | undefined {
  const neutral = s.neutral ?? [];
  const firstRepeat = (ids: readonly string[]) => ids.findIndex((id, i) => ids.indexOf(id) !== i);

  const repeatedPlayer = firstRepeat(s.players);
  if (repeatedPlayer >= 0) return [['players', repeatedPlayer], twice(s.players[repeatedPlayer])];
  const repeatedNeutral = firstRepeat(neutral);
  if (repeatedNeutral >= 0) return [['neutral', repeatedNeutral], twice(neutral[repeatedNeutral])];
  const both = neutral.findIndex((id) => s.players.includes(id));
  if (both >= 0) return [['neutral', both], words('snapshot.id.alreadyAPlayer', { id: neutral[both] ?? '' })];

  const known = new Set([...s.players, ...neutral]);
  const unknownId = (id: string) => neitherWords(id, s.players, neutral);

  for (const id of Object.keys(s.grandes ?? {})) {
    if (!s.players.includes(id)) {
      return [['grandes', id], known.has(id) ? words('snapshot.id.neutral', { id, why: 'grande' }) : unknownId(id)];
    }
  }

  const seenAreas = new Map<string, string>();
  const totals = new Map<string, number>();
  for (const [area, counts] of Object.entries(s.pieces)) {
    const canonical = toAreaId(area) ?? area;
    const earlier = seenAreas.get(canonical);
    if (earlier !== undefined) return [['pieces', area], words('snapshot.area.sameAs', { earlier })];
    seenAreas.set(canonical, area);
    for (const [id, n] of Object.entries(counts)) {
      if (!known.has(id)) return [['pieces', area, id], unknownId(id)];
      const total = (totals.get(id) ?? 0) + n;
      if (total > CABALLEROS_PER_PLAYER) {
        return [['pieces', area, id], words('snapshot.pieces.colourTotal', { id, total, most: CABALLEROS_PER_PLAYER })];
      }
      totals.set(id, total);
    }
  }

  const boards = s.mobileScoreboards ?? {};
  const [a, b] = [boards['8-4-0'], boards['4-0-0']];
  if (a !== undefined && b !== undefined && toAreaId(a) === toAreaId(b)) {
    return [['mobileScoreboards', '4-0-0'], words('snapshot.scoreboards.together', { area: b })];
  }

  const destinations = s.castilloDestinations ?? {};
  for (const id of Object.keys(destinations)) {
    if (!known.has(id)) return [['castilloDestinations', id], unknownId(id)];
  }
  if (s.score.kind === 'general') {
    const castillo = Object.entries(s.pieces).find(([area]) => toAreaId(area) === 'castillo')?.[1] ?? {};
    const missing = Object.keys(castillo).find((id) => (castillo[id] ?? 0) > 0 && destinations[id] === undefined);
    if (missing !== undefined) {
      return [
        ['castilloDestinations', missing],
        words('snapshot.disk.missing', { why: words('snapshot.disk.why.castillo', { id: missing }) }),
      ];
    }
  }

  for (const id of Object.keys(s.score.choices ?? {})) {
    if (!s.players.includes(id)) {
      return [
        ['score', 'choices', id],
        known.has(id) ? words('snapshot.id.neutral', { id, why: 'choice' }) : unknownId(id),
      ];
    }
  }
  return undefined;
}

const twice = (id: string | undefined): Words => words('snapshot.id.twice', { id: id ?? '' });

/** Why an id is neither a player nor neutral, naming those there are. */
export const neitherWords = (id: string, players: readonly string[], neutral: readonly string[]): Words =>
  neutral.length > 0
    ? words('snapshot.id.unknownWithNeutral', { id, players: players.join(', '), neutral: neutral.join(', ') })
    : words('snapshot.id.unknown', { id, players: players.join(', ') });
