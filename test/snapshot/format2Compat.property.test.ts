/**
 * Format 2's compatibility promise (docs/snapshot-format.md, "Format 2: compatibility"): any snapshot
 * format 1 accepts, relabelled `el-grande-snapshot/2` and nothing else, is accepted and scores the same
 * areas in the same order with the same points, base, King's and home bonuses, ranks, returns to the
 * court and totals; what format 2 adds is informative or empty.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  EDITION_IDS,
  isBaseArea,
  MOBILE_SCOREBOARD_VALUES,
  type ScoringResult,
  scoreBoard,
  toAreaId,
} from '../../src/rules';
import { parseSnapshot } from '../../src/snapshot/parseSnapshot';
import { toResultJson } from '../../src/snapshot/toResultJson';
import { toScoringInput } from '../../src/snapshot/toScoringInput';
import { scoringBoard, scoringRequest } from '../support/arbitraries';
import { FORMAT_2, format1Snapshot, type Loose, with2023Names, withNeutralNamed } from '../support/snapshots2';
import { say } from '../support/speech';

/** A format-1 snapshot as JSON: any legal board and a request that fits it, maybe in 2023 names, maybe with a neutral named like a black id. */
const format1Snapshots = scoringBoard.chain((board) =>
  fc
    .record({
      request: scoringRequest(board),
      edition: fc.constantFrom(...EDITION_IDS),
      tie: fc.constantFrom('official', 'shift-by-tied'),
      names2023: fc.boolean(),
      neutralName: fc.constantFrom(undefined, 'inquisitor', 'church'),
    })
    .map(({ request, edition, tie, names2023, neutralName }) => {
      let s = format1Snapshot(board, request, edition, tie);
      const [neutral] = board.neutral;
      if (neutral !== undefined && neutralName !== undefined) s = withNeutralNamed(s, neutral, neutralName);
      return names2023 ? with2023Names(s) : s;
    }),
);

function printed(snapshot: Loose): { result: ScoringResult; json: Loose } {
  const parsed = parseSnapshot(snapshot);
  if (!parsed.ok) throw new Error(`refused: ${say(parsed.error.message)}`);
  const { board, request, rules } = toScoringInput(parsed.value);
  const result = scoreBoard(board, request, rules);
  return { result, json: JSON.parse(JSON.stringify(toResultJson(result, { snapshotFormat: parsed.value.format }))) };
}

const FORMAT_1_AREA_FIELDS = ['area', 'points', 'base', 'king', 'home', 'ranks'] as const;

describe('a format-1 snapshot relabelled as format 2', () => {
  it('is accepted and scores identically; the additions are informative or empty (property)', () => {
    fc.assert(
      fc.property(format1Snapshots, (one) => {
        fc.pre(parseSnapshot(one).ok);
        const two = { ...one, format: FORMAT_2 };
        const first = printed(one).json;
        const { json: second } = printed(two);

        expect(second.format).toBe('el-grande-scoring/2');
        expect(second.areas.map((a: Loose) => FORMAT_1_AREA_FIELDS.map((f) => a[f]))).toEqual(
          first.areas.map((a: Loose) => FORMAT_1_AREA_FIELDS.map((f) => a[f])),
        );
        expect(second.returnedToCourt).toEqual(first.returnedToCourt);
        expect(second.totals).toEqual(first.totals);

        const boards: Loose = one.mobileScoreboards;
        for (const area of second.areas) {
          expect(area.extras).toEqual({});
          expect(area.multiplier).toBe(1);
          expect(Object.keys(area.counted).sort()).toEqual(Object.keys(area.ranks).sort());
          const id: string = area.area;
          const mobile = Object.entries(MOBILE_SCOREBOARD_VALUES).find(
            ([board]) => toAreaId(boards[board] ?? '') === id,
          );
          expect(isBaseArea(id)).toBe(true);
          if (isBaseArea(id)) expect(area.values).toEqual(mobile ? mobile[1] : AREAS[id].printedValues);
        }
        expect(second.skipped).toEqual([]);
        expect(second.options).toEqual({ tie: one.rules.tie });
        expect(second.grandesMoved).toEqual({});
        expect(second.castilloKept).toBe(false);
        for (const absent of ['limitTable', 'granada', 'granadaConquestPending', 'deliveries']) {
          expect(second).not.toHaveProperty(absent);
        }
      }),
      { numRuns: 300 },
    );
  });
});
