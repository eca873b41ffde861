/**
 * France (1995 variant) on the screens, by touch and by accessible roles and names, at 390 px portrait
 * and in landscape: its three printed values on the new-game form (refused in words when one is missing or
 * they rise), France on the map as a target of the placement when the King stands in Aragón, the choice of
 * who takes its bonus spaces (in a placement and a table correction), its line among the variants at this
 * table, kept across a reload; and `npm run drive` playing that game back through the same controls (the
 * classic example with all four 1995 variants, driven whole in drive.test.ts, names France's spaces too).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterCommand, enterNext, tableNames } from '../../scripts/drive/enterCommand';
import { createTapper } from '../../scripts/drive/tapper';
import { runReplay } from '../../src/cli/runReplay';
import { recordText } from '../../src/record/recordLog';
import {
  applyCommand,
  type Command,
  EDITIONS,
  franceStatus,
  type GameState,
  MODULES,
  type PlaceCommand,
  placementChoice,
  type SetupCommand,
  seededRandom,
  type TableCorrectionCommand,
} from '../../src/rules';
import { franceOptions } from '../support/fitFrance';
import { randomCommand } from '../support/randomPlayer';
import { say } from '../support/speech';
import { violations } from './support/axe';
import { previewPage } from './support/previewPage';
import { runScript } from './support/runScript';
import { tapAnyway } from './support/tapAnyway';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const FRANCE = MODULES['france-1995'].name;

const area = (id: Parameters<(typeof EDITIONS)['classic']['areaName']>[0]) => EDITIONS.classic.areaName(id);

describe('France (1995 variant) on the screens', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const value = (place: 'first' | 'second' | 'third') =>
    page.getByLabel(`France: ${place} place value`, { exact: true });
  const start = () => page.getByRole('button', { name: 'Start the game', exact: true }).click();
  const alert = () => page.locator('form.new-game').getByRole('alert');
  const franceOnMap = () =>
    page
      .getByRole('group', { name: /^Board map/ })
      .first()
      .getByRole('button', { name: /^France(;|$)/ });
  const status = () => page.getByRole('region', { name: 'Variants at this table', exact: true });
  const spaces = () => page.getByRole('radiogroup', { name: 'Special spaces: France', exact: true });

  /** The new-game form for three players, the King in Aragón, France ticked; its values left as the form has them. */
  const newGameWithFrance = async (title: string) => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel("King's region", { exact: true }).selectOption({ label: area('aragon') });
    await page.getByLabel("Blue player's home region", { exact: true }).selectOption({ label: area('valencia') });
    await page.getByText(/^Variants and expansions/).click();
    expect(await value('first').count()).toBe(0);
    await page
      .getByRole('group', { name: 'Variants and expansions', exact: true })
      .getByRole('checkbox', { name: FRANCE, exact: true })
      .click();
    await value('first').waitFor();
  };

  /** The setup the app holds for the game on screen, read from its export. */
  const exported = async (): Promise<{ setup: SetupCommand; commands: Command[]; text: string }> => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this game', exact: true }).click(),
    ]);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const record = JSON.parse(text);
    return { setup: { type: 'setup', ...record.setup }, commands: record.commands, text };
  };

  it('asks for France’s three values only with France, the first 3 as the rulebook has it, refuses a missing or rising one in words, and starts with drawn region cards', async () => {
    await page.setViewportSize(PORTRAIT);
    await newGameWithFrance('France refused');
    expect(await value('first').inputValue()).toBe('3');
    expect(await value('second').inputValue()).toBe('');
    expect(await value('third').inputValue()).toBe('');
    const hint = await page.getByRole('group', { name: 'Printed values: France' }).textContent();
    expect(hint).toContain('Only the first place value, 3, is written in the rulebook');
    expect(hint).toContain('Variant Rules: France');
    expect(await violations(page)).toEqual([]);
    await start();
    await expect
      .poll(() => alert().textContent())
      .toBe('France: the second place value is a whole number from 0 to 20');
    await value('second').fill('5');
    await value('third').fill('1');
    await start();
    await expect.poll(() => alert().textContent()).toContain('printed values never rise from one place to the next');
    expect(await page.getByText(/^Every entry/).count()).toBe(0);
    // Every field a target of at least 44 px, nothing wider than the screen, in portrait and landscape.
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(size);
      for (const place of ['first', 'second', 'third'] as const) {
        const box = await value(place).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // With the region cards drawn by the app, France's values typed go into the game as typed.
    await page.getByRole('button', { name: 'Draw the region cards', exact: true }).click();
    await value('second').fill('3');
    await value('third').fill('0');
    await start();
    await page.getByText(/^Every entry/).waitFor();
    expect((await exported()).setup.printedValues).toEqual({ france: [3, 3, 0] });
  });

  let record = '';

  it('starts a game with France’s values, places into France from the map, takes a bonus space chosen, keeps it across a reload, and corrects France’s counts choosing again', async () => {
    await page.setViewportSize(PORTRAIT);
    await newGameWithFrance('France placed');
    await value('second').fill('2');
    await value('third').fill('1');
    await start();
    await page.getByText(/^Every entry/).waitFor();
    const { setup } = await exported();
    expect(setup.modules).toEqual(['france-1995']);
    expect(setup.printedValues).toEqual({ france: [3, 2, 1] });
    const opened = applyCommand(undefined, setup);
    if (!opened.ok) throw new Error(say(opened.error.message));
    let state: GameState = opened.value;
    // France is on the map from the start: empty, worth what was typed, next to the King in Aragón (beside it).
    await expect
      .poll(() => franceOnMap().getAttribute('aria-label'))
      .toBe('France; next to the King; empty; worth 3, 2, 1');
    expect(await status().textContent()).toContain(say(franceStatus(state)?.words ?? ''));

    // Played on through the screens until the first placement, which France borders with the King in Aragón.
    const t = createTapper(page);
    const names = tableNames(setup);
    const random = seededRandom(5);
    let entries = 1;
    for (let step = 0; step < 40 && !placementChoice(state)?.areas.includes('france'); step += 1) {
      const command = randomCommand(state, random);
      const entered = await enterNext(t, names, command, undefined, state);
      entries += entered.entries;
      await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
      const next = applyCommand(state, command);
      if (!next.ok) throw new Error(say(next.error.message));
      state = next.value;
    }
    const choice = placementChoice(state);
    if (!choice?.areas.includes('france')) throw new Error('no placement into France came');
    expect(state.king).toBe('aragon');
    const order = page
      .getByRole('radiogroup', { name: 'Order', exact: true })
      .getByRole('radio', { name: 'Place first' });
    if (await order.isVisible()) await order.click();
    const count = Math.min(2, choice.most);
    for (let i = 0; i < count; i += 1) await franceOnMap().click();
    const place: PlaceCommand = { type: 'place', player: choice.player, areas: { france: count } };
    const options = franceOptions(state, place);
    expect(options.length).toBeGreaterThan(1);
    const [byDefault, other] = options;
    if (!byDefault || !other) throw new Error('no choice of bonus spaces');
    await spaces().waitFor();
    expect(await spaces().getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe(say(byDefault.words));
    expect(await spaces().getByRole('radio').count()).toBe(options.length);
    expect(await violations(page)).toEqual([]);
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(size);
      for (const box of await spaces()
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => r.getBoundingClientRect()).map((r) => [r.height, r.right]))) {
        expect(box[0]).toBeGreaterThanOrEqual(44);
        expect(box[1]).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize(PORTRAIT);
    await spaces()
      .getByRole('radio', { name: say(other.words), exact: true })
      .click();
    await page.getByRole('button', { name: /^Place \d+ caballeros?$/ }).click();
    entries += 1;
    await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
    const placed = applyCommand(state, { ...place, spaces: other.spaces });
    if (!placed.ok) throw new Error(say(placed.error.message));
    const words = say(franceStatus(placed.value)?.words ?? '');
    // Not what the engine would have settled on its own: the choice made the difference.
    const settled = applyCommand(state, place);
    expect(settled.ok && say(franceStatus(settled.value)?.words ?? '')).not.toBe(words);
    await status().getByText(words, { exact: false }).waitFor();
    // The map follows the entry a frame later: once the placement's pending count has left it.
    await expect.poll(() => franceOnMap().getAttribute('aria-label')).not.toMatch(/to place/);
    const label = await franceOnMap().getAttribute('aria-label');
    expect(label).toContain(`${names.nameOf(choice.player)} ${count}`);
    expect(await violations(page)).toEqual([]);

    // The record holds the spaces chosen; a reload finds the same table.
    const held = await exported();
    expect(held.commands.at(-1)).toEqual({ ...place, spaces: other.spaces });
    await page.reload();
    await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
    await status().getByText(words, { exact: false }).waitFor();
    expect(await franceOnMap().getAttribute('aria-label')).toBe(label);

    // A table correction lists France, and asks who takes a bonus space when it brings a caballero there.
    const rival = setup.players.find((p) => p.id !== choice.player)?.id ?? '';
    await page.getByText('Table correction: set a count to what the table shows', { exact: true }).click();
    const where = await page.getByLabel('What to set', { exact: true }).locator('option').allTextContents();
    expect(where).toContain('France');
    // The first correction of France's counts that leaves a choice of bonus spaces, as the engine says.
    const corrections = [
      { [rival]: 1 },
      { [rival]: 1, [choice.player]: count - 1 },
      { [choice.player]: count - 1 },
    ].map(
      (france): TableCorrectionCommand => ({
        type: 'table-correction',
        note: 'France as the table shows',
        areas: { france },
      }),
    );
    const correction = corrections.find((c) => franceOptions(placed.value, c).length > 1) ?? corrections[0]!;
    const ways = franceOptions(placed.value, correction);
    const last = ways.at(-1);
    if (!last || ways.length < 2) throw new Error('no choice of bonus spaces in the correction');
    await enterCommand(createTapper(page), names, { ...correction, spaces: last.spaces }, placed.value);
    entries += 1;
    await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
    const corrected = applyCommand(placed.value, { ...correction, spaces: last.spaces });
    if (!corrected.ok) throw new Error(say(corrected.error.message));
    await status()
      .getByText(say(franceStatus(corrected.value)?.words ?? ''), { exact: false })
      .waitFor();
    const withCorrection = await exported();
    expect(withCorrection.commands.at(-1)).toEqual({ ...correction, spaces: last.spaces });
    record = withCorrection.text;
  });

  it('a tap on France while a Grande is moved says why France takes no Grande, citing the France variant', async () => {
    await page.setViewportSize(LANDSCAPE);
    const setup: SetupCommand = {
      type: 'setup',
      edition: 'classic',
      players: ['red', 'blue', 'yellow'].map((id) => ({ id, name: id[0]?.toUpperCase() + id.slice(1), colour: id })),
      modules: ['france-1995'],
      printedValues: { france: [3, 2, 1] },
      king: 'castilla-la-nueva',
      homes: { red: 'galicia', blue: 'aragon', yellow: 'sevilla' },
      startPlayer: 'red',
    };
    const log: Command[] = [
      setup,
      {
        type: 'reveal-cards',
        cards: {
          '1': 'classic/move-4-any',
          '2': 'classic/decay-3-court',
          '3': 'classic/score-4-regions',
          '4': 'classic/grande',
        },
      },
      { type: 'play-power', player: 'red', value: 13 },
      { type: 'play-power', player: 'blue', value: 12 },
      { type: 'play-power', player: 'yellow', value: 11 },
      { type: 'take-card', player: 'red', slot: '4' },
    ];
    const title = 'France and a Grande';
    await page.goto(`${app.url}#/games`);
    await page.getByRole('heading', { name: 'Games on this device' }).waitFor();
    await page
      .getByLabel('Import a game record', { exact: true })
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(recordText(log, title)) });
    await page.getByRole('button', { name: `Continue ${title}`, exact: true }).click();
    await page.getByText(`Every entry (${log.length})`, { exact: true }).waitFor();
    const first = page.getByRole('radio', { name: 'Special action first', exact: true });
    if (await first.isVisible()) await first.click();
    // France takes no part in this step (aria-disabled), but a tap on it still says why.
    await expect(franceOnMap().getAttribute('aria-disabled')).resolves.toBe('true');
    await tapAnyway(franceOnMap());
    await page.getByText(/^Not there: a Grande may not stand in France with the 1995 France variant/).waitFor();
    expect(await page.getByText(/waiting for/).count()).toBe(0);
  });

  it('npm run drive plays that game back through the same controls, France’s values and bonus spaces included', {
    timeout: 300_000,
  }, async () => {
    if (!record) throw new Error('the game above was not played');
    const file = join(mkdtempSync(join(tmpdir(), 'france-')), 'record.json');
    writeFileSync(file, record);
    const [driven, replayed] = await Promise.all([
      runScript('scripts/drive/drive.ts', [file]),
      runReplay([file], async (f) => readFileSync(f, 'utf8')),
    ]);
    expect(driven.code, driven.stderr).toBe(0);
    expect(driven.stdout).toBe(replayed.stdout);
    expect(JSON.parse(driven.stdout).areas.france).toBeDefined();
  });
});
