/**
 * `npm run drive -- --random N --seed S` plays N random complete games from the project's random
 * player through the screens, each to the summary `replay` gives for its record. Seed 23's first
 * two games are short: a 2023 two-player game with the dummy and a Big Box two-player game with
 * the dummy switched on, both with rule options switched. Seed 153's first game is a short Big Box
 * game with the Church, Muslim Granada and moving restrictions; seed 1105's a short classic game of The King &
 * the Colonies (Intrigue & the King with Grand Inquisitor & the Colonies) and Muslim Granada; seed 67's a short Big Box game with Intrigue & the King and
 * Muslim Granada.
 */
import { describe, expect, it } from 'vitest';
import { runScript } from './support/runScript';

// Each test drives its own process: they run two at a time (the browser project's maxConcurrency).
describe.concurrent('npm run drive -- --random', () => {
  it('drives two short random games through the screens to the summaries replay gives', async () => {
    const run = await runScript('scripts/drive/drive.ts', ['--random', '2', '--seed', '23']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ seed: 23, games: 2, same: 2, failed: [] });
    expect(run.stderr).toMatch(
      /^game 1 of 2 \(seed 23; 2023, 2 players, short-fan, options .*\): the same summary as replay, taps: \d+$/m,
    );
    expect(run.stderr).toMatch(
      /^game 2 of 2 \(seed 23; bigbox, 2 players, short-fan, options .*twoPlayerDummy.*\): the same summary as replay, taps: \d+$/m,
    );
  }, 600_000); // two whole games by taps: minutes on a busy machine

  it('drives a random game with France, the Church, Muslim Granada and moving restrictions through the screens', async () => {
    const run = await runScript('scripts/drive/drive.ts', ['--random', '1', '--seed', '153']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ seed: 153, games: 1, same: 1, failed: [] });
    expect(run.stderr).toMatch(
      /^game 1 of 1 \(seed 153; bigbox, 2 players, short-fan, modules moving-restrictions\+france-1995\+granada-1995\+church.*\): the same summary as replay, taps: \d+$/m,
    );
  }, 600_000);

  it('drives a random game of The King & the Colonies with Muslim Granada through the screens', async () => {
    const run = await runScript('scripts/drive/drive.ts', ['--random', '1', '--seed', '1105']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ seed: 1105, games: 1, same: 1, failed: [] });
    expect(run.stderr).toMatch(
      /^game 1 of 1 \(seed 1105; classic, 2 players, short-fan, options .*, modules granada-1995\+intrigue-king\+grand-inquisitor-colonies.*\): the same summary as replay, taps: \d+$/m,
    );
  }, 600_000);

  it('drives a random game with Intrigue & the King and Muslim Granada through the screens', async () => {
    const run = await runScript('scripts/drive/drive.ts', ['--random', '1', '--seed', '67']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ seed: 67, games: 1, same: 1, failed: [] });
    expect(run.stderr).toMatch(
      /^game 1 of 1 \(seed 67; bigbox, 2 players, short-official, modules granada-1995\+intrigue-king.*\): the same summary as replay, taps: \d+$/m,
    );
  }, 600_000);

  it('exits 2 naming what is wrong with its arguments', async () => {
    const noCount = await runScript('scripts/drive/drive.ts', ['--random', 'many']);
    expect(noCount.code).toBe(2);
    expect(noCount.stderr).toMatch(/^--random takes a number of games, 1 or more \(got many\)/);
    const seedAlone = await runScript('scripts/drive/drive.ts', ['--seed', '4']);
    expect(seedAlone.code).toBe(2);
    expect(seedAlone.stderr).toMatch(/^--seed goes with --random N/);
  });
});
