import { say } from '../support/speech';
/**
 * Arbitrary JSON — with line breaks, terminal escapes and text-reordering marks in its texts — fed as
 * commands, records and snapshots wherever they come in (the command schema, the engine as the
 * screens call it, the replay and score commands, the app's import). Each must be taken as the
 * schema allows or refused on one line, never thrown, and a refusal changes nothing.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/runReplay';
import { runScore } from '../../src/cli/runScore';
import { COMMAND_TYPES, parseCommand } from '../../src/record/commandSchema';


import { applyCommand, type Command, type GameState } from '../../src/rules';
import { importRecordText } from '../../src/session/newGames';
import { memoryStorage } from '../support/memoryStorage';
import { playRandomGame } from '../support/playGame';

/** A refusal a terminal or a screen shows as exactly one plain line of sane length. */
function expectOneLine(text: string): void {
  expect(text.length).toBeGreaterThan(0);
  expect(text.length).toBeLessThan(1500);
  expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
}

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\n', 'red\r\n', '\u001b[2J', '\u001b]0;x\u0007', '\u202egalicia', 'a\u2028b', '__proto__', 'constructor', 'prototype', 'x'.repeat(500)),
  fc.constantFrom('red', 'blue', 'galicia', 'castillo', 'aragon', '1', '2+3', 'classic', 'moves'),
);
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer({ min: -2, max: 40 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Command-like objects: a real type and the fields commands have, with anything in them. */
const commandish = fc
  .tuple(
    fc.constantFrom(...COMMAND_TYPES, 'cheat'),
    fc.dictionary(fc.constantFrom('player', 'value', 'slot', 'areas', 'action', 'provinces', 'regions', 'disks', 'cards', 'note', 'vetoedBy', 'extra'), hostileJson, { maxKeys: 4 }),
  )
  .map(([type, fields]) => ({ ...fields, type }));

// A handful of tables along random games of each edition.
const tables: GameState[] = (['classic', 'bigbox', '2023'] as const).flatMap((edition, e) => {
  const { states } = playRandomGame({ edition, players: 3 + e, seed: 700 + e });
  return states.filter((_, i) => i % 37 === 0);
});

describe('arbitrary JSON as a command', () => {
  it('the schema takes it as a command it would take again, or refuses on one line; the engine then never throws, and a refusal leaves the table as it was', () => {
    fc.assert(
      fc.property(fc.oneof(hostileJson, commandish), fc.constantFrom(...tables), (input, state) => {
        const parsed = parseCommand(input);
        if (!parsed.ok) {
          expectOneLine(say(parsed.error.message));
          return;
        }
        expect(parseCommand(structuredClone(parsed.value))).toEqual(parsed);
        const before = structuredClone(state);
        const result = applyCommand(state, parsed.value);
        expect(state).toEqual(before);
        if (!result.ok) expectOneLine(say(result.error.message));
      }),
      { numRuns: 1500 },
    );
  });

  it('the engine, as the screens call it without the schema, refuses on one line and changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileJson, commandish), fc.constantFrom(...tables), (input, state) => {
        const before = structuredClone(state);
        const result = applyCommand(state, input as Command);
        expect(state).toEqual(before);
        if (!result.ok) expectOneLine(say(result.error.message));
      }),
      { numRuns: 1500 },
    );
  });
});

const EXAMPLE_RECORD = JSON.parse(readFileSync(new URL('../../examples/records/2023-2p-dummy.json', import.meta.url), 'utf8')) as unknown;
const EXAMPLE_SNAPSHOT = JSON.parse(readFileSync(new URL('../../examples/general-4p-classic.json', import.meta.url), 'utf8')) as unknown;

/** Every path to a value in a JSON value, the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...at, key]))];
}

/** A copy of `root` with the value at `path` replaced, or, with `key`, a field added beside it. */
function changed(root: unknown, path: readonly (string | number)[], value: unknown, key?: string): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return key === undefined ? value : copy;
  const parent = path.slice(0, -1).reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], copy) as Record<string | number, unknown>;
  const target = parent[path.at(-1)!];
  if (key !== undefined && typeof target === 'object' && target !== null && !Array.isArray(target)) Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  else parent[path.at(-1)!] = value;
  return copy;
}

/** A valid file with one value replaced, or one field added, anywhere in it. */
const mutated = (root: unknown) => {
  const all = paths(root);
  return fc.tuple(fc.integer({ min: 0, max: all.length - 1 }), hostileJson, fc.option(hostileText, { nil: undefined })).map(([i, value, key]) => JSON.stringify(changed(root, all[i]!, value, key)));
};

const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), hostileJson.map((v) => JSON.stringify(v) ?? ''));

/** The command's outcome as a user sees it: the summary (0), or a refusal on one line (2 or 3). */
function expectCommandOutcome(outcome: { code: number; stdout: string; stderr: string }): void {
  expect([0, 2, 3]).toContain(outcome.code);
  if (outcome.code === 0) {
    expect(outcome.stderr).toBe('');
  } else {
    expect(outcome.stderr.endsWith('\n')).toBe(true);
    expectOneLine(outcome.stderr.slice(0, -1));
    if (outcome.code === 2) expect(outcome.stdout).toBe('');
  }
}

describe('arbitrary JSON as a record', () => {
  it('replay prints the summary or refuses on one line, for a changed example game or any text at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(EXAMPLE_RECORD), anyText), async (text) => {
        expectCommandOutcome(await runReplay(['game.json'], async () => text));
      }),
      { numRuns: 400 },
    );
  });

  it('the app imports it as a whole game, or refuses on one line and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(EXAMPLE_RECORD), anyText), async (text) => {
        const storage = memoryStorage();
        const outcome = await importRecordText(storage, text);
        if (outcome.ok) {
          expect(storage.shared.games.size).toBe(1);
        } else {
          expectOneLine(say(outcome.error.message));
          expect(storage.shared.games.size).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('arbitrary JSON as a snapshot', () => {
  it('score prints the result or refuses on one line, for a changed example board or any text at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(EXAMPLE_SNAPSHOT), anyText), async (text) => {
        expectCommandOutcome(await runScore(['board.json'], async () => text));
      }),
      { numRuns: 400 },
    );
  });
});
