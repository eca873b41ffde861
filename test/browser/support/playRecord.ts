import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { enterNext, type TableNames, tableNames } from '../../../scripts/drive/enterCommand';
import { enterSetup } from '../../../scripts/drive/enterSetup';
import { createTapper, type Tapper } from '../../../scripts/drive/tapper';
import type { Speaker } from '../../../src/i18n/speaker';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import type { Command, SetupCommand } from '../../../src/rules';
import type { TablePrefs } from '../../../src/session/tablePrefs';
import { english, say } from '../../support/speech';
import { ROOT } from './servers';

/** A record's setup and commands: an example's by name, or one kept for a test (`folder` from the project's root). */
export function exampleRecord(
  name: string,
  folder = 'examples/records',
): { setup: SetupCommand; commands: Command[]; title: string } {
  const parsed = parseRecord(JSON.parse(readFileSync(`${ROOT}/${folder}/${name}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  const [setup, ...commands] = recordLog(parsed.value) as [SetupCommand, ...Command[]];
  return { setup, commands, title: parsed.value.title ?? name };
}

/**
 * Opens a game made of an example record's setup and its first `count` commands, imported through
 * the games list (no taps per command): for a test of the step reached, not of the taps reaching it,
 * which `npm run drive` checks for every command of every example.
 */
export async function openRecordAt(
  page: Page,
  baseUrl: string,
  name: string,
  count: number,
  title: string,
): Promise<{ t: Tapper; names: TableNames; commands: Command[] }> {
  const record = JSON.parse(readFileSync(`${ROOT}/examples/records/${name}.json`, 'utf8')) as {
    title?: string;
    commands: unknown[];
  };
  await importRecordAt(page, baseUrl, record, count, title);
  const { setup, commands } = exampleRecord(name);
  return { t: createTapper(page), names: tableNames(setup), commands };
}

/** Imports a record through the games list, under this title, and waits for it to be listed. */
export async function importRecordAs(
  page: Page,
  baseUrl: string,
  record: object,
  title: string,
  speaker: Speaker = english,
): Promise<void> {
  const m = speaker.message;
  await page.goto(`${baseUrl}#/games`);
  await page.getByRole('heading', { name: m('games.heading') }).waitFor();
  await page
    .getByLabel(m('games.import'), { exact: true })
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('button', { name: m('games.continueLabel', { title }), exact: true }).waitFor();
}

/**
 * Imports a record cut after `count` commands, under this title, through the games list, and continues it:
 * the game screen then shows its setup and those commands. `speaker` is the language the page speaks.
 */
export async function importRecordAt(
  page: Page,
  baseUrl: string,
  record: { readonly commands: readonly unknown[] },
  count: number,
  title: string,
  speaker: Speaker = english,
): Promise<void> {
  const m = speaker.message;
  await importRecordAs(page, baseUrl, { ...record, title, commands: record.commands.slice(0, count) }, title, speaker);
  await page.getByRole('button', { name: m('games.continueLabel', { title }), exact: true }).click();
  await page.getByText(m('game.history.every', { count: count + 1 }), { exact: true }).waitFor();
}

/** The number of entries the history says it holds. */
export async function historyCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Every entry \(\d+\)$/).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
}

/**
 * Starts a new game on screen from an example record's setup and enters its first `count` commands
 * by taps, as `npm run drive` does; each must be taken before the next.
 */
export async function playRecord(
  page: Page,
  baseUrl: string,
  name: string,
  count: number,
  options: { title?: string; prefs?: Partial<TablePrefs>; folder?: string } = {},
): Promise<{ t: Tapper; names: TableNames; commands: Command[] }> {
  const { setup, commands } = exampleRecord(name, options.folder);
  const t = createTapper(page);
  // Home's "New game" closes any game open in this tab.
  await page.goto(`${baseUrl}#/`);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await enterSetup(t, setup, options.title ?? `${name} (test)`, options.prefs);
  await page.getByText('Every entry (1)', { exact: true }).waitFor();
  const names = tableNames(setup);
  await enterUpTo(page, t, names, commands, 0, count);
  return { t, names, commands };
}

/**
 * Enters commands [from, to) of a record and waits for each to be stored; one the screens pass
 * over as changing nothing (an empty placement where nothing can be placed) adds no entry to wait for.
 */
export async function enterUpTo(
  page: Page,
  t: Tapper,
  names: TableNames,
  commands: readonly Command[],
  from: number,
  to: number,
): Promise<void> {
  for (let i = from; i < to; ) {
    const before = await historyCount(page);
    // A replenish and the card taken after it are one tap, unless the stop falls between them.
    const entered = await enterNext(t, names, commands[i]!, i + 1 < to ? commands[i + 1] : undefined);
    if (entered.entries > 0)
      await page.getByText(`Every entry (${before + entered.entries})`, { exact: true }).waitFor();
    i += entered.commands;
  }
}
