import type { Locator, Page } from 'playwright-core';
import { historyCount } from '../../test/browser/support/playRecord';
import { enterNext, tableNames } from '../drive/enterCommand';
import { enterSetup } from '../drive/enterSetup';
import { createTapper, type Tapper } from '../drive/tapper';
import type { GameUnderTest } from './gameUnderTest';

/** A generous wait: the machine may be busy, and a slow write is not a lost one. */
const PATIENCE_MS = 20_000;

/** A tapper that reports each tap once it has landed. */
export function countedTapper(page: Page, onTap: () => void): Tapper {
  const t = createTapper(page, PATIENCE_MS);
  const tap = t.tap;
  t.tap = async (locator: Locator, what: string) => {
    await tap(locator, what);
    onTap();
  };
  return t;
}

/**
 * Waits until the history says it holds `entries` before the next step: the screen has shown the
 * entry as done. The acknowledgement itself was heard from inside the page as it happened
 * (screenWatch.ts); this only makes sure it was.
 */
async function shownAsDone(page: Page, game: GameUnderTest, entries: number, what: string): Promise<void> {
  const refused = page.getByRole('alert').first();
  const shown = page.getByText(`Every entry (${entries})`, { exact: true });
  // One wait for whichever the screen shows: a wait left running per entry would slow every later step.
  await shown.or(refused).first().waitFor({ timeout: PATIENCE_MS });
  if (!(await shown.isVisible()))
    throw new Error(`the screen refused ${what}: ${(await refused.textContent())?.trim()}`);
  // What the page heard comes over to the soak a moment after the screen shows it; on a busy machine, more
  // than a moment.
  for (const until = Date.now() + PATIENCE_MS; game.acknowledged < entries; ) {
    if (Date.now() >= until || page.isClosed())
      throw new Error(`the screen showed ${entries} entries, but the soak did not hear it`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts the game on the new-game screen, as a table would; acknowledged once its setup shows as entry 1. */
export async function startGame(page: Page, url: string, t: Tapper, game: GameUnderTest): Promise<void> {
  // Home's "New game" closes any game open in this tab.
  await page.goto(`${url}#/`);
  await t.tap(page.getByRole('button', { name: 'New game', exact: true }), 'a new game');
  await enterSetup(t, game.setup, game.title);
  await shownAsDone(page, game, 1, 'the setup');
  game.created = true;
}

/** Enters the record's commands from where the open game's history stands, to its end. */
export async function playOn(page: Page, t: Tapper, game: GameUnderTest): Promise<void> {
  const names = tableNames(game.setup);
  let entries = await historyCount(page);
  let next = game.nextAt.get(entries);
  if (next === undefined) throw new Error(`“${game.title}” holds ${entries} entries, more than were ever entered`);
  while (next < game.commands.length) {
    // Before the tap, which may store this command and the next (a card taken with the caballeros
    // brought for it is two writes): where play goes on from for each history length it may leave.
    game.nextAt.set(entries + 1, next + 1);
    game.nextAt.set(entries + 2, next + 2);
    const entered = await enterNext(t, names, game.commands[next]!, game.commands[next + 1]);
    if (entered.entries > 0) {
      await shownAsDone(page, game, entries + entered.entries, `command ${next + 1} (${game.commands[next]!.type})`);
      entries += entered.entries;
    }
    next += entered.commands;
    // A step the screen passes over (a replenish of none) moves play on without an entry.
    game.nextAt.set(entries, next);
  }
}
