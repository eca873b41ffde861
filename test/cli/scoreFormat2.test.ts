/**
 * The `score` command with format-2 snapshots: a result is one `el-grande-scoring/2` object on stdout
 * and exit 0; bad input is nothing on stdout, one line on stderr and exit 2. One real process proves
 * the command end to end; the rest runs in-process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliOutcome, runScore } from '../../src/cli/runScore';
import { changed, colonies, france1995, grandissimo, type Loose, regency, variants1995 } from '../support/snapshots2';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function scoreInProcess(snapshot: unknown, flags: readonly string[] = []): Promise<CliOutcome> {
  return runScore([...flags, 'board.json'], async (name) => {
    if (name !== 'board.json')
      throw Object.assign(new Error(`ENOENT: no such file, open '${name}'`), { code: 'ENOENT' });
    return JSON.stringify(snapshot);
  });
}

function resultOf(outcome: CliOutcome): Loose {
  expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(outcome.stdout);
}

function expectRefusal(outcome: { code: number | null; stdout: string; stderr: string }, line: string): void {
  expect(outcome).toEqual({ code: 2, stdout: '', stderr: `${line}\n` });
}

describe('score with a format-2 snapshot, in-process', () => {
  it('prints one el-grande-scoring/2 result and exits 0', async () => {
    const result = resultOf(await scoreInProcess(colonies()));
    expect(result.format).toBe('el-grande-scoring/2');
    expect(result.totals).toEqual({ red: 14, blue: 12, yellow: 8, green: 10 });
  });

  it('prints the explanation with --explain', async () => {
    const result = resultOf(await scoreInProcess(france1995(), ['--explain']));
    expect(result.areas[0].explanation.join(' ')).toMatch(/Ambassador: \+2 to red/);
    expect(result.notes).toEqual([]);
  });

  it.each([
    [
      'printed values missing',
      changed(colonies, (s) => delete s.printedValues.america),
      "printedValues.america: missing; the colony areas' printed values are not in the rulebooks, enter the values on your America piece",
    ],
    [
      'the King in the 1995 France',
      changed(france1995, (s) => (s.king = 'france')),
      'king: the King may not stand in France with the 1995 France variant (1995 rules, “Variant Rules: France”)',
    ],
    [
      'an area scoring of a Muslim Granada',
      changed(variants1995, (s) => (s.score = { kind: 'area', area: 'granada' })),
      'score.area: Granada is still Muslim and is never scored (1995 rules, “Variant Rules: Granada”)',
    ],
    [
      'a held Grand Inquisitor at a Grandissimo general scoring',
      changed(grandissimo, (s) => {
        s.inquisitor.holder = 'red';
        delete s.castilloDestinations.inquisitor;
        s.castilloDestinations.red = 'galicia';
      }),
      'inquisitor.holder: in Grandissimo the Grand Inquisitor leaves the court just before a general scoring (Decennial rules, “Grandissimo: notes on the Grand Inquisitor”); set it to null',
    ],
    [
      'a 2023 module on a classic board',
      changed(regency, (s) => (s.edition = 'classic')),
      'modules.0: “new-regency” (New Regency (2023)) is played with the 2023 edition, not with the classic edition',
    ],
  ])('refuses %s on one line and exits 2', async (_name, snapshot, line) => {
    expectRefusal(await scoreInProcess(snapshot), line);
  });
});

describe('npm run --silent score -- FILE with a format-2 snapshot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'el-grande-score-2-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (snapshot: unknown) => {
    const file = join(dir, 'board.json');
    writeFileSync(file, JSON.stringify(snapshot, null, 2));
    const r = spawnSync('npm', ['run', '--silent', 'score', '--', file], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  it('prints the result and exits 0', () => {
    const outcome = run(france1995());
    expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(outcome.stdout)).toMatchObject({
      format: 'el-grande-scoring/2',
      totals: { red: 5, blue: 3, yellow: 0 },
    });
  });

  it('refuses bad input with one line and exits 2', () => {
    expectRefusal(
      run(changed(france1995, (s) => (s.king = 'france'))),
      'king: the King may not stand in France with the 1995 France variant (1995 rules, “Variant Rules: France”)',
    );
  });
});
