/** A calculator board saved on this device under a name. */
export interface SavedBoard {
  readonly id: string;
  readonly name: string;
  /** The calculator's draft: the snapshot JSON plus the players' display names (checked when loaded). */
  readonly draft: unknown;
  readonly savedAt: number;
  /** The version of the stored record's shape: the store sets it, nothing else reads it. */
  readonly dataVersion: number;
}

/**
 * What the scoring calculator needs from storage: its saved boards, and the board being entered
 * kept across a reload. Every promise rejects with a `StorageFailure` (see gameStorage.ts).
 */
export interface BoardStorage {
  /** Saved boards, newest first. */
  list(): Promise<SavedBoard[]>;
  /** Saves a board (new, or over the board with the same id), durably, before returning. */
  save(name: string, draft: unknown, id?: string, at?: number): Promise<SavedBoard>;
  remove(id: string): Promise<void>;
  /** The board being entered, as last kept. */
  loadDraft(): Promise<unknown>;
  keepDraft(draft: unknown): Promise<void>;
  /** Asks the browser to keep the stored boards even when space runs low. */
  keepPersistent(): void;
}
