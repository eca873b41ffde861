import type { Page } from 'playwright-core';

import type { LogEntry } from '../../src/rules';
import { DB_NAME } from '../../src/store/schema';

/** A game as IndexedDB holds it, read around the app: its summary's entry count and every history row. */
export interface StoredGame {
  readonly id: string;
  readonly summaryEntries: number;
  readonly entries: readonly LogEntry[];
}

/**
 * What IndexedDB holds for the app, read around it: whether its database exists, every game's title, and the
 * game asked for.
 */
export interface StoreContents {
  readonly database: boolean;
  readonly titles: readonly string[];
  readonly game?: StoredGame;
}

/**
 * Reads the game with this title (not deleted) straight from IndexedDB, in the page's origin.
 * Never creates the database: a profile whose app never opened it has no games.
 */
export function readStore(page: Page, title: string): Promise<StoreContents> {
  return page.evaluate(
    async ({ name, title }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return { database: false, titles: [] };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const ask = <T>(request: IDBRequest<T>) =>
        new Promise<T>(
          (resolve, reject) => (
            (request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))
          ),
        );
      try {
        const tx = db.transaction(['games', 'entries'], 'readonly');
        const games = (await ask(tx.objectStore('games').getAll())) as {
          id: string;
          title: string;
          entries: number;
          deletedAt?: number;
        }[];
        const titles = games.map((g) => g.title);
        const game = games.find((g) => g.title === title && g.deletedAt === undefined);
        if (!game) return { database: true, titles };
        // Keys are [game, seq]: the rows come back in the order they were written.
        const rows = (await ask(
          tx.objectStore('entries').getAll(IDBKeyRange.bound([game.id, 0], [game.id, Number.MAX_SAFE_INTEGER])),
        )) as { seq: number; entry: unknown }[];
        return {
          database: true,
          titles,
          game: { id: game.id, summaryEntries: game.entries, entries: rows.map((r) => r.entry) },
        };
      } finally {
        db.close();
      }
    },
    { name: DB_NAME, title },
  ) as Promise<StoreContents>;
}

/**
 * The negative control's loss: the newest entry of the game taken away with its summary wound back
 * one entry, as if the write that stored it had never committed. One transaction, like the app's own.
 */
export function dropNewestEntry(page: Page, title: string): Promise<void> {
  return page.evaluate(
    async ({ name, title }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(['games', 'entries'], 'readwrite', { durability: 'strict' });
          tx.oncomplete = () => resolve();
          tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('the control could not take an entry away'));
          const read = tx.objectStore('games').getAll();
          read.onsuccess = () => {
            const game = (read.result as { id: string; title: string; entries: number; deletedAt?: number }[]).find(
              (g) => g.title === title && g.deletedAt === undefined,
            );
            if (!game || game.entries < 2) return tx.abort();
            tx.objectStore('entries').delete([game.id, game.entries - 1]);
            tx.objectStore('games').put({ ...game, entries: game.entries - 1 });
          };
        });
      } finally {
        db.close();
      }
    },
    { name: DB_NAME, title },
  );
}
