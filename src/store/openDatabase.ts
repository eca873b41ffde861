import type { Database } from './database';
import { discardedMetaRow, discardedOnOpen } from './discardedData';
import { openStores } from './openStores';
import { restoreFromCopy, restorePendingRow } from './restoreFromCopy';
import { DB_NAME } from './schema';
import { bringCopyUpToDate, openSecondCopy } from './secondCopy';

export type { Database };

export interface OpenOptions {
  /** Another tab opened a newer version of the app: this tab must reload before writing again. */
  readonly onOutdated?: () => void;
  /** An older version of the app, open in another tab, keeps the upgrade from running. */
  readonly onBlocked?: () => void;
  /** For tests: a different database name. */
  readonly name?: string;
}

/**
 * Opens the app's database and its second copy. A main database created from nothing takes back
 * what the copy holds; otherwise the copy is brought level with it. Both are done before the app
 * reads or writes anything, so no write of the app can cross them.
 */
export async function openDatabase({ onOutdated, onBlocked, name = DB_NAME }: OpenOptions = {}): Promise<Database> {
  let db: Database | undefined;
  const blocking = () => {
    // A newer version waits for this connection: let it through and ask this tab to reload.
    db?.close();
    onOutdated?.();
  };
  const main = await openStores(indexedDB, name, {
    upgraded(transaction, oldVersion, event) {
      if (oldVersion !== 0) return;
      void transaction.objectStore('meta').put(restorePendingRow());
      // Kept for the games list to tell the player, rather than showing an empty list as if new.
      const discarded = discardedOnOpen(oldVersion, event, Date.now());
      if (discarded) void transaction.objectStore('meta').put(discardedMetaRow(discarded));
    },
    blocked: onBlocked,
    blocking,
  });
  const copy = await openSecondCopy(name, blocking);
  const opened: Database = {
    main,
    copy,
    close() {
      main.close();
      copy?.close();
    },
  };
  db = opened;
  // A copy that cannot be read or written must not keep the games from opening.
  await restoreFromCopy(opened).catch(() => undefined);
  await bringCopyUpToDate(opened).catch(() => undefined);
  return opened;
}
