import { signal } from '@preact/signals';
import { recordText } from '../../record/recordLog';


import { effectiveLog } from '../../rules';
import { rebuildSummary } from '../../session/rebuildSummary';
import { listUnreadableGames, loadReadableHistory, repairSummary, type UnreadableGame } from '../../store/games';
import type { Database } from '../../store/openDatabase';
import { toStorageError } from '../../store/storageError';

type Failed = { ok: false; message: string };
type Done = { ok: true } | Failed;

/**
 * Games whose summary row cannot be read: listed apart (so one bad row never blanks the list), each
 * with an export of what its history holds and a repair that rebuilds the summary from that history.
 */
export function createUnreadableGames(db: Database, onRepaired: () => void) {
  const games = signal<readonly UnreadableGame[]>([]);
  const failed = (error: unknown): Failed => ({ ok: false, message: toStorageError(error).message });
  const refresh = async () => {
    games.value = await listUnreadableGames(db).catch(() => []);
  };
  return {
    games,
    refresh,
    /** The readable part of the game's history as a record file's text. */
    async exportRecord(game: UnreadableGame): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
      try {
        const log = effectiveLog(await loadReadableHistory(db, game.id));
        if (log[0]?.type !== 'setup') return { ok: false, message: 'Not even this game’s setup can be read: there is nothing to export.' };
        return { ok: true, text: recordText(log, game.title?.trim() || 'Repaired game') };
      } catch (error) {
        return failed(error);
      }
    },
    /** Rebuilds the summary from the history, so the game is listed and opens again. */
    async repair(game: UnreadableGame): Promise<Done> {
      try {
        const rebuilt = rebuildSummary(await loadReadableHistory(db, game.id), game.title);
        if (!rebuilt) return { ok: false, message: 'Not even this game’s setup can be read: it cannot be rebuilt. It can still be removed.' };
        await repairSummary(db, game.id, rebuilt);
        await refresh();
        onRepaired();
        return { ok: true };
      } catch (error) {
        return failed(error);
      }
    },
  };
}

export type UnreadableGamesModel = ReturnType<typeof createUnreadableGames>;
