import type { Command } from '../rules/game/commands';
import type { LogEntry } from './schema';

/**
 * The command log a game's history stands for: commands in order, each undo taking the last one
 * back, each correction replacing an earlier one. Replaying it gives the table.
 */
export function effectiveLog(entries: readonly LogEntry[]): Command[] {
  const log: Command[] = [];
  for (const entry of entries) {
    if (entry.kind === 'command') log.push(entry.command);
    else if (entry.kind === 'undo') log.pop();
    else if (entry.index >= 0 && entry.index < log.length) log[entry.index] = entry.command;
  }
  return log;
}
