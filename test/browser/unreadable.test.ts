/**
 * A stored game summary that cannot be read never blanks the games list: the other games are listed,
 * the bad one apart with why, an export of what its history holds, and a repair from that history.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const record = readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8');

/** Changes one stored game summary behind the app's back, in the page's own IndexedDB. */
async function spoilSummary(page: Page, title: string, change: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ title, change }) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('el-grande-companion');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('games', 'readwrite');
          const games = tx.objectStore('games');
          const all = games.getAll();
          all.onsuccess = () => {
            const row = (all.result as { title: string }[]).find((g) => g.title === title);
            if (row) games.put({ ...row, ...change });
          };
          tx.oncomplete = () => (db.close(), done());
          tx.onerror = () => fail(tx.error);
        };
      }),
    { title, change },
  );
}

describe('a game summary that cannot be read', () => {
  const app = previewPage();

  it('is listed apart with why, exported, and repaired from its history; the other games stay listed', async () => {
    const { page, url } = app;
    await page.goto(`${url}#/games`);
    const importAs = async (title: string) => {
      await page.getByLabel('Import a game record', { exact: true }).setInputFiles({
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...JSON.parse(record), title })),
      });
      await page.getByRole('status').filter({ hasText: 'Game imported.' }).waitFor();
    };
    await importAs('Kept game');
    await importAs('Spoilt game');
    await spoilSummary(page, 'Spoilt game', { edition: 'nope', players: 'Ana' });
    await page.reload();
    await page.getByRole('button', { name: 'Continue Kept game' }).waitFor();
    const apart = page.getByRole('list', { name: 'Games that cannot be read' });
    await apart
      .getByText("This game's summary cannot be read: its edition “nope” is not one this app knows.")
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue Spoilt game' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      apart.getByRole('button', { name: 'Export what can be read of Spoilt game' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.commands).toEqual(JSON.parse(record).commands);
    await apart.getByRole('button', { name: 'Repair Spoilt game from its history' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '“Spoilt game” was rebuilt from its history and is listed again.' })
      .waitFor();
    await page.getByRole('button', { name: 'Continue Spoilt game' }).click();
    await page.getByRole('heading', { name: 'Game over', exact: true }).waitFor();
  });
});
