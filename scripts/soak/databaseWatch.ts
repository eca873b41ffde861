import type { BrowserContext } from 'playwright-core';
import { DB_NAME } from '../../src/store/schema';
import { copyName } from '../../src/store/secondCopy';

/** An upgrade of the app's database as the page saw it; Chromium adds why, when it started it afresh. */
export interface DatabaseUpgrade {
  /** The app's own database, or its second copy (the same name, in a storage bucket). */
  readonly which: 'main' | 'copy';
  readonly oldVersion: number;
  /** Chromium's own fields: 'none', or 'total' when it threw the stored database away on opening it. */
  readonly dataLoss?: string;
  readonly dataLossMessage?: string;
}

/**
 * Tells the soak each time the app's database is created or upgraded as it opens. A database
 * created from nothing on a profile where it existed before is one the browser lost as a whole.
 */
const LISTENER = (main: string, copy: string) => `(() => {
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (asked) {
    const request = open.apply(this, arguments);
    const which = asked === ${JSON.stringify(main)} ? 'main' : asked === ${JSON.stringify(copy)} ? 'copy' : undefined;
    if (which) {
      request.addEventListener('upgradeneeded', (e) => {
        if (typeof window.__soakDatabaseUpgrade === 'function') void window.__soakDatabaseUpgrade({ which, oldVersion: e.oldVersion, dataLoss: e.dataLoss, dataLossMessage: e.dataLossMessage });
      });
    }
    return request;
  };
})();`;

export async function watchDatabaseUpgrades(
  context: BrowserContext,
  onUpgrade: (upgrade: DatabaseUpgrade) => void,
): Promise<void> {
  await context.exposeBinding('__soakDatabaseUpgrade', (_source, upgrade: DatabaseUpgrade) => onUpgrade(upgrade));
  await context.addInitScript(LISTENER(DB_NAME, copyName(DB_NAME)));
}
