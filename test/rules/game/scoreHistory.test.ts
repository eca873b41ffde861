/** Scores by round, as the chart and the table of the game screen show them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { replay } from '../../../src/rules';
import { scoreHistory } from '../../../src/rules/game/scoreHistory';
import { say } from '../../support/speech';

const parsed = parseRecord(
  JSON.parse(readFileSync(new URL('../../../examples/records/classic-4p.json', import.meta.url), 'utf8')),
);
if (!parsed.ok) throw new Error(say(parsed.error.message));
const log = recordLog(parsed.value);

describe('scores by round', () => {
  it('adds up every scoring of a round, general and special, from 0, and ends at the final scores', () => {
    const state = replay(log).state!;
    const history = scoreHistory(state);
    expect(history.rounds).toEqual([...new Set(state.scorings.map((s) => s.round))]);
    for (const line of history.lines) {
      expect(line.points[0]).toBe(0);
      expect(line.points).toHaveLength(history.rounds.length + 1);
      const all = state.scorings.reduce((sum, s) => sum + (s.totals[line.player] ?? 0), 0);
      expect(line.points.at(-1)).toBe(all);
      // Never down: a scoring only adds points.
      for (let i = 1; i < line.points.length; i += 1)
        expect(line.points[i]!).toBeGreaterThanOrEqual(line.points[i - 1]!);
    }
    expect(history.now).toEqual(state.scores);
    expect(history.justScoredGeneral).toBe(true);
  });

  it('has no rounds before the first scoring, and says when the last scoring was this round’s general one', () => {
    expect(scoreHistory(replay(log.slice(0, 3)).state!)).toMatchObject({ rounds: [], justScoredGeneral: false });
    const firstGeneral = log.findIndex((c) => c.type === 'general-scoring');
    const after = replay(log.slice(0, firstGeneral + 1)).state!;
    expect(scoreHistory(after).justScoredGeneral).toBe(true);
    // Two rounds on, the chart no longer opens by itself.
    const later = log.findIndex(
      (_, i) => i > firstGeneral && replay(log.slice(0, i + 1)).state!.round === after.round + 2,
    );
    if (later > 0) expect(scoreHistory(replay(log.slice(0, later + 1)).state!).justScoredGeneral).toBe(false);
  });
});
