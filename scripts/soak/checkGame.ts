import type { Page } from 'playwright-core';
import { canonicalJson } from '../../src/jsonText';
import { readLog, replay } from '../../src/rules';
import { historyCount } from '../../test/browser/support/playRecord';
import { say } from '../drive/speech';
import type { GameUnderTest } from './gameUnderTest';
import type { Ledger } from './ledger';
import { readStore } from './storedGame';

/** What a reopened game came to. */
export interface Checked {
  /** Listed on this device (a game never acknowledged may rightly be missing). */
  readonly listed: boolean;
  readonly opened: boolean;
  /** The stored history replays with the engine to its end, and the screen does not say it stops. */
  readonly replays: boolean;
  /** Entries the game screen shows. */
  readonly shown: number;
  /** Acknowledged entries found stored as the app wrote them. */
  readonly kept: number;
  /** Acknowledged entries missing or changed: acknowledged − kept. */
  readonly lost: number;
  readonly problem?: string;
}

/**
 * Opens the game from the games list, as a player would after the browser died, and holds what is
 * there against what this process saw acknowledged: every acknowledged entry must be stored as the
 * app wrote it, the game must open and its history must replay.
 */
export async function reopenAndCheck(page: Page, url: string, game: GameUnderTest, ledger: Ledger): Promise<Checked> {
  const list = `${url}#/games`;
  const back = page.getByRole('button', { name: 'Back to the games', exact: true });
  if (await back.isVisible()) await back.click();
  else if (page.url() !== list) await page.goto(list);
  await page.getByRole('heading', { name: 'Games on this device', exact: true }).waitFor();
  const store = await readStore(page, game.title);
  const stored = store.game;
  const continueIt = page.getByRole('button', { name: `Continue ${game.title}`, exact: true });
  // The list fills in once the app has read it; a game the store does not hold is not waited for.
  const listed =
    stored !== undefined &&
    (await continueIt.waitFor({ timeout: 60_000 }).then(
      () => true,
      () => false,
    ));
  if (!listed) {
    const missing = { listed: false, opened: false, replays: false, shown: 0, kept: 0, lost: game.acknowledged };
    const holds = store.database
      ? `IndexedDB holds ${store.titles.length} game(s)${store.titles.length > 0 ? `: ${store.titles.join(', ')}` : ''}`
      : 'IndexedDB holds no database for the app';
    return game.acknowledged === 0
      ? missing
      : {
          ...missing,
          problem: `“${game.title}” is ${stored ? 'stored but not on the games list' : `not stored (${holds})`}`,
        };
  }
  await continueIt.click();
  const shownCount = page.getByText(/^Every entry \(\d+\)$/);
  const opened = await shownCount.waitFor({ timeout: 60_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) {
    const said = (await page.getByRole('alert').allTextContents()).join(' ').trim();
    return {
      listed: true,
      opened: false,
      replays: false,
      shown: 0,
      kept: 0,
      lost: game.acknowledged,
      problem: `“${game.title}” does not open${said ? `: ${said}` : ''}`,
    };
  }
  // Opened from the list, the game is at its own address (a reload there would open it again).
  const address = new URL(page.url()).hash;
  const ownAddress = `#/games/${stored.id}`;
  const shown = await historyCount(page);
  const log = readLog(stored.entries).log;
  const replayed = replay(log);
  const flagged = await page
    .getByRole('alert')
    .filter({ hasText: /no longer holds/ })
    .count();
  // Kept: the acknowledged entries stored in order, each holding what the app wrote there, and shown.
  const kept = ledger.kept(stored.id, stored.entries, Math.min(game.acknowledged, shown));
  // Entries whose write was under way at the kill and landed are shown now: kept as found from here on.
  for (let seq = game.acknowledged; seq < Math.min(shown, stored.entries.length); seq += 1)
    ledger.adopt(stored.id, seq, stored.entries[seq]);
  const upTo = Math.min(game.acknowledged, shown);
  const differs =
    kept < upTo
      ? `entry ${kept + 1} is stored as ${short(stored.entries[kept])}, the app last wrote there ${short(ledger.written(stored.id, kept))}`
      : undefined;
  const problems = [
    ...(differs ? [differs] : []),
    ...(address !== ownAddress
      ? [`the game opened at the address ${address || '(none)'}, not its own ${ownAddress}`]
      : []),
    ...(replayed.refused
      ? [`entry ${replayed.refused.index} no longer replays: ${say(replayed.refused.error.message)}`]
      : []),
    ...(flagged > 0 ? ['the game screen says its history stops'] : []),
    ...(shown !== log.length ? [`the screen shows ${shown} entries, the store holds ${log.length}`] : []),
    // The summary and the rows are written in one transaction: they cannot disagree unless one was torn.
    ...(stored.summaryEntries !== stored.entries.length
      ? [`the game's summary counts ${stored.summaryEntries} entries, its history holds ${stored.entries.length}`]
      : []),
  ];
  return {
    listed: true,
    opened: true,
    replays: !replayed.refused && flagged === 0,
    shown,
    kept,
    lost: game.acknowledged - kept,
    ...(problems.length > 0 ? { problem: problems.join('; ') } : {}),
  };
}

/** An entry in a few words for a progress line: its text, shortened. */
const short = (entry: unknown): string => {
  const text = entry === undefined ? 'nothing' : typeof entry === 'string' ? entry : canonicalJson(entry);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};
