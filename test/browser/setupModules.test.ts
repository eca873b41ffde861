/**
 * Variants and expansions on the new-game screen and the game screen, by touch and by accessible
 * roles and names, at 390 px portrait and in landscape: every module of the edition offered as a
 * checkbox named by the module, one that cannot be chosen disabled with its reason shown and read
 * with it, the readings of the chosen ones, a game started with them, and "Modules in play".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS, type EditionId, MODULE_OPTIONS, setupModuleChoices } from '../../src/rules';
import { previewPage } from './support/previewPage';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

/** axe-core's violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('variants and expansions at setup and in play', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const group = () => page.getByRole('group', { name: 'Variants and expansions', exact: true });
  const moduleBox = (name: string) => group().getByRole('checkbox', { name, exact: true });
  /** The new-game screen with its variants and expansions open, for an edition. */
  const openNewGame = async (edition: EditionId = 'classic') => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Edition', { exact: true }).selectOption({ label: EDITIONS[edition].name });
    await page.getByText(/^Variants and expansions/).click();
    await group().waitFor();
  };
  /** What a screen reader reads after a control's name: the text of the elements it is described by. */
  const description = (name: string) =>
    moduleBox(name).evaluate((box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );

  it('offers every module of the edition by name; one that cannot be chosen is disabled and says why, shown and read', async () => {
    for (const edition of ['classic', '2023'] as const) {
      await openNewGame(edition);
      const offered = setupModuleChoices(edition, []).modules;
      expect(await group().getByRole('checkbox').count()).toBe(offered.length);
      for (const m of offered) {
        const box = moduleBox(m.name);
        expect(await box.isChecked()).toBe(false);
        const reason = m.state.kind === 'not-playable' || m.state.kind === 'kept-apart' ? m.state.why : undefined;
        expect(await box.isDisabled()).toBe(reason !== undefined);
        const read = await description(m.name);
        if (reason) {
          expect(read).toContain(reason);
          await expect.poll(() => group().getByText(reason).first().isVisible()).toBe(true);
        } else expect(read).toContain(m.summary);
        expect(read).toContain(m.citation);
      }
    }
  });

  it('at 390 px portrait and in landscape, every module is a target of at least 44 px, nothing wider than the screen', async () => {
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(size);
      await openNewGame();
      const rows = await group()
        .locator('label')
        .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).map((r) => [r.height, r.right]));
      for (const [height, right] of rows) {
        expect(height).toBeGreaterThanOrEqual(44);
        expect(right).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the new-game screen with its variants and expansions open has no accessibility violation, in light or dark', async () => {
    await page.setViewportSize(PORTRAIT);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openNewGame();
      expect(await violations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('names no module and no reading in a base game, and its game screen offers no "Modules in play"', async () => {
    await openNewGame();
    await page.getByLabel('Title', { exact: true }).fill('Base game, no modules');
    await page.getByRole('button', { name: 'Start the game', exact: true }).click();
    await page.getByText(/^Every entry/).waitFor();
    expect(await page.getByRole('button', { name: 'Modules in play' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this game', exact: true }).click(),
    ]);
    const record = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect('modules' in record.setup).toBe(false);
    expect('moduleOptions' in record.setup).toBe(false);
    expect(Object.keys(MODULE_OPTIONS).some((id) => id in record.setup)).toBe(false);
  });
});
