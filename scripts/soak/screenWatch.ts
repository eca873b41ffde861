import type { BrowserContext } from 'playwright-core';

/**
 * Tells the soak, from inside the page, each time the history's count on screen changes ("Every
 * entry (N)"): the moment the screen shows an entry as done. A mutation observer hears it as the page
 * changes, so the news leaves before any poll from outside could see it; a kill on it lands at once.
 */
const LISTENER = `(() => {
  let last;
  new MutationObserver(() => {
    const shown = [...document.querySelectorAll('summary')].map((s) => /^Every entry \\((\\d+)\\)$/.exec(s.textContent ?? '')).find(Boolean);
    // Off the game screen there is no count: the next game's first one is news, whatever it is.
    if (!shown) last = undefined;
    if (!shown || shown[1] === last) return;
    last = shown[1];
    if (typeof window.__soakEntriesShown === 'function') void window.__soakEntriesShown(Number(last));
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export async function watchEntriesShown(context: BrowserContext, onShown: (entries: number) => void): Promise<void> {
  await context.exposeBinding('__soakEntriesShown', (_source, entries: number) => onShown(entries));
  await context.addInitScript(LISTENER);
}
