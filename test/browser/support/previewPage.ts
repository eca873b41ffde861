import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser } from './chromium';
import { servePreview } from './servers';

/** The built app served on loopback, one Chromium and one page, for the tests of one file. */
export interface PreviewPage {
  readonly page: Page;
  /** The served app's address, ending in a slash. */
  readonly url: string;
}

/**
 * Starts the app's server, a browser and a page before the file's tests, and closes them after;
 * `locale` is the language the device prefers, `frames` as `openBrowser` takes it.
 */
export function previewPage(
  options: { readonly locale?: string; readonly frames?: 'display' | 'unthrottled' } = {},
): PreviewPage {
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    server = await servePreview();
    browser = await openBrowser(undefined, options);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get page() {
      if (!page) throw new Error('the page is only there once the tests run');
      return page;
    },
    get url() {
      if (!server) throw new Error('the server is only there once the tests run');
      return server.url;
    },
  };
}
