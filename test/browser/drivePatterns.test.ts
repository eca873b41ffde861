/**
 * The drive finds controls by patterns built from players' names. Playwright writes a pattern into a
 * selector, and a locator inside another (a button in a player's group) joins two selectors: each
 * pattern must stay a valid selector there and match the whole name exactly, whatever characters the
 * name holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactly, whole } from '../../scripts/drive/pattern';
import { openBrowser } from './support/chromium';

const NAMES = ["'Ana'", "Ana 'the red'", 'A.*(b)', 'Say "hi"', 'x`y', 'a>>b', '[Bo]'];

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

describe('the drive’s name patterns in a browser', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => void (browser = await openBrowser()));
  afterAll(async () => await browser.close());

  it('find exactly the named group and the control inside it', async () => {
    const page = await browser.context.newPage();
    // Each name twice: "'Ana''s turn" and "'Ana's turn", which the pattern for 'Ana' must tell apart.
    const groups = NAMES.flatMap((n) =>
      [`${n}'s turn`, `${n}s turn`].map(
        (label) => `<div role="group" aria-label="${escaped(label)}"><button>${escaped(label)}: take</button></div>`,
      ),
    );
    await page.setContent(groups.join(''));
    for (const name of NAMES) {
      const group = page.getByRole('group', { name: whole(name, /'s turn/) });
      await expect(group.getByRole('button').textContent(), name).resolves.toBe(`${name}'s turn: take`);
      const filtered = page.getByRole('button', { name: exactly(`${name}'s turn: take`) }).filter({ hasText: /take/ });
      await expect(filtered.count(), name).resolves.toBe(1);
    }
  });
});
