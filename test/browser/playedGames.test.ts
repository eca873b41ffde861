/**
 * The played-games screen: every finished game on this device with its date, edition, scores and winner,
 * and each person's games, wins, average and best score, two spellings of one person merged and taken
 * apart again, the merge kept over a reload; axe clean, every control 44 px, in portrait too.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../support/speech';
import { violations } from './support/axe';
import { importRecordAs } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const m = english.message;
const record = (name: string) => JSON.parse(readFileSync(`${ROOT}/examples/records/${name}.json`, 'utf8'));

/** Imports a record under this title (its first `commands` only, if said), with its players renamed, through the games list. */
async function importGame(
  page: Page,
  url: string,
  name: string,
  title: string,
  names: Record<string, string>,
  commands?: number,
) {
  const game = record(name);
  game.title = title;
  if (commands !== undefined) game.commands = game.commands.slice(0, commands);
  for (const player of game.setup.players) player.name = names[player.id] ?? player.name;
  await importRecordAs(page, url, game, title);
}

/** The rows of a table, each as its cells' text. */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );

describe('the played games', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => {
    page = app.page;
  });

  it('lists the finished games and counts each person, the same name typed two ways counted once', async () => {
    await importGame(page, app.url, 'classic-4p', 'Classic night', {
      red: 'Ana',
      blue: 'Ben',
      yellow: 'Cy',
      green: 'Dee',
    });
    await importGame(page, app.url, '2023-2p-dummy', 'Duel', { red: 'ana ', blue: 'Benn' });
    // An unfinished game is not counted.
    await importGame(page, app.url, 'bigbox-colonies-2p', 'Unfinished', {}, 20);
    await page.getByRole('button', { name: m('games.played') }).click();
    await page.getByRole('heading', { name: m('title.played') }).waitFor();
    await page.getByRole('table', { name: m('played.games') }).waitFor();
    const games = await rowsOf(page, m('played.games'));
    expect(games.map((row) => [row[0], row[3]])).toEqual([
      ['Duel', '2023 edition'],
      ['Classic night', 'Classic (1995 rules)'],
    ]);
    const players = await rowsOf(page, m('played.players'));
    // Each spelling used once: the latest names the person.
    const ana = players.find((row) => row[0]?.startsWith('ana'));
    expect(ana?.[0]).toBe(`ana ${m('played.spellings', { names: 'ana, Ana' })}`);
    expect(ana?.[1]).toBe('2');
    expect(players.map((row) => row[0]?.split(' ')[0])).toEqual(expect.arrayContaining(['Ben', 'Benn', 'Cy', 'Dee']));
    await page.getByRole('img', { name: m('played.chart') }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('counts two spellings of one person as one, keeps it over a reload, and takes it back', async () => {
    const merge = page.getByRole('group', { name: m('played.merge') });
    await merge.getByLabel(m('played.mergeFrom')).selectOption({ label: 'Benn' });
    await merge.getByLabel(m('played.mergeInto')).selectOption({ label: 'Ben' });
    await merge.getByRole('button', { name: m('played.mergeButton') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: m('played.merged', { name: 'Benn', other: 'Ben' }) })
      .waitFor();
    const ben = async () => (await rowsOf(page, m('played.players'))).find((row) => row[0]?.startsWith('Ben'));
    expect((await ben())?.slice(1, 3)).toEqual(['2', expect.any(String)]);
    await page.reload();
    await page.getByRole('table', { name: m('played.players') }).waitFor();
    expect((await ben())?.[1]).toBe('2');
    await page.getByRole('button', { name: m('played.separateLabel', { name: 'Benn' }) }).click();
    await expect.poll(async () => (await ben())?.[1]).toBe('1');
  });

  it('fits a portrait tablet, every control at least 44 px', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const small = await page.locator('main button, main select, main a').evaluateAll((all) =>
      all
        .filter((e) => e.getBoundingClientRect().width > 0)
        .filter((e) => e.getBoundingClientRect().height < 44 || e.getBoundingClientRect().width < 44)
        .map((e) => e.textContent),
    );
    expect(small).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
