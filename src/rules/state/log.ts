import type { Command } from './commands';

/**
 * One line of a game's history. The history only grows: an undo, a redo, a correction or the
 * taking back of a correction is an entry of its own, so nothing the table entered is ever rewritten.
 */
export type LogEntry =
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  /**
   * Replaces the command at `index`. With `keep`, only the first `keep` commands stay in force
   * (a later command no longer held with the correction, and the table chose to take it back).
   */
  | { readonly kind: 'correct'; readonly index: number; readonly command: Command; readonly keep?: number }
  /** The history stands again for what its first `to` entries stood for: a correction taken back, or put back. */
  | { readonly kind: 'restore'; readonly to: number };

/** The last correction, or the taking back of one, while nothing else has been entered since. */
export interface LastCorrection {
  /** Whether the correction is in force now (`correct`: put in force, or put back), or taken back (`restore`). */
  readonly kind: 'correct' | 'restore';
  /** The command index it corrected. */
  readonly index: number;
  /** How many later commands the correction takes out of force (brought back while it is taken back). */
  readonly takenBack: number;
  /** Restoring the history to its first `before` entries undoes it in one step. */
  readonly before: number;
}

/** What a history stands for: the commands in force, and those undone that a redo may bring back (last undone last). */
export interface LogView {
  readonly log: readonly Command[];
  readonly redoable: readonly Command[];
  /** Set while the last thing entered was a correction or its taking back, so it can be undone in one step. */
  readonly lastCorrection?: LastCorrection;
}

const isCount = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * Reads a history: each command is added, each undo takes the last command back (the setup never),
 * each redo restores the last one undone while nothing else was entered since, each correction
 * replaces an earlier command (keeping only the first `keep` when it says so), and each restore
 * brings back what an earlier point of the history stood for. Entries that cannot take effect (an
 * undo of the setup, a redo with nothing undone, a correction of a command that is not there, a
 * restore to a point not yet reached) change nothing.
 */
export function readLog(entries: readonly LogEntry[]): LogView {
  // The points a restore goes back to are kept as they are met; nothing else is copied.
  const targets = new Set(entries.flatMap((e) => (e.kind === 'restore' && Number.isInteger(e.to) ? [e.to] : [])));
  const points = new Map<number, LogView>();
  let log: Command[] = [];
  let redoable: Command[] = [];
  let lastCorrection: LastCorrection | undefined;
  for (const [seq, entry] of entries.entries()) {
    if (targets.has(seq))
      points.set(seq, { log: [...log], redoable: [...redoable], ...(lastCorrection ? { lastCorrection } : {}) });
    if (entry.kind === 'restore') {
      const point = isCount(entry.to, 1, seq) ? points.get(entry.to) : undefined;
      if (!point) continue;
      // Undoing a correction and putting it back toggle the same correction; any other restore is
      // described by what it took out of force.
      lastCorrection = lastCorrection
        ? { ...lastCorrection, kind: lastCorrection.kind === 'correct' ? 'restore' : 'correct', before: seq }
        : {
            kind: 'restore',
            index: firstDifference(log, point.log),
            takenBack: Math.max(0, log.length - point.log.length),
            before: seq,
          };
      log = [...point.log];
      redoable = [...point.redoable];
      continue;
    }
    if (entry.kind === 'correct') {
      if (!isCount(entry.index, 0, log.length - 1)) continue;
      const keep = entry.keep === undefined ? log.length : entry.keep;
      if (!isCount(keep, entry.index + 1, log.length)) continue;
      const takenBack = log.length - keep;
      log = log.slice(0, keep);
      log[entry.index] = entry.command;
      redoable = [];
      lastCorrection = { kind: 'correct', index: entry.index, takenBack, before: seq };
      continue;
    }
    lastCorrection = undefined;
    if (entry.kind === 'command') {
      log.push(entry.command);
      redoable = [];
    } else if (entry.kind === 'undo') {
      const undone = log.length > 1 ? log.pop() : undefined;
      if (undone) redoable.push(undone);
    } else {
      const back = redoable.pop();
      if (back) log.push(back);
    }
  }
  return { log, redoable, ...(lastCorrection ? { lastCorrection } : {}) };
}

/** The first command index where two logs part (the shorter's length when one starts the other). */
function firstDifference(a: readonly Command[], b: readonly Command[]): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) if (a[i] !== b[i]) return i;
  return shorter;
}

/** The command log a history stands for: replaying it gives the table. */
export const effectiveLog = (entries: readonly LogEntry[]): Command[] => [...readLog(entries).log];
