/**
 * Variants and expansions on the new-game screen and the game screen, by touch and by accessible
 * roles and names, at 390 px portrait and in landscape: every module of the edition offered as a
 * checkbox named by the module, one that cannot be chosen disabled with its reason shown and read
 * with it, the readings of the chosen ones, a game started with them, and "Modules in play".
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/runReplay';
import { EDITIONS, type EditionId, MODULE_OPTIONS, MODULES, modulesInPlay, setupModuleChoices } from '../../src/rules';
import { say } from '../support/speech';
import { violations } from './support/axe';
import { previewPage } from './support/previewPage';
import { runScript } from './support/runScript';
import { ROOT } from './support/servers';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

/** The first classic module a game may be played with, and one of its readings set away from its default. */
const playable = (() => {
  const offered = setupModuleChoices('classic', []).modules.filter((m) => m.state.kind === 'may-add');
  for (const m of offered) {
    const [reading] = setupModuleChoices('classic', [m.id]).readings;
    const other = reading?.choices.find((c) => c.value !== reading.defaultValue);
    if (reading && other) return { module: m, reading, other };
  }
  return undefined;
})();
/** Two classic modules the texts keep apart, the first playable and the other so but for the first. */
const apart = (() => {
  const alone = setupModuleChoices('classic', []).modules;
  const mayAdd = (id: string) => alone.some((o) => o.id === id && o.state.kind === 'may-add');
  for (const m of alone) {
    if (m.state.kind !== 'may-add') continue;
    // Kept apart only because of the first: on its own it may be chosen (not one that cannot be played yet).
    const other = setupModuleChoices('classic', [m.id]).modules.find(
      (o) => o.state.kind === 'kept-apart' && mayAdd(o.id),
    );
    if (other?.state.kind === 'kept-apart') return { first: m, other, why: say(other.state.why) };
  }
  return undefined;
})();
/** A classic module a game may not be played with yet. */
const waiting = setupModuleChoices('classic', []).modules.find((m) => m.state.kind === 'not-playable');
const NONE_PLAYABLE = 'no variant or expansion can be played turn by turn yet';

/** An example record, its setup naming modules and readings, cut after its first commands. */
function recordWith(modules: readonly string[], moduleOptions: object, commands: number): string {
  const record = JSON.parse(readFileSync(join(ROOT, 'examples/records/classic-4p.json'), 'utf8'));
  record.setup = { ...record.setup, modules, moduleOptions };
  record.commands = record.commands.slice(0, commands);
  const file = join(mkdtempSync(join(tmpdir(), 'modules-')), 'record.json');
  writeFileSync(file, JSON.stringify(record));
  return file;
}

describe('variants and expansions at setup and in play', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const group = () => page.getByRole('group', { name: 'Variants and expansions', exact: true });
  const moduleBox = (name: string) => group().getByRole('checkbox', { name, exact: true });
  /** The new-game screen with its variants and expansions open, for an edition. */
  const openNewGame = async (edition: EditionId = 'classic') => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Edition', { exact: true }).selectOption({ label: EDITIONS[edition].name });
    await page.getByText(/^Variants and expansions/).click();
    await group().waitFor();
  };
  /** What a screen reader reads after a control's name: the text of the elements it is described by. */
  const description = (name: string) =>
    moduleBox(name).evaluate((box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );

  it('offers every module of the edition by name; one that cannot be chosen is disabled and says why, shown and read', async () => {
    for (const edition of ['classic', '2023'] as const) {
      await openNewGame(edition);
      const offered = setupModuleChoices(edition, []).modules;
      expect(await group().getByRole('checkbox').count()).toBe(offered.length);
      for (const m of offered) {
        const box = moduleBox(m.name);
        expect(await box.isChecked()).toBe(false);
        const reason = m.state.kind === 'not-playable' || m.state.kind === 'kept-apart' ? say(m.state.why) : undefined;
        expect(await box.isDisabled()).toBe(reason !== undefined);
        const read = await description(m.name);
        if (reason) {
          expect(read).toContain(reason);
          await expect.poll(() => group().getByText(reason).first().isVisible()).toBe(true);
        } else expect(read).toContain(m.summary);
        expect(read).toContain(say(m.citation));
      }
    }
  });

  it('at 390 px portrait and in landscape, every module is a target of at least 44 px, nothing wider than the screen', async () => {
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(size);
      await openNewGame();
      const rows = await group()
        .locator('label')
        .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).map((r) => [r.height, r.right]));
      for (const [height, right] of rows) {
        expect(height).toBeGreaterThanOrEqual(44);
        expect(right).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the new-game screen with its variants and expansions open has no accessibility violation, in light or dark', async () => {
    await page.setViewportSize(PORTRAIT);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openNewGame();
      expect(await violations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('names no module and no reading in a base game, and its game screen offers no "Modules in play"', async () => {
    await openNewGame();
    await page.getByLabel('Title', { exact: true }).fill('Base game, no modules');
    await page.getByRole('button', { name: 'Start the game', exact: true }).click();
    await page.getByText(/^Every entry/).waitFor();
    expect(await page.getByRole('button', { name: 'Modules in play' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this game', exact: true }).click(),
    ]);
    const record = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect('modules' in record.setup).toBe(false);
    expect('moduleOptions' in record.setup).toBe(false);
    expect(Object.keys(MODULE_OPTIONS).some((id) => id in record.setup)).toBe(false);
  });

  it.skipIf(!playable)(
    'a module and a reading chosen start a game whose record holds them, and "Modules in play" lists them with their rules',
    async () => {
      if (!playable) throw new Error(NONE_PLAYABLE);
      const { module, reading, other } = playable;
      await page.setViewportSize(PORTRAIT);
      await openNewGame();
      await page.getByLabel('Title', { exact: true }).fill(`With ${module.name}`);
      await moduleBox(module.name).click();
      expect(await moduleBox(module.name).isChecked()).toBe(true);
      const choices = page.getByRole('radiogroup', { name: reading.label, exact: true });
      expect(await choices.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe(
        reading.choices.find((c) => c.value === reading.defaultValue)?.label,
      );
      await choices.getByRole('radio', { name: other.label, exact: true }).click();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start the game', exact: true }).click();
      await page.getByText(/^Every entry/).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export this game', exact: true }).click(),
      ]);
      const record = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
      expect(record.setup.modules).toEqual([module.id]);
      expect(record.setup.moduleOptions).toEqual({ [reading.id]: other.value });

      const open = page.getByRole('button', { name: 'Modules in play', exact: true });
      expect(await open.getAttribute('aria-expanded')).toBe('false');
      await open.click();
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      const panel = page.getByRole('region', { name: 'Variants and expansions in this game' });
      const [listed] = modulesInPlay({ modules: [module.id], moduleOptions: { [reading.id]: other.value } });
      await panel.getByRole('heading', { name: module.name }).waitFor();
      const text = (await panel.textContent()) ?? '';
      expect(text).toContain(MODULES[module.id].summary);
      for (const citation of listed?.citations ?? []) expect(text).toContain(say(citation));
      expect(text).toContain(`${reading.label}${other.label}`);
      expect(text).toContain(say(other.citation));
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  it.skipIf(!playable)('a module chosen, then another edition: the modules and readings are cleared', async () => {
    if (!playable) throw new Error(NONE_PLAYABLE);
    const { module, reading } = playable;
    await openNewGame();
    await moduleBox(module.name).click();
    await page.getByRole('radiogroup', { name: reading.label, exact: true }).waitFor();
    await page.getByLabel('Edition', { exact: true }).selectOption({ label: EDITIONS['2023'].name });
    expect(await page.getByRole('radiogroup', { name: reading.label, exact: true }).count()).toBe(0);
    await page.getByLabel('Edition', { exact: true }).selectOption({ label: EDITIONS.classic.name });
    expect(await moduleBox(module.name).isChecked()).toBe(false);
    expect(await page.getByRole('radiogroup', { name: reading.label, exact: true }).count()).toBe(0);
  });

  it.skipIf(!playable)(
    'npm run drive enters a record naming a module and a reading through the new controls',
    {
      timeout: 300_000,
    },
    async () => {
      if (!playable) throw new Error(NONE_PLAYABLE);
      const file = recordWith([playable.module.id], { [playable.reading.id]: playable.other.value }, 7);
      const [driven, replayed] = await Promise.all([
        runScript('scripts/drive/drive.ts', [file]),
        runReplay([file], async (f) => readFileSync(f, 'utf8')),
      ]);
      expect(driven.code, driven.stderr).toBe(0);
      expect(driven.stdout).toBe(replayed.stdout);
      expect(JSON.parse(driven.stdout)).toMatchObject({
        modules: [playable.module.id],
        moduleOptions: { [playable.reading.id]: playable.other.value },
      });
    },
  );

  it.skipIf(!waiting)(
    'npm run drive exits 3 for a record naming a module the screens cannot start yet, naming it',
    {
      timeout: 300_000,
    },
    async () => {
      if (!waiting) throw new Error('every classic module can be played');
      const driven = await runScript('scripts/drive/drive.ts', [recordWith([waiting.id], {}, 1)]);
      expect(driven.code).toBe(3);
      expect(JSON.parse(driven.stdout)).toEqual({
        refused: { index: -1, message: `the screen offers the module “${waiting.name}”, but not now (it is disabled)` },
      });
    },
  );

  it.skipIf(!apart)(
    'a module chosen disables one the texts keep apart from it, saying why, and frees it when unticked',
    async () => {
      if (!apart) throw new Error('no two playable modules are kept apart');
      await openNewGame();
      expect(await moduleBox(apart.other.name).isDisabled()).toBe(false);
      await moduleBox(apart.first.name).click();
      expect(await moduleBox(apart.other.name).isDisabled()).toBe(true);
      expect(await description(apart.other.name)).toContain(apart.why);
      await moduleBox(apart.first.name).click();
      expect(await moduleBox(apart.other.name).isDisabled()).toBe(false);
    },
  );
});
