/**
 * The `score` command of the public contract (docs/snapshot-format.md):
 * `npm run --silent score -- [--explain] FILE`, FILE a path or `-` for stdin.
 *
 * A handful of real subprocesses prove the launcher, the npm script, exit codes and the
 * streams; the in-process runScore covers the rest of the argument and output rules.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliOutcome, runScore } from '../../src/cli/runScore';

import { AREA_IDS } from '../../src/rules';
import { broken, type Loose, validSnapshot as valid } from '../support/snapshots';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The order the contract scores areas in: the Castillo, then the regions in board order.
const BOARD_ORDER: readonly string[] = AREA_IDS;

/**
 * The contract example scored by hand. Castillo under the 4-0-0 scoreboard: red 2 → 4, yellow
 * 1 → rank 2 worth 0. Red's Castillo caballeros go to Granada (alone: 6); yellow's disk names
 * the King's region, so its caballero goes back to court. Galicia under the 8-4-0 scoreboard:
 * red 8 + home 2, blue 4.
 */
const EXPECTED_TOTALS = { red: 20, blue: 4, yellow: 0, green: 0 };

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `npm run --silent score -- ARGS`, as a user types it. */
function npmScore(args: readonly string[], input = ''): Run {
  const r = spawnSync('npm', ['run', '--silent', 'score', '--', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `node bin/run.mjs src/cli/score.ts ARGS`: what the npm script runs, without npm's start-up time. */
function nodeScore(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, ['bin/run.mjs', 'src/cli/score.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Bad input: status 2, nothing on stdout, exactly one line on stderr, starting with `start`, no stack trace. */
function expectOneLineFailure(run: Run | CliOutcome, start: string | RegExp): void {
  expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 2, stdout: '' });
  expect(run.stderr).toMatch(/^[^\n]+\n$/);
  if (typeof start === 'string') expect(run.stderr.startsWith(start), run.stderr).toBe(true);
  else expect(run.stderr).toMatch(start);
  expect(run.stderr).not.toMatch(/^\s+at |\bat .+:\d+:\d+|internal error/m);
}

/** The one JSON object on stdout. */
function resultOf(run: Run | CliOutcome): Loose {
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('');
  const text = run.stdout.trim();
  expect(text.startsWith('{') && text.endsWith('}')).toBe(true);
  const json: unknown = JSON.parse(text);
  expect(json).toBeTypeOf('object');
  expect(Array.isArray(json)).toBe(false);
  return json as Loose;
}

let dir = '';
const file = (name: string) => join(dir, name);
const writeSnapshot = (name: string, snapshot: unknown) => writeFileSync(file(name), JSON.stringify(snapshot, null, 2));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'el-grande-score-'));
  writeSnapshot('valid.json', valid());
  writeFileSync(file('bad.json'), '{ "format": "el-grande-snapshot/1", ');
  writeSnapshot(
    'count-31.json',
    broken((s) => (s.pieces.galicia.red = 31)),
  );
  writeSnapshot(
    'king-castillo.json',
    broken((s) => (s.king = 'castillo')),
  );
  writeSnapshot(
    'no-destination.json',
    broken((s) => delete s.castilloDestinations.yellow),
  );
  writeSnapshot(
    'scoreboards-alias.json',
    broken((s) => (s.mobileScoreboards = { '8-4-0': 'toledo', '4-0-0': 'castilla-la-nueva' })),
  );
  writeSnapshot(
    'unknown-field.json',
    broken((s) => (s.colour = 'red')),
  );
  writeSnapshot(
    'aliases-2023.json',
    broken((s) => {
      s.edition = '2023';
      s.players = ['red', 'blue'];
      s.king = 'toledo';
      s.grandes = { red: 'toledo' };
      s.mobileScoreboards = {};
      s.pieces = { toledo: { red: 3, blue: 1 }, navarra: { red: 2, blue: 2 } };
      s.castilloDestinations = {};
      s.score = { kind: 'area', area: 'toledo' };
    }),
  );
  mkdirSync(file('a-directory'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('score command, as a subprocess', () => {
  /** What runScore prints for the contract example, in-process. */
  let expectedStdout = '';
  beforeAll(async () => {
    expectedStdout = (await runScore(['x.json'], async () => JSON.stringify(valid()))).stdout;
  });

  it('npm run --silent score -- FILE prints one JSON result, exit 0, nothing on stderr', () => {
    const run = npmScore([file('valid.json')]);
    expect(run.stdout).toBe(expectedStdout);
    const result = resultOf(run);
    expect(result.format).toBe('el-grande-scoring/1');
    expect(Object.keys(result)).toEqual(['format', 'areas', 'returnedToCourt', 'totals']);
    expect(result.areas.map((a: Loose) => a.area)).toEqual(BOARD_ORDER);
    expect(result.areas[0]).toEqual({
      area: 'castillo',
      points: { red: 4 },
      base: { red: 4 },
      king: {},
      home: {},
      ranks: { red: 1, yellow: 2 },
    });
    expect(result.areas[1]).toEqual({
      area: 'galicia',
      points: { red: 10, blue: 4 },
      base: { red: 8, blue: 4 },
      king: {},
      home: { red: 2 },
      ranks: { red: 1, blue: 2 },
    });
    expect(result.areas.find((a: Loose) => a.area === 'granada').points).toEqual({ red: 6 });
    expect(result.returnedToCourt).toEqual({ yellow: 1 });
    expect(result.totals).toEqual(EXPECTED_TOTALS);
    expect(result.areas.every((a: Loose) => !('explanation' in a))).toBe(true);
  }, 60_000);

  it('npm run --silent score -- - reads the snapshot from stdin', () => {
    const run = npmScore(['-'], JSON.stringify(valid()));
    expect(resultOf(run).totals).toEqual(EXPECTED_TOTALS);
    expect(run.stdout).toBe(expectedStdout);
  }, 60_000);

  it('npm run --silent score exits 2 with one line on stderr for a snapshot breaking a rule', () => {
    expectOneLineFailure(npmScore([file('count-31.json')]), 'pieces.galicia.red: 31 caballeros is impossible');
  }, 60_000);

  it('node bin/run.mjs src/cli/score.ts gives the same output as the npm script', () => {
    expect(nodeScore([file('valid.json')])).toEqual({ code: 0, stdout: expectedStdout, stderr: '' });
  }, 60_000);

  it('--explain adds an explanation array to each area', () => {
    const result = resultOf(nodeScore(['--explain', file('valid.json')]));
    expect(result.format).toBe('el-grande-scoring/1');
    expect(result.totals).toEqual(EXPECTED_TOTALS);
    expect(result.areas).toHaveLength(BOARD_ORDER.length);
    for (const area of result.areas as Loose[]) {
      expect(Array.isArray(area.explanation), area.area).toBe(true);
      expect(area.explanation.length, area.area).toBeGreaterThan(0);
      for (const line of area.explanation) expect(line).toMatch(/\S/);
    }
    const galicia = result.areas.find((a: Loose) => a.area === 'galicia');
    expect(galicia.explanation.join(' ')).toMatch(/8-4-0/);
    expect(galicia.points).toEqual({ red: 10, blue: 4 });
  }, 60_000);

  it('prints canonical area ids for a snapshot written with the 2023 names', () => {
    const result = resultOf(nodeScore([file('aliases-2023.json')]));
    // 2023, two players: ranks 1-2. Toledo = Castilla la Nueva, 7/4/2; red is alone first there,
    // in the King's region and at home.
    expect(result).toEqual({
      format: 'el-grande-scoring/1',
      areas: [
        {
          area: 'castilla-la-nueva',
          points: { red: 11, blue: 4 },
          base: { red: 7, blue: 4 },
          king: { red: 2 },
          home: { red: 2 },
          ranks: { red: 1, blue: 2 },
        },
      ],
      totals: { red: 11, blue: 4 },
    });
  }, 60_000);

  it.each([
    ['count 31', 'count-31.json', 'pieces.galicia.red: 31 caballeros is impossible'],
    ['the King on the Castillo', 'king-castillo.json', 'king: the Castillo is not a region'],
    ['a missing Castillo destination', 'no-destination.json', 'castilloDestinations.yellow: is missing'],
    ['both scoreboards on Toledo', 'scoreboards-alias.json', 'mobileScoreboards.4-0-0: '],
    ['an unknown field', 'unknown-field.json', 'colour: unknown field “colour”'],
  ])(
    'a snapshot with %s exits 2 naming the field',
    (_name, name, start) => {
      expectOneLineFailure(nodeScore([file(name)]), start);
    },
    60_000,
  );

  it('bad JSON in a file exits 2', () => {
    expectOneLineFailure(nodeScore([file('bad.json')]), `${file('bad.json')}: not valid JSON`);
  }, 60_000);

  it('bad JSON on stdin exits 2', () => {
    expectOneLineFailure(nodeScore(['-'], '{"format": '), 'standard input: not valid JSON');
  }, 60_000);

  it('empty stdin exits 2', () => {
    expectOneLineFailure(nodeScore(['-'], ''), 'standard input: empty: there is nothing in it to read');
  }, 60_000);

  it('a missing file exits 2', () => {
    expectOneLineFailure(nodeScore([file('nowhere.json')]), `${file('nowhere.json')}: cannot be read (ENOENT)`);
  }, 60_000);

  it('a directory as FILE exits 2', () => {
    expectOneLineFailure(nodeScore([file('a-directory')]), `${file('a-directory')}: is a folder, not a file\n`);
  }, 60_000);

  it('no argument exits 2 with the usage', () => {
    expectOneLineFailure(
      nodeScore([]),
      /^no snapshot file given\. usage: npm run --silent score -- \[--explain\] \[--lang en\|de\|es\] FILE/,
    );
  }, 60_000);

  it('an unknown option exits 2 naming it', () => {
    expectOneLineFailure(nodeScore(['--verbose', file('valid.json')]), /^--verbose: unknown option\. usage:/);
  }, 60_000);
});

/** runScore with a reader that serves `files` by name and `-` from `stdin`, recording what it was asked for. */
function scoreInProcess(args: readonly string[], files: Readonly<Record<string, unknown>> = {}, stdin?: string) {
  const asked: string[] = [];
  const read = async (name: string): Promise<string> => {
    asked.push(name);
    if (name === '-' && stdin !== undefined) return stdin;
    const content = files[name];
    if (content === undefined)
      throw Object.assign(new Error(`ENOENT: no such file, open '${name}'`), { code: 'ENOENT' });
    return typeof content === 'string' ? content : JSON.stringify(content);
  };
  return { outcome: runScore(args, read), asked };
}

const score = async (snapshot: unknown, explain = false): Promise<Loose> =>
  resultOf(await scoreInProcess(explain ? ['--explain', 'x.json'] : ['x.json'], { 'x.json': snapshot }).outcome);

describe('runScore, in-process', () => {
  describe('arguments', () => {
    it('reads exactly the FILE it was given', async () => {
      const { outcome, asked } = scoreInProcess(['snap.json'], { 'snap.json': valid() });
      expect(resultOf(await outcome).totals).toEqual(EXPECTED_TOTALS);
      expect(asked).toEqual(['snap.json']);
    });

    it('reads stdin for -', async () => {
      const { outcome, asked } = scoreInProcess(['-'], {}, JSON.stringify(valid()));
      expect(resultOf(await outcome).totals).toEqual(EXPECTED_TOTALS);
      expect(asked).toEqual(['-']);
    });

    it('takes --explain before or after FILE', async () => {
      const before = await scoreInProcess(['--explain', 'x.json'], { 'x.json': valid() }).outcome;
      const after = await scoreInProcess(['x.json', '--explain'], { 'x.json': valid() }).outcome;
      expect(after).toEqual(before);
      expect(resultOf(before).areas[0].explanation).toBeInstanceOf(Array);
    });

    it('rejects a second FILE without reading anything', async () => {
      const { outcome, asked } = scoreInProcess(['a.json', 'b.json'], { 'a.json': valid(), 'b.json': valid() });
      expectOneLineFailure(await outcome, /^b\.json: only one snapshot file at a time\. usage:/);
      expect(asked).toEqual([]);
    });

    it.each([[['--verbose', 'x.json']], [['x.json', '--explain=yes']], [['--EXPLAIN', 'x.json']]])(
      'rejects the unknown option in %j',
      async (args) => {
        const { outcome, asked } = scoreInProcess(args, { 'x.json': valid() });
        const flag = args.find((a) => a.startsWith('--') && a !== '--explain');
        expectOneLineFailure(await outcome, `${flag}: unknown option.`);
        expect(asked).toEqual([]);
      },
    );

    it('rejects no FILE, also with only --explain', async () => {
      expectOneLineFailure(await scoreInProcess([]).outcome, /^no snapshot file given\./);
      expectOneLineFailure(await scoreInProcess(['--explain']).outcome, /^no snapshot file given\./);
    });
  });

  describe('unreadable or unparsable input', () => {
    it.each(['ENOENT', 'EACCES', 'EISDIR'])('names the file and the %s code', async (code) => {
      const outcome = await runScore(['x.json'], async () => {
        throw Object.assign(new Error('failed'), { code });
      });
      expect(outcome).toEqual({ code: 2, stdout: '', stderr: `x.json: cannot be read (${code})\n` });
    });

    it('names standard input when stdin cannot be read', async () => {
      const outcome = await runScore(['-'], async () => {
        throw new Error('closed');
      });
      expect(outcome).toEqual({ code: 2, stdout: '', stderr: 'standard input: cannot be read\n' });
    });

    it.each([
      ['a truncated object', '{"format": "el-grande-snapshot/1",'],
      ['a trailing comma', '{"format": "el-grande-snapshot/1",}'],
      ['single quotes', "{'format': 'el-grande-snapshot/1'}"],
      ['two objects', '{}{}'],
      ['multi-line garbage', 'not\njson\nat all'],
    ])('rejects %s as not valid JSON, on one line', async (_name, text) => {
      expectOneLineFailure(await scoreInProcess(['x.json'], { 'x.json': text }).outcome, 'x.json: not valid JSON (');
    });

    it('rejects an empty file as empty, on one line', async () => {
      expectOneLineFailure(
        await scoreInProcess(['x.json'], { 'x.json': ' \n' }).outcome,
        'x.json: empty: there is nothing in it to read',
      );
    });

    it.each([
      ['null', 'null', 'snapshot: must be an object, not null'],
      ['a number', '42', 'snapshot: must be an object, not 42'],
      ['a string', '"text"', 'snapshot: must be an object, not “text”'],
      ['a list', '[]', 'snapshot: must be an object, not a list'],
    ])('rejects valid JSON that is %s', async (_name, text, start) => {
      expectOneLineFailure(await scoreInProcess(['x.json'], { 'x.json': text }).outcome, start);
    });
  });

  describe('snapshots breaking a rule', () => {
    it.each([
      [
        'format',
        (s: Loose) => (s.format = 'el-grande-snapshot/3'),
        'format: “el-grande-snapshot/3” is not a known format',
      ],
      ['edition', (s: Loose) => (s.edition = 'deluxe'), 'edition: “deluxe” is not an edition'],
      ['rules.tie', (s: Loose) => (s.rules.tie = 'random'), 'rules.tie: “random” is not a tie rule'],
      ['players', (s: Loose) => (s.players = ['red']), 'players: 1 player is too few'],
      ['players.2', (s: Loose) => (s.players = ['red', 'blue', 'red']), 'players.2: “red” is listed twice'],
      ['neutral.0', (s: Loose) => (s.neutral = ['red']), 'neutral.0: “red” is already a player'],
      ['king', (s: Loose) => (s.king = 'madrid'), 'king: “madrid” is not a region'],
      [
        'grandes.purple',
        (s: Loose) => (s.grandes.purple = 'aragon'),
        'grandes.purple: “purple” is neither a player nor neutral',
      ],
      [
        'mobileScoreboards.4-0-0',
        (s: Loose) => (s.mobileScoreboards['4-0-0'] = 'galicia'),
        'mobileScoreboards.4-0-0: lies on galicia',
      ],
      ['pieces.madrid', (s: Loose) => (s.pieces.madrid = {}), 'pieces.madrid: “madrid” is not an area'],
      [
        'pieces.galicia.red',
        (s: Loose) => (s.pieces.galicia.red = -1),
        'pieces.galicia.red: -1 caballeros is impossible',
      ],
      [
        'castilloDestinations.red',
        (s: Loose) => (s.castilloDestinations.red = 'castillo'),
        'castilloDestinations.red: the Castillo is not a region',
      ],
      ['score.kind', (s: Loose) => (s.score = { kind: 'total' }), 'score.kind: “total” is not a scoring kind'],
      [
        'score.values',
        (s: Loose) => (s.score = { kind: 'top-value', values: [] }),
        'score.values: must name at least one value',
      ],
      [
        'score.choices.purple',
        (s: Loose) => (s.score = { kind: 'unique-choices', choices: { purple: 'aragon' } }),
        'score.choices.purple: ',
      ],
    ])('%s', async (_field, change, start) => {
      expectOneLineFailure(await scoreInProcess(['x.json'], { 'x.json': broken(change) }).outcome, start);
    });
  });

  describe('the result', () => {
    /** Snapshots of every scoring kind, on a board with caballeros in most areas. */
    const board = (score: Loose): Loose =>
      broken((s) => {
        s.neutral = ['black'];
        s.pieces = {
          castillo: { red: 2, yellow: 1 },
          galicia: { red: 3, blue: 2 },
          aragon: { blue: 4, black: 4 },
          'castilla-la-nueva': { green: 2, red: 2, yellow: 1 },
          granada: { yellow: 5 },
          valencia: { green: 1, black: 2 },
        };
        s.score = score;
      });
    const kinds: readonly (readonly [string, Loose])[] = [
      ['general', { kind: 'general' }],
      ['area', { kind: 'area', area: 'aragon' }],
      ['top-value', { kind: 'top-value', values: [5, 6] }],
      ['first-place-only', { kind: 'first-place-only' }],
      ['most', { kind: 'most' }],
      ['fewest', { kind: 'fewest' }],
      ['unique-choices', { kind: 'unique-choices', choices: { red: 'galicia', blue: 'galicia', yellow: 'granada' } }],
    ];

    it.each(kinds)('%s: points = base + king + home, non-zero only; totals for every player', async (kind, request) => {
      const result = await score(board(request));
      expect(result.format).toBe('el-grande-scoring/1');
      expect('returnedToCourt' in result).toBe(kind === 'general');
      expect(Object.keys(result.totals)).toEqual(['red', 'blue', 'yellow', 'green']);
      const sums: Record<string, number> = { red: 0, blue: 0, yellow: 0, green: 0 };
      const seen = new Set<string>();
      for (const area of result.areas as Loose[]) {
        expect(BOARD_ORDER).toContain(area.area);
        expect(seen.has(area.area), `${area.area} listed twice`).toBe(false);
        seen.add(area.area);
        const ids = new Set([...Object.keys(area.base), ...Object.keys(area.king), ...Object.keys(area.home)]);
        const expected: Record<string, number> = {};
        for (const id of ids) {
          const sum = (area.base[id] ?? 0) + (area.king[id] ?? 0) + (area.home[id] ?? 0);
          if (sum !== 0) expected[id] = sum;
        }
        expect(area.points, area.area).toEqual(expected);
        for (const [id, n] of Object.entries(area.points as Record<string, number>)) {
          expect(id, 'a neutral never scores').not.toBe('black');
          sums[id] = (sums[id] ?? 0) + n;
        }
      }
      expect(result.totals).toEqual(sums);
      expect(result.areas.map((a: Loose) => BOARD_ORDER.indexOf(a.area))).toEqual(
        result.areas.map((a: Loose) => BOARD_ORDER.indexOf(a.area)).sort((x: number, y: number) => x - y),
      );
    });

    it.each(kinds)('%s with --explain: every area carries explanation lines', async (_kind, request) => {
      const plain = await score(board(request));
      const explained = await score(board(request), true);
      expect(explained.areas).toHaveLength(plain.areas.length);
      for (const [i, area] of (explained.areas as Loose[]).entries()) {
        expect(area.explanation).toBeInstanceOf(Array);
        expect(area.explanation.length).toBeGreaterThan(0);
        expect(area.explanation.every((line: unknown) => typeof line === 'string' && line.length > 0)).toBe(true);
        const { explanation: _e, rules: _r, ...rest } = area;
        expect(rest).toEqual(plain.areas[i]);
      }
      expect(explained.totals).toEqual(plain.totals);
    });

    it('scores an area scoring of one region with its bonuses', async () => {
      // Aragon 5/4/1: blue and black tie for first and each get rank 2; the neutral's value is lost,
      // and nobody gets blue's home bonus after a tie.
      const result = await score(board({ kind: 'area', area: 'aragon' }));
      expect(result).toEqual({
        format: 'el-grande-scoring/1',
        areas: [
          { area: 'aragon', points: { blue: 4 }, base: { blue: 4 }, king: {}, home: {}, ranks: { blue: 2, black: 2 } },
        ],
        totals: { red: 0, blue: 4, yellow: 0, green: 0 },
      });
    });

    it('passes rules.tie to the scoring', async () => {
      // Aragon 5/4/1, three tied at 3 and green with 1: official gives green rank 3 (1 point);
      // shift-by-tied moves the counter past all three, so green gets rank 4 (nothing).
      const snapshot = (tie: string) =>
        broken((s) => {
          s.rules = { tie };
          s.grandes = {};
          s.pieces = { aragon: { red: 3, blue: 3, yellow: 3, green: 1 } };
          s.score = { kind: 'area', area: 'aragon' };
        });
      const official = await score(snapshot('official'));
      expect(official.areas[0].points).toEqual({ red: 4, blue: 4, yellow: 4, green: 1 });
      expect(official.areas[0].ranks).toEqual({ red: 2, blue: 2, yellow: 2, green: 3 });
      const shifted = await score(snapshot('shift-by-tied'));
      expect(shifted.areas[0].points).toEqual({ red: 4, blue: 4, yellow: 4 });
      expect(shifted.areas[0].ranks).toEqual({ red: 2, blue: 2, yellow: 2, green: 4 });
    });

    it('gives the same result for a snapshot written with 2023 names as for the canonical ids', async () => {
      const canonical = await score(
        broken((s) => {
          s.king = 'pais-vasco';
          s.pieces = { 'pais-vasco': { red: 2 }, 'castilla-la-vieja': { blue: 1 }, castillo: { red: 1 } };
          s.castilloDestinations = { red: 'castilla-la-vieja' };
        }),
      );
      const aliased = await score(
        broken((s) => {
          s.king = 'navarra';
          s.pieces = { navarra: { red: 2 }, castilla: { blue: 1 }, castillo: { red: 1 } };
          s.castilloDestinations = { red: 'castilla' };
        }),
      );
      expect(aliased).toEqual(canonical);
      expect(canonical.areas.map((a: Loose) => a.area)).toEqual(BOARD_ORDER);
    });
  });
});

/*
 * Names of JavaScript's own object members ("toString", "constructor", …) must never pass for
 * areas or ids: looked up in a plain object they would find inherited members instead.
 */
describe('names that JavaScript objects reserve', () => {
  it('an area scoring of “toString” is bad input naming score.area, not an internal error', async () => {
    const snapshot = broken((s) => (s.score = { kind: 'area', area: 'toString' }));
    const outcome = await scoreInProcess(['x.json'], { 'x.json': snapshot }).outcome;
    expectOneLineFailure(outcome, 'score.area: ');
  });

  it('a King in “hasOwnProperty” is bad input naming king', async () => {
    const outcome = await scoreInProcess(['x.json'], { 'x.json': broken((s) => (s.king = 'hasOwnProperty')) }).outcome;
    expectOneLineFailure(outcome, 'king: ');
  });

  // "constructor" and "prototype" fit the id pattern, but as object keys they would be dropped or
  // read as inherited members, so they are refused outright rather than scored wrongly.
  it('a player id “constructor” is refused with a reason, never scored wrongly', async () => {
    const outcome = await scoreInProcess(['x.json'], {
      'x.json': broken((s) => {
        s.players = ['constructor', 'red'];
        s.grandes = {};
        s.mobileScoreboards = {};
        s.pieces = { galicia: { constructor: 3, red: 1 } };
        s.castilloDestinations = {};
        s.score = { kind: 'area', area: 'galicia' };
      }),
    }).outcome;
    expectOneLineFailure(outcome, 'pieces.galicia.constructor: “constructor” is a reserved word');
  });
});
