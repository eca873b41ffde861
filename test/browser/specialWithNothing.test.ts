/**
 * A card whose special action finds nothing on the table to act on may still be used, doing
 * nothing: the engine takes it, and it counts as done, not skipped. The screen offers both, in the
 * same words and controls as any special action.
 */

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterUpTo, historyCount, playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';

const FOLDER = 'test/browser/records';
const NOTHING = 'There is nothing this card could do on the table now: confirm it with nothing done, or skip it.';

describe('a special action with nothing to act on', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  // Each record stops at the special action (made by the random player, as `npm run drive -- --random` plays).
  for (const [name, what] of [
    ['moves-with-nothing-to-move-2023-5p', 'moves with nothing to move'],
    ['from-court-with-an-empty-court-classic-3p', 'two more from an empty court'],
  ] as const) {
    it(`is confirmed as done with nothing done (${what}), beside skipping it`, async () => {
      const { t, names, commands } = await playRecord(page, app.url, name, 0, { folder: FOLDER });
      await enterUpTo(page, t, names, commands, 0, commands.length - 1);
      // Where the placement is still open too, the special action is chosen to come first.
      const first = page.getByRole('radio', { name: 'Special action first', exact: true });
      if (await first.isVisible()) await first.click();
      await page.getByText(NOTHING, { exact: true }).waitFor();
      const confirm = page.getByRole('button', { name: 'Confirm the special action', exact: true });
      const skip = page.getByRole('button', { name: 'Skip the special action', exact: true });
      await expect(skip.isEnabled()).resolves.toBe(true);
      await expect(confirm.isEnabled()).resolves.toBe(true);
      const before = await historyCount(page);
      await confirm.click();
      await page.getByText(`Every entry (${before + 1})`, { exact: true }).waitFor();
      await expect(page.locator('.taken-card').textContent()).resolves.toMatch(/special action done$/);
    });
  }
});
