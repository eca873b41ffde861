/**
 * Every module's steps and the calculator with each module, in German and Spanish: no English word a
 * player would read. The games are imported cut just before each kind of step (France, the Church,
 * Granada, Power Shift's modifier hands and abilities, New Regency's cards, Old Hands' Veto, the Colonies'
 * steps, Intrigue & the King's hands, card play and turns, a general scoring), never tapped through, so the file stays quick.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { german, spanish } from '../support/speech';
import { englishOn } from './support/englishOn';
import { importRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const record = (name: string) => JSON.parse(readFileSync(`${ROOT}/examples/records/${name}.json`, 'utf8'));

/** Where each game is cut: before the command of each index (0: the setup alone), and at its end. */
const CUTS: Readonly<Record<string, readonly number[]>> = {
  // Power cards, a placement, moves, picks, the King, disks, a Veto kept, a general scoring, a chosen
  // scoring, a placement into France, a power card taken back.
  'classic-1995-variants-church-4p': [1, 6, 7, 12, 16, 21, 56, 67, 76, 133, 153, 207],
  // The modifier hands, power cards with modifiers, an eviction, a modifier's ability, a modifier card taken back.
  '2023-power-shift-3p': [0, 2, 4, 10, 17, 19, 28, 52, 169],
  // New Regency's King cards, Old Hands' Veto, a Grande's move, a general scoring.
  '2023-minis-3p': [0, 13, 15, 20, 56, 59, 107, 131],
  // The Colonies: the preparation's disks, a card to describe, a claim, a carrier sailing aboard, a general
  // scoring, the Limit table moved, a card kept face up, its action done later, a carrier sailing home.
  'classic-colonies-4p': [0, 1, 61, 62, 79, 94, 114, 150, 197],
  // Intrigue & the King: the preparation's disk, the hands, the card play, the King's turn, the Intrigue action,
  // card 40 before its owner's turn, Conspiracy, a general scoring, Quarantine, a bridge.
  'classic-intrigue-king-4p': [0, 1, 5, 13, 26, 60, 68, 75, 88, 153],
  // With two players: one's own card's action instead.
  'bigbox-intrigue-king-2p': [12],
  // The King & the Colonies: the disks, the hands, stack 7 turned over, the card play, bringing caballeros
  // beside the offered cards, the offered cards beside one's own, card 40 early, a general scoring.
  'classic-king-colonies-4p': [0, 1, 6, 8, 15, 16, 43, 61],
};

const snapshots = readdirSync(`${ROOT}/examples`).filter((f) => f.endsWith('.json'));

for (const [locale, speaker] of [
  ['de-DE', german],
  ['es-ES', spanish],
] as const) {
  describe(`every module's steps in ${speaker.language}`, () => {
    const app = previewPage({ locale });
    let page: Page;
    beforeAll(() => void ({ page } = app));

    for (const [name, cuts] of Object.entries(CUTS)) {
      it(`${name}: every step in ${speaker.language}`, async () => {
        const game = record(name);
        const found: Record<number, string[]> = {};
        for (const count of [...cuts, game.commands.length]) {
          await importRecordAt(page, app.url, game, count, `${name} ${count}`, speaker);
          const english = await englishOn(page);
          if (english.length > 0) found[count] = english;
        }
        expect(found).toEqual({});
      });
    }

    it(`the calculator with each example board's modules, in ${speaker.language}`, async () => {
      const m = speaker.message;
      await page.goto(`${app.url}#/calculator`);
      await page.getByRole('heading', { name: m('title.calculator'), level: 1 }).waitFor();
      const found: Record<string, string[]> = {};
      for (const file of snapshots) {
        await page.getByLabel(m('boards.importFile'), { exact: true }).setInputFiles({
          name: file,
          mimeType: 'application/json',
          buffer: readFileSync(`${ROOT}/examples/${file}`),
        });
        const yes = page.getByRole('button', { name: m('boards.replace') });
        const imported = page.getByRole('status').filter({ hasText: m('calc.done.imported') });
        await yes.or(imported).first().waitFor();
        if (await yes.isVisible()) await yes.click();
        await imported.waitFor();
        const english = await englishOn(page);
        if (english.length > 0) found[file] = english;
      }
      expect(found).toEqual({});
    });
  });
}
