/**
 * What a step will do, said before it is confirmed, in a real Chromium by roles and names: the
 * placement's buttons (placing none is not the filled one), a tap the placement does not take
 * answered with the placement's own reason, intrigue moves shown on the map before they are
 * confirmed, and a turn with nothing to place saying so in one line instead of a placement step.
 * Each test opens the classic example at the step it is about: imported up to there, as the taps
 * reaching it are checked by `npm run drive`.
 */

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterUpTo, historyCount, openRecordAt, playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { tapAnyway } from './support/tapAnyway';

describe('previews before confirming', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const map = () => page.getByRole('group', { name: /^Board map/ });
  const classOf = async (name: string) =>
    (await page.getByRole('button', { name, exact: true }).getAttribute('class')) ?? '';

  it('placement: "Place none" is a secondary button until something is placed, then "Place N caballeros" is the filled one; a tap elsewhere says why', async () => {
    await playRecord(page, app.url, 'classic-4p', 7); // Red places up to 2, the King in Sevilla
    await expect.poll(() => classOf('Place none')).toMatch(/\bsecondary\b/);
    await map()
      .getByRole('button', { name: /^Castillo/ })
      .click();
    await page.getByRole('button', { name: 'Place 1 caballero', exact: true }).waitFor();
    await expect.poll(() => classOf('Place 1 caballero')).not.toMatch(/\bsecondary\b/);
    // Galicia does not border Sevilla: the placement's own refusal, with the Castillo already set.
    await tapAnyway(map().getByRole('button', { name: /^Galicia/ }));
    await page
      .getByText(/^Galicia does not border the King's region/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'One fewer in Castillo', exact: true }).click();
    await page.getByRole('button', { name: 'Place none', exact: true }).waitFor();
  });

  it('intrigue moves show on the map, marked as a preview, before they are confirmed; removed, the map shows the table again', async () => {
    const { names } = await openRecordAt(page, app.url, 'classic-4p', 62, 'Previews: intrigue'); // Blue's intrigue card: move up to 3 of other players' caballeros
    const stored = await historyCount(page);
    const valencia = map().getByRole('button', { name: /^Valencia/ });
    const nueva = map().getByRole('button', { name: /^Castilla la Nueva/ });
    await expect.poll(() => valencia.getAttribute('aria-label')).toMatch(/; Yellow 1;/);
    await expect.poll(() => nueva.getAttribute('aria-label')).toMatch(/Yellow 2/);
    const from = page.getByRole('radiogroup', { name: 'Move from', exact: true });
    await from.getByRole('radio', { name: 'Valencia', exact: true }).click();
    const whose = page.getByRole('radiogroup', { name: 'Whose caballeros', exact: true });
    const to = page.getByRole('radiogroup', { name: "Move Yellow's caballeros from Valencia to", exact: true });
    // Whose caballeros is asked only where more than one colour could move: decided once either is shown.
    await whose.or(to).first().waitFor();
    if (await whose.isVisible()) await whose.getByRole('radio', { name: /^Yellow/ }).click();
    await to.getByRole('radio', { name: names.areaName('castilla-la-nueva'), exact: true }).click();
    await page.getByRole('button', { name: 'Add this move', exact: true }).click();
    // The map shows the table the moves make, each changed area saying what it held before.
    await page.getByRole('group', { name: /^Board map: preview of the moves entered/ }).waitFor();
    await expect
      .poll(() => valencia.getAttribute('aria-label'))
      .toMatch(/; empty;.*; was Yellow 1 before the moves entered$/);
    await expect
      .poll(() => nueva.getAttribute('aria-label'))
      .toMatch(/Yellow 3.*; was .*Yellow 2 before the moves entered$/);
    await expect
      .poll(() => map().locator('.map-pending').allTextContents())
      .toEqual(expect.arrayContaining(['−1', '+1']));
    await page
      .getByRole('status')
      .filter({ hasText: /^Preview of the moves entered: / })
      .waitFor();
    expect(await historyCount(page)).toBe(stored);
    // Taken back before confirming: the table as it stands, with nothing marked.
    await page.getByRole('button', { name: 'Remove the move of Yellow from Valencia', exact: true }).click();
    await page.getByRole('group', { name: /^Board map: preview/ }).waitFor({ state: 'detached' });
    await expect.poll(() => valencia.getAttribute('aria-label')).toMatch(/; Yellow 1;/);
    expect(await valencia.getAttribute('aria-label')).not.toMatch(/ was /);
    await expect.poll(() => map().locator('.map-pending').count()).toBe(0);
  });

  it('with nothing in court, the turn shows no placement: one line says why, and the special action and the end of the turn follow', async () => {
    const { t, names, commands } = await openRecordAt(page, app.url, 'classic-4p', 156, 'Previews: empty court'); // Red's turn, the court empty, the special action still to do
    await page.getByText("Nothing to place: Red's court is empty", { exact: true }).waitFor();
    await page.getByRole('heading', { name: /^Special action: / }).waitFor();
    expect(await page.getByRole('button', { name: /^Place (none|\d+ caballeros?)$/ }).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Order', exact: true }).count()).toBe(0);
    expect(await page.getByRole('group', { name: /^Board map: place caballeros/ }).count()).toBe(0);
    // The record's empty placement is passed over; its special action and end of turn are the next two entries.
    const before = await historyCount(page);
    await enterUpTo(page, t, names, commands, 156, 159);
    await expect.poll(() => historyCount(page)).toBe(before + 2);
  });
});
