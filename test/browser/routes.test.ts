/** An address that names no screen shows "not found" with the way home, never a blank page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from './support/chromium';
import { servePreview } from './support/servers';

describe('unknown addresses', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof servePreview>>;
  let page: Page;

  beforeAll(async () => {
    server = await servePreview();
    browser = await openBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop().catch(() => undefined);
  });

  it('says so on one line, quoting the address shortened and escaped, and leads home', async () => {
    await page.goto(`${server.url}#/constructor`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('There is no screen at the address "constructor".');

    await page.goto(`${server.url}#/${encodeURIComponent('a\nb')}${'x'.repeat(500)}`);
    const words = (await page.getByRole('alert').textContent()) ?? '';
    expect(words).toContain('"a\\nb');
    expect(words).toContain('…"');
    expect(words.length).toBeLessThan(150);

    await page.getByRole('button', { name: 'Go to the home screen' }).click();
    await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/');
  });
});
