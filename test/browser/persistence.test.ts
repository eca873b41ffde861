/**
 * Nothing is lost across a reload: a saved calculator board and a game (its log written through the
 * store) come back exactly; deleting a game asks first and can be taken back; a bad record is refused.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Command, replay } from '../../src/rules';
import { openBrowser } from './support/chromium';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

/** A game's own address: the list's, then the game's stored id. */
const GAME_ADDRESS = /#\/games\/[0-9a-f-]{36}$/;

describe('persistence across reloads', () => {
  const app = previewPage();
  let page: Page;
  const record = readFileSync(`${ROOT}/examples/records/bigbox-5p.json`, 'utf8');
  beforeAll(() => void ({ page } = app));

  it('a saved calculator board survives a reload and loads back', async () => {
    await page.goto(`${app.url}#/calculator`);
    await page.getByRole('button', { name: /^Sevilla/ }).click();
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: /^One more: yellow in Sevilla/i }).click();
    await page.getByLabel('Board name', { exact: true }).fill('After round 3');
    await page.getByRole('button', { name: 'Save board' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved “After round 3”' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    // A fresh page starts empty; the saved board is listed and brings its counts back.
    await page.getByRole('button', { name: 'Load After round 3' }).click();
    await page.getByRole('button', { name: /^Sevilla/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /^yellow in Sevilla/i })
          .locator('output')
          .textContent(),
      )
      .toBe('3');
  });

  it('an imported game is stored, survives a reload and resumes where the table was', async () => {
    await page.goto(`${app.url}#/games`);
    await page
      .getByLabel('Import a game record', { exact: true })
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await page.getByRole('status').filter({ hasText: 'Game imported.' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Continue Five players, Big Box/ }).click();
    const parsed = JSON.parse(record);
    const final = replay([{ ...parsed.setup, type: 'setup' } as Command, ...parsed.commands]).state!;
    await page.getByRole('heading', { name: 'Game over', exact: true }).waitFor();
    const scores = () => page.getByRole('table', { name: 'Players' }).locator('td[data-score]').allTextContents();
    await expect
      .poll(async () => (await scores()).map(Number))
      .toEqual(final.setup.players.map((p) => final.scores[p.id]));
    // The game has its own address: a reload there opens it again; the list is one step back.
    await expect.poll(() => page.url()).toMatch(GAME_ADDRESS);
    await page.reload();
    await page.getByRole('heading', { name: 'Game over', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back to the games' }).click();
    await expect.poll(() => page.url()).toBe(`${app.url}#/games`);
  });

  it('refuses a record that does not hold, with its reason, and adds nothing', async () => {
    await page.goto(`${app.url}#/games`);
    await page.reload();
    await page.getByRole('heading', { name: 'Games on this device' }).waitFor();
    // Counted once the list has been read: the game imported before is on it.
    await page.getByRole('button', { name: /^Continue Five players, Big Box/ }).waitFor();
    const before = await page.getByRole('list', { name: 'Games by last played' }).locator('li').count();
    const broken = JSON.parse(record);
    broken.commands[2] = { type: 'play-power', player: broken.commands[2].player, value: broken.commands[1].value }; // a value already played this round
    await page
      .getByLabel('Import a game record', { exact: true })
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await page.getByRole('alert').filter({ hasText: 'Command 2 (play-power) does not hold' }).waitFor();
    expect(await page.getByRole('list', { name: 'Games by last played' }).locator('li').count()).toBe(before);
  });

  it('a quick double tap on Undo never undoes the setup: the game still opens after a reload', async () => {
    const short = JSON.parse(record);
    short.title = 'Short game';
    short.commands = short.commands.slice(0, 1);
    await page
      .getByLabel('Import a game record', { exact: true })
      .setInputFiles({ name: 'short.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(short)) });
    await page.getByRole('status').filter({ hasText: 'Game imported.' }).waitFor();
    await page.getByRole('button', { name: 'Continue Short game' }).click();
    // Undo asks first, naming what it takes back; a double tap on the confirmation undoes once.
    await page.getByRole('button', { name: 'Undo the last entry' }).click();
    await page.getByRole('button', { name: /^Yes, undo: / }).dblclick();
    await page.getByRole('heading', { name: /^Round 1 of 9 · Turning over the action cards/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /^Round 1 of 9 · Turning over the action cards/ }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Undo the last entry' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back to the games' }).click();
  });

  it('a new game set up on screen, with a rules option switched, is stored and resumes after a reload', async () => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Sunday');
    await page.getByLabel("Red player's name", { exact: true }).fill('Ana');
    await page.getByText(/^Rules options \(/).click();
    await page
      .getByLabel('Players below a tie', { exact: true })
      .selectOption({ label: 'Next player drops by as many ranks as players tied' });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('heading', { name: /^Round 1 of 9 · Turning over/ }).waitFor();
    // Started, the game is at its own address, a new step in the history: Back returns to the list.
    await expect.poll(() => page.url()).toMatch(GAME_ADDRESS);
    await page.reload();
    await page.getByRole('table', { name: 'Players' }).getByRole('rowheader', { name: /^Ana/ }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: /^Continue Sunday/ }).click();
    await page.getByRole('table', { name: 'Players' }).getByRole('rowheader', { name: /^Ana/ }).waitFor();
    await page.getByRole('button', { name: 'Back to the games' }).click();
  });

  it('deleting a game asks first, and a deleted game can be restored', async () => {
    await page.getByRole('button', { name: /^Delete Five players/ }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: /^Delete Five players/ }).click();
    await page.getByRole('button', { name: /^Yes, delete Five players/ }).click();
    await page.getByRole('button', { name: /^Restore Five players/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Restore Five players/ }).click();
    await page.getByRole('button', { name: /^Continue Five players/ }).waitFor();
  });

  it('when the browser threw the saved data away as damaged, the games list says so until it is dismissed', async () => {
    // As Chromium reports it when it finds its files damaged after a crash: the database opens from
    // nothing, and the upgrade event says the data was lost. A fresh profile, so the open is a first one.
    const other = await openBrowser();
    try {
      await other.context.addInitScript(() => {
        const open = IDBFactory.prototype.open;
        IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
          const request = open.apply(this, args);
          request.addEventListener('upgradeneeded', (e) => {
            Object.defineProperty(e, 'dataLoss', { value: 'total' });
            Object.defineProperty(e, 'dataLossMessage', {
              value: 'IndexedDB (database was corrupt): checksum mismatch\n',
            });
          });
          return request;
        };
      });
      const fresh = await other.context.newPage();
      await fresh.goto(`${app.url}#/games`);
      const notice = fresh
        .getByRole('alert')
        .filter({ hasText: "this browser found the app's saved data damaged and threw it away" });
      await notice.getByText(/it said: IndexedDB \(database was corrupt\): checksum mismatch\)/).waitFor();
      await notice.getByText(/games saved on this device before then are gone/).waitFor();
      await notice.getByRole('button', { name: 'Understood' }).click();
      await notice.waitFor({ state: 'detached' });
      // Dismissed for good: the next visit opens the database as it is, and nothing is said.
      await fresh.reload();
      await fresh.getByRole('heading', { name: 'Games on this device' }).waitFor();
      await fresh.getByText('No games on this device yet.').waitFor();
      await expect(fresh.getByRole('alert').count()).resolves.toBe(0);
    } finally {
      await other.close();
    }
  });

  it('when Chromium finds its database files damaged and throws them away, the games come back from the second copy', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'el-grande-damaged-'));
    try {
      let browserOnProfile = await openBrowser(profile);
      const first = await browserOnProfile.context.newPage();
      await first.goto(`${app.url}#/games`);
      await first
        .getByLabel('Import a game record', { exact: true })
        .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(record) });
      await first.getByRole('status').filter({ hasText: 'Game imported.' }).waitFor();
      await browserOnProfile.close();
      // The main database's write-ahead log, damaged as a crash in the middle of a write can leave it.
      const main = join(profile, 'Default/IndexedDB');
      const logs = readdirSync(main, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.indexeddb\.leveldb\/\d+\.log$/.test(f))
        .map((f) => join(main, f));
      expect(logs.length).toBeGreaterThan(0);
      for (const log of logs) {
        const bytes = readFileSync(log);
        for (let i = 20; i < bytes.length - 10; i += 7) bytes[i]! ^= 0x55;
        writeFileSync(log, bytes);
      }
      browserOnProfile = await openBrowser(profile);
      try {
        const again = await browserOnProfile.context.newPage();
        await again.goto(`${app.url}#/games`);
        const notice = again
          .getByRole('alert')
          .filter({ hasText: "this browser found the app's saved data damaged and threw it away" });
        await notice.getByText(/it said: IndexedDB \(database was corrupt\)/).waitFor();
        await notice.getByText(/put back 1 game from the second copy/).waitFor();
        await notice.getByRole('button', { name: 'Understood' }).click();
        await again.getByRole('button', { name: /^Continue Five players, Big Box/ }).click();
        await again.getByRole('heading', { name: 'Game over', exact: true }).waitFor();
        const parsed = JSON.parse(record);
        const final = replay([{ ...parsed.setup, type: 'setup' } as Command, ...parsed.commands]).state!;
        const scores = () => again.getByRole('table', { name: 'Players' }).locator('td[data-score]').allTextContents();
        await expect
          .poll(async () => (await scores()).map(Number))
          .toEqual(final.setup.players.map((p) => final.scores[p.id]));
      } finally {
        await browserOnProfile.close();
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('a first visit is not taken for data thrown away', async () => {
    await page.goto(`${app.url}#/games`);
    await page.getByRole('heading', { name: 'Games on this device' }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'threw it away' }).count()).resolves.toBe(0);
  });
});
