/**
 * The game screens in German and Spanish: a game with every 1995 variant and the Church, and one with
 * the 2023 mini expansions, opened mid-game and at their end, speak only the language chosen (no
 * English word a player would read, in the screens or in the history) and stay clean for axe.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { german, spanish } from '../support/speech';
import { violations } from './support/axe';
import { englishOn } from './support/englishOn';
import { importRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const record = (name: string) => JSON.parse(readFileSync(`${ROOT}/examples/records/${name}.json`, 'utf8'));

for (const [locale, speaker, name] of [
  ['de-DE', german, 'classic-1995-variants-church-4p'],
  ['es-ES', spanish, '2023-minis-3p'],
] as const) {
  describe(`the game screens in ${speaker.language}`, () => {
    const app = previewPage({ locale });
    let page: Page;
    beforeAll(() => void ({ page } = app));
    const game = record(name);

    for (const [at, count] of [
      ['mid-game', Math.floor(game.commands.length / 2)],
      ['at the end', game.commands.length],
    ] as const) {
      it(`${name} ${at}: every word in ${speaker.language}, axe clean`, async () => {
        // Titled without English words: the played games show the title.
        await importRecordAt(page, app.url, game, count, `${speaker.language} ${count}`, speaker);
        expect(await page.getAttribute('html', 'lang')).toBe(speaker.language);
        expect(await englishOn(page)).toEqual([]);
        expect(await violations(page)).toEqual([]);
      });
    }

    it(`the calculator, the rules options, the guide and the played games: every word in ${speaker.language}`, async () => {
      for (const [route, title] of [
        // The game imported above at its end is there to count.
        ['played', 'title.played'],
        ['calculator', 'title.calculator'],
        ['rules', 'title.rules'],
        ['guide', 'title.guide'],
      ] as const) {
        await page.goto(`${app.url}#/${route}`);
        await page.getByRole('heading', { name: speaker.message(title), level: 1 }).waitFor();
        if (route === 'played')
          await page.getByRole('table', { name: speaker.message('played.players'), exact: true }).waitFor();
        expect(await englishOn(page), route).toEqual([]);
        expect(await violations(page), route).toEqual([]);
      }
    });
  });
}
