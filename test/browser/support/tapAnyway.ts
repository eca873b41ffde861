import type { Locator } from 'playwright-core';

/**
 * A tap on a control the step does not take (an aria-disabled area of the map), as a player may still
 * tap it: Playwright taps such a control only when forced, and then does not scroll to it first, while
 * the page may show the step below the map. Scrolled to first, as a player would.
 */
export async function tapAnyway(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.click({ force: true });
}
