import { openDB, type IDBPDatabase } from 'idb';
import { DATA_VERSION, DB_NAME, DB_VERSION, type CompanionDB } from './schema';
import { discardedMetaRow, discardedOnOpen } from './discardedData';
import { runMigrations } from './migrations';

export type Database = IDBPDatabase<CompanionDB>;

export interface OpenOptions {
  /** Another tab opened a newer version of the app: this tab must reload before writing again. */
  readonly onOutdated?: () => void;
  /** An older version of the app, open in another tab, keeps the upgrade from running. */
  readonly onBlocked?: () => void;
  /** For tests: a different database name. */
  readonly name?: string;
}

/**
 * Opens the database, creating or upgrading its stores. The upgrade only adds what is missing,
 * so it is safe to run again; record migrations run after it, inside the same upgrade.
 */
export async function openDatabase({ onOutdated, onBlocked, name = DB_NAME }: OpenOptions = {}): Promise<Database> {
  const db = await openDB<CompanionDB>(name, DB_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction, event) {
      if (!database.objectStoreNames.contains('games')) {
        database.createObjectStore('games', { keyPath: 'id' }).createIndex('by-last-played', 'lastPlayedAt');
      }
      if (!database.objectStoreNames.contains('entries')) database.createObjectStore('entries', { keyPath: ['gameId', 'seq'] });
      if (!database.objectStoreNames.contains('boards')) {
        database.createObjectStore('boards', { keyPath: 'id' }).createIndex('by-saved', 'savedAt');
      }
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta', { keyPath: 'key' });
      runMigrations(transaction, oldVersion);
      void transaction.objectStore('meta').put({ key: 'dataVersion', value: DATA_VERSION });
      // Kept for the games list to tell the player, rather than showing an empty list as if new.
      const discarded = discardedOnOpen(oldVersion, event, Date.now());
      if (discarded) void transaction.objectStore('meta').put(discardedMetaRow(discarded));
    },
    blocked() {
      onBlocked?.();
    },
    blocking() {
      // A newer version waits for this connection: let it through and ask this tab to reload.
      db.close();
      onOutdated?.();
    },
  });
  return db;
}
