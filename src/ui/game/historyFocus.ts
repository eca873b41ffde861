import { type Signal, signal } from '@preact/signals';
import type { GameSession } from '../../session/gameSession';
import { downloadText } from '../download';

/**
 * Which entry of the history is open for correction, shared by the history panel and the notice
 * that offers to correct an entry that no longer holds.
 */
export interface HistoryFocus {
  readonly open: Signal<boolean>;
  readonly correcting: Signal<number | undefined>;
  /** Whether the table-correction panel is open: also opened from a correction that would take entries back. */
  readonly tableCorrection: Signal<boolean>;
}

export const historyFocus = (): HistoryFocus => ({
  open: signal(false),
  correcting: signal(undefined),
  tableCorrection: signal(false),
});

/** Leaves the entry being corrected and opens the table correction instead, keeping every entry. */
export function correctTableInstead(focus: HistoryFocus): void {
  focus.correcting.value = undefined;
  focus.tableCorrection.value = true;
}

/** Opens the history at one entry, with its correction editor. */
export function correctEntry(focus: HistoryFocus, index: number): void {
  focus.open.value = true;
  focus.correcting.value = index;
}

/** The game as a record file, as it stands (an entry that no longer holds included). */
export const exportGame = (session: GameSession): void =>
  downloadText(`${session.summary.value.title}.json`, session.exportText());
