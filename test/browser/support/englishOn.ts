import type { Page } from 'playwright-core';

/**
 * Words of English a German or Spanish screen never holds: a hit is English left in code or data.
 * (Letters of any alphabet bound a word: "frühere" holds no "here".)
 */
export const ENGLISH =
  /(?<!\p{L})(the|and|with|from|into|of|for|is|are|by|this|each|every|nobody|nothing|here|their|takes?|moved?|goes|turn|round|points?|court|scores?|stack|entry|entries|modifier|missing|rules|space)(?!\p{L})/iu;

/**
 * The page's whole text (closed sections included), and any English found in it, with what surrounds
 * it. Rulebook sections are cited in the reader's language too, so quoted headings are read like the rest.
 */
export async function englishOn(page: Page): Promise<string[]> {
  const text = (await page.evaluate(() => document.body.textContent ?? '')).replace(/\s+/g, ' ');
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(ENGLISH.source, 'giu'))) {
    const at = match.index ?? 0;
    found.push(text.slice(Math.max(0, at - 60), at + 60));
    if (found.length >= 5) break;
  }
  return found;
}
