import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driveRandom } from '../../scripts/drive/driveRandom';
import { runReplay } from '../../src/cli/runReplay';

/**
 * The run's bookkeeping, with the screens replaced by a driver that answers as replay does for
 * every game but the second, where it ends with another table: the browser test drives the real screens.
 */
describe('drive --random keeps what is needed to look again at a game that differs', () => {
  it('names the seed and game number, keeps that record (which replays), and removes the others', async () => {
    const lines: string[] = [];
    const records: string[] = [];
    let game = 0;
    const outcome = await driveRandom(
      3,
      41,
      'http://unused/',
      (line) => lines.push(line),
      async (record) => {
        game += 1;
        const replayed = await runReplay(['-'], async () => JSON.stringify(record));
        records.push(record.title ?? '');
        return game === 2
          ? { code: 0, stdout: replayed.stdout.replace(/"round": \d+/, '"round": 99'), stderr: 'taps: 1\n' }
          : { ...replayed, stderr: 'taps: 1\n' };
      },
    );
    expect(outcome.code).toBe(1);
    const summary = JSON.parse(outcome.stdout);
    expect(summary).toMatchObject({
      seed: 41,
      games: 3,
      same: 2,
      failed: [{ game: 2, reason: 'the screens end with another summary than replay' }],
    });
    const kept: string = summary.failed[0].record;
    expect(kept).toMatch(/seed-41-game-2\.json$/);
    expect((await runReplay([kept], async (f) => readFileSync(f, 'utf8'))).code).toBe(0);
    expect(lines.join('\n')).toMatch(
      /^game 2 of 3 \(seed 41; .*\): the screens end with another summary than replay\n {2}record kept: .*seed-41-game-2\.json$/m,
    );
    expect(existsSync(kept.replace('game-2', 'game-1'))).toBe(false);
    expect(records).toEqual(['Random game 1, seed 41', 'Random game 2, seed 41', 'Random game 3, seed 41']);
    rmSync(dirname(kept), { recursive: true, force: true });
  });
});
