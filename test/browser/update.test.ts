/**
 * A new version in two open tabs: the tab whose players choose "Reload now" reloads; the other one
 * keeps running, with whatever is being typed there, and asks before it reloads.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/chromium';
import { freePort, ROOT } from './support/servers';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

describe('a new version with two tabs open', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Server;
  let url = '';
  /** Which build the server hands out: a changed service worker script is a new version to the browser. */
  let version = 1;

  beforeAll(async () => {
    const dist = join(ROOT, 'dist');
    server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      try {
        let body: string | Buffer = readFileSync(join(dist, path === '/' ? 'index.html' : path));
        if (path === '/sw.js' && version > 1) body = `${body.toString('utf8')}\n// version ${version}\n`;
        response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html', 'cache-control': 'no-cache' });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    const port = await freePort();
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    url = `http://127.0.0.1:${port}/`;
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => server.close(() => done()));
  });

  const controlled = async (page: Page) => {
    await page.goto(`${url}#/calculator`);
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await page.reload();
      await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    }
  };

  it('reloads only the tab that chose it; the other says so and keeps what is typed until its players reload', async () => {
    const chooser = await browser.context.newPage();
    await controlled(chooser);
    const other = await browser.context.newPage();
    await controlled(other);
    // Half-typed in the other tab, not yet entered anywhere.
    await other.getByLabel('Board name', { exact: true }).fill('Half typed');
    await other.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    version = 2;
    for (const page of [chooser, other])
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const page of [chooser, other])
      await page.getByRole('alert').filter({ hasText: 'A new version is ready.' }).waitFor();
    await Promise.all([chooser.waitForEvent('load'), chooser.getByRole('button', { name: 'Reload now' }).click()]);
    await chooser.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    // The other tab was not reloaded behind its players' backs: it asks.
    await other.getByRole('alert').filter({ hasText: 'A new version was loaded in another tab.' }).waitFor();
    expect(await other.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await other.getByLabel('Board name', { exact: true }).inputValue()).toBe('Half typed');
    await Promise.all([other.waitForEvent('load'), other.getByRole('button', { name: 'Reload this tab' }).click()]);
    expect(await other.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  });
});
