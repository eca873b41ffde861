import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { soak } from './soakRun';
import { dropNewestEntry } from './storedGame';

export interface ControlResult {
  /** Acknowledged entries the control took away behind the app's back. */
  readonly entriesTakenAway: number;
  /** What the soak's own check reported lost. */
  readonly lostReported: number;
  readonly detected: boolean;
}

/**
 * Proves the check can see a loss: one game, killed as the screen shows its fourth entry as done (a
 * power card: one write, so nothing is in flight and the store holds exactly what was acknowledged);
 * then, in the reopened browser and before the check, the newest entry is taken out of IndexedDB.
 * The check must report exactly that one entry lost and nothing else amiss.
 */
export async function negativeControl(url: string, log: (line: string) => void): Promise<ControlResult> {
  const profile = mkdtempSync(join(tmpdir(), 'el-grande-soak-control-'));
  try {
    let takenAway = 0;
    const tally = await soak({
      url,
      profile,
      kills: 1,
      pickMoment: () => ({ kind: 'acknowledged', count: 4, delayMs: 0 }),
      firstRecord: 2,
      beforeCheck: async (page, game) => {
        await dropNewestEntry(page, game.title);
        takenAway += 1;
      },
      log: (line) => log(`control: ${line.trim()}`),
    });
    const clean = tally.gamesFailedToOpen === 0 && tally.logsFailedToReplay === 0 && tally.problems.length === 0;
    return {
      entriesTakenAway: takenAway,
      lostReported: tally.lost,
      detected: clean && takenAway === 1 && tally.lost === takenAway,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
