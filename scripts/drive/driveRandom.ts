import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorLine } from '../../src/cli/errorLine';
import type { Outcome } from '../../src/cli/runMain';
import { runReplay } from '../../src/cli/runReplay';
import type { Language } from '../../src/i18n/languages';
import { driveRecord } from './driveRecord';
import { randomPrefs, randomRecord, randomShape, recordText, shapeWords } from './randomRecords';

/** One game that did not come out as `replay` has it: where its record is kept, and why. */
interface Failed {
  readonly game: number;
  readonly record: string;
  readonly reason: string;
}

/**
 * Plays `games` random complete games through the screens at `url`, each written first as a record
 * and required to end with the summary `replay` gives for that record. A game that does not keeps
 * its record file (named by seed and game number) so it can be replayed and driven again.
 */
export async function driveRandom(
  games: number,
  seed: number,
  url: string,
  log: (line: string) => void,
  // The screens, unless a test drives the run's bookkeeping with another player.
  drive: typeof driveRecord = driveRecord,
  // The language the screens speak while they are driven.
  language: Language = 'en',
): Promise<Outcome> {
  const dir = mkdtempSync(join(tmpdir(), `drive-random-${seed}-`));
  const failed: Failed[] = [];
  for (let game = 1; game <= games; game += 1) {
    const shape = randomShape(seed, game);
    const prefs = randomPrefs(seed, game);
    const file = join(dir, `seed-${seed}-game-${game}.json`);
    const head = `game ${game} of ${games} (seed ${seed}; ${shapeWords(shape, prefs)})`;
    let reason: string | undefined;
    try {
      const record = randomRecord(shape, `Random game ${game}, seed ${seed}`);
      writeFileSync(file, recordText(record));
      const replayed = await runReplay([file], async () => recordText(record));
      const driven = await drive(record, url, prefs, language);
      if (replayed.code !== 0) reason = `replay refuses the record: ${replayed.stderr.trim()}`;
      else if (driven.code !== 0)
        reason = `drive exits ${driven.code}: ${(driven.stdout + driven.stderr).replace(/\s+/g, ' ').trim()}`;
      else if (driven.stdout !== replayed.stdout) reason = 'the screens end with another summary than replay';
      else log(`${head}: the same summary as replay, ${driven.stderr.match(/taps: \d+/)?.[0] ?? ''}`);
    } catch (error) {
      reason = `stopped: ${errorLine(error)}`;
    }
    if (reason === undefined) {
      rmSync(file, { force: true });
    } else {
      failed.push({ game, record: file, reason });
      log(`${head}: ${reason}\n  record kept: ${file}`);
    }
  }
  if (failed.length === 0) rmSync(dir, { recursive: true, force: true });
  const stdout = `${JSON.stringify({ seed, games, same: games - failed.length, failed }, null, 2)}\n`;
  return { code: failed.length === 0 ? 0 : 1, stdout, stderr: '' };
}
