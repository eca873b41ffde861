import { fail, ok, type Result, textProblem, type Words, words } from '../rules';
import type { BackedUpGame, BackupRow } from '../session/backupStorage';
import { readAsNow } from './games';
import { DATA_VERSION, type GameSummary, type LogEntry, type SavedBoard, type StoredEntry } from './schema';
import { StorageError } from './storageError';
import { checkStoredEntry, type StoredRowFields } from './storedRows';
import { checkSummaryFields, isObject, newerVersion } from './storedSummaries';

/** The shape of the ids this app gives games and boards (random UUIDs), with room to spare. */
const STORED_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The latest time a date can show (the year 275760): a later one breaks every date on screen. */
const LATEST = 8.64e15;

const isTime = (n: unknown): n is number => typeof n === 'number' && n >= 0 && n <= LATEST;

/** The summary's own fields and nothing else: a backup's summary is stored, so nothing unknown rides along. */
const SUMMARY_FIELDS = [
  'id',
  'title',
  'edition',
  'players',
  'createdAt',
  'lastPlayedAt',
  'entries',
  'round',
  'over',
  'prefs',
  'deletedAt',
  'dataVersion',
] as const satisfies readonly (keyof GameSummary)[];

/** A backup's row stored as a history row of its game, at its place. */
export const storedRow = (gameId: string, seq: number, row: BackupRow): StoredEntry => ({ gameId, seq, ...row });

/**
 * A game's rows as a backup holds them: each entry as this version reads it (a history stored before data
 * version 3 read through its upgrade), so the rows hold the shape of today's.
 */
export function rowsAsNow(rows: readonly StoredRowFields[], checked: LogEntry[]): BackupRow[] {
  return readAsNow(rows, checked).map((entry, seq) => ({ entry, at: rows[seq]?.at ?? 0, dataVersion: DATA_VERSION }));
}

/** Refused: a `failed` StorageError with these words, caught below and turned into the backup's refusal. */
const unreadable = (why: Words) => new StorageError(why, 'failed');

function readSummary(value: unknown): GameSummary {
  if (!isObject(value)) throw unreadable(words('backup.why.noSummary'));
  const picked = Object.fromEntries(SUMMARY_FIELDS.filter((f) => value[f] !== undefined).map((f) => [f, value[f]]));
  const { prefs, deletedAt, ...summary } = checkSummaryFields(picked);
  if (!STORED_ID.test(summary.id)) throw unreadable(words('backup.why.badId'));
  const title = textProblem(summary.title, 'title');
  if (title) throw unreadable(title);
  if (![summary.createdAt, summary.lastPlayedAt, deletedAt ?? 0].every(isTime))
    throw unreadable(words('storage.summary.dates'));
  return {
    ...summary,
    // The table's choices as their own two fields, and nothing else the file put beside them.
    ...(prefs ? { prefs: { memoryMode: prefs.memoryMode, diskEntry: prefs.diskEntry } } : {}),
    ...(deletedAt === undefined ? {} : { deletedAt }),
    dataVersion: DATA_VERSION,
  };
}

function readRow(value: unknown, gameId: string, seq: number): { row: StoredRowFields; entry: LogEntry } {
  if (!isObject(value) || !isTime(value.at)) throw unreadable(words('backup.why.badRow', { entry: seq + 1 }));
  const version = newerVersion(value.dataVersion);
  if (version) throw version;
  const row: StoredRowFields = {
    gameId,
    seq,
    entry: value.entry,
    at: value.at,
    dataVersion: Number(value.dataVersion),
  };
  return { row, entry: checkStoredEntry(row, gameId, seq) };
}

/** A backup's game: its summary and every row read as stored rows are, and its history as the device would read it. */
function readGame(value: unknown): BackedUpGame {
  if (!isObject(value) || !Array.isArray(value.rows)) throw unreadable(words('backup.why.noRows'));
  const summary = readSummary(value.summary);
  const read = value.rows.map((row: unknown, seq) => readRow(row, summary.id, seq));
  if (read.length === 0 || read.length !== summary.entries)
    throw unreadable(words('backup.why.countApart', { said: summary.entries, rows: read.length }));
  const rows = rowsAsNow(
    read.map((r) => r.row),
    read.map((r) => r.entry),
  );
  return { summary, rows, entries: rows.map((r) => r.entry) };
}

function readBoard(value: unknown): SavedBoard {
  if (!isObject(value)) throw unreadable(words('backup.why.noBoard'));
  const { id, name, draft, savedAt } = value;
  if (typeof id !== 'string' || !STORED_ID.test(id)) throw unreadable(words('backup.why.badId'));
  if (typeof name !== 'string') throw unreadable(words('backup.why.boardName'));
  const badName = name === '' ? undefined : textProblem(name, 'boardName');
  if (badName) throw unreadable(badName);
  if (!isTime(savedAt)) throw unreadable(words('backup.why.boardSaved'));
  const version = newerVersion(value.dataVersion);
  if (version) throw version;
  // The draft is the calculator's, checked by it as any board it loads.
  if (!isObject(draft)) throw unreadable(words('backup.why.noDraft'));
  return { id, name, draft, savedAt, dataVersion: Number(value.dataVersion) };
}

/** Reads a list whose each item must read, naming the first that does not (1 for the first). */
function readEach<T>(
  value: unknown,
  read: (item: unknown) => T,
  idOf: (item: T) => string,
  what: 'game' | 'board',
): Result<T[]> {
  if (!Array.isArray(value)) return fail('backup/shape', words('backup.noList', { what }));
  const seen = new Set<string>();
  const items: T[] = [];
  for (const [i, item] of value.entries()) {
    try {
      const itemRead = read(item);
      // One id twice would be one game (or board) restored twice, or two of them made one.
      if (seen.has(idOf(itemRead))) throw unreadable(words('backup.why.twice'));
      seen.add(idOf(itemRead));
      items.push(itemRead);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      return fail(`backup/${what}`, words('backup.itemUnreadable', { what, number: i + 1, why: error.words }));
    }
  }
  return ok(items);
}

/**
 * A backup's games and boards read with the checks the device's own rows get (a version this app knows,
 * every field of its shape, a command the schema takes), refused whole at the first fault, named.
 */
export function readBackupRows(
  games: unknown,
  boards: unknown,
): Result<{ readonly games: readonly BackedUpGame[]; readonly boards: readonly SavedBoard[] }> {
  const readGames = readEach(games, readGame, (g) => g.summary.id, 'game');
  if (!readGames.ok) return readGames;
  const readBoards = readEach(boards, readBoard, (b) => b.id, 'board');
  if (!readBoards.ok) return readBoards;
  return ok({ games: readGames.value, boards: readBoards.value });
}
