import { computed, type ReadonlySignal } from '@preact/signals-core';
import { applyCommand, type Command, describeCommand, type GameState, type ScoringEvent, type Text } from '../rules';

/** One command in force, as the history shows it. */
export interface HistoryEntry {
  /** Its place in the commands in force (0 for the setup). */
  readonly index: number;
  readonly command: Command;
  /** What it did, in words, against the table just before it. */
  readonly words: Text;
  /** The table just before it (undefined before the setup): a correction of it is entered against this. */
  readonly before: GameState | undefined;
  /** The scorings it caused (a general scoring, a card's, Granada's fall at a turn's end), each explained on asking. */
  readonly scorings: readonly ScoringEvent[];
}

interface Known {
  readonly entry: HistoryEntry;
  readonly after: GameState | undefined;
}

/**
 * The commands in force, each in words with the table before it, worked out only when read. What
 * the log still shares with the last reading (the same commands, in the same places) is kept as it
 * was, tables included, so one command more costs one command, and a correction replays from it.
 * A command that no longer holds is described against the last table that did, which stays.
 */
export function historyOf(log: ReadonlySignal<readonly Command[]>): ReadonlySignal<readonly HistoryEntry[]> {
  let known: readonly Known[] = [];
  return computed(() => {
    const commands = log.value;
    let same = 0;
    while (same < known.length && same < commands.length && known[same]!.entry.command === commands[same]) same += 1;
    const next = known.slice(0, same);
    let state = next.at(-1)?.after;
    for (let index = same; index < commands.length; index += 1) {
      const command = commands[index]!;
      const before = state;
      const result = applyCommand(before, command);
      if (result.ok) state = result.value;
      const scorings = before && result.ok ? result.value.scorings.slice(before.scorings.length) : [];
      const entry: HistoryEntry = { index, command, words: describeCommand(before, command), before, scorings };
      next.push({ entry, after: state });
    }
    known = next;
    return next.map((k) => k.entry);
  });
}
