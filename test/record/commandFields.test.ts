/**
 * A command is defined once: the record checks each command after the setup with the fields its row
 * in the engine's command tables lists, in that order, so the two cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_TYPES, COMMANDS, parseCommand } from '../../src/record/commandSchema';
import { COMMAND_FIELDS, MODULE_IDS, rulesOf } from '../../src/rules';

describe('the record’s checks of each command', () => {
  it('cover the setup and every command a game of any module can take', () => {
    expect(COMMAND_TYPES).toEqual(['setup', ...COMMAND_FIELDS.map(([type]) => type)]);
    expect([...COMMAND_TYPES].sort()).toEqual(
      ['setup', ...Object.keys(rulesOf({ modules: [...MODULE_IDS] }).commands)].sort(),
    );
  });

  it('take the fields the command’s row lists, in its order, after the type', () => {
    for (const [type, fields] of COMMAND_FIELDS) {
      const schema: object = COMMANDS[type as keyof typeof COMMANDS];
      const entries: unknown = 'entries' in schema ? schema.entries : undefined;
      expect(Object.keys(entries ?? {}), type).toEqual(['type', ...Object.keys(fields)]);
    }
  });

  it('refuse a field the row does not list, and a required field left out', () => {
    const extra = parseCommand({ type: 'end-turn', player: 'red', areas: {} });
    expect(extra.ok).toBe(false);
    const missing = parseCommand({ type: 'take-card', player: 'red' });
    expect(missing.ok).toBe(false);
    expect(parseCommand({ type: 'take-card', player: 'red', slot: '2+3' }).ok).toBe(true);
  });
});
