/**
 * `npm run drive` plays each example record through the screens by taps and gets exactly the
 * table `npm run replay` gets, and the app's export holds the record's commands; a file that is not
 * a record exits 2, a step the screens do not offer, or a command for another player than the one
 * the screen waits for, exits 3 naming it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/runReplay';
import { runScript } from './support/runScript';
import { ROOT } from './support/servers';

const drive = (file: string) => runScript('scripts/drive/drive.ts', [file]);

// Each test drives its own process: they run two at a time (the browser project's maxConcurrency).
describe.concurrent('npm run drive', () => {
  // classic-4p, 2023-2p-dummy and bigbox-colonies-2p are driven in German and Spanish (driveLanguages.test.ts):
  // the same taps, found by other names.
  // classic-intrigue-king-4p and classic-king-colonies-4p in English; their two-player games in German and Spanish.
  for (const name of [
    'bigbox-5p',
    'classic-1995-variants-church-4p',
    '2023-minis-3p',
    'classic-colonies-4p',
    'classic-intrigue-king-4p',
    'classic-king-colonies-4p',
  ]) {
    // Some 250 entries tapped in: under a minute on a quiet machine, several on a busy one.
    it(`drives ${name} through the screens to exactly the replayed table`, { timeout: 420_000 }, async () => {
      const file = join(ROOT, 'examples/records', `${name}.json`);
      const [driven, replayed] = await Promise.all([
        drive(file),
        runReplay([file], async (f) => readFileSync(f, 'utf8')),
      ]);
      expect(driven.code, driven.stderr).toBe(0);
      expect(driven.stdout).toBe(replayed.stdout);
      expect(driven.stderr).toMatch(/^taps: \d+$/m);
    });
  }

  it('exits 2 for a file that is not a record, and 3 naming a step the screens do not offer', {
    timeout: 300_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drive-'));
    writeFileSync(join(dir, 'not.json'), '{"format":"something else"}');
    const notRecord = await drive(join(dir, 'not.json'));
    expect(notRecord.code).toBe(2);
    expect(notRecord.stderr).toMatch(/format/);
    const record = JSON.parse(readFileSync(join(ROOT, 'examples/records/classic-4p.json'), 'utf8'));
    // Yellow plays the 12 that Blue already played this round: no screen offers it.
    record.commands = [...record.commands.slice(0, 2), { type: 'play-power', player: 'yellow', value: 12 }];
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(record));
    const refused = await drive(join(dir, 'bad.json'));
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toEqual({
      refused: { index: 2, message: expect.stringMatching(/power card 12/) },
    });
  });

  it('exits 3 naming a command entered for another player than the one whose turn the screen shows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drive-'));
    const record = JSON.parse(readFileSync(join(ROOT, 'examples/records/classic-4p.json'), 'utf8'));
    // Red is in turn and takes the card of stack 2: the record says Blue takes it instead.
    expect(record.commands[6]).toEqual({ type: 'take-card', player: 'red', slot: '2' });
    record.commands = [...record.commands.slice(0, 6), { type: 'take-card', player: 'blue', slot: '2' }];
    writeFileSync(join(dir, 'other-player.json'), JSON.stringify(record));
    const refused = await drive(join(dir, 'other-player.json'));
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toEqual({
      refused: { index: 6, message: "Blue's take-card: the screen waits for Red" },
    });
  });

  // The first names the King's card on stack 5 in each reveal, which the app leaves out: the same command in the
  // engine's normal form. The second sets up France with moving restrictions and France bordering no region, a
  // reading only play reads, which the new-game screen offers as it offers every reading of a chosen module. The
  // third names its players 'Ana', Ana 'the red', A.*(b) and Say "hi": each is found by its whole name, in
  // patterns that stay valid selectors ("Move Ana 'the red''s caballeros" held two quotes in a row). The fourth
  // is a Colonies game cut just after a special action that left who sits on the Limit table to a player; the fifth, a Colonies game cut short by a correction of the Gold and Wares discs; the sixth, a
  // Colonies game whose last general scoring leaves the Castillo's arrivals on the Limit table to his holder;
  // then two cut just after a card's move that carries discs, and after the Grand Inquisitor's caballeros
  // placed from his holder's court (the parts those forms take from the module).
  for (const name of [
    'kings-card-named-on-stack-5-classic-4p',
    'france-borders-no-region-moving-restrictions-classic-4p',
    'players-named-with-quotes-classic-4p',
    'limit-table-choices-colonies-short-4p',
    'discs-corrected-colonies-2p',
    'castillo-arrivals-colonies-short-4p',
    'carried-discs-colonies-cut-3p',
    'held-caballeros-colonies-cut-3p',
  ])
    it(`drives ${name} to exactly the replayed table`, { timeout: 300_000 }, async () => {
      const file = join(ROOT, 'test/browser/records', `${name}.json`);
      const [driven, replayed] = await Promise.all([
        drive(file),
        runReplay([file], async (f) => readFileSync(f, 'utf8')),
      ]);
      expect(driven.code, driven.stdout + driven.stderr).toBe(0);
      expect(driven.stdout).toBe(replayed.stdout);
      // The France record's reading is in the summary: the app started the game with it.
      const { moduleOptions } = JSON.parse(readFileSync(file, 'utf8')).setup;
      expect(JSON.parse(driven.stdout).moduleOptions).toEqual(moduleOptions);
    });

  it('takes the card of the stack the record names when stacks 2 and 3 show cards of the same name', async () => {
    // Red takes stack 3's "one region of your choice" while stack 2 shows one too; then Green takes stack 2's.
    const file = join(ROOT, 'test/browser/records/same-card-name-on-stacks-2-and-3-classic-4p.json');
    const [driven, replayed] = await Promise.all([
      drive(file),
      runReplay([file], async (f) => readFileSync(f, 'utf8')),
    ]);
    expect(driven.code, driven.stdout + driven.stderr).toBe(0);
    expect(driven.stdout).toBe(replayed.stdout);
  });
});
