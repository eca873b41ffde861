import { sameJson } from '../jsonText';
import type { LogEntry } from '../rules';
import type { GameSummary } from './gameStorage';

/** A game as the plan sees it: its summary and its whole history, each row already read warily. */
export interface PlannedGame {
  readonly summary: GameSummary;
  readonly entries: readonly LogEntry[];
}

/** What restoring a backup does to each of its games, decided before anything is written. */
export interface RestorePlan<G extends PlannedGame = PlannedGame> {
  /** Games this device does not hold: added whole. */
  readonly add: readonly G[];
  /** Games whose stored history the backup's continues: the stored one is extended to the backup's. */
  readonly extend: readonly { readonly stored: GameSummary; readonly game: G }[];
  /** Games the device holds already, as long as the backup's or longer: kept as they are. */
  readonly kept: readonly GameSummary[];
  /** Games whose histories went apart (each has entries the other lacks): shown, never merged. */
  readonly conflicts: readonly { readonly stored: GameSummary; readonly game: G }[];
}

// Entries come from JSON (the file) and from storage (structured clones): compared by their JSON text, their
// keys in order, however each was written.
const sameEntry = (a: LogEntry, b: LogEntry) => sameJson(a, b);

/** Whether `start` is where `whole` begins: every entry of the one the same entry of the other. */
const begins = (whole: readonly LogEntry[], start: readonly LogEntry[]) =>
  start.length <= whole.length &&
  start.every((entry, i) => {
    const other = whole[i];
    return other !== undefined && sameEntry(entry, other);
  });

/**
 * How a backup's games meet the games on this device, matched by id: a game not here is added; a game
 * here is kept when its history holds the backup's, extended when the backup's holds its own, and
 * otherwise shown as a conflict. Nothing is merged: a history is always one device's whole.
 */
export function planRestore<G extends PlannedGame>(
  onDevice: ReadonlyMap<string, PlannedGame>,
  backup: readonly G[],
): RestorePlan<G> {
  const add: G[] = [];
  const extend: { stored: GameSummary; game: G }[] = [];
  const kept: GameSummary[] = [];
  const conflicts: { stored: GameSummary; game: G }[] = [];
  for (const game of backup) {
    const here = onDevice.get(game.summary.id);
    if (!here) add.push(game);
    else if (begins(here.entries, game.entries)) kept.push(here.summary);
    else if (begins(game.entries, here.entries)) extend.push({ stored: here.summary, game });
    else conflicts.push({ stored: here.summary, game });
  }
  return { add, extend, kept, conflicts };
}
