/**
 * A field refuses what it cannot keep rather than cut it: a name past its bound, a France value or a
 * score with more digits than the bound allows. The field says so in the player's words, naming
 * itself and the bound, and nothing of it is stored.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/rules';
import { previewPage } from './support/previewPage';

describe('fields held to a bound', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const openNewGame = async () => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
  };

  it('refuses a name typed or pasted past its bound, keeping the name it had and saying why', async () => {
    await openNewGame();
    const name = page.getByLabel("Red player's name", { exact: true });
    await name.fill('Ana');
    await name.fill('x'.repeat(LIMITS.name + 1));
    expect(await name.inputValue()).toBe('Ana');
    const said = `“Red player's name” takes at most ${LIMITS.name} characters: what was just typed was not taken.`;
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    await name.fill('x'.repeat(LIMITS.name));
    await name.pressSequentially('y');
    expect(await name.inputValue()).toBe('x'.repeat(LIMITS.name));
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    await name.fill('Ana María');
    expect(await page.getByRole('status').filter({ hasText: said }).count()).toBe(0);
    // The start player's list names the seat by what the field holds.
    await expect(page.getByLabel('Start player', { exact: true }).textContent()).resolves.toContain('Ana María');
  });

  it('refuses a France value of more digits than its bound, as typed, and starts no game', async () => {
    await openNewGame();
    await page.getByText(/^Variants and expansions/).click();
    await page.getByRole('checkbox', { name: 'France (1995 variant)', exact: true }).click();
    const first = page.getByLabel('France: first place value', { exact: true });
    await first.fill('100');
    expect(await first.inputValue()).toBe('100');
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    const said = `France: the first place value is a whole number from 0 to ${LIMITS.printedValue}.`;
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    await page.getByRole('button', { name: 'Start the game', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /France: the first place value/ })
      .waitFor();
    expect(await page.getByText(/^Every entry/).count()).toBe(0);
  });

  it('refuses a score of more digits than its bound, 10000 as typed, with nothing added', async () => {
    await openNewGame();
    await page.getByLabel('Title', { exact: true }).fill('A score too high');
    await page.getByRole('button', { name: 'Start the game', exact: true }).click();
    await page.getByText(/^Every entry/).waitFor();
    await page.getByText('Table correction: set a count to what the table shows', { exact: true }).click();
    await page.getByLabel('What to set', { exact: true }).selectOption({ label: 'Score' });
    const count = page.getByLabel(/^New count/);
    await count.fill(String(LIMITS.score + 1));
    expect(await count.inputValue()).toBe(String(LIMITS.score + 1));
    await page.getByText(`The new score is a whole number from 0 to ${LIMITS.score}.`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add this change', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('list', { name: 'Changes to record' }).count()).toBe(0);
  });
});
