import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import {
  CASTILLO,
  castilloDiskNotes,
  type GameState,
  REGION_IDS,
  type RegionId,
  replay,
  scoringOfCommand,
} from '../../../src/rules';
import { say } from '../../support/speech';

/** The classic four-player example at its first general scoring. */
function atGeneralScoring(): GameState {
  const parsed = parseRecord(JSON.parse(readFileSync('examples/records/classic-4p.json', 'utf8')));
  if (!parsed.ok) throw new Error('example record unreadable');
  const log = recordLog(parsed.value);
  const index = log.findIndex((c) => c.type === 'general-scoring');
  return replay(log.slice(0, index)).state!;
}

describe('what a general scoring’s disk does, said beside it', () => {
  const state = atGeneralScoring();
  const inCastillo = Object.keys(state.areas[CASTILLO] ?? {}).filter((id) => (state.areas[CASTILLO]?.[id] ?? 0) > 0);
  const king = state.king as RegionId;
  const other = REGION_IDS.find((r) => r !== king)!;

  it('a disk naming the King’s region: its caballeros go back to the court, and the note says why', () => {
    const [first] = inCastillo;
    expect(first).toBeDefined();
    const notes = castilloDiskNotes(state, { [first!]: king });
    expect(Object.keys(notes)).toEqual([first]);
    expect(say(notes[first!]!)).toMatch(/back to the court: .* is the King's region\.$/);
    // The scoring confirmed with that disk does what the note said.
    const disks = Object.fromEntries(inCastillo.map((id) => [id, id === first ? king : other]));
    expect(scoringOfCommand(state, { type: 'general-scoring', disks })?.returnedToCourt[first!]).toBeGreaterThan(0);
  });

  it('a disk naming any other region, or no disk yet, has nothing to say', () => {
    expect(castilloDiskNotes(state, Object.fromEntries(inCastillo.map((id) => [id, other])))).toEqual({});
    expect(castilloDiskNotes(state, {})).toEqual({});
  });
});
