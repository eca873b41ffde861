/**
 * Power Shift on the game screens: the modifier hands entered by passing the tablet round (each entry
 * hidden before the next player opens theirs), modifiers offered with the power cards and the totals
 * shown, and a modifier's ability as a step of the turn; every screen by role and name, at least 44 px
 * to tap, with no accessibility violations.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterUpTo, historyCount, openRecordAt, playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';

const RECORD = '2023-power-shift-3p';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Accessibility violations and controls under 44 px in the step panel on screen. */
async function stepProblems(page: Page): Promise<{ violations: string[]; small: string[] }> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string }[] }> } }
    ).axe;
    const root = document.querySelector('.panel.step');
    return root ? (await axe.run(root, { resultTypes: ['violations'] })).violations.map((v) => v.id) : ['no step'];
  });
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('.panel.step button')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el }) => el.getAttribute('aria-label') ?? el.textContent ?? ''),
  );
  return { violations, small };
}

describe('Power Shift on the game screens', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  it('plays round 1 with modifiers: hands passed round, totals with the power cards, the ability step', {
    timeout: 300_000,
  }, async () => {
    const { t, names, commands } = await openRecordAt(page, app.url, RECORD, 0, 'Power Shift round');
    const cardGroup = page.getByRole('radiogroup', { name: 'Card 1: number', exact: true });

    // The tablet goes round: nothing of the entry shows until Red opens it.
    await page.getByRole('heading', { name: 'Modifier cards', exact: true }).waitFor();
    await expect(cardGroup.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'I am Red: enter my modifier cards', exact: true }).click();
    await cardGroup.waitFor();
    await expect(stepProblems(page)).resolves.toEqual({ violations: [], small: [] });
    const send = page.getByRole('button', { name: "Enter and hide Red's modifier cards", exact: true });
    await expect(send.isEnabled()).resolves.toBe(false);

    // Red's entry as the record has it; then the screen hides it and waits for Blue to open theirs.
    await page.reload();
    await enterUpTo(page, t, names, commands, 0, 1);
    await page.getByRole('button', { name: 'I am Blue: enter my modifier cards', exact: true }).waitFor();
    await expect(cardGroup.count()).resolves.toBe(0);
    await enterUpTo(page, t, names, commands, 1, 4);

    // Blue lays down a 2 with +2: the modifier is offered, each card named with its total.
    await page.getByRole('heading', { name: "Blue's power card", exact: true }).waitFor();
    await page.getByText('No power card played yet this round.', { exact: true }).waitFor();
    const modifiers = page.getByRole('radiogroup', { name: "Blue's modifier card", exact: true });
    await expect(modifiers.getByRole('radio').allTextContents()).resolves.toEqual([
      'No modifier',
      'Modifier +1',
      'Modifier +2 (move any one Grande)',
      'Modifier −2 (one of your caballeros from the provinces into your court)',
    ]);
    await expect(stepProblems(page)).resolves.toEqual({ violations: [], small: [] });
    await enterUpTo(page, t, names, commands, 4, 5);
    await page.getByText('Totals so far: Blue 2 +2 (move any one Grande) = 4.', { exact: true }).waitFor();
    // Yellow's 4 alone would equal Blue's total.
    await page.getByRole('button', { name: '4 (a total of 4 was played by Blue this round)', exact: true }).waitFor();
    await enterUpTo(page, t, names, commands, 5, 17);

    // Blue's turn: after the caballeros, the ability of the +2 moves a Grande, before a card is taken.
    await page.getByRole('heading', { name: "Blue's turn · power card 2", exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Modifier ability', exact: true }).waitFor();
    await expect(stepProblems(page)).resolves.toEqual({ violations: [], small: [] });
    const before = await historyCount(page);
    await enterUpTo(page, t, names, commands, 17, 18);
    await expect(historyCount(page)).resolves.toBe(before + 1);
    await expect(page.getByRole('heading', { name: 'Modifier ability', exact: true }).count()).resolves.toBe(0);

    // The rest of the round; round 2 starts from the lowest total (Blue's 2 +2 = 4, below Red's 7 +1 and Yellow's 10).
    await enterUpTo(page, t, names, commands, 18, 23);
    await page.getByRole('heading', { name: "Blue's power card", exact: true }).waitFor();
  });

  it('passing the tablet, shows each modifier hand only behind the hand-over the secret disks use', {
    timeout: 300_000,
  }, async () => {
    const { t, names, commands } = await playRecord(page, app.url, RECORD, 4, {
      title: 'Power Shift passed round',
      prefs: { diskEntry: 'pass-the-tablet' },
    });
    const handOf = (name: string) => page.getByRole('radiogroup', { name: `${name}'s modifier card`, exact: true });
    const showTo = (name: string) =>
      page.getByRole('button', { name: `I am ${name}: show my modifier cards`, exact: true });

    // Blue lays down first: the hand stays hidden, the power cards stay at hand.
    await page.getByRole('heading', { name: "Blue's power card", exact: true }).waitFor();
    await page.getByText('Pass the tablet to Blue: only they see their modifier cards.', { exact: true }).waitFor();
    await expect(handOf('Blue').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Power card 2', exact: true }).isEnabled()).resolves.toBe(true);
    await expect(stepProblems(page)).resolves.toEqual({ violations: [], small: [] });
    await showTo('Blue').click();
    await expect(handOf('Blue').getByRole('radio').allTextContents()).resolves.toEqual([
      'No modifier',
      'Modifier +1',
      'Modifier +2 (move any one Grande)',
      'Modifier −2 (one of your caballeros from the provinces into your court)',
    ]);
    await expect(stepProblems(page)).resolves.toEqual({ violations: [], small: [] });
    await enterUpTo(page, t, names, commands, 4, 5);

    // Yellow's hand is hidden again until Yellow takes the tablet; Red's modifier goes through the hand-over.
    await page.getByRole('heading', { name: "Yellow's power card", exact: true }).waitFor();
    await expect(handOf('Yellow').count()).resolves.toBe(0);
    await expect(handOf('Blue').count()).resolves.toBe(0);
    await showTo('Yellow').waitFor();
    await enterUpTo(page, t, names, commands, 5, 6);
    await page.getByRole('heading', { name: "Red's power card", exact: true }).waitFor();
    await expect(handOf('Red').count()).resolves.toBe(0);
    const before = await historyCount(page);
    await enterUpTo(page, t, names, commands, 6, 7);
    await expect(historyCount(page)).resolves.toBe(before + 1);
  });
});
