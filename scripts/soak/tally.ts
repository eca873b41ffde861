import type { Checked } from './checkGame';
import type { GameUnderTest } from './gameUnderTest';
import type { KillMoment } from './killMoments';

export interface SoakTally {
  kills: number;
  /** History entries (commands, the setup included) the screen showed as done. */
  acknowledged: number;
  /** Acknowledged entries not found again, whatever the cause. */
  lost: number;
  /**
   * Times Chromium itself threw a database of the app away as corrupt on opening it after a kill (it
   * says so: dataLoss "total"): the main one, whose games the app must put back from its second
   * copy, and the copy, which the app must write again from the main one. Nothing may be lost by it.
   */
  discardedByChromium: { main: number; copy: number };
  gamesFailedToOpen: number;
  logsFailedToReplay: number;
  /** Kills that came while a game write had started and the screen had not yet shown it as done. */
  killsWithWriteInFlight: number;
  /** Kills after which an entry the screen had not shown as done was found stored (a write that landed). */
  inFlightLanded: number;
  games: number;
  /** Games played to the end of their record (a game the browser lost afterwards still counts). */
  gamesFinished: number;
  moments: Record<KillMoment['kind'], number>;
  /** Times a database of the app was found gone as a whole and created afresh, with what Chromium said of it. */
  databaseStartedAfresh: { which: 'main' | 'copy'; afterKill: number; dataLoss?: string; dataLossMessage?: string }[];
  /** Anything else amiss, in words (the screen and the store disagreeing on a history's length). */
  problems: string[];
}

export const emptyTally = (): SoakTally => ({
  kills: 0,
  acknowledged: 0,
  lost: 0,
  discardedByChromium: { main: 0, copy: 0 },
  gamesFailedToOpen: 0,
  logsFailedToReplay: 0,
  killsWithWriteInFlight: 0,
  inFlightLanded: 0,
  games: 0,
  gamesFinished: 0,
  moments: { write: 0, tap: 0, acknowledged: 0, clock: 0 },
  databaseStartedAfresh: [],
  problems: [],
});

/** Adds what a reopened game came to, and moves the game on to what the screen now shows. */
export function countCheck(tally: SoakTally, game: GameUnderTest, checked: Checked): void {
  tally.lost += Math.max(0, checked.lost - game.lostCounted);
  game.lostCounted = Math.max(game.lostCounted, checked.lost);
  if (!checked.opened && (checked.listed || game.acknowledged > 0)) tally.gamesFailedToOpen += 1;
  if (checked.opened && !checked.replays) tally.logsFailedToReplay += 1;
  if (checked.problem && checked.opened && checked.replays) tally.problems.push(checked.problem);
  // What the screen shows after reopening is shown as done, too: from now on it must be kept.
  if (checked.opened && checked.shown > game.acknowledged) {
    tally.acknowledged += checked.shown - game.acknowledged;
    game.acknowledged = checked.shown;
    game.created = true;
  }
  // A game that cannot go on, or was never stored, is left for a new one.
  if (!checked.opened || !checked.replays) game.abandoned = true;
}

/** One line of progress for a reopened game. */
export function describeCheck(
  tally: SoakTally,
  life: number,
  acknowledged: number,
  checked: Checked,
  writesInFlight: number,
): string {
  const inFlight =
    writesInFlight > 0 ? `, a write in flight ${checked.shown > acknowledged ? 'landed' : 'did not land'}` : '';
  const gone = tally.databaseStartedAfresh
    .filter((d) => d.afterKill === life)
    .map(
      (d) =>
        `, the app's ${d.which === 'main' ? 'database' : 'second copy'} was gone and started afresh (Chromium: ${d.dataLoss ?? 'no reason'}${d.dataLossMessage ? `, ${d.dataLossMessage}` : ''})`,
    )
    .join('');
  const failed = `${checked.opened || acknowledged === 0 ? '' : ', did not open'}${checked.opened && !checked.replays ? ', does not replay' : ''}`;
  return `${acknowledged} acknowledged, ${checked.shown} shown, ${checked.lost} lost${inFlight}${gone}${failed}${checked.problem ? ` (${checked.problem})` : ''}`;
}
