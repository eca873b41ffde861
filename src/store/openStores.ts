import { type IDBPDatabase, wrap } from 'idb';
import { runMigrations, type UpgradeTransaction } from './migrations';
import { type CompanionDB, DATA_VERSION, DB_VERSION } from './schema';

export interface OpenStoresOptions {
  /** Runs last inside the upgrade, for what only one of the databases keeps. */
  readonly upgraded?: (transaction: UpgradeTransaction, oldVersion: number, event: IDBVersionChangeEvent) => void;
  readonly blocked?: (() => void) | undefined;
  /** A newer version of the app waits for this connection. */
  readonly blocking?: () => void;
}

/**
 * Opens a database with the app's stores in `factory` (the page's own IndexedDB, or a storage
 * bucket's). The upgrade only adds what is missing, so it is safe to run again; record migrations
 * run after it, inside the same upgrade. As idb's openDB, which only knows the page's factory.
 */
export function openStores(
  factory: IDBFactory,
  name: string,
  { upgraded, blocked, blocking }: OpenStoresOptions = {},
): Promise<IDBPDatabase<CompanionDB>> {
  const request = factory.open(name, DB_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const database = wrap(request.result) as IDBPDatabase<CompanionDB>;
    const transaction = wrap(request.transaction!) as unknown as UpgradeTransaction;
    createStores(database);
    runMigrations(transaction, event.oldVersion);
    void transaction.objectStore('meta').put({ key: 'dataVersion', value: DATA_VERSION });
    upgraded?.(transaction, event.oldVersion, event);
  });
  if (blocked) request.addEventListener('blocked', () => blocked());
  const opened = wrap(request) as Promise<IDBPDatabase<CompanionDB>>;
  if (blocking)
    void opened.then(
      (db) => db.addEventListener('versionchange', () => blocking()),
      () => undefined,
    );
  return opened;
}

function createStores(database: IDBPDatabase<CompanionDB>): void {
  if (!database.objectStoreNames.contains('games')) {
    database.createObjectStore('games', { keyPath: 'id' }).createIndex('by-last-played', 'lastPlayedAt');
  }
  if (!database.objectStoreNames.contains('entries'))
    database.createObjectStore('entries', { keyPath: ['gameId', 'seq'] });
  if (!database.objectStoreNames.contains('boards')) {
    database.createObjectStore('boards', { keyPath: 'id' }).createIndex('by-saved', 'savedAt');
  }
  if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta', { keyPath: 'key' });
}
