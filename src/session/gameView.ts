import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Command, DescribedCard, GameState, Result } from '../rules';
import type { Done } from './done';
import type { GameSummary } from './gameStorage';

/** What a view shows: the game as it stands, or the table just before entry `index` while that entry is corrected. */
export type ViewMode = { readonly kind: 'live' } | { readonly kind: 'correction'; readonly index: number };

/** Where the next entry of the game goes: the rows of its history, and the commands in force. */
export interface NextEntry {
  readonly entries: number;
  readonly inForce: number;
}

/**
 * A table the game screens enter commands on. There always is one: a view exists only once the
 * game has a table. The live game's view stores each command as the next entry; a correction's
 * view hands the one command entered to the correction instead, and previews against the table
 * as it stood then.
 */
export interface GameView {
  readonly id: string;
  readonly mode: ViewMode;
  readonly state: ReadonlySignal<GameState>;
  /** The commands that led to this table (for a correction, those before the entry corrected). */
  readonly log: ReadonlySignal<readonly Command[]>;
  readonly summary: ReadonlySignal<GameSummary>;
  /** True while a write takes longer than a moment (controls disabled). */
  readonly busy: ReadonlySignal<boolean>;
  /** True when nothing can be stored from here (another tab writes this game, or a row of it cannot be read). */
  readonly readOnly: ReadonlySignal<boolean>;
  /**
   * Where a command sent now would be stored, so a half-entered step can be kept for it; undefined
   * where nothing sent is stored as the next entry (a correction, a game followed read-only, a
   * history that stops part-way).
   */
  readonly nextEntry: ReadonlySignal<NextEntry | undefined>;
  apply(command: Command): Promise<Done>;
  /** The engine's answer to a command on this table, stored nowhere (a scoring's result before it is confirmed). */
  preview(command: Command): Result<GameState>;
  /** The game as a record file's text. */
  exportText(): string;
  /** The cards this device's tables described (the Colonies' stack 7), offered again at their next turning over. */
  readonly deviceCards?: ReadonlySignal<Readonly<Record<string, DescribedCard>>>;
}

/**
 * A table that is never undefined: the table now, or the last one there was should the source lose
 * its table while the screens showing it are taken down.
 */
export function keptTable(source: ReadonlySignal<GameState | undefined>, first: GameState): ReadonlySignal<GameState> {
  let last = first;
  return computed(() => (last = source.value ?? last));
}
