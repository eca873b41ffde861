/**
 * The IndexedDB store in a real Chromium: strict-durability writes, append-only logs, undo and
 * corrections read back as a log, deletion with a way back, boards, records, schema version,
 * single-writer locks and the change feed between tabs.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Text } from '../../src/rules';
import { say } from '../support/speech';
import { openBrowser } from './support/chromium';
import { ROOT, serveDev } from './support/servers';
import { REVEAL, SETUP } from './support/storeFixtures';

// The harness page's window.store: the src/store functions, called inside the page.
declare const store: Record<string, (...args: any[]) => any>;

describe('the store, in a real browser', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof serveDev>>;
  let page: Page;
  const harness = () => `${server.url}test/browser/harness/index.html`;

  beforeAll(async () => {
    server = await serveDev();
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.goto(harness());
    await page.waitForSelector('body[data-ready="yes"]');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('writes a game and its log, and reads them back after a reload', async () => {
    const id = await page.evaluate(async (setup) => {
      const db = await store.openDatabase!();
      const game = (await store.createGame!(db, setup, 'Friday')) as { id: string };
      db.close();
      return game.id;
    }, SETUP);
    await page.reload();
    await page.waitForSelector('body[data-ready="yes"]');
    const back = await page.evaluate(async (gameId) => {
      const db = await store.openDatabase!();
      const log = await store.loadLog!(db, gameId);
      const list = (await store.listGames!(db)) as { id: string; title: string; entries: number }[];
      db.close();
      return { log, list };
    }, id);
    expect(back.log).toEqual([SETUP]);
    expect(back.list.find((g) => g.id === id)).toMatchObject({ title: 'Friday', entries: 1 });
  });

  it('appends commands, undoes and corrects by appending, and replays the result', async () => {
    const result = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!();
        const game = (await store.createGame!(db, setup, 'Undo test')) as { id: string; entries: number };
        const update = { round: 1, over: false };
        const append = (base: unknown, entry: unknown) =>
          store.appendEntries!(db, base, [entry], update) as Promise<{ id: string; entries: number }>;
        let base = await append(game, { kind: 'command', command: reveal });
        const afterReveal = base;
        base = await append(base, { kind: 'command', command: { type: 'play-power', player: 'red', value: 13 } });
        // The same summary with its keys in another order is still the stored one.
        base = await append(Object.fromEntries(Object.entries(base).reverse()), { kind: 'undo' });
        base = await append(base, {
          kind: 'correct',
          index: 1,
          command: { ...reveal, cards: { ...reveal.cards, '1': 'classic/move-3-any' } },
        });
        const reason = (write: Promise<unknown>) =>
          write.then(
            () => 'written',
            (e: { reason: string }) => e.reason,
          );
        // A write from a summary that is no longer the stored one (another tab wrote first) is refused whole…
        const stale = await reason(append(afterReveal, { kind: 'undo' }));
        // …even when it claims the stored number of entries, as the place it would write is taken…
        const taken = await reason(
          store.appendEntries!(db, { ...afterReveal, entries: 4 }, [{ kind: 'undo' }], update),
        );
        // …and a game deleted in another tab takes no more entries until it is opened again.
        await store.deleteGame!(db, game.id);
        const deleted = await reason(append(base, { kind: 'undo' }));
        await store.restoreGame!(db, game.id);
        if ([stale, taken, deleted].some((r) => r !== 'conflict'))
          throw new Error(`expected conflicts, got ${[stale, taken, deleted]}`);
        const entries = (await store.loadEntries!(db, game.id)) as unknown[];
        const log = (await store.loadLog!(db, game.id)) as { type: string; cards?: Record<string, string> }[];
        const summary = ((await store.listGames!(db)) as { id: string; entries: number }[]).find(
          (g) => g.id === game.id,
        );
        db.close();
        return { entries: entries.length, log, summary };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(result.entries).toBe(5);
    expect(result.log.map((c) => c.type)).toEqual(['setup', 'reveal-cards']);
    expect(result.log[1]?.cards?.['1']).toBe('classic/move-3-any');
    expect(result.summary?.entries).toBe(5);
  });

  it('never overwrites an entry already written', async () => {
    const error = await page.evaluate(async (setup) => {
      const db = await store.openDatabase!();
      const game = (await store.createGame!(db, setup, 'Append only')) as { id: string };
      const tx = (db as unknown as { main: IDBDatabase & { transaction: Function } }).main.transaction(
        'entries',
        'readwrite',
      );
      try {
        await (tx as unknown as { store: { add: (v: unknown) => Promise<unknown> } }).store.add({
          gameId: game.id,
          seq: 0,
          entry: { kind: 'undo' },
          at: 0,
          dataVersion: 1,
        });
        return 'overwritten';
      } catch (e) {
        return (e as Error).name;
      } finally {
        db.close();
      }
    }, SETUP);
    expect(error).toBe('ConstraintError');
  });

  it('reads a history up to a row that cannot be read, saying which and why; a row from a newer app stops the game', async () => {
    const result = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!();
        const game = await store.createGame!(db, setup, 'Damaged row');
        const next = await store.appendEntries!(db, game, [{ kind: 'command', command: reveal }], {
          round: 1,
          over: false,
        });
        await store.appendEntries!(db, next, [{ kind: 'undo' }, { kind: 'redo' }], { round: 1, over: false });
        const put = async (row: unknown) => {
          const tx = (db as unknown as { main: IDBDatabase }).main.transaction('entries', 'readwrite');
          await (tx as unknown as { store: { put: (v: unknown) => Promise<unknown> } }).store.put(row);
          await (tx as unknown as { done: Promise<void> }).done;
        };
        await put({
          gameId: game.id,
          seq: 2,
          entry: { kind: 'command', command: { type: 'play-power', player: 'red', value: 'high' } },
          at: 0,
          dataVersion: 1,
        });
        const damaged = await store.loadGame!(db, game.id);
        // The same row as a newer app would write it: a command this app does not know, in a newer version.
        await put({
          gameId: game.id,
          seq: 2,
          entry: { kind: 'command', command: { type: 'play-power', player: 'red', value: 'high' } },
          at: 0,
          dataVersion: 99,
        });
        const newer = await store.loadGame!(db, game.id).then(
          () => 'opened',
          (e: { reason: string; words: Text }) => ({ reason: e.reason, words: e.words }),
        );
        db.close();
        return { entries: damaged.entries.length, unreadable: damaged.unreadable, newer };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(result.entries).toBe(2);
    expect(result.unreadable?.entry).toBe(3);
    expect(say(result.unreadable?.message ?? '')).toMatch(
      /^The saved history cannot be read at entry 3 of this game's history: .*value/,
    );
    const newer =
      typeof result.newer === 'string' ? result.newer : `${result.newer.reason}: ${say(result.newer.words)}`;
    expect(newer).toMatch(/^outdated: This game was saved by a newer version of the app/);
  });

  it('deletes a game with a way back, and purges it with a way back while the removed game is held', async () => {
    const result = await page.evaluate(async (setup) => {
      const db = await store.openDatabase!();
      const game = (await store.createGame!(db, setup, 'To delete')) as { id: string };
      const ids = async (f: string) => ((await store[f]!(db)) as { id: string }[]).map((g) => g.id).includes(game.id);
      await store.deleteGame!(db, game.id);
      const afterDelete = [await ids('listGames'), await ids('listDeletedGames')];
      await store.restoreGame!(db, game.id);
      const afterRestore = [await ids('listGames'), await ids('listDeletedGames')];
      await store.deleteGame!(db, game.id);
      const purged = (await store.purgeGame!(db, game.id)) as { summary: { id: string }; rows: unknown[] };
      const afterPurge = [
        await ids('listGames'),
        await ids('listDeletedGames'),
        ((await store.loadLog!(db, game.id)) as unknown[]).length,
      ];
      // Removed for good can still be undone while the screen holds what was removed: it comes back as it was.
      await store.putBackPurgedGame!(db, purged);
      const afterPutBack = [await ids('listGames'), await ids('listDeletedGames'), await store.loadLog!(db, game.id)];
      const twice = await store.putBackPurgedGame!(db, purged).then(
        () => 'put back twice',
        (e: { words: Text }) => e.words,
      );
      db.close();
      return { afterDelete, afterRestore, afterPurge, purgedRows: purged.rows.length, afterPutBack, twice };
    }, SETUP);
    expect(result).toEqual({
      afterDelete: [false, true],
      afterRestore: [true, false],
      afterPurge: [false, false, 0],
      purgedRows: 1,
      afterPutBack: [false, true, [SETUP]],
      twice: expect.anything(),
    });
    expect(say(result.twice)).toBe('A game with this id is already on this device.');
  });

  it('a summary that cannot be read is listed apart, never copied, and rebuilt from its history; a wrong count of entries is set right on opening', async () => {
    const result = await page.evaluate(async (setup) => {
      type Main = {
        put: (store: string, row: unknown) => Promise<unknown>;
        get: (store: string, key: string) => Promise<Record<string, unknown>>;
      };
      const db = await store.openDatabase!();
      const main = (db as unknown as { main: Main }).main;
      const copy = (db as unknown as { copy?: Main }).copy;
      const good = (await store.createGame!(db, setup, 'Good game')) as Record<string, unknown> & { id: string };
      const bad = (await store.createGame!(db, setup, 'Bad summary')) as Record<string, unknown> & { id: string };
      await main.put('games', { ...bad, edition: 'nope', players: 'Ana' });
      const listed = ((await store.listGames!(db)) as { id: string }[]).map((g) => g.id);
      const unreadable = (await store.listUnreadableGames!(db)) as { id: string; title?: string; problem: Text }[];
      // Copying the bad row is refused: the copy keeps the last good summary.
      await store.copyGameFromMain!(db, bad.id);
      const copied = copy ? (await copy.get('games', bad.id))?.edition : 'classic';
      const repaired = (await store.repairSummary!(db, bad.id, {
        title: 'Bad summary',
        edition: 'classic',
        players: ['Ana', 'Ben'],
        round: 1,
        over: false,
      })) as Record<string, unknown>;
      const relisted = ((await store.listGames!(db)) as { id: string }[]).map((g) => g.id);
      // A count of entries one too high would make every later write look like another tab's: opening sets it right.
      await main.put('games', { ...good, entries: 5 });
      const loaded = (await store.loadGame!(db, good.id)) as { summary: { entries: number } };
      const stored = await main.get('games', good.id);
      db.close();
      return {
        goodListed: listed.includes(good.id),
        badListed: listed.includes(bad.id),
        unreadable: unreadable.find((g) => g.id === bad.id),
        copied,
        repaired: { edition: repaired.edition, entries: repaired.entries, title: repaired.title },
        relisted: relisted.includes(bad.id),
        counts: [loaded.summary.entries, stored.entries],
      };
    }, SETUP);
    expect(result).toEqual({
      goodListed: true,
      badListed: false,
      unreadable: {
        id: expect.any(String),
        title: 'Bad summary',
        problem: expect.anything(),
        newer: false,
      },
      copied: 'classic',
      repaired: { edition: 'classic', entries: 1, title: 'Bad summary' },
      relisted: true,
      counts: [1, 1],
    });
    expect(say(result.unreadable?.problem ?? '')).toBe(
      "This game's summary cannot be read: its edition “nope” is not one this app knows.",
    );
  });

  it('backs up every game it can read, a damaged one up to its first unreadable row; a restore extends only the game it read', async () => {
    const result = await page.evaluate(
      async ({ setup, reveal }) => {
        type Main = { put: (store: string, row: unknown) => Promise<unknown> };
        const db = await store.openDatabase!({ name: 'backup-reads' });
        const main = (db as unknown as { main: Main }).main;
        const whole = await store.createGame!(db, setup, 'Whole');
        const damaged = await store.createGame!(db, setup, 'Damaged');
        const after = await store.appendEntries!(db, damaged, [{ kind: 'undo' }, { kind: 'redo' }], {
          round: 1,
          over: false,
        });
        await main.put('entries', { gameId: damaged.id, seq: 1, entry: { kind: 'jump' }, at: 0, dataVersion: 4 });
        const unreadable = await store.createGame!(db, setup, 'Unreadable');
        await main.put('games', { ...unreadable, edition: 'nope' });
        const everything = await store.readEverything!(db);
        // The whole game went on meanwhile: the backup's longer history no longer continues what was read.
        const longer = {
          ...everything.games.find((g: { summary: { id: string } }) => g.summary.id === whole.id),
        };
        longer.rows = [...longer.rows, { entry: { kind: 'command', command: reveal }, at: 9, dataVersion: 4 }];
        longer.entries = longer.rows.map((r: { entry: unknown }) => r.entry);
        longer.summary = { ...longer.summary, entries: 2 };
        await store.appendEntries!(db, whole, [{ kind: 'undo' }], { round: 1, over: false });
        const extended = await store.extendGame!(db, whole, longer).then(
          () => 'extended',
          (e: { reason: string }) => e.reason,
        );
        const entries = (await store.loadGame!(db, whole.id)).entries.map((e: { kind: string }) => e.kind);
        db.close();
        return {
          games: everything.games.map((g: { summary: { title: string; entries: number }; rows: unknown[] }) => [
            g.summary.title,
            g.summary.entries,
            g.rows.length,
          ]),
          leftOut: everything.leftOut.length,
          cutShort: everything.cutShort.length,
          damagedWas: after.entries,
          extended,
          entries,
        };
      },
      { setup: SETUP, reveal: REVEAL },
    );
    expect(result.games).toEqual(
      expect.arrayContaining([
        ['Whole', 1, 1],
        ['Damaged', 1, 1],
      ]),
    );
    expect(result.games).toHaveLength(2);
    expect([result.leftOut, result.cutShort, result.damagedWas]).toEqual([1, 1, 3]);
    expect(result.extended).toBe('conflict');
    expect(result.entries).toEqual(['command', 'undo']);
  });

  it('backs up a game stored by the first version of the app so that another device restores it', async () => {
    const result = await page.evaluate(
      async ({ setup }) => {
        type Main = { put: (store: string, row: unknown) => Promise<unknown> };
        const db = await store.openDatabase!({ name: 'backup-old-device' });
        const main = (db as unknown as { main: Main }).main;
        // As the first version kept it: a name as typed, a title with a tab, rows of data version 1.
        const named = { ...setup, players: [{ ...setup.players[0], name: 'Ana ' }, setup.players[1]] };
        await main.put('games', {
          id: 'first-version',
          title: 'Friday\tnight',
          edition: 'classic',
          players: ['Ana ', 'Ben'],
          createdAt: 1,
          lastPlayedAt: 2,
          entries: 1,
          round: 1,
          over: false,
          dataVersion: 1,
        });
        await main.put('entries', {
          gameId: 'first-version',
          seq: 0,
          entry: { kind: 'command', command: named },
          at: 1,
          dataVersion: 1,
        });
        await main.put('meta', { key: 'described-decks', value: { 'colonies-7': { format: 'nonsense' } } });
        const made = await store.backups!(db).make({
          theme: 'system',
          keepScreenOn: true,
          language: 'device',
          mergedNames: {},
        });
        db.close();
        const other = await store.openDatabase!({ name: 'backup-new-device' });
        const backups = store.backups!(other);
        const read = await backups.read(new Blob([made.value.text]));
        const restored = read.ok ? await backups.restore(read.value) : read;
        const loaded = await store.loadGame!(other, 'first-version');
        other.close();
        return { made: made.value.games, restored, summary: loaded?.summary };
      },
      { setup: SETUP },
    );
    expect(result.made).toBe(1);
    expect(result.restored).toMatchObject({ ok: true, value: { added: 1 } });
    expect(result.summary).toMatchObject({ title: 'Friday night', players: ['Ana', 'Ben'], entries: 1 });
  });

  it('reads a backup’s rows as its own: an older row read as today’s, a hostile one refused naming it', async () => {
    const result = await page.evaluate(
      async ({ setup }) => {
        const summary = {
          id: 'older-rows',
          title: 'Older rows',
          edition: 'classic',
          players: ['Ana', 'Ben'],
          createdAt: 1,
          lastPlayedAt: 2,
          entries: 1,
          round: 1,
          over: false,
          dataVersion: 1,
          hidden: 'x'.repeat(50),
        };
        // A first-version row kept a player's name as typed then, with a space at its end.
        const named = { ...setup, players: [{ ...setup.players[0], name: 'Ana ' }, setup.players[1]] };
        const read = store.readBackupRows!(
          [{ summary, rows: [{ entry: { kind: 'command', command: named }, at: 3, dataVersion: 1 }] }],
          [],
        );
        const hostile = store.readBackupRows!(
          [
            {
              summary,
              rows: [
                { entry: { kind: 'command', command: { type: 'setup', edition: 'chess' } }, at: 3, dataVersion: 4 },
              ],
            },
          ],
          [],
        );
        return { read, hostile };
      },
      { setup: SETUP },
    );
    expect(result.read.ok).toBe(true);
    const game = result.read.value.games[0];
    expect(game.summary).not.toHaveProperty('hidden');
    expect(game.summary.dataVersion).toBe(4);
    expect(game.rows[0]).toMatchObject({ at: 3, dataVersion: 4 });
    expect(game.entries[0].command.players[0].name).toBe('Ana');
    expect(result.hostile.ok).toBe(false);
    expect(say(result.hostile.error.message)).toMatch(
      /^its game 1 cannot be read: The saved history cannot be read at entry 1/,
    );
  });

  it('saves boards, lists them newest first and deletes them', async () => {
    const names = await page.evaluate(async () => {
      const db = await store.openDatabase!();
      const first = (await store.saveBoard!(db, 'Round 3', { x: 1 }, undefined, 1000)) as { id: string };
      await store.saveBoard!(db, 'Round 6', { x: 2 }, undefined, 2000);
      await store.saveBoard!(db, 'Round 3 again', { x: 3 }, first.id, 3000);
      const list = ((await store.listBoards!(db)) as { name: string; draft: { x: number } }[]).map(
        (b) => `${b.name}:${b.draft.x}`,
      );
      await store.deleteBoard!(db, first.id);
      const after = ((await store.listBoards!(db)) as { name: string }[]).map((b) => b.name);
      db.close();
      return { list, after };
    });
    expect(names.list.slice(0, 2)).toEqual(['Round 3 again:3', 'Round 6:2']);
    expect(names.after).not.toContain('Round 3 again');
  });

  it('reads a base 2023 game stored before Veto left its list as played: it keeps the cards first offered', async () => {
    const setup = {
      ...SETUP,
      edition: '2023',
      players: [...SETUP.players, { id: 'yellow', name: 'Cy', colour: 'yellow' }],
      homes: { ...SETUP.homes, yellow: 'sevilla' },
    };
    const reveal = {
      type: 'reveal-cards',
      cards: { '1': '2023/move-3-any', '2': '2023/veto', '3': '2023/fiesta', '4': '2023/court' },
    };
    const read = await page.evaluate(
      async ({ setup, reveal }) => {
        const db = await store.openDatabase!();
        const main = (db as unknown as { main: { put: (s: string, row: unknown) => Promise<unknown> } }).main;
        const logOf = async (dataVersion: number) => {
          const game = (await store.createGame!(db, setup, `Stored at data version ${dataVersion}`)) as { id: string };
          const row = (seq: number, command: unknown) => ({
            gameId: game.id,
            seq,
            entry: { kind: 'command', command },
            at: 0,
            dataVersion,
          });
          await main.put('entries', row(0, setup));
          await main.put('entries', row(1, reveal));
          return (await store.loadLog!(db, game.id)) as { cardsAsFirstOffered?: boolean }[];
        };
        const [before, today] = [await logOf(2), await logOf(3)];
        db.close();
        return { before: before.map((c) => c.cardsAsFirstOffered), today: today.map((c) => c.cardsAsFirstOffered) };
      },
      { setup, reveal },
    );
    // Stored before: the setup keeps the cards, so the Veto turned over still holds on replay.
    expect(read.before).toEqual([true, undefined]);
    // The same rows as today's app would write them are left as they are: the engine refuses that Veto.
    expect(read.today).toEqual([undefined, undefined]);
  });

  it('lists a saved board whose name cannot be shown under a name that says so', async () => {
    const names = await page.evaluate(async () => {
      const db = await store.openDatabase!();
      const main = (db as unknown as { main: { put: (s: string, row: unknown) => Promise<unknown> } }).main;
      await main.put('boards', {
        id: 'bad-name',
        name: { not: 'a text' },
        draft: {},
        savedAt: 9_000_000_000_000,
        dataVersion: 2,
      });
      await main.put('boards', {
        id: 'bidi-name',
        name: 'Round\u202e 4',
        draft: {},
        savedAt: 9_000_000_000_001,
        dataVersion: 2,
      });
      const list = ((await store.listBoards!(db)) as { id: string; name: string }[])
        .filter((b) => b.id.endsWith('-name'))
        .map((b) => b.name);
      await store.deleteBoard!(db, 'bad-name');
      await store.deleteBoard!(db, 'bidi-name');
      db.close();
      return list;
    });
    expect(names).toEqual(['A board whose name cannot be read', 'A board whose name cannot be read']);
  });

  it('imports a whole game record by replaying it, and refuses one that does not hold', async () => {
    const record = readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8');
    const broken = JSON.parse(record);
    broken.commands[3] = { type: 'play-power', player: 'nobody', value: 1 };
    const result = await page.evaluate(
      async ({ good, bad }) => {
        const db = await store.openDatabase!();
        const before = ((await store.listGames!(db)) as unknown[]).length;
        const refused = (await store.importRecord!(db, bad)) as { ok: boolean; error?: { message: string } };
        const afterRefusal = ((await store.listGames!(db)) as unknown[]).length;
        const imported = (await store.importRecord!(db, good)) as {
          ok: boolean;
          value: { id: string; over: boolean; entries: number };
        };
        const exported = (await store.exportRecord!(db, imported.value.id)) as string;
        db.close();
        return { before, refused, afterRefusal, imported, exported };
      },
      { good: record, bad: JSON.stringify(broken) },
    );
    expect(result.refused.ok).toBe(false);
    expect(say(result.refused.error?.message ?? '')).toMatch(/^Command 3 \(play-power\) does not hold/);
    expect(result.afterRefusal).toBe(result.before);
    expect(result.imported.value).toMatchObject({ over: true });
    const original = JSON.parse(record);
    const exported = JSON.parse(result.exported);
    expect(exported.setup).toEqual(original.setup);
    expect(exported.commands).toEqual(original.commands);
  });

  it('stores its schema version with the data', async () => {
    const version = await page.evaluate(async () => {
      const db = (await store.openDatabase!()) as unknown as {
        main: { get: (s: string, k: string) => Promise<{ value: number }> };
        close: () => void;
      };
      const meta = await db.main.get('meta', 'dataVersion');
      db.close();
      return { stored: meta.value, app: store.DATA_VERSION as unknown as number };
    });
    expect(version.stored).toBe(version.app);
    expect(version.app).toBe(4);
  });

  it('tells an open tab to reload when a newer version of the database is opened', async () => {
    const told = await page.evaluate(async () => {
      let outdated = false;
      const db = await store.openDatabase!({ name: 'upgrade-test', onOutdated: () => (outdated = true) });
      void db;
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('upgrade-test', 99);
        request.onsuccess = () => (request.result.close(), resolve());
        request.onerror = () => reject(request.error);
      });
      return outdated;
    });
    expect(told).toBe(true);
  });

  it('lets one tab at a time write a game; another tab learns it is open elsewhere', async () => {
    const other = await browser.context.newPage();
    await other.goto(harness());
    await other.waitForSelector('body[data-ready="yes"]');
    const first = await page.evaluate(async () => ((await store.holdGameLock!('shared')) as { held: boolean }).held);
    const second = await other.evaluate(async () => ((await store.holdGameLock!('shared')) as { held: boolean }).held);
    await other.close();
    expect([first, second]).toEqual([true, false]);
  });

  it('tells other tabs when a game changed, and not the tab that wrote', async () => {
    const other = await browser.context.newPage();
    await other.goto(harness());
    await other.waitForSelector('body[data-ready="yes"]');
    const listen = () => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      store.listenForChanges!((message: unknown) => heard.push(message));
    };
    await other.evaluate(listen);
    await page.evaluate(listen);
    await page.evaluate(() => store.announceChange!({ type: 'game-changed', gameId: 'g1', entries: 3 }));
    await other.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length > 0);
    expect(await other.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
      { type: 'game-changed', gameId: 'g1', entries: 3 },
    ]);
    // The other tab answers; the writing tab hears that, and never its own message.
    await other.evaluate(() => store.announceChange!({ type: 'games-listed' }));
    await page.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length > 0);
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
      { type: 'games-listed' },
    ]);
    await other.close();
  });

  it('says plainly when the disk is full', async () => {
    const message = await page.evaluate(
      () => (store.toStorageError!(new DOMException('full', 'QuotaExceededError')) as unknown as { words: Text }).words,
    );
    expect(say(message)).toMatch(/no room left/);
  });
});
