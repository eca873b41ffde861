import type { LogEntry } from '../rules';
import type { GameSummary } from '../store/schema';

export type { GameSummary };

/** What the stored game is told after each write; the store keeps it, never works it out. */
export type SummaryUpdate = Pick<GameSummary, 'round' | 'over'>;

/** A stored history row that cannot be read: its place (1 for the first) and what is wrong with it, in words. */
export interface UnreadableEntry {
  readonly entry: number;
  readonly message: string;
}

/** A stored game as read back: its history up to the first row that cannot be read, if one cannot. */
export interface LoadedGame {
  readonly summary: GameSummary;
  readonly entries: readonly LogEntry[];
  readonly unreadable?: UnreadableEntry;
}

/**
 * What the open game needs from storage, and no more: the browser gives it IndexedDB, Web Locks and
 * a BroadcastChannel; tests give it memory. Every write is one durable transaction, awaited.
 */
export interface GameStorage {
  create(summary: GameSummary, entries: readonly LogEntry[]): Promise<GameSummary>;
  load(gameId: string): Promise<LoadedGame | undefined>;
  /**
   * Appends after the entries of `base`, the summary as this tab last read or wrote it, and returns
   * the summary stored; fails with reason 'conflict' when the stored one is no longer `base` (another tab wrote first).
   */
  append(base: GameSummary, added: readonly LogEntry[], update: SummaryUpdate): Promise<GameSummary>;
  /** The single-writer lock: held while the game is open here; not held when another tab has it. */
  lock(gameId: string): Promise<{ readonly held: true; readonly release: () => void } | { readonly held: false }>;
  /** Waits until the lock is free and takes it (its release comes back), or gives up (undefined) when `signal` aborts. */
  waitForLock(gameId: string, signal: AbortSignal): Promise<(() => void) | undefined>;
  /** Tells other tabs a game changed; `follow` hears them (returns a function that stops listening). */
  announce(gameId: string, entries: number): void;
  follow(onChange: (gameId: string) => void): () => void;
  rememberOpened(gameId: string): Promise<void>;
}
