/**
 * `npm run soak`, short: Chromium killed hard 20 times at random moments while games are played
 * through the screens, and nothing the screen showed as done is lost; the negative control, an
 * entry taken out of IndexedDB behind the app's back, is seen as exactly one entry lost.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runScript } from './support/runScript';

const KILLS = 20;

const soak = (args: readonly string[]) => runScript('scripts/soak/soak.ts', args);

describe('npm run soak', () => {
  it(`loses nothing acknowledged over ${KILLS} hard kills, and its negative control sees a loss`, {
    timeout: 420_000,
  }, async () => {
    // A new seed each run covers new moments; a failure names it, so the run can be repeated.
    const seed = randomInt(2 ** 32 - 1);
    const run = await soak(['--kills', String(KILLS), '--seed', String(seed)]);
    const why = `npm run soak -- --kills ${KILLS} --seed ${seed}\n${run.stderr}\n${run.stdout}`;
    expect(run.code, why).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary, why).toMatchObject({
      kills: KILLS,
      seed,
      lost: 0,
      gamesFailedToOpen: 0,
      logsFailedToReplay: 0,
      problems: [],
    });
    expect(summary.acknowledged, why).toBeGreaterThan(KILLS);
    expect(summary.negativeControl, why).toEqual({ entriesTakenAway: 1, lostReported: 1, detected: true });
  });

  it('refuses arguments it does not know, saying how to call it', async () => {
    const run = await soak(['--kills', 'many']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--kills takes a number of kills/);
    expect(run.stderr).toMatch(/^usage: npm run soak/m);
  });
});
