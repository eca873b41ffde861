/**
 * The cards this device's tables described (the Colonies' stack 7, Intrigue & the King's cards), on the games
 * screen: a deck file
 * taken in and kept across a reload, exported as it was imported, and a broken file refused in one line
 * with nothing changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const deck = readFileSync(`${ROOT}/examples/decks/colonies-7.json`, 'utf8');
const intrigueDeck = readFileSync(`${ROOT}/examples/decks/intrigue.json`, 'utf8');

describe('the described cards on this device', () => {
  const app = previewPage();

  it('takes in a deck file, keeps it, exports it, and refuses a broken one changing nothing', async () => {
    const { page, url } = app;
    await page.goto(`${url}#/games`);
    const panel = page.getByRole('region', { name: 'Described cards on this device' });
    const importFile = (name: string, text: string) =>
      panel
        .getByLabel('Import a deck file', { exact: true })
        .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    const kept = (count: number) =>
      panel.getByText(`Grand Inquisitor & the Colonies: ${count} of 11 cards kept`, { exact: true });
    await kept(0).waitFor();
    const exportColonies = panel.getByRole('button', {
      name: 'Export the deck file: Grand Inquisitor & the Colonies',
      exact: true,
    });
    expect(await exportColonies.isDisabled()).toBe(true);
    await importFile('colonies-7.json', deck);
    await panel.getByRole('status').filter({ hasText: 'Deck file imported.' }).waitFor();
    await kept(11).waitFor();
    // A card of another deck's number: refused whole, in one line, and nothing kept changes.
    const broken = JSON.parse(deck);
    broken.cards[0].id = 'colonies-7/12';
    await importFile('broken.json', JSON.stringify(broken));
    const refusal = panel.getByRole('alert');
    await refusal.waitFor();
    expect((await refusal.textContent())?.split('\n')).toHaveLength(1);
    await kept(11).waitFor();
    // A file that describes a kept card otherwise is taken only once the table says so.
    const renamed = JSON.parse(deck);
    renamed.cards[0].name = 'Renamed';
    await importFile('renamed.json', JSON.stringify(renamed));
    await panel.getByRole('button', { name: "Keep this device's" }).click();
    expect(await panel.getByRole('button', { name: "Take the file's description" }).count()).toBe(0);
    await importFile('renamed.json', JSON.stringify(renamed));
    await panel.getByRole('button', { name: "Take the file's description" }).click();
    await panel.getByRole('status').filter({ hasText: 'Deck file imported.' }).waitFor();
    await importFile('colonies-7.json', deck);
    await panel.getByRole('button', { name: "Take the file's description" }).click();
    await panel.getByRole('status').filter({ hasText: 'Deck file imported.' }).waitFor();
    await page.reload();
    await kept(11).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export the deck file: Grand Inquisitor & the Colonies' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('el-grande-colonies-7.deck.json');
    expect(JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'))).toEqual(JSON.parse(deck));
    // Intrigue & the King's deck, a file of its own beside the Colonies' one.
    await importFile('intrigue.json', intrigueDeck);
    await panel.getByText('Intrigue & the King: 26 of 31 cards kept', { exact: true }).waitFor();
    await kept(11).waitFor();
    const [intrigueDownload] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export the deck file: Intrigue & the King', exact: true }).click(),
    ]);
    expect(intrigueDownload.suggestedFilename()).toBe('el-grande-intrigue.deck.json');
    expect(JSON.parse(readFileSync((await intrigueDownload.path()) ?? '', 'utf8'))).toEqual(JSON.parse(intrigueDeck));
  });
});
