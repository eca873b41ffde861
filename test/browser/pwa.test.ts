/**
 * The built app as an installable, offline-first web app: installable by Chromium's own check,
 * controlled by its service worker, still there after the server goes away, served with its security
 * headers, and saying "not found" for an address that names no screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/chromium';
import { ROOT, servePreview } from './support/servers';

describe('installable, offline after the first visit', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof servePreview>>;
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    server = await servePreview();
    browser = await openBrowser();
    context = browser.context;
    page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'El Grande Companion' }).waitFor();
    // The first visit installs the service worker; from the next load on it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('heading', { name: 'El Grande Companion' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop().catch(() => undefined);
  });

  it('is controlled by its service worker', async () => {
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  it('passes Chromium’s installability check', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  });

  it('asks no other host for anything', async () => {
    const origin = new URL(server.url).origin;
    expect(
      requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
    ).toEqual([]);
  });

  it('carries a Content-Security-Policy without inline scripts or other hosts', async () => {
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(await page.locator('script:not([src])').count()).toBe(0);
  });

  it('is served with the security headers the build writes for static hosts', async () => {
    const written = readFileSync(join(ROOT, 'dist/_headers'), 'utf8');
    for (const path of ['', 'sw.js', 'manifest.webmanifest']) {
      const headers = (await page.request.get(`${server.url}${path}`)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(written).toContain(`Content-Security-Policy: ${headers['content-security-policy']}`);
    }
    // The header's policy is the page's own, with the framing rule a meta tag cannot carry.
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(written).toContain(`Content-Security-Policy: ${meta}; frame-ancestors 'none'`);
  });

  it('paints its first screen from the page itself: the inlined stylesheet is allowed by its hash and applied', async () => {
    const csp = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    // Styles applied: the page's own font, not the browser's default serif.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe('sans-serif');
    // The live app replaces the inert drawing of the home screen once that has painted.
    await expect.poll(() => page.locator('#app[inert]').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'New game' }).isEnabled()).toBe(true);
  });

  it('tells Safari on an iPhone or iPad how to install, and nobody else', async () => {
    const hint = /tap Share, then “Add to Home Screen”/;
    const visit = async (
      device: { userAgent?: string; touchPoints?: number; standalone?: boolean },
      expected: number,
    ) => {
      const other = await context.newPage();
      await other.addInitScript((d) => {
        if (d.userAgent) Object.defineProperty(navigator, 'userAgent', { get: () => d.userAgent });
        if (d.touchPoints) Object.defineProperty(navigator, 'maxTouchPoints', { get: () => d.touchPoints });
        if (d.standalone !== undefined) Object.defineProperty(navigator, 'standalone', { get: () => d.standalone });
      }, device);
      await other.goto(`${server.url}#/`);
      // The live home screen, not its drawing in the page, which the app replaces once it has painted.
      await other.locator('#app:not([inert])').getByRole('button', { name: 'New game', exact: true }).waitFor();
      const home = await hintsShown(other, expected);
      await other.goto(`${server.url}#/settings`);
      await other.getByRole('heading', { name: 'Settings' }).waitFor();
      const settings = await hintsShown(other, expected);
      await other.close();
      return [home, settings];
    };
    /** How many hints the screen shows, once it shows the number expected, or the last count seen. */
    const hintsShown = async (other: Page, expected: number) => {
      const count = () => other.getByRole('note').filter({ hasText: hint }).count();
      return expect.poll(count).toBe(expected).then(count, count);
    };
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(await visit({ userAgent: iphone, touchPoints: 5 }, 1)).toEqual([1, 1]);
    expect(await visit({ userAgent: ipad, touchPoints: 5 }, 1)).toEqual([1, 1]);
    // Already on the home screen, on a Mac without touch, or in Chromium: no hint.
    expect(await visit({ userAgent: iphone, touchPoints: 5, standalone: true }, 0)).toEqual([0, 0]);
    expect(await visit({ userAgent: ipad, touchPoints: 0 }, 0)).toEqual([0, 0]);
    expect(await visit({}, 0)).toEqual([0, 0]);
  });

  it('shows "Page not found" for an unknown address, quoting it on one line, shortened and escaped, with the way home', async () => {
    const other = await context.newPage();
    await other.goto(`${server.url}#/constructor`);
    await other.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await other.getByRole('alert').textContent()).toBe('There is no screen at the address “constructor”.');
    await other.goto(`${server.url}#/${encodeURIComponent('a\nb')}${'x'.repeat(500)}`);
    // The same page, at another address: read once it names the new one.
    const words = (await other.getByRole('alert').filter({ hasText: '“a\\nb' }).textContent()) ?? '';
    expect(words).toContain('“a\\nb');
    expect(words).toContain('…”');
    expect(words.length).toBeLessThan(150);
    await other.getByRole('button', { name: 'Go to the home screen' }).click();
    await other.getByRole('button', { name: 'New game', exact: true }).waitFor();
    expect(new URL(other.url()).hash).toBe('#/');
    await other.close();
  });

  it('reloads and works offline once the server is gone', async () => {
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'El Grande Companion' }).waitFor();
    await page.getByRole('button', { name: 'Scoring calculator' }).click();
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
  });

  it('shows that it is offline when the browser says so', async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'detached' });
  });
});
