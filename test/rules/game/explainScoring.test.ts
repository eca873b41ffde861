import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { explainScorings, replay, scoringOfCommand } from '../../../src/rules';

const records = readdirSync('examples/records').map((file) => {
  const parsed = parseRecord(JSON.parse(readFileSync(`examples/records/${file}`, 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return { file, log: recordLog(parsed.value) };
});

describe('scorings explained when asked, not kept in the state', () => {
  it.each(records.map((r) => [r.file, r.log] as const))(
    '%s: every scoring is explained with the points it gave',
    (_file, log) => {
      const final = replay(log).state!;
      const explained = explainScorings(log);
      expect(explained.map((e) => e.event)).toEqual(final.scorings);
      for (const { result, event, index } of explained) {
        expect(result.totals).toEqual(event.totals);
        // Discs delivered to Spain are explained by what each player delivered; every other scoring by areas.
        if (event.cause === 'delivery') expect(Object.keys(result.deliveries ?? {}).length).toBeGreaterThan(0);
        else expect(result.areas.length).toBeGreaterThan(0);
        expect(result.areas.every((a) => a.explanation.lines.length > 0)).toBe(true);
        // The command at that index is the one that scored.
        const before = replay(log.slice(0, index)).state!;
        expect(scoringOfCommand(before, log[index]!)?.totals).toEqual(event.totals);
      }
    },
  );

  it('a finished game keeps no explanation prose in its state', () => {
    for (const { log } of records) {
      const state = replay(log).state!;
      expect(JSON.stringify(state.scorings)).not.toMatch(/lines|explanation/);
      expect(JSON.stringify(state).length).toBeLessThan(10 * 1024);
    }
  });

  it('a command that scores nothing, or is refused, has no scoring to explain', () => {
    const { log } = records[0]!;
    const first = log.findIndex((c) => c.type === 'general-scoring');
    const before = replay(log.slice(0, first)).state!;
    expect(scoringOfCommand(before, { type: 'general-scoring', disks: { nobody: 'galicia' } })).toBeUndefined();
    const setup = replay(log.slice(0, 1)).state!;
    expect(scoringOfCommand(setup, log[1]!)).toBeUndefined();
  });

  it('stops explaining where the log stops holding', () => {
    const { log } = records[0]!;
    const broken = [...log.slice(0, 3), { type: 'general-scoring', disks: {} } as const, ...log.slice(3)];
    expect(explainScorings(broken)).toEqual([]);
  });
});
