/**
 * When the games' code cannot be fetched (the connection lost before the service worker kept it), the
 * games list says so where the games would be, with a way to try again, and the header does not
 * blame the device's storage; once the code can be fetched, trying again shows the games.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

// The games model's chunk: the one string only it holds (what it says when asked to open a game once closed).
const gamesChunks = readdirSync(join(ROOT, 'dist/assets')).filter(
  (f) =>
    f.endsWith('.js') &&
    !f.startsWith('catalog-') &&
    readFileSync(join(ROOT, 'dist/assets', f), 'utf8').includes('session.libraryClosed'),
);

describe('the games list when the games’ code cannot be fetched', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  it('says so with a way to try again, and shows the games once they can be fetched', async () => {
    expect(gamesChunks.length).toBeGreaterThan(0);
    // No service worker: every file comes from the network, which the test cuts.
    await page.context().route(/\/sw\.js$/, (route) => route.abort());
    const blocked = new RegExp(`/assets/(${gamesChunks.map((f) => f.replace(/[.]/g, '\\.')).join('|')})$`);
    await page.route(blocked, (route) => route.abort());
    await page.goto(`${app.url}#/games`);
    const alert = page.getByRole('alert').filter({ hasText: 'The games could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/try again, or reload the page/);
    expect(await page.getByText('Games need this device’s storage').count()).toBe(0);
    expect(await page.getByText(/could not be opened/).count()).toBe(0);
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByLabel('Import a game record', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
  });
});
