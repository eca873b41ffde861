/** All of one game's history rows, whose keys are [gameId, seq]. */
export const gameRange = (gameId: string): IDBKeyRange =>
  IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]);

/**
 * A row as text with its keys in order at every level, so two equal rows compare equal however their keys
 * were written.
 */
export const canonicalText = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  ) ?? 'undefined';

export const sameRow = (a: unknown, b: unknown): boolean => canonicalText(a) === canonicalText(b);
