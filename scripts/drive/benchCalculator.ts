// The calculator's tap → next paint for `npm run bench`, as JSON: steppers tapped on the built app
// beside a plain button on a floor page, both at normal speed and with the CPU slowed four times.
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { openBrowser } from '../../test/browser/support/chromium';
import { servePreview } from '../../test/browser/support/servers';

const BLOCKS = 6;
const TAPS = Math.ceil(Number(process.env.BENCH_CALCULATOR_TAPS ?? 120) / BLOCKS) * BLOCKS;
const RECORDER = `window.__paint = []; document.addEventListener('click', (e) => { const t0 = e.timeStamp; requestAnimationFrame(() => setTimeout(() => window.__paint.push(performance.now() - t0), 0)); }, true);`;
const FLOOR = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Floor</title></head><body><button id="b">Tap</button><p id="n">0</p><script>document.getElementById('b').addEventListener('click', () => { const n = document.getElementById('n'); n.textContent = String(Number(n.textContent) + 1); });</script></body></html>`;

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

const server = await servePreview();
const floor = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(FLOOR));
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const browser = await openBrowser();
try {
  const report: Record<string, unknown> = {};
  for (const slowdown of [1, 4]) {
    const app = await browser.context.newPage();
    await app.goto(`${server.url}#/calculator`);
    await app.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    await app.getByRole('button', { name: 'Clear all caballeros' }).click();
    // Asked first when caballeros are on the board.
    const yes = app.getByRole('button', { name: /^Yes, take all \d+ caballeros off$/ });
    await yes.waitFor({ timeout: 2000 }).then(
      () => yes.click(),
      () => undefined,
    );
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
    const row = {
      taps: appTimes.length,
      p50Ms: quantile(appTimes, 0.5),
      p95Ms: quantile(appTimes, 0.95),
      floorP50Ms: quantile(floorTimes, 0.5),
      floorP95Ms: quantile(floorTimes, 0.95),
      ratioP50: Math.round((quantile(appTimes, 0.5) / Math.max(0.1, quantile(floorTimes, 0.5))) * 100) / 100,
      targetRatioP50: 1.3,
      ratioP95: Math.round((quantile(appTimes, 0.95) / Math.max(0.1, quantile(floorTimes, 0.95))) * 100) / 100,
      ...(slowdown > 1 ? { targetRatioP95: 1.5 } : {}),
    };
    report[slowdown === 1 ? 'cpu1x' : 'cpu4x'] = row;
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await browser.close();
  await server.stop();
  floor.close();
}
