import type { LogEntry, Result } from '../rules';
import type { SavedBoard } from './boardStorage';
import type { GameSummary } from './gameStorage';

/**
 * A history row as a backup holds it: the entry as this version of the app reads it (rows stored by an older
 * version are read up to today's shape, as the device reads its own), when it was stored, and that shape's
 * version.
 */
export interface BackupRow {
  readonly entry: LogEntry;
  readonly at: number;
  readonly dataVersion: number;
}

/** A game as a backup holds it: its summary, its rows, and its history (the rows' entries). */
export interface BackedUpGame {
  readonly summary: GameSummary;
  readonly entries: readonly LogEntry[];
  readonly rows: readonly BackupRow[];
}

/** Everything this device stores, read in one go, as a backup holds it. */
export interface StoredEverything {
  /** Every game whose summary reads, deleted ones too, each with its history up to a row that cannot be read. */
  readonly games: readonly BackedUpGame[];
  /** The ids of games left out: their summary cannot be read (or a newer version of the app saved it). */
  readonly leftOut: readonly string[];
  /** The ids of games whose history stops at a row that cannot be read: backed up up to it. */
  readonly cutShort: readonly string[];
  readonly boards: readonly SavedBoard[];
  /** The described decks, as stored. */
  readonly decks: unknown;
}

/**
 * What backing up and restoring need from storage: everything read at once, a backup's rows read with the
 * same checks as the device's own, and the writes that put a backup's games and boards in. Every promise
 * rejects with a `StorageFailure` (see gameStorage.ts).
 */
export interface BackupStorage {
  readEverything(): Promise<StoredEverything>;
  /** A backup's games and boards, read as warily as stored rows are (refused whole, naming the first fault). */
  readBackupRows(
    games: unknown,
    boards: unknown,
  ): Result<{ readonly games: readonly BackedUpGame[]; readonly boards: readonly SavedBoard[] }>;
  /** Adds a game whole, in one write; refused when its id is taken. */
  addGame(game: BackedUpGame): Promise<void>;
  /**
   * Extends a stored game's history to the backup's, which begins with it, in one write; refused with
   * 'storage/conflict' when the stored game is no longer `stored` (it was played meanwhile).
   */
  extendGame(stored: GameSummary, game: BackedUpGame): Promise<void>;
  /**
   * Puts a saved board as it is where this device's board of its id is still `here` (none, when undefined);
   * refused with 'storage/conflict' when it is not (saved or removed meanwhile).
   */
  putBoard(board: SavedBoard, here: SavedBoard | undefined): Promise<void>;
}
