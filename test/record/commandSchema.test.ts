import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_TYPES, parseCommand } from '../../src/record/commandSchema';
import { upgradeRecord } from '../../src/record/recordFormat';
import { isRecord } from '../../src/rules';
import { say } from '../support/speech';

const root = join(import.meta.dirname, '../..');
// As the app reads them: an older record is brought up to today's format first (its commands too).
const records = readdirSync(join(root, 'examples/records')).map((f) => {
  const upgraded = upgradeRecord(JSON.parse(readFileSync(join(root, 'examples/records', f), 'utf8')));
  if (!upgraded.ok || !isRecord(upgraded.value)) throw new Error(`${f} cannot be read`);
  return upgraded.value as { setup: object; commands: object[] };
});

describe('the one command schema', () => {
  it('accepts every command of the example records exactly as written', () => {
    for (const record of records) {
      for (const command of [{ type: 'setup', ...record.setup }, ...record.commands]) {
        const parsed = parseCommand(command);
        expect(parsed, JSON.stringify(command)).toEqual({ ok: true, value: command });
      }
    }
  });

  it('covers every command type the engine knows', () => {
    expect(COMMAND_TYPES).toEqual([
      'setup',
      'reveal-cards',
      'dummy-regions',
      'play-power',
      'replenish',
      'take-card',
      'place',
      'special',
      'skip-special',
      'veto',
      'end-turn',
      'early-action',
      'keep-action',
      'kept-action',
      'general-scoring',
      'table-correction',
      'describe-card',
      'modifier-hand',
      'modifier-ability',
      'setup-disks',
      'sail',
      'claim',
      'intrigue-hand',
      'play-card',
      'use-own-card',
    ]);
  });

  it('turns 2023 region names into the board ids', () => {
    expect(parseCommand({ type: 'place', player: 'red', areas: { toledo: 2, navarra: 1 } })).toEqual({
      ok: true,
      value: { type: 'place', player: 'red', areas: { 'castilla-la-nueva': 2, 'pais-vasco': 1 } },
    });
  });

  it.each([
    [{ type: 'place', player: 'red', areas: 30 }, 'areas: must be written like {"galicia": 2, "castillo": 1}'],
    [{ type: 'place', player: 'red', areas: { galicia: 1.5 } }, 'areas.galicia: must be a whole number'],
    [{ type: 'place', player: 'red', areas: { narnia: 1 } }, 'areas.narnia: “narnia” is not a region or the Castillo'],
    [{ type: 'replenish', player: 'red', provinces: 0, regions: 31 }, 'regions: must be written like {"galicia": 1}'],
    [{ type: 'play-power', player: 'red', value: 14 }, 'value: must be a power card from 1 to 13'],
    [{ type: 'play-power', player: 'Red Player', value: 3 }, 'player: must be a player id'],
    [{ type: 'take-card', player: 'red', slot: '8' }, 'slot: “8” is not a stack'],
    [
      { type: 'special', player: 'red', action: { kind: 'king', to: 'narnia' } },
      'action.to: “narnia” is not a region, the Castillo, France or Portugal',
    ],
    [
      {
        type: 'special',
        player: 'red',
        action: { kind: 'moves', moves: [{ owner: 'blue', from: 'galicia', to: 'aragon', count: 0 }] },
      },
      'action.moves.0.count: must move at least 1',
    ],
    [{ type: 'table-correction', note: '' }, 'note: must not be empty (a note)'],
    [{ type: 'table-correction', note: 'x', scores: { red: 10000 } }, 'scores.red: is more than 9999 (a score)'],
    [{ type: 'table-correction', note: 'x', scores: { red: 1e21 } }, 'scores.red: is more than 9999 (a score)'],
    [
      { type: 'table-correction', note: 'a\u200bb' },
      'note: must be one line, without tabs, control characters or invisible characters (a note)',
    ],
    [{ type: 'table-correction', note: 'x'.repeat(201) }, 'note: is longer than 200 characters: it has 201 (a note)'],
    [{ type: 'end-turn' }, 'player: is required'],
    [{ type: 'end-turn', player: 'red', extra: true }, 'extra: unknown field'],
    [[], 'must be a command'],
    [null, 'must be a command'],
  ])('refuses %j naming the field', (input, message) => {
    const parsed = parseCommand(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(say(parsed.error.message)).toContain(message);
  });

  it('never throws on any JSON value, and refuses in one line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            type: fc.constantFrom(...COMMAND_TYPES),
            player: fc.jsonValue(),
            areas: fc.jsonValue(),
            action: fc.jsonValue(),
          }),
        ),
        (input) => {
          const parsed = parseCommand(input);
          if (!parsed.ok) expect(say(parsed.error.message)).not.toContain('\n');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
