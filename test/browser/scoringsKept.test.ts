/**
 * Every scoring stays explained, and what happens is said where the table looks: a general scoring's
 * reasons one tap away in the history once confirmed; its correction starting from the disks entered;
 * a disk naming the King's region saying beside it where those caballeros go; Granada's fall said
 * before the turn is ended and above the next step once it is, with its reasons.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleRecord, openRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';

/** The index of the example's first command of this type. */
function firstOf(name: string, type: string): number {
  return exampleRecord(name).commands.findIndex((c) => c.type === type);
}

describe('scorings kept and events said where they happen', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  it('a confirmed general scoring keeps its reasons in the history, and its correction starts from its disks', async () => {
    const scoring = firstOf('classic-4p', 'general-scoring');
    await openRecordAt(page, app.url, 'classic-4p', scoring + 1, 'Kept scoring');
    await page.getByText(/^Every entry/).click();
    const why = page.getByText('Why these points: the general scoring after round 3', { exact: true });
    await why.click();
    const details = page.locator('.history-scoring');
    await details.getByRole('table', { name: /: points per player$/ }).waitFor();
    const areas = details.getByRole('list', { name: /: by area$/ });
    expect(await areas.locator(':scope > li').count()).toBeGreaterThanOrEqual(9);
    // Each area opens on its reasons and the rules behind them.
    await areas.locator('summary').first().click();
    await areas
      .getByText(/^Rules: /)
      .first()
      .waitFor();

    // Correcting it: the disks entered are chosen already, and the result is there to confirm.
    await page.getByRole('button', { name: /^Correct entry \d+: General scoring/ }).click();
    const correction = page.getByRole('group', { name: /^Correction of entry \d+$/ });
    const disks = correction.getByRole('radiogroup', { name: /'s disk$/ });
    await disks.first().waitFor();
    for (const group of await disks.all()) expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);
    await correction.getByRole('button', { name: 'Confirm the scoring', exact: true }).waitFor();
  });

  it('a disk naming the King’s region says beside it that those caballeros go back to the court', async () => {
    const scoring = firstOf('classic-4p', 'general-scoring');
    await openRecordAt(page, app.url, 'classic-4p', scoring, 'King disk');
    const first = page.getByRole('radiogroup', { name: /'s disk$/ }).first();
    await first.getByRole('radio', { name: /^Aragón/ }).click();
    await page
      .getByText(/Castillo caballeros? go(es)? back to the court: Aragón \(Aragon\) is the King's region\.$/)
      .waitFor();
    await first.getByRole('radio', { name: /^Galicia/ }).click();
    await page.locator('.disk-note').waitFor({ state: 'detached' });
  });

  it('Granada’s fall is said before the turn ends and above the next step once it has, with its reasons', async () => {
    const name = 'classic-1995-variants-church-4p';
    const fall = 77;
    expect(exampleRecord(name).commands[fall]?.type).toBe('end-turn');
    await openRecordAt(page, app.url, name, fall, 'Granada falls');
    const step = page.locator('.step').first();
    await step.getByText(/holds \d+ caballeros: it falls at the end of a turn/).waitFor();
    await step.getByRole('button', { name: /^End .*'s turn$/ }).click();
    const said = page.locator('.entry-events');
    await said.getByText(/has fallen in round 4: it is an ordinary region now; it scored .*\d+ points?/).waitFor();
    // Above the step now shown, where the table looks next.
    const [note, next] = [await said.boundingBox(), await page.locator('.step').first().boundingBox()];
    expect(note!.y + note!.height).toBeLessThanOrEqual(next!.y);
    await said.getByText("Why these points: Granada's fall in round 4", { exact: true }).click();
    await said.getByRole('list', { name: /: by area$/ }).waitFor();
    await said.getByRole('button', { name: 'Close this note', exact: true }).click();
    await said.waitFor({ state: 'detached' });
    // The history keeps it too.
    await page.getByText(/^Every entry/).click();
    await page
      .locator('.history-list')
      .getByText("Why these points: Granada's fall in round 4", { exact: true })
      .waitFor();
  });

  it('a refused entry’s alert goes as soon as the entry is changed, and comes back if it is sent again as it was', async () => {
    await openRecordAt(page, app.url, 'classic-4p', 7, 'Alert withdrawn');
    await page.getByText('Table correction: set a count to what the table shows', { exact: true }).click();
    const panel = page.locator('.corrections');
    await panel.getByLabel(/^New count/).fill('3');
    await panel.getByRole('button', { name: 'Add this change', exact: true }).click();
    const record = panel.getByRole('button', { name: 'Record the table correction', exact: true });
    await record.click();
    const alert = panel.getByRole('alert');
    await alert.waitFor();
    await panel.getByLabel('What the table shows (note)', { exact: true }).fill('A caballero was knocked over');
    await alert.waitFor({ state: 'detached' });
    await panel.getByLabel('What the table shows (note)', { exact: true }).fill('');
    await record.click();
    await alert.waitFor();
  });
});
