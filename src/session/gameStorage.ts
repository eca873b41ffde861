import type { EditionId, LogEntry, RuleError, Text } from '../rules';

/**
 * How this table wants the app to behave in one game: not rules, so not part of the command log,
 * but chosen at setup and kept with the game.
 */
export interface TablePrefs {
  /** Hide the Castillo's contents between scorings, as the closed tower does (the last throw is still announced). */
  readonly memoryMode: boolean;
  /** Secret disks entered openly once revealed at the table, or chosen in turn on a hidden hand-over screen. */
  readonly diskEntry: 'open' | 'pass-the-tablet';
}

/** A stored game as the games list shows it, and as the open game checks its writes against. */
export interface GameSummary {
  readonly id: string;
  readonly title: string;
  readonly edition: EditionId;
  readonly players: readonly string[];
  readonly createdAt: number;
  readonly lastPlayedAt: number;
  /** Entries in the log so far; the next entry's seq. */
  readonly entries: number;
  readonly round: number;
  readonly over: boolean;
  /** The table's choices for this game (memory mode, how secret disks are entered); absent in older rows. */
  readonly prefs?: TablePrefs;
  /** Set when deleted; the game can be restored until it is purged. */
  readonly deletedAt?: number;
  /** The version of the stored record's shape: the store sets it, nothing else reads it. */
  readonly dataVersion: number;
}

/** A game as it is first stored: the store sets the version of its record's shape. */
export type NewGameSummary = Omit<GameSummary, 'dataVersion'>;

/** What the stored game is told after each write; the store keeps it, never works it out. */
export type SummaryUpdate = Pick<GameSummary, 'round' | 'over'>;

/** A stored history row that cannot be read: its place (1 for the first) and what is wrong with it, in words. */
export interface UnreadableEntry {
  readonly entry: number;
  readonly message: Text;
}

/** A stored game as read back: its history up to the first row that cannot be read, if one cannot. */
export interface LoadedGame {
  readonly summary: GameSummary;
  readonly entries: readonly LogEntry[];
  readonly unreadable?: UnreadableEntry;
}

/**
 * How storage fails: a code the session can act on ('storage/conflict': another tab wrote first;
 * 'storage/full'; 'storage/outdated': a newer version of the app holds the database; 'storage/failed')
 * and words for the player. Every storage promise rejects with one of these.
 */
export interface StorageFailure extends RuleError {
  readonly code: `storage/${string}`;
}

/**
 * What the open game needs from storage, and no more: the browser gives it IndexedDB, Web Locks and
 * a BroadcastChannel; tests give it memory. Every write is one durable transaction, awaited.
 */
export interface GameStorage {
  create(summary: NewGameSummary, entries: readonly LogEntry[]): Promise<GameSummary>;
  load(gameId: string): Promise<LoadedGame | undefined>;
  /**
   * Appends after the entries of `base`, the summary as this tab last read or wrote it, and returns
   * the summary stored; fails with 'storage/conflict' when the stored one is no longer `base` (another tab
   * wrote first). `update` may be the engine's check of what is appended (the summary moved on, or undefined
   * for a refusal), run while the write is under way: a refusal stores nothing and comes back as undefined.
   */
  append(
    base: GameSummary,
    added: readonly LogEntry[],
    update: SummaryUpdate | (() => SummaryUpdate | undefined),
  ): Promise<GameSummary | undefined>;
  /** The single-writer lock: held while the game is open here; not held when another tab has it. */
  lock(gameId: string): Promise<{ readonly held: true; readonly release: () => void } | { readonly held: false }>;
  /**
   * Waits until the lock is free and takes it (its release comes back), or gives up (undefined) when `signal`
   * aborts.
   */
  waitForLock(gameId: string, signal: AbortSignal): Promise<(() => void) | undefined>;
  /** Tells other tabs a game changed; `follow` hears them (returns a function that stops listening). */
  announce(gameId: string, entries: number): void;
  follow(onChange: (gameId: string) => void): () => void;
  rememberOpened(gameId: string): Promise<void>;
}
