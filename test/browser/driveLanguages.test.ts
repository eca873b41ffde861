/**
 * `npm run drive -- --lang de|es` plays the app in German or Spanish, finding every control by its
 * German or Spanish name, and ends with the same summary as `replay` (and as an English drive): the
 * classic four-player example in German, the 2023 two-player example in Spanish, the two-player Colonies,
 * Intrigue & the King and The King & the Colonies examples in both, a random game with
 * modules in Spanish, and a command the screen waits for from another player refused in German.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/runReplay';
import { runScript } from './support/runScript';
import { ROOT } from './support/servers';

const drive = (...args: string[]) => runScript('scripts/drive/drive.ts', args);
const example = (name: string) => join(ROOT, 'examples/records', `${name}.json`);

// Each test drives its own process: they run two at a time (the browser project's maxConcurrency).
describe.concurrent('npm run drive in German and Spanish', () => {
  for (const [language, name] of [
    ['de', 'classic-4p'],
    ['es', '2023-2p-dummy'],
    ['de', 'bigbox-colonies-2p'],
    ['es', 'bigbox-colonies-2p'],
    ['de', 'bigbox-intrigue-king-2p'],
    ['es', 'bigbox-intrigue-king-2p'],
    ['de', 'bigbox-king-colonies-2p'],
    ['es', 'bigbox-king-colonies-2p'],
  ] as const) {
    it(`drives ${name} through the screens in ${language} to exactly the replayed table`, {
      timeout: 420_000,
    }, async () => {
      const [driven, replayed] = await Promise.all([
        drive('--lang', language, example(name)),
        runReplay([example(name)], async (f) => readFileSync(f, 'utf8')),
      ]);
      expect(driven.code, driven.stderr + driven.stdout).toBe(0);
      expect(driven.stdout).toBe(replayed.stdout);
      expect(driven.stderr).toMatch(/^taps: \d+$/m);
    });
  }

  // One random game, in Spanish, with four modules whose names and readings the setup finds in Spanish.
  for (const [language, seed, shape] of [
    ['es', '153', /bigbox, 2 players, short-fan, modules moving-restrictions\+france-1995\+granada-1995\+church/],
  ] as const) {
    it(`drives a random game in ${language} to the summary replay gives`, { timeout: 600_000 }, async () => {
      const run = await drive('--random', '1', '--seed', seed, '--lang', language);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({ seed: Number(seed), games: 1, same: 1, failed: [] });
      expect(run.stderr).toMatch(
        new RegExp(`^game 1 of 1 \\(seed ${seed}; ${shape.source}.*\\): the same summary as replay`, 'm'),
      );
    });
  }

  it('exits 3 in German naming a command for another player than the one whose turn the screen shows', {
    timeout: 300_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drive-languages-'));
    const record = JSON.parse(readFileSync(example('classic-4p'), 'utf8'));
    // Red is in turn and takes the card of stack 2: the record says Blue takes it instead.
    record.commands = [...record.commands.slice(0, 6), { type: 'take-card', player: 'blue', slot: '2' }];
    writeFileSync(join(dir, 'other-player.json'), JSON.stringify(record));
    const refused = await drive('--lang', 'de', join(dir, 'other-player.json'));
    expect(refused.code, refused.stderr).toBe(3);
    expect(JSON.parse(refused.stdout)).toEqual({
      refused: { index: 6, message: "Blue's take-card: the screen waits for Red" },
    });
  });

  it('exits 2 for a language it does not speak, naming those it does', async () => {
    const run = await drive('--lang', 'fr', example('classic-4p'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/fr/);
    expect(run.stderr).toMatch(/--lang en\|de\|es/);
  });
});
