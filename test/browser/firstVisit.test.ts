/**
 * A first visit loads what home needs and no more: no database is opened (so none is created) and
 * none of the games' code (storage, engine, command schema) is fetched until a game, the games list
 * or the calculator opens. A device holding games reads the one to continue without that code too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/chromium';
import { ROOT, servePreview } from './support/servers';

const RECORD = join(ROOT, 'examples/records/classic-4p.json');
const builtText = (url: string) => readFileSync(join(ROOT, 'dist', new URL(url).pathname), 'utf8');

// The page's own record of what it loaded, which counts files its service worker answered too.
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').sort());

describe('a first visit', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof servePreview>>;
  let page: Page;

  beforeAll(async () => {
    server = await servePreview();
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop().catch(() => undefined);
  });

  it('opens no database, and offers no game to continue', async () => {
    expect(await databases(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Continue a game' }).isDisabled()).toBe(true);
  });

  it('fetches the games’ code and the screens’ styles only when the games list opens', async () => {
    const atHome = await scriptsLoaded(page);
    // Home's styles are in the page; the other screens' come with the first of them.
    const sheets = () => page.evaluate(() => document.styleSheets.length);
    expect(await sheets()).toBe(1);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    // The list's own control (the header's title shows at once): its code has come.
    await page.getByLabel('Import a game record', { exact: true }).waitFor();
    const forGames = (await scriptsLoaded(page)).filter((u) => !atHome.includes(u));
    expect(forGames.length).toBeGreaterThan(3);
    await expect.poll(sheets).toBe(2);
    await expect.poll(() => databases(page)).toContain('el-grande-companion');
  });

  it('once games are stored, home reads the one to continue after a reload, still without the games’ code', async () => {
    await page
      .getByLabel('Import a game record', { exact: true })
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: readFileSync(RECORD) });
    await page.getByRole('status').filter({ hasText: 'Game imported.' }).waitFor();
    await page.goto(`${server.url}#/`);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Continue / }).waitFor();
    const atHome = await scriptsLoaded(page);
    // The games model says this when asked to open a game once closed: a string only its chunk holds.
    const gamesModel = atHome.filter((u) => !u.includes('/catalog-') && builtText(u).includes('session.libraryClosed'));
    expect(atHome.length).toBeGreaterThan(3);
    expect(gamesModel).toEqual([]);
  });
});
