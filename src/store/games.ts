import type { Command, SetupCommand } from '../rules/game/commands';
import { replay } from '../rules/game/replay';
import { effectiveLog } from './effectiveLog';
import type { Database } from './openDatabase';
import { DATA_VERSION, type GameSummary, type LogEntry, type StoredEntry } from './schema';
import { toStorageError } from './storageError';

const STRICT = { durability: 'strict' } as const;

/** A new id for a game or a board. */
export const newId = (): string => crypto.randomUUID();

function summaryAfter(summary: GameSummary, entries: readonly LogEntry[], at: number): GameSummary {
  const { state } = replay(effectiveLog(entries));
  return { ...summary, entries: entries.length, lastPlayedAt: at, round: state?.round ?? summary.round, over: state?.phase === 'over' };
}

/**
 * Creates a game from its setup (and, for an imported record, the commands after it): the summary
 * and the log in one transaction, written with strict durability and awaited, so the game exists
 * on disk before anyone sees it.
 */
export async function createGame(
  db: Database,
  setup: SetupCommand,
  title: string,
  commands: readonly Command[] = [],
  at = Date.now(),
): Promise<GameSummary> {
  const id = newId();
  const summary: GameSummary = {
    id,
    title,
    edition: setup.edition,
    players: setup.players.map((p) => p.name),
    createdAt: at,
    lastPlayedAt: at,
    entries: 1,
    round: 1,
    over: false,
    dataVersion: DATA_VERSION,
  };
  const entries: LogEntry[] = [setup, ...commands].map((command) => ({ kind: 'command', command }));
  return writeEntries(db, id, summary, entries, at);
}

/**
 * Appends entries (the log only ever grows) and updates the summary, in one strict transaction.
 * The summary is read inside that transaction, so a deletion made meanwhile in another tab stands.
 */
export function appendEntries(db: Database, gameId: string, added: readonly LogEntry[], at = Date.now()): Promise<GameSummary> {
  return writeEntries(db, gameId, undefined, added, at);
}

async function writeEntries(db: Database, gameId: string, fresh: GameSummary | undefined, added: readonly LogEntry[], at: number): Promise<GameSummary> {
  const tx = db.transaction(['games', 'entries'], 'readwrite', STRICT);
  const done = tx.done.catch((error: unknown) => error);
  try {
    const summary = fresh ?? (await tx.objectStore('games').get(gameId));
    if (!summary) throw new Error(`There is no game ${gameId} on this device`);
    const entries = tx.objectStore('entries');
    const previous = (await entries.getAll(IDBKeyRange.bound([summary.id, 0], [summary.id, Number.MAX_SAFE_INTEGER]))).map((e) => e.entry);
    const start = previous.length;
    for (const [i, entry] of added.entries()) {
      const stored: StoredEntry = { gameId: summary.id, seq: start + i, entry, at, dataVersion: DATA_VERSION };
      // add, not put: an entry already written is never replaced.
      await entries.add(stored);
    }
    const next = summaryAfter(summary, [...previous, ...added], at);
    await tx.objectStore('games').put(next);
    const failure = await done;
    if (failure) throw failure;
    return next;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // The transaction already ended (a failed request aborts it).
    }
    await done;
    throw toStorageError(error);
  }
}

/** A game's whole history, in order. */
export async function loadEntries(db: Database, gameId: string): Promise<LogEntry[]> {
  const stored = await db.getAll('entries', IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]));
  return stored.map((s) => s.entry);
}

/** The game's command log: what replay needs. */
export async function loadLog(db: Database, gameId: string): Promise<Command[]> {
  return effectiveLog(await loadEntries(db, gameId));
}

/** Games not deleted, most recently played first. */
export async function listGames(db: Database): Promise<GameSummary[]> {
  const all = await db.getAllFromIndex('games', 'by-last-played');
  return all.filter((g) => g.deletedAt === undefined).reverse();
}

/** Games deleted but not yet purged, so a deletion can be taken back. */
export async function listDeletedGames(db: Database): Promise<GameSummary[]> {
  return (await db.getAll('games')).filter((g) => g.deletedAt !== undefined);
}

async function updateSummary(db: Database, gameId: string, change: (g: GameSummary) => GameSummary): Promise<void> {
  try {
    const tx = db.transaction('games', 'readwrite', STRICT);
    const summary = await tx.store.get(gameId);
    if (summary) await tx.store.put(change(summary));
    await tx.done;
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Deletes a game in a way that can be taken back: it leaves the list but keeps its log. */
export function deleteGame(db: Database, gameId: string, at = Date.now()): Promise<void> {
  return updateSummary(db, gameId, (g) => ({ ...g, deletedAt: at }));
}

export function restoreGame(db: Database, gameId: string): Promise<void> {
  return updateSummary(db, gameId, ({ deletedAt: _gone, ...g }) => g);
}

/** Removes a deleted game and its log for good. */
export async function purgeGame(db: Database, gameId: string): Promise<void> {
  try {
    const tx = db.transaction(['games', 'entries'], 'readwrite', STRICT);
    await tx.objectStore('entries').delete(IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]));
    await tx.objectStore('games').delete(gameId);
    await tx.done;
  } catch (error) {
    throw toStorageError(error);
  }
}
