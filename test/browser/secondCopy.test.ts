/**
 * The second copy of the games, in a real Chromium: kept in its own storage bucket, written with
 * every game write before it is shown as saved, brought level with the main database as the app
 * opens, and read back when the main database was thrown away.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/chromium';
import { serveDev } from './support/servers';
import { REVEAL, SETUP } from './support/storeFixtures';

// The harness page's window.store: the src/store functions, called inside the page.
declare const store: Record<string, (...args: any[]) => any> & {
  COPY_BUCKET: string;
  copyName: (name: string) => string;
};
// Helpers installed in the page below, reading either database directly, as the app never does.
declare const rows: {
  read: (where: 'main' | 'copy', name: string) => Promise<{ games: unknown[]; entries: unknown[]; boards: unknown[] }>;
  drop: (where: 'main' | 'copy', name: string) => Promise<void>;
};

describe('the second copy, in a real browser', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof serveDev>>;
  let page: Page;

  beforeAll(async () => {
    server = await serveDev();
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.goto(`${server.url}test/browser/harness/index.html`);
    await page.waitForSelector('body[data-ready="yes"]');
    await page.evaluate(() => {
      const factory = async (where: 'main' | 'copy') =>
        where === 'main'
          ? indexedDB
          : ((await (navigator as any).storageBuckets.open(store.COPY_BUCKET)).indexedDB as IDBFactory);
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>(
          (resolve, reject) => (
            (request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))
          ),
        );
      (window as any).rows = {
        async read(where: 'main' | 'copy', name: string) {
          const db = await done((await factory(where)).open(where === 'main' ? name : store.copyName(name)));
          const tx = db.transaction(['games', 'entries', 'boards'], 'readonly');
          const [games, entries, boards] = await Promise.all(
            ['games', 'entries', 'boards'].map((s) => done(tx.objectStore(s).getAll())),
          );
          db.close();
          return { games, entries, boards };
        },
        async drop(where: 'main' | 'copy', name: string) {
          await done(
            (await factory(where)).deleteDatabase(
              where === 'main' ? name : store.copyName(name),
            ) as IDBRequest<unknown>,
          );
        },
      };
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('holds every game and board written, as the main database does, once each write is done', async () => {
    const both = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!({ name: 'copy-writes' });
        const game = await store.createGame!(db, setup, 'Copied');
        const next = await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], {
          round: 1,
          over: false,
        });
        await store.appendEntries!(db, next, [{ kind: 'undo' }, { kind: 'redo' }], { round: 1, over: false });
        const other = await store.createGame!(db, setup, 'Purged');
        await store.deleteGame!(db, other.id);
        await store.purgeGame!(db, other.id);
        const removed = await store.createGame!(db, setup, 'Deleted');
        await store.deleteGame!(db, removed.id);
        const board = await store.saveBoard!(db, 'Round 3', { x: 1 });
        await store.saveBoard!(db, 'Round 6', { x: 2 });
        await store.deleteBoard!(db, board.id);
        db.close();
        return { main: await rows.read('main', 'copy-writes'), copy: await rows.read('copy', 'copy-writes') };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(both.main.games).toHaveLength(2);
    expect(both.main.entries).toHaveLength(5);
    expect(both.main.boards).toHaveLength(1);
    expect(both.copy).toEqual(both.main);
  });

  it('holds what a restored backup wrote: a game added whole, a game extended, a board', async () => {
    const both = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!({ name: 'backup-source' });
        const game = await store.createGame!(db, setup, 'Played further elsewhere');
        const elsewhere = await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], {
          round: 1,
          over: false,
        });
        const everything = await store.readEverything!(db);
        const [further] = everything.games;
        // The device as it was before the game went on: its first entry only.
        const other = await store.openDatabase!({ name: 'backup-restored' });
        const here = await store.createGame!(other, setup, 'Here');
        const start = { ...further, summary: { ...further.summary, id: 'restored-whole' } };
        await store.addBackedUpGame!(other, start);
        const stored = { ...here };
        await store.extendGame!(other, stored, { ...further, summary: { ...further.summary, id: here.id } });
        await store.putBoard!(other, { id: 'board-1', name: 'Round 3', draft: { x: 1 }, savedAt: 5, dataVersion: 4 });
        db.close();
        other.close();
        return {
          elsewhere: elsewhere.entries,
          main: await rows.read('main', 'backup-restored'),
          copy: await rows.read('copy', 'backup-restored'),
        };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(both.main.games).toHaveLength(2);
    expect(both.main.entries).toHaveLength(2 * both.elsewhere);
    expect(both.main.boards).toHaveLength(1);
    expect(both.copy).toEqual(both.main);
  });

  it('takes back out of the copy a write the main database refused', async () => {
    const both = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!({ name: 'copy-refused' });
        const game = await store.createGame!(db, setup, 'Two tabs');
        await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], { round: 1, over: false });
        // Written from a summary that is no longer the stored one, as by a tab that missed a write.
        const refused = await store.appendEntries!(db, game, [{ kind: 'undo' }], { round: 1, over: false }).then(
          () => 'written',
          (e: { reason: string }) => e.reason,
        );
        db.close();
        return {
          refused,
          main: await rows.read('main', 'copy-refused'),
          copy: await rows.read('copy', 'copy-refused'),
        };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(both.refused).toBe('conflict');
    expect(both.main.entries).toHaveLength(2);
    expect(both.copy).toEqual(both.main);
  });

  it('keeps nothing, in either database, of a write the engine refused while it was under way', async () => {
    const both = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!({ name: 'check-refused' });
        const game = await store.createGame!(db, setup, 'Refused');
        const before = {
          main: await rows.read('main', 'check-refused'),
          copy: await rows.read('copy', 'check-refused'),
        };
        // The check is asked for once the write's first requests have gone out; undefined is the engine's refusal.
        let asked = 0;
        const refused = await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], () => {
          asked += 1;
          return undefined;
        });
        const after = {
          main: await rows.read('main', 'check-refused'),
          copy: await rows.read('copy', 'check-refused'),
        };
        // The stored summary is still the one the refused write started from: the next write goes through.
        const next = await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], () => ({
          round: 1,
          over: false,
        }));
        db.close();
        return { asked, refused, before, after, next, written: await rows.read('main', 'check-refused') };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(both.asked).toBe(1);
    expect(both.refused).toBeUndefined();
    expect(both.after).toEqual(both.before);
    expect(both.before.main.entries).toHaveLength(1);
    expect(both.next).toMatchObject({ entries: 2, round: 1, over: false });
    expect(both.written.entries).toHaveLength(2);
  });

  it('puts the games and boards back when the main database is gone, and the log replays as before', async () => {
    const result = await page.evaluate(
      async ({ setup, reveal }) => {
        const name = 'copy-restore';
        let db = await store.openDatabase!({ name });
        const game = await store.createGame!(db, setup, 'Saved twice');
        await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], { round: 1, over: false });
        await store.saveBoard!(db, 'Round 3', { x: 1 });
        const before = await store.loadLog!(db, game.id);
        db.close();
        await rows.drop('main', name);
        db = await store.openDatabase!({ name });
        const after = {
          log: await store.loadLog!(db, game.id),
          games: await store.listGames!(db),
          boards: await store.listBoards!(db),
          notice: await store.readDiscardedData!(db),
        };
        db.close();
        return { before, after, main: await rows.read('main', name), copy: await rows.read('copy', name) };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(result.after.log).toEqual(result.before);
    expect(result.after.games.map((g: { title: string }) => g.title)).toEqual(['Saved twice']);
    expect(result.after.boards.map((b: { name: string }) => b.name)).toEqual(['Round 3']);
    // The browser did not say it threw anything away, so there is nothing to tell.
    expect(result.after.notice).toBeUndefined();
    expect(result.main).toEqual(result.copy);
  });

  it('when the browser says it threw the data away, the notice counts the games put back', async () => {
    const notice = await page.evaluate(async (setup) => {
      const name = 'copy-notice';
      let db = await store.openDatabase!({ name });
      await store.createGame!(db, setup, 'One');
      await store.createGame!(db, setup, 'Two');
      db.close();
      await rows.drop('main', name);
      // As Chromium reports it when it found its files damaged: the database opens from nothing, and says why.
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
        const request = open.apply(this, args);
        if (this === indexedDB && args[0] === name) {
          request.addEventListener('upgradeneeded', (e) =>
            Object.defineProperties(e, {
              dataLoss: { value: 'total' },
              dataLossMessage: { value: 'checksum mismatch' },
            }),
          );
        }
        return request;
      };
      try {
        db = await store.openDatabase!({ name });
      } finally {
        IDBFactory.prototype.open = open;
      }
      const read = await store.readDiscardedData!(db);
      db.close();
      return read;
    }, SETUP);
    expect(notice).toMatchObject({ reason: 'checksum mismatch', restoredGames: 2 });
  });

  it('a copy that is gone is written again from the main database as the app opens', async () => {
    const both = await page.evaluate(
      async ({ setup, reveal }) => {
        const name = 'copy-again';
        let db = await store.openDatabase!({ name });
        const game = await store.createGame!(db, setup, 'Copied again');
        await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], { round: 1, over: false });
        await store.saveBoard!(db, 'Round 3', { x: 1 });
        db.close();
        await rows.drop('copy', name);
        db = await store.openDatabase!({ name });
        db.close();
        return { main: await rows.read('main', name), copy: await rows.read('copy', name) };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(both.main.entries).toHaveLength(2);
    expect(both.copy).toEqual(both.main);
  });

  it('asking to keep the data asks for the second copy too', async () => {
    await page.evaluate(async () => {
      const bucket = (globalThis as any).StorageBucket.prototype;
      const persist = bucket.persist;
      const names: string[] = [];
      (window as any).asked = { names, persist, persisted: bucket.persisted };
      bucket.persist = function (this: { name: string }) {
        names.push(this.name);
        return persist.call(this);
      };
      bucket.persisted = async () => false;
      await store.requestPersistentStorage!();
    });
    try {
      // The second copy is asked for on its own, without holding up the answer for the data.
      await page.waitForFunction(() => (window as any).asked.names.length > 0);
      expect(await page.evaluate(() => (window as any).asked.names)).toEqual(['second-copy']);
    } finally {
      await page.evaluate(() => {
        const bucket = (globalThis as any).StorageBucket.prototype;
        bucket.persist = (window as any).asked.persist;
        bucket.persisted = (window as any).asked.persisted;
      });
    }
  });

  it('a first visit finds nothing to put back and opens empty', async () => {
    const opened = await page.evaluate(async () => {
      const db = await store.openDatabase!({ name: 'copy-first-visit' });
      const result = { games: await store.listGames!(db), notice: await store.readDiscardedData!(db) };
      db.close();
      return result;
    });
    expect(opened).toEqual({ games: [], notice: undefined });
  });
});
