import type { LogEntry, Text } from '../rules';
import type { BackupStorage } from './backupStorage';
import type { DeckStorage } from './deckStorage';
import type { GameStorage, GameSummary } from './gameStorage';

/** A stored game whose summary cannot be read: its id, its title where that much can be shown, and why. */
export interface UnreadableGame {
  readonly id: string;
  readonly title?: string;
  readonly problem: Text;
  /** Saved by a newer version of the app: this one must be updated to open it, never repair it. */
  readonly newer: boolean;
}

/** A summary's fields as a game's history shows them, to rebuild a summary that cannot be read. */
export type RebuiltSummary = Pick<GameSummary, 'title' | 'edition' | 'players' | 'round' | 'over'>;

/** What the browser said when it threw the app's stored data away, kept until the player has read it. */
export interface DiscardedData {
  readonly at: number;
  readonly reason: string | undefined;
  /** Games put back from the second copy afterwards; absent when none could be read. */
  readonly restoredGames?: number;
}

/** A game removed from this device for good, held while the list is open so the removal can be taken back. */
export interface RemovedGame {
  readonly summary: GameSummary;
  /** Puts it back exactly as it was removed (among the deleted games); refused when its id is taken again. */
  putBack(): Promise<void>;
}

/**
 * What the games on this device need from storage beyond one open game: the lists, deleting and
 * putting back, repairs, what the browser threw away, backups, and hearing other tabs. Every promise rejects
 * with a `StorageFailure` (see gameStorage.ts).
 */
export interface LibraryStorage extends GameStorage, DeckStorage, BackupStorage {
  /** Games not deleted, most recently played first; a summary that cannot be read is listed apart. */
  listGames(): Promise<GameSummary[]>;
  /** Games deleted but not yet removed for good. */
  listDeleted(): Promise<GameSummary[]>;
  listUnreadable(): Promise<UnreadableGame[]>;
  /**
   * The rows of a game's history that can be read, in order, up to the first that cannot, whatever its
   * summary holds.
   */
  loadReadableHistory(gameId: string): Promise<LogEntry[]>;
  /** Rebuilds a summary that cannot be read from what its history shows (worked out by the caller). */
  repairSummary(gameId: string, rebuilt: RebuiltSummary): Promise<void>;
  /** Deletes a game in a way that can be taken back: it leaves the list but keeps its log. */
  delete(gameId: string): Promise<void>;
  restore(gameId: string): Promise<void>;
  /** Removes a deleted game and its log; what was removed comes back, to put it back if asked. */
  purge(gameId: string): Promise<RemovedGame | undefined>;
  /** The game this device had open last. */
  lastOpened(): Promise<string | undefined>;
  /** The browser's last discard of the stored data, while the player has not yet dismissed it. */
  discarded(): Promise<DiscardedData | undefined>;
  dismissDiscarded(): Promise<void>;
  /**
   * Tells other tabs the list changed; `followList` hears any change another tab made to the games (returns a
   * function that stops listening).
   */
  announceList(): void;
  followList(onChange: () => void): () => void;
  /** Asks the browser to keep the stored games even when space runs low. */
  keepPersistent(): void;
}
