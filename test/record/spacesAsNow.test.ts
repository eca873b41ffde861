/**
 * Record version 4 and data version 4: who stands on special spaces is `spaces` on every command that
 * can say it, where the 1995 France's commands said `france`; older records and stored rows read as now.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord, RECORD_FORMAT } from '../../src/record/schema';
import { spacesAsNow } from '../../src/record/spacesAsNow';
import { checkStoredEntry } from '../../src/store/storedRows';

const place = { type: 'place', player: 'red', areas: { france: 1 }, france: { ambassador: 'red' } };
const setup = {
  edition: 'classic',
  players: [
    { id: 'red', name: 'Red', colour: 'red' },
    { id: 'blue', name: 'Blue', colour: 'blue' },
  ],
  modules: ['france-1995'],
  printedValues: { france: [3, 2, 1] },
  king: 'aragon',
  homes: { red: 'galicia', blue: 'valencia' },
  startPlayer: 'red',
};

describe('special spaces named under `spaces`', () => {
  it('a command that named France’s spaces `france` names them `spaces`, in the same place', () => {
    const now = spacesAsNow(place);
    expect(now).toEqual({ type: 'place', player: 'red', areas: { france: 1 }, spaces: { ambassador: 'red' } });
    expect(Object.keys(now as object)).toEqual(['type', 'player', 'areas', 'spaces']);
    for (const type of ['replenish', 'special', 'table-correction'])
      expect(spacesAsNow({ type, france: {} })).toEqual({ type, spaces: {} });
  });

  it('leaves every other command, and one that names both, as it stands', () => {
    const veto = { type: 'veto', player: 'red', france: {} };
    expect(spacesAsNow(veto)).toBe(veto);
    const both = { ...place, spaces: {} };
    expect(spacesAsNow(both)).toBe(both);
    expect(spacesAsNow('place')).toBe('place');
    expect(spacesAsNow(null)).toBe(null);
  });

  it('a version-3 record opens with its commands as now; a version-4 one naming `france` is refused', () => {
    const older = parseRecord({ format: 'el-grande-record/3', setup, commands: [place] });
    expect(older.ok && older.value.format).toBe(RECORD_FORMAT);
    expect(older.ok && older.value.commands).toEqual([spacesAsNow(place)]);
    const today = parseRecord({ format: RECORD_FORMAT, setup, commands: [place] });
    expect(today.ok).toBe(false);
  });

  it('a stored row older than data version 4 reads as now; a row of version 4 is read as it stands', () => {
    const row = (dataVersion: number) => ({
      gameId: 'g',
      seq: 0,
      at: 0,
      dataVersion,
      entry: { kind: 'command' as const, command: place as never },
    });
    expect(checkStoredEntry(row(3), 'g', 0)).toEqual({ kind: 'command', command: spacesAsNow(place) });
    // Today's rows never name `france`: one that does is not a command this version wrote.
    expect(() => checkStoredEntry(row(4), 'g', 0)).toThrow();
  });
});
