import type { Command } from './commands';

/**
 * One line of a game's history. The history only grows: an undo, a redo or a correction is an
 * entry of its own, so nothing the table entered is ever rewritten.
 */
export type LogEntry =
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'correct'; readonly index: number; readonly command: Command };

/** What a history stands for: the commands in force, and those undone that a redo may bring back (last undone last). */
export interface LogView {
  readonly log: readonly Command[];
  readonly redoable: readonly Command[];
}

/**
 * Reads a history: each command is added, each undo takes the last command back (the setup never),
 * each redo restores the last one undone while nothing else was entered since, and each correction
 * replaces an earlier command. Entries that cannot take effect (an undo of the setup, a redo with
 * nothing undone, a correction of a command that is not there) change nothing.
 */
export function readLog(entries: readonly LogEntry[]): LogView {
  const log: Command[] = [];
  let redoable: Command[] = [];
  for (const entry of entries) {
    if (entry.kind === 'command') {
      log.push(entry.command);
      redoable = [];
    } else if (entry.kind === 'undo') {
      if (log.length > 1) redoable.push(log.pop() as Command);
    } else if (entry.kind === 'redo') {
      const back = redoable.pop();
      if (back) log.push(back);
    } else if (Number.isInteger(entry.index) && entry.index >= 0 && entry.index < log.length) {
      log[entry.index] = entry.command;
      redoable = [];
    }
  }
  return { log, redoable };
}

/** The command log a history stands for: replaying it gives the table. */
export const effectiveLog = (entries: readonly LogEntry[]): Command[] => [...readLog(entries).log];
