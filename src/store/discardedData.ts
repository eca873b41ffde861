import { fieldOf } from '../rules';
import type { DiscardedData } from '../session/libraryStorage';
import type { Database } from './database';
import { writeStrictly } from './writeStrictly';

export type { DiscardedData };

export const DISCARDED_KEY = 'discardedOnOpen';

/**
 * Whether an upgrade from nothing is the browser starting over after throwing the stored data away
 * (Chromium reports it as `dataLoss: "total"`, e.g. when it finds its files damaged after a crash),
 * rather than a first visit. Other browsers never say so, and then nothing is reported.
 */
export function discardedOnOpen(oldVersion: number, event: Event | undefined, at: number): DiscardedData | undefined {
  const dataLoss = fieldOf(event, 'dataLoss');
  const dataLossMessage = fieldOf(event, 'dataLossMessage');
  if (oldVersion !== 0 || dataLoss !== 'total') return undefined;
  return {
    at,
    reason:
      typeof dataLossMessage === 'string' && dataLossMessage.trim() !== ''
        ? dataLossMessage.trim().slice(0, 200)
        : undefined,
  };
}

export const discardedMetaRow = (data: DiscardedData) => ({ key: DISCARDED_KEY, value: data });

/** The stored row of a discard, with the number of games the second copy gave back. */
export const withRestoredGames = (row: { value: unknown }, restoredGames: number) => ({
  key: DISCARDED_KEY,
  value: Object.assign({}, row.value, { restoredGames }),
});

/** The browser's last discard of the stored data, while the player has not yet dismissed it. */
export async function readDiscardedData(db: Database): Promise<DiscardedData | undefined> {
  const row = await db.main.get('meta', DISCARDED_KEY);
  const value = row?.value;
  const [at, reason, restored] = [fieldOf(value, 'at'), fieldOf(value, 'reason'), fieldOf(value, 'restoredGames')];
  if (typeof at !== 'number') return undefined;
  return {
    at,
    reason: typeof reason === 'string' ? reason : undefined,
    ...(typeof restored === 'number' && Number.isInteger(restored) && restored >= 0 ? { restoredGames: restored } : {}),
  };
}

export function dismissDiscardedData(db: Database): Promise<void> {
  return writeStrictly(db, ['meta'], async (tx) => {
    await tx.objectStore('meta').delete(DISCARDED_KEY);
  });
}
