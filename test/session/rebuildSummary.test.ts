/** A summary that cannot be read is rebuilt from the game's history alone. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import { type LogEntry, replay } from '../../src/rules';
import { rebuildSummary } from '../../src/session/rebuildSummary';
import { say } from '../support/speech';

const parsed = parseRecord(
  JSON.parse(readFileSync(new URL('../../examples/records/classic-4p.json', import.meta.url), 'utf8')),
);
if (!parsed.ok) throw new Error(say(parsed.error.message));
const log = recordLog(parsed.value);
const entries = (n: number): LogEntry[] => log.slice(0, n).map((command) => ({ kind: 'command', command }));

describe('rebuilding a summary from the history', () => {
  it('takes the edition and the players from the setup, and the round and the end from a replay', () => {
    const whole = replay(log).state!;
    expect(rebuildSummary(entries(log.length), 'Friday')).toEqual({
      title: 'Friday',
      edition: 'classic',
      players: parsed.value.setup.players.map((p) => p.name),
      round: whole.round,
      over: whole.phase === 'over',
    });
    expect(rebuildSummary(entries(3), undefined)).toMatchObject({ title: 'Repaired game', round: 1, over: false });
  });

  it('reads the history as the log does: an undone command does not count', () => {
    const undone: LogEntry[] = [...entries(log.length), { kind: 'undo' }];
    expect(rebuildSummary(undone, '  ')?.title).toBe('Repaired game');
    expect(rebuildSummary(undone, 'x')?.round).toBe(replay(log.slice(0, -1)).state!.round);
  });

  it('gives nothing when not even the setup can be read', () => {
    expect(rebuildSummary([], 'Friday')).toBeUndefined();
    expect(rebuildSummary([{ kind: 'undo' }], 'Friday')).toBeUndefined();
  });
});
