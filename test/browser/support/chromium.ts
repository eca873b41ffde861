import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium binary (the /usr/bin/chromium wrapper script starts this). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/** Flags that work on this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Frames drawn as soon as something asks for one, not at a display's 60 a second: Playwright waits
 * for a control to hold still over two frames before each tap, and tests and `npm run drive` tap
 * hundreds of times. The bench, which times frames, draws them at the display's pace.
 */
const UNTHROTTLED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/**
 * A persistent profile (service workers, IndexedDB and installability behave as for a user): a fresh
 * one removed on close, or `profile`, kept on close so the browser can be started on it again; `locale`
 * is the language the device prefers; `frames: 'display'` draws frames at a display's pace, for timing them.
 */
export async function openBrowser(
  profile?: string,
  { locale, frames = 'unthrottled' }: { readonly locale?: string; readonly frames?: 'display' | 'unthrottled' } = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: install Debian's chromium package (apt-get install -y chromium)`,
    );
  const dir = profile ?? mkdtempSync(join(tmpdir(), 'el-grande-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: frames === 'display' ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, ...UNTHROTTLED_FRAMES],
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    // The device's language, as the page reads it (navigator.languages); the browser's own otherwise.
    ...(locale ? { locale } : {}),
  });
  return {
    context,
    close: async () => {
      await context.close();
      if (!profile) rmSync(dir, { recursive: true, force: true });
    },
  };
}
