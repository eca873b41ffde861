/**
 * Backing up everything on one device and restoring it on another, in real Chromiums with their own storage:
 * every game comes back once, whatever the number of restores; the settings come with it; a hostile file is
 * refused in one line with nothing changed; a backup tapped in the file manager opens the same preview.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../support/speech';
import { violations } from './support/axe';
import { openBrowser } from './support/chromium';
import { launch, standInLaunchQueue } from './support/launchQueue';
import { importRecordAs } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const m = english.message;
const record = (name: string) => JSON.parse(readFileSync(`${ROOT}/examples/records/${name}.json`, 'utf8'));

async function importGame(page: Page, url: string, name: string, title: string, commands?: number) {
  const game = record(name);
  game.title = title;
  if (commands !== undefined) game.commands = game.commands.slice(0, commands);
  await importRecordAs(page, url, game, title);
}

const listed = (page: Page) =>
  page
    .getByRole('list', { name: m('games.byLastPlayed') })
    .getByRole('listitem')
    .count();

const chooseBackup = (page: Page, text: string) =>
  page
    .getByLabel(m('backup.restore'), { exact: true })
    .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });

const asking = (page: Page) => page.getByRole('group', { name: /^Restoring the backup made on / });

describe('a backup of this device, restored on another', () => {
  const app = previewPage();
  let a: Page;
  let b: Page;
  let other: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let backup = '';
  beforeAll(async () => {
    a = app.page;
    await standInLaunchQueue(a);
    other = await openBrowser();
    b = await other.context.newPage();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('saves every game of this device and its settings in one file, and says what it holds', async () => {
    await importGame(a, app.url, 'classic-4p', 'Classic night');
    await importGame(a, app.url, 'bigbox-colonies-2p', 'Half played', 20);
    await a.evaluate(() => {
      localStorage.setItem('el-grande-theme', 'dark');
      localStorage.setItem('merged-names', JSON.stringify({ benn: 'ben' }));
    });
    await a.reload();
    const [download] = await Promise.all([
      a.waitForEvent('download'),
      a.getByRole('button', { name: m('backup.make') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^el-grande-backup-\d{4}-\d\d-\d\d\.json$/);
    backup = readFileSync(await download.path(), 'utf8');
    await a
      .getByRole('status')
      .filter({ hasText: m('backup.made', { games: 2, boards: 0, leftOut: 0, cutShort: 0, boardsLeftOut: 0 }) })
      .waitFor();
    const json = JSON.parse(backup);
    expect(json.games.map((g: { summary: { title: string } }) => g.summary.title).sort()).toEqual([
      'Classic night',
      'Half played',
    ]);
    expect(json.settings).toMatchObject({ theme: 'dark', mergedNames: { benn: 'ben' } });
  });

  it('shows what a restore would do before it writes, then restores every game and the settings', async () => {
    await b.goto(`${app.url}#/games`);
    await b.getByRole('heading', { name: m('games.heading') }).waitFor();
    await chooseBackup(b, backup);
    await asking(b).waitFor();
    expect(await asking(b).getByRole('listitem').allTextContents()).toEqual([
      m('backup.toAdd', { count: 2 }),
      m('backup.toExtend', { count: 0 }),
      m('backup.toKeep', { count: 0 }),
      m('backup.boards', { count: 0 }),
      m('backup.cards', { count: 0 }),
    ]);
    expect(await listed(b)).toBe(0);
    expect(await violations(b)).toEqual([]);
    // On a phone held upright: every control of the panel a 44 px target, nothing wider than the screen.
    await b.setViewportSize({ width: 390, height: 844 });
    const controls = b.getByRole('region', { name: m('backup.heading') }).locator('button, .file-button, .toggle');
    expect(await controls.count()).toBe(5);
    const small = await controls.evaluateAll((all) =>
      all
        .filter((e) => e.getBoundingClientRect().height < 44 || e.getBoundingClientRect().width < 44)
        .map((e) => e.textContent),
    );
    expect(small).toEqual([]);
    expect(await b.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await b.setViewportSize({ width: 1280, height: 900 });
    await b.getByRole('button', { name: m('backup.doRestore') }).click();
    await b
      .getByRole('status')
      .filter({ hasText: m('backup.restored', { added: 2, extended: 0, kept: 0, boards: 0, cards: 0 }) })
      .waitFor();
    await b.getByRole('button', { name: m('games.continueLabel', { title: 'Classic night' }), exact: true }).waitFor();
    await b.getByRole('button', { name: m('games.continueLabel', { title: 'Half played' }), exact: true }).waitFor();
    expect(await b.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await b.evaluate(() => localStorage.getItem('merged-names'))).toBe('{"benn":"ben"}');
    // The restored game opens and goes on where it stood.
    await b.getByRole('button', { name: m('games.continueLabel', { title: 'Half played' }), exact: true }).click();
    await expect.poll(() => new URL(b.url()).hash).toMatch(/^#\/games\/[\w-]+$/);
    await b.getByText(m('games.opening')).waitFor({ state: 'detached' });
    expect(await b.getByRole('alert').count()).toBe(0);
  });

  it('restored again, doubles nothing: every game is already here', async () => {
    await b.goto(`${app.url}#/games`);
    await b.getByRole('heading', { name: m('games.heading') }).waitFor();
    await chooseBackup(b, backup);
    await asking(b).waitFor();
    expect(await asking(b).getByRole('listitem').first().textContent()).toBe(m('backup.toAdd', { count: 0 }));
    await b.getByRole('button', { name: m('backup.doRestore') }).click();
    await b
      .getByRole('status')
      .filter({ hasText: m('backup.restored', { added: 0, extended: 0, kept: 2, boards: 0, cards: 0 }) })
      .waitFor();
    expect(await listed(b)).toBe(2);
  });

  it('refuses a hostile backup in one line, naming what is wrong, and changes nothing', async () => {
    const hostile = JSON.parse(backup);
    hostile.games[0].rows[3].entry = { kind: 'jump' };
    await chooseBackup(b, JSON.stringify(hostile));
    await b
      .getByRole('alert')
      .filter({ hasText: /^This file cannot be restored: its game 1 cannot be read: .*entry 4/ })
      .waitFor();
    expect(await asking(b).count()).toBe(0);
    await chooseBackup(b, readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8'));
    await b
      .getByRole('alert')
      .filter({ hasText: /^This file cannot be restored: it is not a backup of this app/ })
      .waitFor();
    expect(await listed(b)).toBe(2);
  });

  it('opens a backup tapped in the file manager on the games list, asking before it restores', async () => {
    await a.goto(app.url);
    // Held upright, the preview stands at the foot of a long list: it is brought into sight, Restore with it.
    await a.setViewportSize({ width: 768, height: 1024 });
    await launch(a, 'backup.json', backup);
    await asking(a).waitFor();
    await expect.poll(() => new URL(a.url()).hash).toBe('#/games');
    const restore = a.getByRole('button', { name: m('backup.doRestore') });
    await expect
      .poll(async () => {
        const box = await restore.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 1024;
      })
      .toBe(true);
    await a.setViewportSize({ width: 1280, height: 900 });
    expect(await asking(a).getByRole('listitem').nth(2).textContent()).toBe(m('backup.toKeep', { count: 2 }));
    await a.getByRole('button', { name: m('backup.cancel') }).click();
    expect(await asking(a).count()).toBe(0);
  });
});
