import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/runReplay';
import {
  applyCommand,
  type Command,
  cardCatalog,
  cardIn,
  EDITION_IDS,
  EFFECT_IDS,
  type GameState,
  replay,
} from '../../src/rules';
import { say } from '../support/speech';

const root = join(import.meta.dirname, '../..');
const recordsDir = join(root, 'examples/records');
const records = readdirSync(recordsDir).filter((f) => f.endsWith('.json'));
const recordOf = (file: string) => JSON.parse(readFileSync(join(recordsDir, file), 'utf8'));
const logOf = (record: { setup: object; commands: Command[] }): Command[] => [
  { ...record.setup, type: 'setup' } as Command,
  ...record.commands,
];
const inMemory = (files: Record<string, string>) => (name: string) =>
  name in files
    ? Promise.resolve(files[name] as string)
    : Promise.reject(Object.assign(new Error('missing'), { code: 'ENOENT' }));

describe('the example game records', () => {
  it('are base games of each edition and games with all four 1995 variants and the Church, Power Shift, all three 2023 minis, the Colonies, Intrigue & the King, and The King & the Colonies', () => {
    const shapes = records.map((f) => {
      const { setup } = recordOf(f);
      const modules = setup.modules?.length ? `+${setup.modules.join('+')}` : '';
      return `${setup.edition}/${setup.players.length}${setup.dummy ? '+dummy' : ''}${modules}`;
    });
    expect(shapes.sort()).toEqual([
      '2023/2+dummy',
      '2023/3+new-regency+old-hands+power-shift',
      '2023/3+power-shift',
      'bigbox/2+grand-inquisitor-colonies',
      'bigbox/2+intrigue-king',
      'bigbox/2+intrigue-king+grand-inquisitor-colonies',
      'bigbox/5',
      'classic/4',
      'classic/4+home-advantage+moving-restrictions+france-1995+granada-1995+church',
      'classic/4+home-advantage+moving-restrictions+grand-inquisitor-colonies',
      'classic/4+intrigue-king',
      'classic/4+intrigue-king+grand-inquisitor-colonies',
    ]);
  });

  it.each(records)('%s replays to the end of the game', (file) => {
    const result = replay(logOf(recordOf(file)));
    expect(result.refused).toBeUndefined();
    expect(result.state?.phase).toBe('over');
    expect(result.state?.scorings.filter((s) => s.cause === 'general')).toHaveLength(3);
  });

  it('use every special action between them, and a veto stops one', () => {
    const used = new Set<string>();
    let vetoed = false;
    for (const file of records) {
      const log = logOf(recordOf(file));
      let state: GameState | undefined;
      for (const command of log) {
        if (command.type === 'special' && state?.turn?.card) used.add(cardIn(state, state.turn.card.id)!.effect);
        if (command.type === 'veto' || (command.type === 'special' && command.vetoedBy)) vetoed = true;
        const next = applyCommand(state, command);
        if (!next.ok) throw new Error(say(next.error.message));
        state = next.value;
      }
    }
    // The examples are base games: a module's own cards are played in its tests (test/rules/modules-play).
    const base = EFFECT_IDS.filter((e) => EDITION_IDS.some((ed) => cardCatalog(ed).some((c) => c.effect === e)));
    expect(base.filter((e) => !used.has(e))).toEqual([]);
    expect(vetoed).toBe(true);
  });
});

describe('runReplay', () => {
  const good = readFileSync(join(recordsDir, 'classic-4p.json'), 'utf8');

  it('prints the summary of a whole game and exits 0', async () => {
    const outcome = await runReplay(['game.json'], inMemory({ 'game.json': good }));
    expect(outcome.code).toBe(0);
    expect(outcome.stderr).toBe('');
    const summary = JSON.parse(outcome.stdout);
    expect(summary).toMatchObject({ phase: 'over', round: 9, edition: 'classic' });
    expect(summary.winners.length).toBeGreaterThan(0);
    expect(Object.keys(summary.scores)).toEqual(['red', 'blue', 'yellow', 'green']);
    for (const key of ['king', 'grandes', 'mobileScoreboards', 'areas', 'courts', 'provinces'])
      expect(summary).toHaveProperty(key);
  });

  it('prints the index, code and message of a refused command and exits 3', async () => {
    const record = JSON.parse(good);
    // Blue plays the same value as red in the first round.
    const firstPower = record.commands.findIndex((c: Command) => c.type === 'play-power');
    const second = record.commands[firstPower + 1];
    record.commands[firstPower + 1] = { ...second, value: record.commands[firstPower].value };
    const outcome = await runReplay(['game.json'], inMemory({ 'game.json': JSON.stringify(record) }));
    expect(outcome.code).toBe(3);
    expect(JSON.parse(outcome.stdout).refused).toMatchObject({
      index: firstPower + 1,
      type: 'play-power',
      code: 'power/value-taken',
    });
    expect(outcome.stderr).toMatch(
      new RegExp(`^command ${firstPower + 1} \\(play-power\\): power/value-taken: .+\\n$`),
    );
  });

  it('a refused setup has index -1', async () => {
    const record = JSON.parse(good);
    record.setup.king = record.setup.homes.red;
    const outcome = await runReplay(['game.json'], inMemory({ 'game.json': JSON.stringify(record) }));
    expect(outcome.code).toBe(3);
    expect(JSON.parse(outcome.stdout).refused).toMatchObject({ index: -1, code: 'setup/home-is-king-region' });
  });

  const setup = JSON.parse(readFileSync(join(root, 'examples/records/classic-4p.json'), 'utf8')).setup;
  it.each([
    ['not JSON', '{', /^game.json: not valid JSON/],
    [
      'another format',
      JSON.stringify({ format: 'el-grande-record/x', setup: {}, commands: [] }),
      /^format: “el-grande-record\/x” is not a known record format/,
    ],
    ['no commands list', JSON.stringify({ format: 'el-grande-record/1', setup }), /^commands: is required/],
    [
      'an unknown command type',
      JSON.stringify({ format: 'el-grande-record/1', setup, commands: [{ type: 'cheat' }] }),
      /^command 0, type: “cheat” is not a command type/,
    ],
    [
      'an unknown field',
      JSON.stringify({ format: 'el-grande-record/1', setup, commands: [], extra: 1 }),
      /^extra: unknown field/,
    ],
    [
      'a placement of -1',
      JSON.stringify({
        format: 'el-grande-record/1',
        setup,
        commands: [{ type: 'place', player: 'red', areas: { galicia: -1 } }],
      }),
      /^command 0 \(place\), areas\.galicia: cannot be negative/,
    ],
    [
      'a placement that is not a list of areas',
      JSON.stringify({ format: 'el-grande-record/1', setup, commands: [{ type: 'place', player: 'red', areas: 30 }] }),
      /^command 0 \(place\), areas: must be written like {"galicia": 2, "castillo": 1} \(caballeros placed\)/,
    ],
    [
      'a placement without areas',
      JSON.stringify({ format: 'el-grande-record/1', setup, commands: [{ type: 'place', player: 'red' }] }),
      /^command 0 \(place\), areas: is required/,
    ],
    [
      'an unknown field in a command',
      JSON.stringify({ format: 'el-grande-record/1', setup, commands: [{ type: 'end-turn', player: 'red', by: 'x' }] }),
      /^command 0 \(end-turn\), by: unknown field/,
    ],
    [
      'a reserved key',
      `{"format":"el-grande-record/1","setup":${JSON.stringify(setup)},"commands":[{"type":"place","player":"red","areas":{"__proto__":1}}]}`,
      /^command 0 \(place\), areas: uses a reserved name/,
    ],
    [
      'an unknown special action',
      JSON.stringify({
        format: 'el-grande-record/1',
        setup,
        commands: [{ type: 'special', player: 'red', action: { kind: 'fly' } }],
      }),
      /^command 0 \(special\), action: must be a special action/,
    ],
  ])('refuses a file with %s: exit 2, one line, nothing on stdout', async (_name, text, line) => {
    const outcome = await runReplay(['game.json'], inMemory({ 'game.json': text }));
    expect(outcome).toMatchObject({ code: 2, stdout: '' });
    expect(outcome.stderr).toMatch(line);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a missing file and bad arguments with exit 2', async () => {
    expect((await runReplay(['nope.json'], inMemory({}))).stderr).toMatch(/^nope.json: cannot be read \(ENOENT\)/);
    expect((await runReplay([], inMemory({}))).code).toBe(2);
    expect((await runReplay(['-x'], inMemory({}))).stderr).toMatch(/^-x: unknown option/);
  });
});

describe('npm run replay', () => {
  it('runs from the npm script, reading a file and standard input', () => {
    const file = spawnSync('npm', ['run', '--silent', 'replay', '--', 'examples/records/bigbox-5p.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(file.status).toBe(0);
    expect(JSON.parse(file.stdout).phase).toBe('over');
    const stdin = spawnSync('npm', ['run', '--silent', 'replay', '--', '-'], {
      cwd: root,
      encoding: 'utf8',
      input: '{"format":"nope"}',
    });
    expect(stdin.status).toBe(2);
    expect(stdin.stdout).toBe('');
  });
});
