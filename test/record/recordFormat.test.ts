import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, RECORD_MIGRATIONS, upgradeRecord } from '../../src/record/recordFormat';
import { parseRecord } from '../../src/record/schema';
import type { Result } from '../../src/rules';
import { say } from '../support/speech';

/** A refusal as its code and its English words. */
const spoken = <T>(result: Result<T>) =>
  result.ok ? result : { ok: false, error: { ...result.error, message: say(result.error.message) } };

const setup = {
  edition: 'classic',
  players: [{ id: 'red', name: 'Red', colour: 'red' }],
  king: 'aragon',
  homes: { red: 'galicia' },
  startPlayer: 'red',
};

describe('record format versions', () => {
  it('reads the current version as it is', () => {
    const record = { format: RECORD_FORMAT, setup, commands: [] };
    expect(upgradeRecord(record)).toEqual({ ok: true, value: record });
    expect(parseRecord(record).ok).toBe(true);
  });

  it('has a migration for every version before the current one', () => {
    const current = Number(RECORD_FORMAT.split('/')[1]);
    for (let version = 1; version < current; version++)
      expect(RECORD_MIGRATIONS[version], `from version ${version}`).toBeTypeOf('function');
  });

  it('refuses a record from a newer app in words, and leaves the rest to the schema', () => {
    expect(spoken(parseRecord({ format: 'el-grande-record/9', setup, commands: [] }))).toEqual({
      ok: false,
      error: {
        code: 'record/newer-format',
        message:
          'format: “el-grande-record/9” was written by a newer version of the app; this one reads up to “el-grande-record/8”: update the app to open it',
      },
    });
    expect(spoken(parseRecord({ format: 'el-grande-record/one', setup, commands: [] }))).toEqual({
      ok: false,
      error: {
        code: 'record/shape',
        message: 'format: “el-grande-record/one” is not a known record format: expected “el-grande-record/8”',
      },
    });
    expect(upgradeRecord([1])).toEqual({ ok: true, value: [1] });
  });

  it('reads a version-1 record as a game without modules, and writes the current version', () => {
    const parsed = parseRecord({ format: 'el-grande-record/1', setup, commands: [] });
    expect(parsed).toEqual({ ok: true, value: { format: 'el-grande-record/8', setup, commands: [] } });
  });

  it('reads the modules and readings of a version-2 setup, and refuses an unknown one in words', () => {
    const withModules = { ...setup, modules: ['church'], moduleOptions: { churchUnheld: 'neutral' } };
    expect(parseRecord({ format: RECORD_FORMAT, setup: withModules, commands: [] }).ok).toBe(true);
    expect(
      spoken(parseRecord({ format: RECORD_FORMAT, setup: { ...setup, modules: ['colonies'] }, commands: [] })),
    ).toEqual({
      ok: false,
      error: {
        code: 'record/shape',
        message: expect.stringMatching(
          /^setup\.modules\.0: “colonies” is not a variant or expansion: use home-advantage/,
        ),
      },
    });
    const badReading = { ...setup, moduleOptions: { churchUnheld: 'maybe' } };
    expect(parseRecord({ format: RECORD_FORMAT, setup: badReading, commands: [] }).ok).toBe(false);
  });

  it('brings an older record up step by step, and names a version it has no step for', () => {
    // As a future version 3 would: version 1 named the field `log`, version 2 renamed it.
    const migrations = {
      1: ({ log, ...rest }: Record<string, unknown>) => ({ ...rest, commands: log }),
      2: (record: Record<string, unknown>) => ({ ...record, title: 'migrated' }),
    };
    expect(upgradeRecord({ format: 'el-grande-record/1', setup, log: [] }, migrations, 3)).toEqual({
      ok: true,
      value: { format: 'el-grande-record/3', setup, commands: [], title: 'migrated' },
    });
    expect(upgradeRecord({ format: 'el-grande-record/2', setup, commands: [] }, { 2: migrations[2] }, 3)).toEqual({
      ok: true,
      value: { format: 'el-grande-record/3', setup, commands: [], title: 'migrated' },
    });
    expect(spoken(upgradeRecord({ format: 'el-grande-record/1', setup, log: [] }, { 2: migrations[2] }, 3))).toEqual({
      ok: false,
      error: {
        code: 'record/older-format',
        message: 'format: “el-grande-record/1” is older than any version this app can read',
      },
    });
  });
});
