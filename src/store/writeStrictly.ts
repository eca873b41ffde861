import type { IDBPTransaction, StoreNames } from 'idb';
import type { Database } from './openDatabase';
import type { CompanionDB } from './schema';
import { toStorageError } from './storageError';

type Names = StoreNames<CompanionDB>;

/**
 * Every write of the app: one readwrite transaction with strict durability (the data is on disk
 * when it resolves), awaited. `work` must await nothing but IndexedDB requests of this transaction.
 * On any failure the transaction is aborted, so nothing of it is kept, and the error comes back in
 * a player's words.
 */
export async function writeStrictly<const S extends Names[], T>(
  db: Database,
  stores: S,
  work: (tx: IDBPTransaction<CompanionDB, S, 'readwrite'>) => Promise<T>,
): Promise<T> {
  let tx: IDBPTransaction<CompanionDB, S, 'readwrite'>;
  try {
    tx = db.transaction(stores, 'readwrite', { durability: 'strict' });
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
