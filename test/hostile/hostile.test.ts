/**
 * The hostile corpus: files each made to break one thing (a wrongly shaped command, a reserved or
 * unknown key, a line break or terminal escape in an echoed value, deep nesting, a key given twice,
 * a huge value), fed to the `score` and `replay` commands as a user would, with the exact one-line
 * refusal each must give (expected.json). The few files too big to keep here are made on the fly.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readInput } from '../../src/cli/readInput';
import { runReplay } from '../../src/cli/runReplay';
import { runScore } from '../../src/cli/runScore';

const HERE = dirname(fileURLToPath(import.meta.url));
const COMMANDS = { score: runScore, replay: runReplay } as const;
type CommandName = keyof typeof COMMANDS;

interface Expected {
  readonly exit: number;
  readonly stderr: string;
}

const expected = JSON.parse(readFileSync(join(HERE, 'expected.json'), 'utf8')) as Record<CommandName, Record<string, Expected>>;

/** One line, nothing on standard output, and no character that could drive a terminal or break the line. */
function expectOneLineRefusal(outcome: { code: number; stdout: string; stderr: string }, want: Expected): void {
  expect(outcome.stderr).toMatch(/^[^\n]*\n$/);
  expect(outcome.stderr.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  expect(outcome.stderr.length).toBeLessThan(1000);
  expect({ exit: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr.slice(0, -1) }).toEqual({ ...want, stdout: '' });
}

describe.each(Object.keys(COMMANDS) as CommandName[])('the %s command and the hostile corpus', (command) => {
  const folder = join(HERE, command);
  const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

  it('has an expected refusal for every file, and a file for every expected refusal', () => {
    expect(files.sort()).toEqual(Object.keys(expected[command]).sort());
  });

  it.each(files)('%s', async (file) => {
    const path = join(folder, file);
    expectOneLineRefusal(await COMMANDS[command]([path], readInput), {
      ...expected[command][file]!,
      stderr: expected[command][file]!.stderr.replace('FILE', path),
    });
  });
});

describe.each(['de', 'es'])('the hostile corpus refused in %s', (language) => {
  describe.each(Object.keys(COMMANDS) as CommandName[])('by the %s command', (command) => {
    const folder = join(HERE, command);
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

    it.each(files)('%s', async (file) => {
      const path = join(folder, file);
      const outcome = await COMMANDS[command](['--lang', language, path], readInput);
      const english = expected[command][file]!;
      expect(outcome.code).toBe(english.exit);
      expect(outcome.stdout).toBe('');
      expect(outcome.stderr).toMatch(/^[^\n]*\n$/);
      const line = outcome.stderr.slice(0, -1);
      expect(line).not.toBe(english.stderr.replace('FILE', path));
      // A placeholder left unfilled, as a catalog mistake would show it ("{count}", "{kind, select").
      expect(line).not.toMatch(/\{[a-zA-Z]+[,}]/);
    });
  });
});

describe('hostile files too big to keep in the corpus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'el-grande-hostile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const setup = { edition: 'classic', players: [{ id: 'red', name: 'Red', colour: 'red' }], king: 'aragon', homes: { red: 'galicia' }, startPlayer: 'red' };

  it.each(Object.keys(COMMANDS) as CommandName[])('%s refuses a 10 MB value without reading or echoing it', async (command) => {
    const path = write(`huge-${command}.json`, `{"format": "${'x'.repeat(10_000_000)}"}`);
    expectOneLineRefusal(await COMMANDS[command]([path], readInput), {
      exit: 2,
      stderr: `${path}: too large: 10,000,014 bytes, where a file here is at most 2,000,000 (2 MB)`,
    });
  });

  it('replay refuses a record of more commands than any game has', async () => {
    const path = write('long.json', JSON.stringify({ format: 'el-grande-record/1', setup, commands: new Array(5001).fill({ type: 'end-turn', player: 'red' }) }));
    expectOneLineRefusal(await runReplay([path], readInput), { exit: 2, stderr: 'commands: holds more than 5000 commands' });
  });

  it('score refuses 9,999 Free-choice moves in one line naming the field, before reading them', async () => {
    const moves = new Array(9999).fill({ id: 'red', from: 'galicia', to: 'aragon', count: 1 });
    const board = {
      format: 'el-grande-snapshot/2',
      edition: 'classic',
      modules: ['grandissimo'],
      players: ['red', 'blue', 'yellow', 'green'],
      king: 'castilla-la-nueva',
      pieces: { galicia: { red: 5 } },
      inquisitor: { holder: null },
      score: { kind: 'general', interludeMoves: moves },
    };
    const path = write('free-choice-9999.json', JSON.stringify(board));
    expectOneLineRefusal(await runScore([path], readInput), {
      exit: 2,
      stderr:
        "score.interludeMoves: lists 9999 moves: a general scoring has at most 38 (a Free choice moves 2 caballeros, and Grandissimo’s 6th stack holds at most 19 cards)",
    });
    const german = await runScore(['--lang', 'de', path], readInput);
    expect(german.stderr).toMatch(/^score\.interludeMoves: nennt 9999 Züge: .*höchstens 38/);
  });

  it('score refuses a neutral list longer than a table seats, and a table of more ids than it seats', async () => {
    const base = { format: 'el-grande-snapshot/1', edition: 'classic', players: ['red', 'blue'], king: 'aragon', score: { kind: 'general' } };
    const neutral = write('neutral-9.json', JSON.stringify({ ...base, neutral: ['a', 'b', 'c', 'd', 'e', 'f'], pieces: {} }));
    expectOneLineRefusal(await runScore([neutral], readInput), {
      exit: 2,
      stderr: 'neutral: lists 6 neutral ids: a table has at most 5 (the box’s colours beyond two players, and the black caballeros)',
    });
    const ids = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, 1]));
    const many = write('ids-11.json', JSON.stringify({ ...base, pieces: { galicia: ids } }));
    expectOneLineRefusal(await runScore([many], readInput), {
      exit: 2,
      stderr: 'pieces.galicia: names 11 ids: a table has at most 10 (players, neutral colours and the black caballeros)',
    });
  });

  it('replay refuses a command naming more keys than a game has areas, before reading them', async () => {
    const areas = Object.fromEntries(Array.from({ length: 9999 }, (_, i) => [`area-${i}`, 1]));
    const place = { type: 'place', player: 'red', areas };
    const path = write('place-9999.json', JSON.stringify({ format: 'el-grande-record/1', setup, commands: [place] }));
    const outcome = await runReplay([path], readInput);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(/^command 0 \(place\), areas: names 9999 keys: a command names at most \d+ /);
  });

  it('score refuses a value just under the file limit, quoting only its start', async () => {
    const path = write('long-edition.json', JSON.stringify({ format: 'el-grande-snapshot/1', edition: `\n${'e'.repeat(9_000)}` }));
    expectOneLineRefusal(await runScore([path], readInput), {
      exit: 2,
      stderr: `edition: “\\n${'e'.repeat(59)}…” is not an edition: use one of classic, bigbox, 2023`,
    });
  });
});
