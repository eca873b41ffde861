/**
 * The Grand Inquisitor's caballeros placed from his holder's court are kept like the placement's own taps:
 * counted on the placement's stepper, they are still there after a reload of the same table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableNames } from '../../scripts/drive/tableNames';
import { createTapper } from '../../scripts/drive/tapper';
import type { BoardAreaId, SetupCommand } from '../../src/rules';
import { importRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const record = JSON.parse(readFileSync(`${ROOT}/test/browser/records/held-caballeros-colonies-cut-3p.json`, 'utf8'));

describe('the held caballeros of a placement', () => {
  const app = previewPage();

  it('keeps them across a reload of the same table, as the placement keeps its taps', async () => {
    const { page, url } = app;
    // Up to the placement that puts one of his caballeros aboard.
    const count = record.commands.length - 1;
    const place = record.commands[count];
    const area = Object.keys(place.held)[0] as BoardAreaId;
    await importRecordAt(page, url, record, count, 'Held caballeros');
    const t = createTapper(page);
    const names = tableNames({ type: 'setup', ...record.setup } as SetupCommand);
    const label = t.speaker.message('game.placement.heldInto', {
      name: names.nameOf('inquisitor'),
      area: names.areaName(area),
    });
    const stepper = page.getByRole('group', { name: label, exact: true }).locator('output');
    await t.step(label, 1);
    await expect.poll(() => stepper.textContent()).toBe('1');
    await expect.poll(() => page.getByRole('button', { name: 'Place 1 caballero', exact: true }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => stepper.textContent()).toBe('1');
    await expect.poll(() => page.getByRole('button', { name: 'Place 1 caballero', exact: true }).count()).toBe(1);
  });
});
