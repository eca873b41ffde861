/**
 * The guide: a table's first game in a few steps and what each action card does, with where its rule
 * is written; reached from Home and, one tap away, from the game screen, whose Back returns to the game.
 */
import { describe, expect, it } from 'vitest';
import { playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';

describe('the guide', () => {
  const app = previewPage();

  it('explains the first game and every card of the edition chosen, each with its rule', async () => {
    const { page, url } = app;
    await page.goto(url);
    await page.getByRole('button', { name: 'First game guide' }).click();
    await page.getByRole('heading', { name: 'Your first game with the app' }).waitFor();
    const stack2 = page.getByRole('article', { name: 'Stack 2: place up to 2 caballeros from court' });
    await stack2.getByText('Veto', { exact: true }).waitFor();
    expect(await stack2.locator('dd').first().textContent()).toMatch(/Rule: .+/);
    // The edition's 33 cards, then the cards its modules bring (the Church card, the Grand Inquisitor card,
    // Intrigue & the King's two beside the board), each under its module.
    await expect.poll(() => page.locator('dt').count()).toBe(37);
    const intrigue = page.getByRole('article', { name: 'Cards of Intrigue & the King', exact: true });
    expect(await intrigue.locator('dt').allTextContents()).toEqual([
      'The King’s card Beside the board',
      'The Intrigue card Beside the board',
    ]);
    const church = page.getByRole('article', { name: 'Cards of The Church (1995 variant)', exact: true });
    expect(await church.locator('dt').textContent()).toBe('The Church card Stack 6');
    expect(await church.locator('dd').textContent()).toMatch(/Rule: .+/);
    await page.getByLabel('Cards of', { exact: true }).selectOption({ label: '2023 edition' });
    const stack3 = page.getByRole('article', { name: 'Stack 3: place up to 3 caballeros from court' });
    const fair = stack3
      .locator('div')
      .filter({ has: page.getByText('Fair (score a region of your choice)', { exact: true }) });
    expect(await fair.locator('dd').textContent()).toMatch(/^Score one area of your choice now.*Rule: /);
  });

  it('is one tap from the game screen, and Back returns to the game where it was', async () => {
    const { page, url } = app;
    await playRecord(page, url, 'classic-4p', 3);
    const game = page.url();
    await page.getByRole('button', { name: 'Guide', exact: true }).click();
    await page.getByRole('heading', { name: 'What each action card does' }).waitFor();
    await page.goBack();
    await expect.poll(() => page.url()).toBe(game);
    await page.getByText('Every entry (4)', { exact: true }).waitFor();
  });
});
