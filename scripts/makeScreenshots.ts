/**
 * Takes the manifest's screenshots (the richer install dialog's) from the app itself: a game of the
 * classic example at the table, in landscape (wide) and portrait (narrow), written to public/.
 * Run after `npm run build`: node bin/run.mjs scripts/makeScreenshots.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser } from '../test/browser/support/chromium';
import { importRecordAt } from '../test/browser/support/playRecord';
import { ROOT, servePreview } from '../test/browser/support/servers';
import { SCREENSHOTS } from './screenshots';

const record = JSON.parse(readFileSync(join(ROOT, 'examples/records/classic-4p.json'), 'utf8'));
const server = await servePreview();
const browser = await openBrowser(undefined, { locale: 'en-GB' });
try {
  const page = await browser.context.newPage();
  for (const shot of SCREENSHOTS) {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    // Round 4, a turn under way: the board full enough to read, the turn's steps beside it.
    await importRecordAt(page, server.url, record, 95, 'Friday at the club');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(ROOT, 'public', shot.src) });
    process.stdout.write(`public/${shot.src} ${shot.width}×${shot.height}\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
