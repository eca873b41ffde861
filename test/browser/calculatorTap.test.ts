/**
 * A tap on a full board, as a table disputing a general scoring makes it: the tapped count changes in
 * the tap's own frame and nothing else does; the map and then the result catch up with the board in
 * the frames after, redrawing only what the tap changed, and settle on the points `npm run score` gives.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_BOARD, importFullBoard } from './support/fullBoard';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

/** The totals `npm run score` gives for a board. */
function scoredTotals(board: unknown): Record<string, number> {
  const run = spawnSync('npm', ['run', '--silent', 'score', '--', '-'], {
    cwd: ROOT,
    input: JSON.stringify(board),
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout).totals;
}

/**
 * Records every change to the page with the frame it came in, counted from the last tap: 0 before that
 * tap's frame has painted, then 1, 2… as frames follow.
 */
const WATCH_CHANGES = `(() => {
  window.__changes = [];
  let frame = -1;
  const describe = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    const area = element.closest('.map-area, .map-marks')?.parentElement?.querySelector('.map-area')?.getAttribute('aria-label')?.split(';')[0];
    const where = element.closest('output, .area-entry, .board-map, .result, .calculator-setup, .calculator-side')?.getAttribute('class') ?? element.tagName.toLowerCase();
    return (element.tagName === 'OUTPUT' ? 'output' : where) + (area ? ' ' + area : '');
  };
  new MutationObserver((records) => {
    for (const r of records) window.__changes.push({ frame, where: describe(r.target) });
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('click', () => {
    frame = 0;
    const next = () => { frame += 1; if (frame < 30) requestAnimationFrame(next); };
    requestAnimationFrame(next);
  }, true);
})()`;

describe('a tap on a full board', () => {
  // Frame by frame, as a screen draws them: what each frame holds is what this file checks.
  const app = previewPage({ frames: 'display' });
  let page: Page;

  const totalsOnScreen = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      await page
        .locator('table.totals td[data-player]')
        .evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-player'), Number(c.textContent)])),
    );
  const mapLabel = (area: string) =>
    page
      .getByRole('group', { name: /^Board map/ })
      .getByRole('button', { name: new RegExp(`^${area}( \\(|;)`) })
      .getAttribute('aria-label');
  const changes = async (): Promise<{ frame: number; where: string }[]> =>
    page.evaluate(() => Reflect.get(window, '__changes').splice(0));

  beforeAll(async () => {
    page = app.page;
    await page.goto(`${app.url}#/calculator`);
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
  });

  it('imports the full board and scores it as npm run score does', async () => {
    await importFullBoard(page);
    await expect.poll(totalsOnScreen).toEqual(scoredTotals(FULL_BOARD));
    await page.getByRole('button', { name: /^Galicia/ }).click();
    await page.getByRole('heading', { name: 'Caballeros in Galicia' }).waitFor();
    // The first change after the import also takes its undo away: made before the changes are watched.
    await page.getByRole('button', { name: /^One more: Green in Galicia/ }).click();
    await page.getByRole('button', { name: /^One fewer: Green in Galicia/ }).click();
    await expect.poll(totalsOnScreen).toEqual(scoredTotals(FULL_BOARD));
    await page.evaluate(WATCH_CHANGES);
  });

  it('changes the tapped count alone in its frame; the map and the result follow with the area tapped and the points', async () => {
    const after = structuredClone(FULL_BOARD);
    after.pieces.galicia.red = 2;
    const expected = scoredTotals(after);
    await page.getByRole('button', { name: /^One more: Red in Galicia/ }).click();
    await expect.poll(() => mapLabel('Galicia')).toMatch(/Red 2,/);
    await expect.poll(totalsOnScreen).toEqual(expected);
    const seen = await changes();
    // In the tap's own frame: the count tapped, nothing else.
    expect(seen.filter((c) => c.frame === 0).map((c) => c.where)).toEqual(['output']);
    // In the frames after: on the map, Galicia alone; the result; the typed counts' hint in the entry.
    const later = new Set(seen.filter((c) => c.frame > 0).map((c) => c.where));
    expect([...later].filter((where) => where.startsWith('board-map'))).toEqual(['board-map Galicia']);
    expect([...later].some((where) => where.includes('result'))).toBe(true);
    expect([...later].filter((where) => where.includes('calculator-side'))).toEqual([]);
    // The setup above the board is not drawn again by a count.
    expect([...later].filter((where) => where.includes('calculator-setup'))).toEqual([]);
    // One heavy redraw per frame: the map in one, the result in a later one.
    const framesOf = (part: string) => seen.filter((c) => c.where.includes(part)).map((c) => c.frame);
    expect(Math.max(...framesOf('board-map'))).toBeLessThan(Math.min(...framesOf('result')));
    // And back: the map, the result and the hint settle on the board as it was.
    await page.getByRole('button', { name: /^One fewer: Red in Galicia/ }).click();
    await expect.poll(() => mapLabel('Galicia')).toMatch(/Red 1,/);
    await expect.poll(totalsOnScreen).toEqual(scoredTotals(FULL_BOARD));
    await expect.poll(() => page.getByLabel(/^All counts in seat order/).getAttribute('placeholder')).toBe('1 4 2 1 2');
  });

  it('taps quicker than a frame: the map and the result settle on the board after the last', async () => {
    const plus = page.getByRole('button', { name: /^One more: Yellow in Galicia/ });
    // Three taps in one task, before any frame: the board shown and its result are those after all three.
    await plus.evaluate((button) => {
      for (let i = 0; i < 3; i += 1) if (button instanceof HTMLElement) button.click();
    });
    expect(await page.getByRole('group', { name: 'Yellow in Galicia' }).locator('output').textContent()).toBe('5');
    const after = structuredClone(FULL_BOARD);
    after.pieces.galicia.yellow = 5;
    await expect.poll(() => mapLabel('Galicia')).toMatch(/Yellow 5/);
    await expect.poll(totalsOnScreen).toEqual(scoredTotals(after));
  });

  it('takes a count to nothing and back: the − turns off at 0 and on again, the + at what the colour has left', async () => {
    const fewer = page.getByRole('button', { name: /^One fewer: Green in Galicia/ });
    const more = page.getByRole('button', { name: /^One more: Green in Galicia/ });
    const count = page.getByRole('group', { name: 'Green in Galicia' }).locator('output');
    expect(await count.textContent()).toBe('1');
    await fewer.click();
    expect(await count.textContent()).toBe('0');
    expect(await fewer.isDisabled()).toBe(true);
    await more.click();
    expect(await fewer.isDisabled()).toBe(false);
    // Green has 30 caballeros, 22 on the board (1 in Galicia): 8 more fit there, and then no more.
    for (let i = 0; i < 8; i += 1) await more.click();
    expect(await count.textContent()).toBe('9');
    expect(await more.isDisabled()).toBe(true);
    await fewer.click();
    expect(await more.isDisabled()).toBe(false);
  });

  it('keeps a long name inside its count row on a phone, the row one stepper high', async () => {
    const longest = 'Maximiliana Wilhelmina X'; // as long as a name typed here may be
    await page.getByLabel('Player Red', { exact: true }).fill(longest);
    await page.setViewportSize({ width: 360, height: 800 });
    const rows = page.locator('.area-entry > .entry-row');
    await expect.poll(() => rows.first().locator('.entry-name').textContent()).toBe(longest);
    const boxes = await rows.evaluateAll((all) =>
      all.map((row) => {
        const box = row.getBoundingClientRect();
        const name = row.querySelector('.entry-name')?.getBoundingClientRect();
        const stepper = row.querySelector('.stepper')?.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, name, stepper };
      }),
    );
    expect(boxes).toHaveLength(5);
    boxes.forEach((row, i) => {
      expect(row.name && row.name.top >= row.top - 0.5 && row.name.bottom <= row.bottom + 0.5).toBe(true);
      expect(row.stepper && row.stepper.top >= row.top - 0.5 && row.stepper.bottom <= row.bottom + 0.5).toBe(true);
      const next = boxes[i + 1];
      if (next) expect(next.top).toBeGreaterThanOrEqual(row.bottom - 0.5);
    });
    // The stepper's own name says the whole name.
    await page.getByRole('group', { name: `${longest} in Galicia`, exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Player Red', { exact: true }).fill('');
  });
});
