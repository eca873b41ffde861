import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { fromCourtRefusal, mapIdleRefusal, placementRefusal } from '../../../src/rules/game/mapTapRefusal';
import { replay } from '../../../src/rules/game/replay';
import { placementChoice } from '../../../src/rules/game/tableChoices';
import type { Command } from '../../../src/rules/state/commands';
import type { RuleError } from '../../../src/rules/state/result';
import { kingRegion } from '../../support/kingRegion';
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

describe('why a tap on the map is not taken, in the engine’s words', () => {
  it('a placement: the King’s region, a region not bordering it, and the card’s limit each say so; a legal area has nothing against it', () => {
    const state = at(7); // Red places up to 2, the King in Sevilla
    expect(placementChoice(state)?.limit).toBe(2);
    const spoken = (error: RuleError | undefined) => error && { code: error.code, message: say(error.message) };
    expect(spoken(placementRefusal(state, {}, 'sevilla'))).toMatchObject({
      code: 'king/region-taboo',
      message: expect.stringMatching(/^Sevilla.* is the King's region/),
    });
    expect(spoken(placementRefusal(state, {}, 'galicia'))).toMatchObject({
      code: 'placement/not-next-to-king',
      message: expect.stringMatching(/^Galicia does not border the King's region/),
    });
    expect(placementRefusal(state, {}, 'galicia')?.ruleRef).toBeDefined();
    expect(placementRefusal(state, {}, 'granada')).toBeUndefined();
    expect(placementRefusal(state, { granada: 1 }, 'castillo')).toBeUndefined();
    expect(spoken(placementRefusal(state, { granada: 1, castillo: 1 }, 'granada'))).toMatchObject({
      code: 'placement/too-many',
      message: 'This card places at most 2 caballeros; 3 were placed',
    });
  });

  it('more from court: the King’s region is refused, and so is a third caballero', () => {
    const state = at(221); // two more caballeros from the court
    expect(fromCourtRefusal(state, {}, kingRegion(state))).toMatchObject({ code: 'king/region-taboo' });
    const other = (['galicia', 'aragon', 'valencia'] as const).find((r) => r !== state.king)!;
    expect(fromCourtRefusal(state, {}, other)).toBeUndefined();
    expect(fromCourtRefusal(state, { [other]: 2 }, other)).toMatchObject({ code: 'intrigue/too-many' });
  });

  it('a step not entered on the map says what the table is waiting for instead', () => {
    expect(say(mapIdleRefusal(at(1)).message)).toBe(
      "The map takes no tap at this step: the table is waiting for Blue's power card",
    );
    expect(say(mapIdleRefusal(at(0)).message)).toMatch(/waiting for the action cards of round 1 to be turned over$/);
  });
});
