import { type ReadonlySignal, signal } from '@preact/signals-core';
import { recordText } from '../record/recordLog';
import { effectiveLog, fail, ok, type Result, words } from '../rules';
import { type Done, done } from './done';
import type { LibraryStorage, UnreadableGame } from './libraryStorage';
import { rebuildSummary } from './rebuildSummary';
import { storageRefusal } from './storageProblem';

export interface UnreadableGamesModel {
  readonly games: ReadonlySignal<readonly UnreadableGame[]>;
  refresh(): Promise<void>;
  /** The readable part of the game's history as a record file's text. */
  exportRecord(game: UnreadableGame): Promise<Result<string>>;
  /** Rebuilds the summary from the history, so the game is listed and opens again. */
  repair(game: UnreadableGame): Promise<Done>;
}

/**
 * Games whose summary row cannot be read: listed apart (so one bad row never blanks the list), each
 * with an export of what its history holds and a repair that rebuilds the summary from that history.
 */
export function createUnreadableGames(storage: LibraryStorage, onRepaired: () => void): UnreadableGamesModel {
  const games = signal<readonly UnreadableGame[]>([]);
  const refresh = async () => {
    games.value = await storage.listUnreadable().catch(() => []);
  };
  return {
    games,
    refresh,
    async exportRecord(game) {
      try {
        const log = effectiveLog(await storage.loadReadableHistory(game.id));
        if (log[0]?.type !== 'setup') return fail('session/nothing-readable', words('session.nothingToExport'));
        return ok(recordText(log, game.title?.trim() || 'Repaired game'));
      } catch (error) {
        return storageRefusal(error);
      }
    },
    async repair(game) {
      try {
        const rebuilt = rebuildSummary(await storage.loadReadableHistory(game.id), game.title);
        if (!rebuilt) return fail('session/nothing-readable', words('session.nothingToRebuild'));
        await storage.repairSummary(game.id, rebuilt);
        await refresh();
        onRepaired();
        return done();
      } catch (error) {
        return storageRefusal(error);
      }
    },
  };
}
