/**
 * The face-up action cards: listed while the power cards are chosen, so each player picks a power
 * card knowing what is on offer, and each card's effect in a player's words, with where its rule is
 * written, one tap away there and beside each card to take on a turn.
 */

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  type CardType,
  cardRuleRef,
  EFFECT_WORDS,
  findCard,
  MOVE_LIMITS_WORDS,
  ruleRefShortWords,
} from '../../src/rules';
import { say } from '../support/speech';
import { enterUpTo, historyCount, playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';

const card = (id: string): CardType => findCard('classic', id)!;
// Round 1 of the classic example: the cards it turns over, and the King's card there every round.
const ROUND_1 = [
  'classic/move-2-own-2-foreign',
  'classic/veto',
  'classic/score-castillo',
  'classic/royal-adviser',
  'classic/kings-card',
].map(card);
const [INTRIGUE, VETO] = ROUND_1 as [CardType, CardType];

const toggleName = (c: CardType) => `What it does: ${c.name}, stack ${c.stack}`;
const ruleWords = (c: CardType) => `Rule: ${say(ruleRefShortWords(cardRuleRef('classic', c)))}`;

describe('the face-up action cards', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  /** The words under a card's "What it does", or undefined while they are not shown. */
  async function effectShown(c: CardType): Promise<string | undefined> {
    const toggle = page.getByRole('button', { name: toggleName(c), exact: true });
    const id = await toggle.getAttribute('aria-controls');
    const words = page.locator(`[id="${id}"]`);
    return (await words.isVisible()) ? ((await words.textContent()) ?? '') : undefined;
  }

  it('lists every stack’s card while the power cards are chosen, in view beside the power cards, each with what it does one tap away', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const { t, names, commands } = await playRecord(page, app.url, 'classic-4p', 1);
    const step = page.getByRole('region', { name: "Blue's power card" });
    const offer = step.getByRole('list', { name: 'Action cards face up this round' });
    const items = async () =>
      (await offer.getByRole('listitem').allTextContents()).map((text) => text.replace(/What it does.*$/, '').trim());
    await expect.poll(items).toEqual(ROUND_1.map((c) => `Stack ${c.stack} ${c.name}`));
    // A list to read: nothing in it takes a card.
    await expect(offer.getByRole('button', { name: /^Take / }).count()).resolves.toBe(0);
    // In view under the power cards, at a tablet's size either way, with no scrolling of the page or the step.
    for (const [width, height] of [
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Measured once the page has laid itself out again at the new size.
      const layout = async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = (await offer.boundingBox())!;
        const power = (await step.getByRole('button', { name: 'Power card 13', exact: true }).boundingBox())!;
        const panel = (await step.boundingBox())!;
        return {
          underThePowerCards: box.y > power.y + power.height,
          // Inside the step's own box too: not cut off at the bottom of its scrolling area.
          notCutOff: box.y + box.height <= Math.min(height, panel.y + panel.height),
        };
      };
      await expect
        .poll(layout, { message: `${width} × ${height}` })
        .toEqual({ underThePowerCards: true, notCutOff: true });
    }

    // One tap opens what the veto does with its rule; another shuts it.
    const veto = step.getByRole('button', { name: toggleName(VETO), exact: true });
    await expect(veto.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(effectShown(VETO)).resolves.toBeUndefined();
    await veto.click();
    await expect.poll(() => veto.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => effectShown(VETO)).toBeDefined();
    const words = (await effectShown(VETO))!;
    expect(words).toContain(say(EFFECT_WORDS.veto));
    expect(words).toContain(ruleWords(VETO));
    expect(words).not.toContain(say(MOVE_LIMITS_WORDS));
    // The stack-1 card says what every move keeps to as well.
    await step.getByRole('button', { name: toggleName(INTRIGUE), exact: true }).click();
    await expect.poll(() => effectShown(INTRIGUE)).toBeDefined();
    const intrigue = (await effectShown(INTRIGUE))!;
    expect(intrigue).toContain(say(EFFECT_WORDS[INTRIGUE.effect]));
    expect(intrigue).toContain(say(MOVE_LIMITS_WORDS));
    expect(intrigue).toContain(ruleWords(INTRIGUE));
    await veto.click();
    await expect.poll(() => effectShown(VETO)).toBeUndefined();

    // The power cards are still entered as before, and the list stays while they are.
    await enterUpTo(page, t, names, commands, 1, 4);
    await page.getByRole('heading', { name: "Red's power card" }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Action cards face up this round' }).getByRole('listitem').count())
      .toBe(5);
  });

  it('puts what each card does one tap beside the card to take, and taking it stays one tap', async () => {
    // Red (power card 13, bringing none) takes a card first in round 1.
    await playRecord(page, app.url, 'classic-4p', 5);
    const take = page.getByRole('group', { name: 'Take a card' });
    const offered = async () =>
      (await take.getByRole('button', { name: /^Take / }).allTextContents()).map((text) => text.trim());
    await expect.poll(offered).toEqual(ROUND_1.map((c) => `Take ${c.name} stack ${c.stack}`));
    const king = ROUND_1[4]!;
    const toggle = take.getByRole('button', { name: toggleName(king), exact: true });
    await toggle.click();
    await expect.poll(() => effectShown(king)).toBeDefined();
    const words = (await effectShown(king))!;
    expect(words).toContain(say(EFFECT_WORDS['kings-card']));
    expect(words).toContain(ruleWords(king));
    // Opening the words took nothing.
    const before = await historyCount(page);
    expect(before).toBe(6);
    await take.getByRole('button', { name: `Take ${VETO.name} stack 2`, exact: true }).click();
    await page.getByText(`Every entry (${before + 1})`, { exact: true }).waitFor();
    await take.waitFor({ state: 'detached' });
  });
});
