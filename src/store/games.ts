import { fieldOf, hasControlCharacters, LIMITS, words } from '../rules';
import type { LoadedGame, NewGameSummary, SummaryUpdate } from '../session/gameStorage';
import type { RebuiltSummary, UnreadableGame } from '../session/libraryStorage';
import type { Database } from './database';
import { gameRange, sameRow } from './rowKeys';
import { DATA_VERSION, type GameSummary, type LogEntry, type StoredEntry } from './schema';
import { copyGameFromMain } from './secondCopy';
import { StorageError, toStorageError } from './storageError';
import { checkStoredEntry } from './storedRows';
import { checkStoredSummary, isTablePrefs, type SummaryFields, summaryProblem } from './storedSummaries';
import { upgradeV2History } from './upgradeRows';
import { type CopyWrite, writeStrictly } from './writeStrictly';

/** A new id for a game or a board. */
export const newId = (): string => crypto.randomUUID();

/**
 * Creates a game: its summary and its first entries in one strict transaction, awaited, so the game
 * exists on disk before anyone sees it.
 */
export function createGame(db: Database, summary: NewGameSummary, entries: readonly LogEntry[]): Promise<GameSummary> {
  const stored: GameSummary = { ...summary, entries: entries.length, dataVersion: DATA_VERSION };
  const rows = entries.map((entry, seq) => row(summary.id, seq, entry, summary.createdAt));
  return addWholeGame(db, stored, rows).then(() => stored);
}

/** A whole game, summary and history rows, added in one strict transaction; refused when its id is taken. */
export function addWholeGame(db: Database, summary: GameSummary, rows: readonly StoredEntry[]): Promise<void> {
  return writeStrictly(
    db,
    ['games', 'entries'],
    async (tx) => {
      if (await tx.objectStore('games').get(summary.id)) throw new StorageError(words('storage.idTaken'), 'failed');
      for (const r of rows) await tx.objectStore('entries').add(r);
      await tx.objectStore('games').add(summary);
    },
    copyOfGame(db, summary.id, summary, rows),
  );
}

/**
 * Appends entries after those of `base` (the summary as the open game last read or wrote it; the log
 * only ever grows) and stores the summary moved on, in one strict transaction. When the stored
 * summary is no longer `base`, another tab wrote meanwhile (or deleted the game): nothing is
 * written and the caller reloads.
 *
 * `update` may be the engine's check of what is appended, giving the summary moved on or undefined
 * for a refusal: it runs once the transaction's first requests are on their way, so the disk's work
 * starts while the engine checks; a refusal aborts the transaction (nothing of it is kept) and comes
 * back as undefined.
 */
export function appendEntries(
  db: Database,
  base: GameSummary,
  added: readonly LogEntry[],
  update: SummaryUpdate | (() => SummaryUpdate | undefined),
  at = Date.now(),
): Promise<GameSummary | undefined> {
  const rows = added.map((entry, i) => row(base.id, base.entries + i, entry, at));
  const moved = (checked: SummaryUpdate): GameSummary => ({
    ...base,
    ...checked,
    entries: base.entries + added.length,
    lastPlayedAt: at,
  });
  // Known before the copy starts: the copy is written only once the check has passed.
  let next: GameSummary | undefined;
  let refused = false;
  return writeStrictly(
    db,
    ['games', 'entries'],
    async (tx, commit) => {
      // Every request goes out at once, with no wait between them: the check of the stored summary
      // answers first (requests run in order) and aborts the whole transaction if it fails. An add
      // also fails by itself where another tab already stored an entry, as add never replaces a row.
      const read = tx.objectStore('games').get(base.id);
      const adds = rows.map((r) => tx.objectStore('entries').add(r));
      const checked = typeof update === 'function' ? update() : update;
      if (!checked) {
        // Thrown only to abort the transaction: the caller hears of the refusal from its own check.
        refused = true;
        throw new StorageError(words('storage.changedElsewhere'), 'failed');
      }
      const summary = moved(checked);
      next = summary;
      const written = Promise.all([...adds, tx.objectStore('games').put(summary)]).catch((error: unknown) => {
        throw fieldOf(error, 'name') === 'ConstraintError' ? changedElsewhere() : error;
      });
      written.catch(() => undefined); // awaited below; this only keeps an early failure from going unheard
      const stored = await read;
      if (!stored) throw new StorageError(words('storage.gameGone'), 'failed');
      if (!sameRow(stored, base)) throw changedElsewhere();
      // Checked: commit now rather than once the writes have answered. A write that still fails aborts it.
      commit();
      await written;
      return summary;
    },
    {
      write: (tx) => (next ? copyOfGame(db, base.id, next, rows).write(tx) : []),
      mend: () => copyGameFromMain(db, base.id),
    },
  ).catch((error: unknown) => {
    // The engine refused: the transaction was aborted before anything was kept, and that is all.
    if (refused) return undefined;
    throw error;
  });
}

/**
 * The second copy's side of a game's write: the same rows put as they are, and the whole game copied again
 * should the two end apart.
 */
export const copyOfGame = (
  db: Database,
  gameId: string,
  summary: GameSummary,
  rows: readonly StoredEntry[],
): CopyWrite<['games', 'entries']> => ({
  write: (tx) => [...rows.map((r) => tx.objectStore('entries').put(r)), tx.objectStore('games').put(summary)],
  mend: () => copyGameFromMain(db, gameId),
});

export const changedElsewhere = () => new StorageError(words('storage.changedElsewhere'), 'conflict');

const row = (gameId: string, seq: number, entry: LogEntry, at: number): StoredEntry => ({
  gameId,
  seq,
  entry,
  at,
  dataVersion: DATA_VERSION,
});

/**
 * A game's summary and whole history, in order, each row checked as it is read. A row that cannot be
 * read ends the history there: the rows before it come back, with what is wrong with it, so the game
 * can still be followed and exported up to it. A row saved by a newer app stops the whole game instead.
 */
export async function loadGame(db: Database, gameId: string, countRepaired = false): Promise<LoadedGame | undefined> {
  try {
    const tx = db.main.transaction(['games', 'entries'], 'readonly');
    const [summary, stored] = await Promise.all([
      tx.objectStore('games').get(gameId),
      tx.objectStore('entries').getAll(gameRange(gameId)),
    ]);
    await tx.done;
    if (!summary) return undefined;
    // The summary's count must be the history's own, or every later write would be taken for another tab's.
    // Another tab repairing it at the same moment is as good: read again, once.
    if (!countRepaired && summaryProblem(summary) === undefined && summary.entries !== stored.length) {
      await repairEntryCount(db, summary, stored.length).catch((error: unknown) => {
        if (!(error instanceof StorageError && error.reason === 'conflict')) throw error;
      });
      return loadGame(db, gameId, true);
    }
    const entries: LogEntry[] = [];
    for (const [seq, row] of stored.entries()) {
      try {
        entries.push(checkStoredEntry(row, gameId, seq));
      } catch (error) {
        if (error instanceof StorageError && error.reason === 'failed')
          return {
            summary: checkStoredSummary(summary),
            entries: readAsNow(stored, entries),
            unreadable: { entry: seq + 1, message: error.words },
          };
        throw error;
      }
    }
    return { summary: checkStoredSummary(summary), entries: readAsNow(stored, entries) };
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Sets a summary's count of entries to the history's, unless the game changed meanwhile. */
function repairEntryCount(db: Database, summary: GameSummary, rows: number): Promise<GameSummary> {
  const repaired: GameSummary = { ...summary, entries: rows };
  return writeStrictly(
    db,
    ['games', 'entries'],
    async (tx) => {
      const [now, count] = await Promise.all([
        tx.objectStore('games').get(summary.id),
        tx.objectStore('entries').count(gameRange(summary.id)),
      ]);
      if (!now || !sameRow(now, summary) || count !== rows) throw changedElsewhere();
      await tx.objectStore('games').put(repaired);
      return repaired;
    },
    { write: (tx) => [tx.objectStore('games').put(repaired)], mend: () => copyGameFromMain(db, summary.id) },
  );
}

/**
 * The history rows that can be read, in order, up to the first that cannot, whatever its summary holds: to
 * export or repair a game whose summary cannot be read.
 */
export async function loadReadableHistory(db: Database, gameId: string): Promise<LogEntry[]> {
  const rows = await db.main.getAll('entries', gameRange(gameId));
  const entries: LogEntry[] = [];
  for (const [seq, row] of rows.entries()) {
    try {
      entries.push(checkStoredEntry(row, gameId, seq));
    } catch {
      break;
    }
  }
  return readAsNow(rows, entries);
}

/** A history whose first row was stored before data version 3, read as that version reads it. */
export const readAsNow = (rows: readonly Pick<StoredEntry, 'dataVersion'>[], entries: LogEntry[]): LogEntry[] =>
  (rows[0]?.dataVersion ?? DATA_VERSION) < 3 ? upgradeV2History(entries) : entries;

/** A game's whole history, in order. */
export async function loadEntries(db: Database, gameId: string): Promise<LogEntry[]> {
  return [...((await loadGame(db, gameId))?.entries ?? [])];
}

/**
 * Games whose summary row cannot be read (a newer app's included), so the list can name them and offer export
 * and repair.
 */
export async function listUnreadableGames(db: Database): Promise<UnreadableGame[]> {
  // Keys and rows from one transaction, so each row is paired with its own key.
  const tx = db.main.transaction('games', 'readonly');
  const [keys, rows] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
  return rows.flatMap((row, i) => {
    try {
      checkStoredSummary(row);
      return [];
    } catch (error) {
      const { words: problem, reason } = toStorageError(error);
      const title = fieldOf(row, 'title');
      return [
        {
          id: String(keys[i]),
          ...(typeof title === 'string' && !hasControlCharacters(title) && title.length <= LIMITS.title
            ? { title }
            : {}),
          problem,
          newer: reason === 'outdated',
        },
      ];
    }
  });
}

/**
 * Rebuilds a game's summary from what its history shows (worked out by the caller, which replays it):
 * for a summary that cannot be read. What can still be read of the old one (its dates, the table's
 * choices) is kept when it holds; the count of entries is the history's own.
 */
export function repairSummary(db: Database, gameId: string, rebuilt: RebuiltSummary): Promise<GameSummary> {
  return writeStrictly(db, ['games', 'entries'], async (tx) => {
    const [old, rows] = await Promise.all([
      tx.objectStore('games').get(gameId),
      tx.objectStore('entries').getAll(gameRange(gameId)),
    ]);
    if (rows.length === 0) throw new StorageError(words('storage.nothingToRebuild'), 'failed');
    const was: SummaryFields = old ?? {};
    const time = (t: unknown, fallback: number) =>
      typeof t === 'number' && Number.isFinite(t) && t >= 0 ? t : fallback;
    const prefs = was.prefs;
    const summary: GameSummary = {
      ...rebuilt,
      id: gameId,
      createdAt: time(was.createdAt, rows[0]!.at),
      lastPlayedAt: time(was.lastPlayedAt, rows.at(-1)!.at),
      entries: rows.length,
      ...(isTablePrefs(prefs) &&
      summaryProblem({
        ...rebuilt,
        id: gameId,
        createdAt: 0,
        lastPlayedAt: 0,
        entries: 0,
        prefs,
        dataVersion: DATA_VERSION,
      }) === undefined
        ? { prefs }
        : {}),
      dataVersion: DATA_VERSION,
    };
    await tx.objectStore('games').put(summary);
    return summary;
  }).then(async (summary) => {
    await copyGameFromMain(db, gameId).catch(() => undefined);
    return summary;
  });
}

/**
 * Changes a game's summary, then copies the game to the second copy as it now stands (not a write made at the
 * table: one after the other will do).
 */
async function updateSummary(db: Database, gameId: string, change: (g: GameSummary) => GameSummary): Promise<void> {
  await writeStrictly(db, ['games'], async (tx) => {
    const summary = await tx.objectStore('games').get(gameId);
    if (summary) await tx.objectStore('games').put(change(summary));
  });
  await copyGameFromMain(db, gameId).catch(() => undefined);
}

/** Deletes a game in a way that can be taken back: it leaves the list but keeps its log. */
export function deleteGame(db: Database, gameId: string, at = Date.now()): Promise<void> {
  return updateSummary(db, gameId, (g) => ({ ...g, deletedAt: at }));
}

export function restoreGame(db: Database, gameId: string): Promise<void> {
  return updateSummary(db, gameId, ({ deletedAt: _gone, ...g }) => g);
}

/** A game removed from this device, held by the screen that removed it so the removal can still be undone. */
export interface PurgedGame {
  readonly summary: GameSummary;
  readonly rows: readonly StoredEntry[];
}

/** Removes a deleted game and its log from this device; what was removed comes back, to put it back if asked. */
export function purgeGame(db: Database, gameId: string): Promise<PurgedGame | undefined> {
  return writeStrictly(
    db,
    ['games', 'entries'],
    async (tx) => {
      const [summary, rows] = await Promise.all([
        tx.objectStore('games').get(gameId),
        tx.objectStore('entries').getAll(gameRange(gameId)),
      ]);
      await tx.objectStore('entries').delete(gameRange(gameId));
      await tx.objectStore('games').delete(gameId);
      return summary ? { summary, rows } : undefined;
    },
    {
      write: (tx) => [tx.objectStore('entries').delete(gameRange(gameId)), tx.objectStore('games').delete(gameId)],
      mend: () => copyGameFromMain(db, gameId),
    },
  );
}

/**
 * Puts a removed game back exactly as it was removed (still among the deleted games); refused when its id is
 * taken again.
 */
export function putBackPurgedGame(db: Database, { summary, rows }: PurgedGame): Promise<void> {
  return addWholeGame(db, summary, rows);
}

export function rememberOpenedGame(db: Database, gameId: string): Promise<void> {
  return writeStrictly(db, ['meta'], async (tx) => {
    await tx.objectStore('meta').put({ key: 'lastOpened', value: gameId });
  });
}
