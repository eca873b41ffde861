/**
 * Scores by round as a chart beside its table: open by itself at the end of a game, a line per
 * player, named and described by the table that gives the same figures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const record = readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('scores by round', () => {
  const app = previewPage();

  it('shows a finished game’s scores as a line chart per player, with the table as its text', async () => {
    const { page, url } = app;
    await page.goto(`${url}#/games`);
    await page
      .getByLabel('Import a game record', { exact: true })
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await page.getByRole('status').filter({ hasText: 'Game imported.' }).waitFor();
    const title = JSON.parse(record).title as string;
    await page
      .getByRole('button', { name: `Continue ${title}` })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Game over', exact: true }).waitFor();
    const chart = page.getByRole('img', { name: /^Scores by round, a line per player:/ });
    await chart.waitFor();
    await expect.poll(() => chart.locator('polyline').count()).toBe(4);
    const table = page.getByRole('table', { name: 'Scores by round' });
    await table.waitFor({ state: 'visible' });
    // The chart's last points are the table's last scored round, player by player.
    const captions = (await chart.getAttribute('aria-labelledby'))!;
    const caption = (await page.locator(`[id="${captions}"]`).textContent()) ?? '';
    const lastRound = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) =>
          Number(r.querySelectorAll('td')[r.querySelectorAll('td').length - 2]?.textContent?.split(' ')[0]),
        ),
      );
    for (const points of lastRound) expect(caption).toContain(` ${points}`);
    await page.evaluate(axeSource);
    const found = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string }[] }> } }
      ).axe;
      return (
        await axe.run(document.querySelector('.scores-by-round')!, { resultTypes: ['violations'] })
      ).violations.map((v) => v.id);
    });
    expect(found).toEqual([]);
  });
});
