import type { Page } from 'playwright-core';

/**
 * Stands in front of Chromium's own launch queue, which hands over nothing in a headless run: the page's
 * consumer is kept where `launch` finds it. Set before the page loads.
 */
export const standInLaunchQueue = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: { setConsumer: (consumer: unknown) => Reflect.set(window, 'launchConsumer', consumer) },
    });
  });

/** Waits for the page to take launched files, then hands it one, as the browser does when a file is tapped. */
export async function launch(page: Page, name: string, text: string): Promise<void> {
  await page.waitForFunction(() => typeof Reflect.get(window, 'launchConsumer') === 'function');
  await page.evaluate(
    ([name, text]) => {
      const consumer = Reflect.get(window, 'launchConsumer');
      consumer({ files: [{ kind: 'file', getFile: async () => new File([text ?? ''], name ?? 'file.json') }] });
    },
    [name, text],
  );
}
