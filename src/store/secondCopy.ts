import type { IDBPDatabase } from 'idb';
import type { Database } from './database';
import { openStores } from './openStores';
import { gameRange, sameRow } from './rowKeys';
import { COPY_BUCKET, type CompanionDB, copyName, type GameSummary } from './schema';
import { summaryProblem } from './storedSummaries';

export { COPY_BUCKET, copyName };

interface StorageBuckets {
  open(
    name: string,
    options?: { durability?: 'strict' | 'relaxed' },
  ): Promise<{ indexedDB: IDBFactory; persist(): Promise<boolean>; persisted(): Promise<boolean> }>;
}

// Chromium's storage buckets, which the standard types do not have yet.
declare global {
  interface Navigator {
    readonly storageBuckets?: StorageBuckets;
  }
}

const storageBuckets = (): StorageBuckets | undefined => navigator.storageBuckets;

/**
 * Opens the second copy. Where the browser has storage buckets (Chromium), it lives in a bucket of
 * its own, whose IndexedDB files are apart from the app's: when Chromium finds the main files
 * damaged after a crash and throws them away, the copy stays. Elsewhere it is a second database
 * (Firefox and Safari keep each database in a file of its own). Undefined when neither opens.
 */
export async function openSecondCopy(
  name: string,
  blocking: () => void,
): Promise<IDBPDatabase<CompanionDB> | undefined> {
  try {
    const buckets = storageBuckets();
    const factory = buckets ? (await buckets.open(COPY_BUCKET, { durability: 'strict' })).indexedDB : indexedDB;
    return await openStores(factory, copyName(name), { blocking });
  } catch {
    return undefined;
  }
}

/**
 * Copies one game as the main database holds it now (summary and every history row) over the
 * copy's, or takes it out of the copy when the main database has no such game. With `onlyIfCopyHas`,
 * nothing is written when the copy's summary is no longer that one: a newer write got there first.
 */
export async function copyGameFromMain(
  db: Database,
  gameId: string,
  onlyIfCopyHas?: { summary: GameSummary | undefined },
): Promise<void> {
  const copy = db.copy;
  if (!copy) return;
  const read = db.main.transaction(['games', 'entries'], 'readonly');
  const [summary, rows] = await Promise.all([
    read.objectStore('games').get(gameId),
    read.objectStore('entries').getAll(gameRange(gameId)),
    read.done,
  ]);
  // A summary that cannot be read is never copied: the copy keeps the last good one, to put back from.
  if (summary && summaryProblem(summary) !== undefined) return;
  const tx = copy.transaction(['games', 'entries'], 'readwrite', { durability: 'strict' });
  if (onlyIfCopyHas && !sameRow(await tx.objectStore('games').get(gameId), onlyIfCopyHas.summary))
    return void (await tx.done);
  const games = tx.objectStore('games');
  const entries = tx.objectStore('entries');
  await Promise.all([
    entries.delete(gameRange(gameId)),
    ...rows.map((row) => entries.put(row)),
    summary ? games.put(summary) : games.delete(gameId),
    tx.done,
  ]);
}

/**
 * Brings the copy level with the main database as the app opens: each game whose summary differs
 * (the copy was thrown away, or missed a write) is copied again, and so is each saved board. Games
 * purged from the main database are left in the copy: a copy errs on the side of keeping.
 */
export async function bringCopyUpToDate(db: Database): Promise<void> {
  const copy = db.copy;
  if (!copy) return;
  const [games, copied, boards, copiedBoards] = await Promise.all([
    db.main.getAll('games'),
    copy.getAll('games'),
    db.main.getAll('boards'),
    copy.getAll('boards'),
  ]);
  const inCopy = new Map(copied.map((g) => [g.id, g]));
  for (const game of games) {
    const there = inCopy.get(game.id);
    if (!there || !sameRow(there, game)) await copyGameFromMain(db, game.id, { summary: there });
  }
  const boardsInCopy = new Map(copiedBoards.map((b) => [b.id, b]));
  const behind = boards.filter((b) => !sameRow(boardsInCopy.get(b.id), b));
  if (behind.length === 0) return;
  const tx = copy.transaction('boards', 'readwrite', { durability: 'strict' });
  await Promise.all([...behind.map((b) => tx.store.put(b)), tx.done]);
}

/** Copies one saved board as the main database holds it now over the copy's, or takes it out of the copy. */
export async function copyBoardFromMain(db: Database, id: string): Promise<void> {
  const copy = db.copy;
  if (!copy) return;
  const board = await db.main.get('boards', id);
  const tx = copy.transaction('boards', 'readwrite', { durability: 'strict' });
  await Promise.all([board ? tx.store.put(board) : tx.store.delete(id), tx.done]);
}

/**
 * Asks the browser to keep the second copy even when space runs low, as the app asks for its own
 * data: a bucket is kept or evicted on its own. Whether it agreed; false without buckets.
 */
export async function persistSecondCopy(): Promise<boolean> {
  try {
    const bucket = await storageBuckets()?.open(COPY_BUCKET, { durability: 'strict' });
    if (!bucket) return false;
    return (await bucket.persisted()) || (await bucket.persist());
  } catch {
    return false;
  }
}
