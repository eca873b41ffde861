import type { BackedUpGame, StoredEverything } from '../session/backupStorage';
import { rowsAsNow, storedRow } from './backupRows';
import type { Database } from './database';
import { DECKS_KEY } from './decks';
import { addWholeGame, changedElsewhere, copyOfGame } from './games';
import { gameRange, sameRow } from './rowKeys';
import type { GameSummary, LogEntry, SavedBoard, StoredEntry } from './schema';
import { copyBoardFromMain } from './secondCopy';
import { checkStoredEntry } from './storedRows';
import { checkStoredSummary } from './storedSummaries';
import { writeStrictly } from './writeStrictly';

/** A stored game as a backup holds it, up to its first row that cannot be read; undefined when its summary cannot be. */
function backedUp(
  summary: GameSummary,
  rows: readonly StoredEntry[],
): { game: BackedUpGame; cut: boolean } | undefined {
  let checked: GameSummary;
  try {
    checked = checkStoredSummary(summary);
  } catch {
    return undefined;
  }
  const entries: LogEntry[] = [];
  for (const [seq, row] of rows.entries()) {
    try {
      entries.push(checkStoredEntry(row, checked.id, seq));
    } catch {
      break;
    }
  }
  if (entries.length === 0) return undefined;
  const asNow = rowsAsNow(rows.slice(0, entries.length), entries);
  return {
    game: { summary: { ...checked, entries: asNow.length }, entries: asNow.map((r) => r.entry), rows: asNow },
    cut: asNow.length < rows.length,
  };
}

/** Every game (deleted ones too), saved board and described deck of this device, read in one transaction. */
export async function readEverything(db: Database): Promise<StoredEverything> {
  const tx = db.main.transaction(['games', 'entries', 'boards', 'meta'], 'readonly');
  const [summaries, rows, boards, decks] = await Promise.all([
    tx.objectStore('games').getAll(),
    tx.objectStore('entries').getAll(),
    tx.objectStore('boards').getAll(),
    tx.objectStore('meta').get(DECKS_KEY),
  ]);
  await tx.done;
  const byGame = new Map<string, StoredEntry[]>();
  for (const row of rows) {
    const own = byGame.get(row.gameId);
    if (own) own.push(row);
    else byGame.set(row.gameId, [row]);
  }
  const games: BackedUpGame[] = [];
  const leftOut: string[] = [];
  const cutShort: string[] = [];
  for (const summary of summaries) {
    const read = backedUp(summary, byGame.get(summary.id) ?? []);
    if (!read) leftOut.push(String(summary.id));
    else {
      games.push(read.game);
      if (read.cut) cutShort.push(summary.id);
    }
  }
  return { games, leftOut, cutShort, boards, decks: decks?.value };
}

/** A backup's game added whole, in one write (the second copy too); refused when its id is taken. */
export function addBackedUpGame(db: Database, game: BackedUpGame): Promise<void> {
  const rows = game.rows.map((row, seq) => storedRow(game.summary.id, seq, row));
  return addWholeGame(db, game.summary, rows);
}

/**
 * A stored game's history extended to the backup's (which begins with it), in one write: refused as a
 * conflict when the stored game is no longer `stored`. The device's own choices for the game (deleted or
 * not, the table's preferences) stay as they are.
 */
export function extendGame(db: Database, stored: GameSummary, game: BackedUpGame): Promise<void> {
  const id = stored.id;
  const added = game.rows.slice(stored.entries).map((row, i) => storedRow(id, stored.entries + i, row));
  const { deletedAt: _theirs, prefs: _theirPrefs, ...theirs } = game.summary;
  const summary: GameSummary = {
    ...theirs,
    ...(stored.prefs ? { prefs: stored.prefs } : {}),
    ...(stored.deletedAt !== undefined ? { deletedAt: stored.deletedAt } : {}),
    entries: game.rows.length,
  };
  return writeStrictly(
    db,
    ['games', 'entries'],
    async (tx) => {
      const [now, count] = await Promise.all([
        tx.objectStore('games').get(id),
        tx.objectStore('entries').count(gameRange(id)),
      ]);
      // Played, deleted for good or changed since the plan read it: the plan no longer holds.
      if (!now || !sameRow(now, stored) || count !== stored.entries) throw changedElsewhere();
      for (const row of added) await tx.objectStore('entries').add(row);
      await tx.objectStore('games').put(summary);
    },
    copyOfGame(db, id, summary, added),
  );
}

/**
 * A backup's board put as it is (the second copy too), where this device's board of its id is still `here`
 * (none, when undefined): refused as a conflict when it was saved or removed meanwhile.
 */
export function putBoard(db: Database, board: SavedBoard, here: SavedBoard | undefined): Promise<void> {
  return writeStrictly(
    db,
    ['boards'],
    async (tx) => {
      const now = await tx.objectStore('boards').get(board.id);
      if (here ? !now || !sameRow(now, here) : now !== undefined) throw changedElsewhere();
      await tx.objectStore('boards').put(board);
    },
    { write: (tx) => [tx.objectStore('boards').put(board)], mend: () => copyBoardFromMain(db, board.id) },
  );
}
