// The calculator's tap → next paint for `npm run bench`, as JSON: steppers tapped on the built app
// beside a plain button on a floor page, both at normal speed and with the CPU slowed four times.
// Two boards: an empty one (all caballeros cleared), where the scoring has nothing to do, for scale;
// and a full five-player Big Box board set up for a general scoring, the board a dispute is about.
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { openBrowser } from '../../test/browser/support/chromium';
import { importFullBoard } from '../../test/browser/support/fullBoard';
import { servePreview } from '../../test/browser/support/servers';

const BLOCKS = 6;
const TAPS = Math.ceil(Number(process.env.BENCH_CALCULATOR_TAPS ?? 120) / BLOCKS) * BLOCKS;
const RECORDER = `window.__paint = []; document.addEventListener('click', (e) => { const t0 = e.timeStamp; requestAnimationFrame(() => setTimeout(() => window.__paint.push(performance.now() - t0), 0)); }, true);`;
const FLOOR = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Floor</title></head><body><button id="b">Tap</button><p id="n">0</p><script>document.getElementById('b').addEventListener('click', () => { const n = document.getElementById('n'); n.textContent = String(Number(n.textContent) + 1); });</script></body></html>`;
const TARGET_RATIO_P50 = 1.3;
const TARGET_RATIO_P95 = 1.5;

const quantile = (xs: readonly number[], q: number) =>
  Math.round(([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0) * 10) / 10;

/** Taps `count` times on a page slowed `slowdown` times; the recorder keeps every tap's time to the next paint. */
async function taps(page: Page, tap: (i: number) => Promise<void>, slowdown: number, count: number): Promise<void> {
  await page.bringToFront();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  for (let i = 0; i < count; i += 1) await tap(i);
  await page.waitForTimeout(100);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
}

const recorded = async (page: Page): Promise<number[]> => (await page.evaluate('window.__paint.splice(0)')) as number[];

/** Takes every caballero off through the table's own button (asked first when there are some). */
async function emptyBoard(app: Page): Promise<void> {
  await app.getByRole('button', { name: 'Clear all caballeros' }).click();
  const yes = app.getByRole('button', { name: /^Yes, take all \d+ caballeros off$/ });
  await yes.waitFor({ timeout: 2000 }).then(
    () => yes.click(),
    () => undefined,
  );
}

/** Imports the full board through the calculator's snapshot file import, and waits for its general scoring. */
async function fullBoard(app: Page): Promise<void> {
  await importFullBoard(app);
  await app.getByRole('table', { name: 'Result: points per player' }).waitFor();
}

const server = await servePreview();
const floor = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(FLOOR));
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const browser = await openBrowser(undefined, { frames: 'display' });

/** One row: taps alternating + and − on Red's stepper in Galicia on `board`, beside the floor page's button. */
async function row(board: (app: Page) => Promise<void>, slowdown: number) {
  const app = await browser.context.newPage();
  await app.goto(`${server.url}#/calculator`);
  await app.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
  await board(app);
  await app.getByRole('button', { name: /^Galicia/ }).click();
  const plus = app.getByRole('button', { name: /^One more: Red in Galicia/ });
  const minus = app.getByRole('button', { name: /^One fewer: Red in Galicia/ });
  const plain = await browser.context.newPage();
  await plain.goto(`http://127.0.0.1:${(floor.address() as { port: number }).port}/`);
  for (const page of [app, plain]) await page.evaluate(RECORDER);
  // App and floor in turns, a block each, so a change in the machine's load falls on both alike.
  const appTimes: number[] = [];
  const floorTimes: number[] = [];
  for (let block = 0; block < BLOCKS; block += 1) {
    await taps(app, (i) => (i % 2 === 0 ? plus : minus).click(), slowdown, TAPS / BLOCKS);
    appTimes.push(...(await recorded(app)));
    await taps(plain, () => plain.click('#b'), slowdown, TAPS / BLOCKS);
    floorTimes.push(...(await recorded(plain)));
  }
  await app.close();
  await plain.close();
  const ratio = (q: number) => Math.round((quantile(appTimes, q) / Math.max(0.1, quantile(floorTimes, q))) * 100) / 100;
  return {
    taps: appTimes.length,
    p50Ms: quantile(appTimes, 0.5),
    p95Ms: quantile(appTimes, 0.95),
    floorP50Ms: quantile(floorTimes, 0.5),
    floorP95Ms: quantile(floorTimes, 0.95),
    ratioP50: ratio(0.5),
    targetRatioP50: TARGET_RATIO_P50,
    ratioP95: ratio(0.95),
    targetRatioP95: TARGET_RATIO_P95,
  };
}

try {
  const report: Record<string, unknown> = {};
  for (const slowdown of [1, 4]) report[`cpu${slowdown}x`] = await row(emptyBoard, slowdown);
  for (const slowdown of [1, 4]) report[`fullBoardCpu${slowdown}x`] = await row(fullBoard, slowdown);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await browser.close();
  await server.stop();
  floor.close();
}
