// The app's first-visit weight and its offline cold start, measured in Debian's Chromium.
//   firstVisit: bytes the first screen waits for before it paints (target ≤ 25 KB): the page itself,
//   which carries the styles, and the JS fetched before the paint; then everything the first visit
//   loads until the network has been idle for half a second (target ≤ 25 KB), gzip-compressed as a
//   server would send them, and the number of requests.
//   offlineColdStart: first contentful paint of the app started offline from its service worker,
//   beside the same first screen as a static page (the built page without its script, from a plain
//   local server) measured in the same browser, and their ratio: the cost of the worker and the
//   script. Beside them, a bare page of two lines, for scale: what drawing the screen itself costs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = join(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// 25 turns: a single cold start here varies from about 100 to 300 ms, so fewer leave the medians to chance.
const RUNS = Number(process.env.BENCH_FCP_RUNS ?? 25);

const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>El Grande Companion</h1><p>Mirror the board beside the box.</p></body></html>`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

// Each cold start is measured alone: a tab is closed only once it has finished starting, so its
// teardown does not run into the next measurement (the same wait for the app and the floor).
const settle = (tab) => tab.waitForTimeout(SETTLE_MS);
const SETTLE_MS = 400;

export async function benchApp() {
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(built.stderr);
  const server = await preview({ root, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 } });
  const url = server.resolvedUrls.local[0];
  // The static floor: the built page as it is, less its script; the files it links are served as built.
  const staticHome = readFileSync(join(root, 'dist/index.html'), 'utf8').replace(
    /<script type="module"[^>]*><\/script>/,
    '',
  );
  if (/<script/.test(staticHome))
    throw new Error('benchApp: the built page has a script the static floor did not take out');
  const pages = { '/': FLOOR_PAGE, '/static-home': staticHome };
  const floor = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    if (pages[path]) return res.writeHead(200, { 'content-type': 'text/html' }).end(pages[path]);
    const file = join(root, 'dist', path);
    if (!path.includes('..') && existsSync(file) && statSync(file).isFile())
      return res.writeHead(200).end(readFileSync(file));
    res.writeHead(404).end();
  });
  await new Promise((resolve) => floor.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${floor.address().port}/`;
  const profile = mkdtempSync(join(tmpdir(), 'el-grande-bench-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS });
  try {
    // First visit: what it loads.
    const page = await context.newPage();
    const loaded = [];
    page.on('requestfinished', (request) => loaded.push(request.url()));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const own = loaded.filter((u) => u.startsWith(url));
    const code = own.filter((u) => /\.(js|css)$/.test(new URL(u).pathname));
    const gzipOf = (u) => gzipSync(readFileSync(join(root, 'dist', new URL(u).pathname)), { level: 9 }).length;
    let jsBytes = 0;
    let cssBytes = 0;
    for (const u of code) {
      if (u.endsWith('.css')) cssBytes += gzipOf(u);
      else jsBytes += gzipOf(u);
    }
    // What the first screen waited for: code fetched before its first contentful paint (later chunks load after it).
    const fcp = await fcpOf(page);
    const early = await page.evaluate(
      (paint) =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.responseEnd <= paint)
          .map((r) => r.name),
      fcp,
    );
    const pageHtml = readFileSync(join(root, 'dist/index.html'), 'utf8');
    const page0 = gzipSync(pageHtml, { level: 9 }).length;
    // The stylesheet travels inside the page: weighed apart too, as the part of the page that is a stylesheet.
    const inlineCss = [...pageHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
    const beforePaint = page0 + code.filter((u) => early.includes(u)).reduce((sum, u) => sum + gzipOf(u), 0);
    const firstVisit = {
      beforeFirstPaintKB: kB(beforePaint),
      beforeFirstPaintTargetKB: 25,
      jsBytesGzip: jsBytes,
      cssBytesGzip: cssBytes,
      pageBytesGzip: page0,
      inlineStylesheetBytesGzip: gzipSync(inlineCss, { level: 9 }).length,
      // Every script and stylesheet until the network was idle for half a second, and the page that carries the styles.
      untilIdleKB: kB(jsBytes + cssBytes + page0),
      untilIdleTargetKB: 25,
      // The same without the page's markup: scripts and stylesheets alone.
      scriptsAndStylesheetsKB: kB(jsBytes + cssBytes + gzipSync(inlineCss, { level: 9 }).length),
      requests: own.length,
    };
    firstVisit.withinTarget =
      firstVisit.beforeFirstPaintKB <= firstVisit.beforeFirstPaintTargetKB &&
      firstVisit.untilIdleKB <= firstVisit.untilIdleTargetKB;
    await page.close();

    // Offline cold starts: a new tab each time, the app with the network off and served by its
    // worker, the floor from its local server; taken in turns, so a slow spell of this shared
    // machine falls on both alike.
    await server.close();
    const app = [];
    const floorTimes = [];
    const bareTimes = [];
    const coldStart = async (target, offline, times) => {
      await context.setOffline(offline);
      const tab = await context.newPage();
      await tab.goto(target);
      times.push(await fcpOf(tab));
      await settle(tab);
      await tab.close();
    };
    for (let i = 0; i < RUNS; i += 1) {
      await coldStart(url, true, app);
      await coldStart(`${floorUrl}static-home`, false, floorTimes);
      await coldStart(floorUrl, false, bareTimes);
    }
    const ratioOf = (a, b) => Math.round((a / b) * 100) / 100;
    const offlineColdStart = {
      runs: RUNS,
      appFcpMs: Math.round(median(app)),
      floorFcpMs: Math.round(median(floorTimes)),
      bareFcpMs: Math.round(median(bareTimes)),
    };
    offlineColdStart.ratio = ratioOf(offlineColdStart.appFcpMs, offlineColdStart.floorFcpMs);
    offlineColdStart.ratioTarget = 1.2;
    offlineColdStart.withinTarget = offlineColdStart.ratio <= offlineColdStart.ratioTarget;
    offlineColdStart.ratioToBarePage = ratioOf(offlineColdStart.appFcpMs, offlineColdStart.bareFcpMs);
    return { firstVisit, offlineColdStart };
  } finally {
    await context.close();
    floor.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
