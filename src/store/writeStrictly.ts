import type { IDBPTransaction, StoreNames } from 'idb';
import type { Database } from './database';
import type { CompanionDB } from './schema';
import { toStorageError } from './storageError';

type Names = StoreNames<CompanionDB>;

/**
 * The same write for the second copy: plain puts and deletes, and how to set the copy right should the two
 * end apart.
 */
export interface CopyWrite<S extends Names[]> {
  /** Sends the copy's requests, all at once, and gives them back (they are awaited with the transaction). */
  readonly write: (tx: IDBPTransaction<CompanionDB, S, 'readwrite'>) => readonly Promise<unknown>[];
  /**
   * Runs when the main write failed after the copy's went through, or the copy's failed: copies the rows
   * concerned again from the main database.
   */
  readonly mend: () => Promise<void>;
}

/**
 * Every write of the app: one readwrite transaction with strict durability (the data is on disk
 * when it resolves), awaited. `work` must await nothing but IndexedDB requests of this transaction.
 * On any failure the transaction is aborted, so nothing of it is kept, and the error comes back in
 * a player's words. With `copy`, the second copy is written too and awaited, so what is shown as
 * saved is in both; a failure of the copy alone does not fail the write.
 *
 * `work` may call `commit` once its checks have passed: the transaction commits without waiting for
 * its writes to answer, and the copy's write starts while the main one goes to disk, so that the
 * page is not busy with the copy when the main write's check answers. Otherwise the copy starts
 * when `work` is done.
 */
export async function writeStrictly<const S extends Names[], T>(
  db: Database,
  stores: S,
  work: (tx: IDBPTransaction<CompanionDB, S, 'readwrite'>, commit: () => void) => Promise<T>,
  copy?: CopyWrite<S>,
): Promise<T> {
  let copied: Promise<boolean> | undefined;
  const startCopy = () => (copied ??= copy && db.copy ? writeCopy(db.copy, stores, copy.write) : Promise.resolve(true));
  const mendUnless = async (kept: boolean) => {
    if (!kept && copy && db.copy) await copy.mend().catch(() => undefined);
  };
  try {
    const value = await writeMain(db, stores, async (tx) => {
      const value = await work(tx, () => {
        // Older browsers (Safari before 15) lack commit(): there the transaction commits by itself once its
        // writes have answered.
        if (typeof tx.commit === 'function') tx.commit();
        startCopy();
      });
      startCopy();
      return value;
    });
    await mendUnless(await startCopy());
    return value;
  } catch (error) {
    // The copy may hold what the main database refused: set it back before the caller goes on.
    if (copied && (await copied)) await mendUnless(false);
    throw error;
  }
}

async function writeMain<const S extends Names[], T>(
  db: Database,
  stores: S,
  work: (tx: IDBPTransaction<CompanionDB, S, 'readwrite'>) => Promise<T>,
): Promise<T> {
  let tx: IDBPTransaction<CompanionDB, S, 'readwrite'>;
  try {
    tx = db.main.transaction(stores, 'readwrite', { durability: 'strict' });
  } catch (error) {
    throw toStorageError(error);
  }
  const done = tx.done.then(
    () => undefined,
    (error: unknown) => error ?? new Error('The write was aborted'),
  );
  try {
    const value = await work(tx);
    const failure = await done;
    if (failure) throw failure;
    return value;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // The transaction already ended (a failed request aborts it).
    }
    await done;
    throw toStorageError(error);
  }
}

/** Whether the copy's transaction committed. Never throws: the copy is a safeguard, not a reason to refuse a write. */
async function writeCopy<const S extends Names[]>(
  copy: NonNullable<Database['copy']>,
  stores: S,
  write: CopyWrite<S>['write'],
): Promise<boolean> {
  try {
    // Relaxed: the copy is handed to the system without waiting for the disk, which survives the app or the
    // browser being killed (the case the copy is for, a main database thrown away after a crash); the
    // main write alone waits for the disk.
    const tx = copy.transaction(stores, 'readwrite', { durability: 'relaxed' });
    await Promise.all([...write(tx), tx.done]);
    return true;
  } catch {
    return false;
  }
}
