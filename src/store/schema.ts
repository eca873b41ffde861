import type { DBSchema } from 'idb';
import type { LogEntry } from '../rules';
import type { SavedBoard } from '../session/boardStorage';
import type { GameSummary } from '../session/gameStorage';

export type { GameSummary, LogEntry, SavedBoard };

/** The database's name and structure version. Store names never change without a migration. */
export const DB_NAME = 'el-grande-companion';
export const DB_VERSION = 1;

/** The storage bucket holding the second copy (see secondCopy.ts). */
export const COPY_BUCKET = 'second-copy';

/** The second copy's database name: never the main one's, so nothing can take one for the other. */
export const copyName = (name: string): string => `${name}-second-copy`;

/**
 * The version of the records' own shape, stored with the data; raised when a record's fields change.
 * 2: a history may hold `restore` entries, and corrections that keep only the first commands.
 * 3: a base 2023 setup may keep the cards it was first offered (`cardsAsFirstOffered`), a Church setup the
 * regions it started with (`churchRegionsAsDrawn`); older histories are read through `upgradeV2History`.
 * 4: a command names who stands on special spaces under `spaces` (the 1995 France's said `france`); an
 * older row's command is read through `spacesAsNow`.
 */
export const DATA_VERSION = 4;

export interface StoredEntry {
  readonly gameId: string;
  readonly seq: number;
  readonly entry: LogEntry;
  readonly at: number;
  readonly dataVersion: number;
}

export interface CompanionDB extends DBSchema {
  games: { key: string; value: GameSummary; indexes: { 'by-last-played': number } };
  entries: { key: [string, number]; value: StoredEntry };
  boards: { key: string; value: SavedBoard; indexes: { 'by-saved': number } };
  meta: { key: string; value: { key: string; value: unknown } };
}
