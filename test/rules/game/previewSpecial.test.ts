import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { changedAreas, previewSpecial } from '../../../src/rules/game/previewSpecial';
import { replay } from '../../../src/rules/game/replay';
import type { Command } from '../../../src/rules/state/commands';
import { say } from '../../support/speech';

const classic = ((): Command[] => {
  const parsed = parseRecord(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples/records/classic-4p.json'), 'utf8')),
  );
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
})();
/** The table after the record's first `n` commands (the setup comes before them). */
const at = (n: number) => replay(classic.slice(0, n + 1)).state!;

describe('a special action previewed before it is confirmed', () => {
  const state = at(62); // Blue's intrigue card: three moves follow
  const command = classic[63]!;
  if (command.type !== 'special' || command.action.kind !== 'moves')
    throw new Error('the record changed: entry 63 is no longer the intrigue moves');
  const moves = command.action.moves;

  it('moves: the previewed table is the one confirming them gives, and the table itself is left as it was', () => {
    const before = JSON.stringify(state);
    const preview = previewSpecial(state, command.action);
    expect(preview.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
    if (preview.ok) expect(preview.value.areas).toEqual(at(63).areas);
  });

  it('names the areas whose caballeros the moves change, each with its counts before and after', () => {
    const preview = previewSpecial(state, command.action);
    if (!preview.ok) throw new Error(say(preview.error.message));
    const changes = changedAreas(state, preview.value);
    const touched = new Set(moves.flatMap((m) => [m.from, m.to]));
    expect(changes.map((c) => c.area).sort()).toEqual([...touched].sort());
    for (const m of moves) {
      const from = changes.find((c) => c.area === m.from)!;
      const to = changes.find((c) => c.area === m.to)!;
      expect(from.before[m.owner]! - (from.after[m.owner] ?? 0)).toBe(
        moves.filter((n) => n.from === m.from && n.owner === m.owner).reduce((s, n) => s + n.count, 0),
      );
      expect((to.after[m.owner] ?? 0) - (to.before[m.owner] ?? 0)).toBe(
        moves.filter((n) => n.to === m.to && n.owner === m.owner).reduce((s, n) => s + n.count, 0),
      );
    }
    // Only colours present are listed: a colour moved out entirely is gone from the counts after.
    for (const c of changes)
      for (const n of [...Object.values(c.before), ...Object.values(c.after)]) expect(n).toBeGreaterThan(0);
  });

  it('an unchanged table has no changed area, and a move the card does not allow is refused with nothing to preview', () => {
    expect(changedAreas(state, state)).toEqual([]);
    const tooMany = previewSpecial(state, { kind: 'moves', moves: [{ ...moves[0]!, count: 9 }] });
    expect(tooMany.ok).toBe(false);
  });
});
