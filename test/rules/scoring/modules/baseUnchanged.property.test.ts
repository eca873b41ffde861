/**
 * A base-game board scores exactly as before the modules came (snapshot-format-2.md, "Compatibility"): with
 * `modules: []` or no modules at all, the same result, the format-2 additions informative or empty, and each
 * area's points those of the base rules, worked out here independently. A module switched on whose pieces and
 * fields are not used changes nothing on the base board either.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AreaCounts,
  type BoardAreaId,
  CASTILLO,
  entriesOf,
  isOneOf,
  type ModuleId,
  REGION_IDS,
  ranksUsed,
  type ScoringBoard,
  type ScoringResult,
  type ScoringRules,
} from '../../../../src/rules';
import { scoringContext } from '../../../../src/rules/scoring/context';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { valuesInForce } from '../../../../src/rules/scoring/valuesInForce';
import { scoringBoard, scoringRequest, scoringRules } from '../../../support/arbitraries';
import { rules as editionRules } from '../../../support/boards';

const RUNS = 200;
const boardAndRequest = scoringBoard.chain((board) => scoringRequest(board).map((request) => ({ board, request })));

/** The base rules for one area, written out plainly: ranks by count, ties, the ranks in use, the two bonuses. */
function baseAreaPoints(board: ScoringBoard, area: BoardAreaId, rules: ScoringRules, firstPlaceOnly: boolean) {
  const { values } = valuesInForce(scoringContext(rules), board, area);
  const used = ranksUsed(rules.options, board.players.length);
  const counts = board.pieces[area] ?? {};
  const present = [...board.players, ...board.neutral].filter((id) => (counts[id] ?? 0) > 0);
  const byCount = [...new Set(present.map((id) => counts[id] ?? 0))].sort((a, b) => b - a);
  const points: Record<string, number> = {};
  const add = (id: string, n: number) => {
    if (n > 0 && board.players.includes(id)) points[id] = (points[id] ?? 0) + n;
  };
  let position = 1;
  for (const count of byCount) {
    const group = present.filter((id) => counts[id] === count);
    const rank = group.length > 1 ? position + 1 : position;
    const value = firstPlaceOnly ? (rank === 1 ? values[0] : 0) : rank <= used ? (values[rank - 1] ?? 0) : 0;
    for (const id of group) add(id, value);
    if (rank === 1 && group.length === 1) {
      const [first = ''] = group;
      if (area === board.king) add(first, 2);
      if (board.grandes[first] === area) add(first, 2);
    }
    position += group.length > 1 ? (rules.options.tie === 'official' ? 2 : group.length) : 1;
  }
  return points;
}

/** The base general scoring's Castillo step: each colour to its disk, or to the court from the King's region. */
function emptiedCastillo(board: ScoringBoard, disks: Readonly<Partial<Record<string, string>>>): ScoringBoard {
  const pieces: Partial<Record<BoardAreaId, Record<string, number>>> = {};
  for (const [a, counts] of entriesOf(board.pieces)) if (a !== CASTILLO) pieces[a] = { ...counts };
  for (const [id, n] of Object.entries(board.pieces.castillo ?? {})) {
    const to = disks[id];
    if (n > 0 && isOneOf(REGION_IDS, to) && to !== board.king) {
      pieces[to] = { ...pieces[to], [id]: (pieces[to]?.[id] ?? 0) + n };
    }
  }
  return { ...board, pieces };
}

const nonZero = (pieces: Readonly<Partial<Record<string, AreaCounts>>> = {}) =>
  Object.fromEntries(
    Object.entries(pieces)
      .map(([a, counts]) => [a, Object.fromEntries(Object.entries(counts ?? {}).filter(([, n]) => n > 0))] as const)
      .filter(([, counts]) => Object.keys(counts).length > 0),
  );

describe('a base-game board scores as before', () => {
  it('no modules field and `modules: []` give the same result, with empty or informative additions', () => {
    fc.assert(
      fc.property(boardAndRequest, scoringRules, ({ board, request }, rules) => {
        const before = scoreBoard(board, request, rules);
        expect(scoreBoard(board, request, { ...rules, modules: [] })).toEqual(before);
        expect(scoreBoard({ ...board, modules: {} }, request, { ...rules, modules: [], moduleOptions: {} })).toEqual(
          before,
        );
        expect(before.skipped).toEqual([]);
        expect(before.grandesMoved).toEqual({});
        expect(before.castilloKept).toBe(false);
        expect(before.optionsUsed).toEqual({ tie: rules.options.tie });
        for (const field of ['limitTable', 'granada', 'granadaConquestPending', 'deliveries'] as const) {
          expect(before).not.toHaveProperty(field);
        }
        for (const a of before.areas) {
          expect(a.extras).toEqual({});
          expect(a.multiplier).toBe(1);
          expect(a.values).toEqual([...valuesInForce(scoringContext(rules), board, a.area).values]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('each area’s points, counts and the Castillo’s emptying are the base rules’', () => {
    fc.assert(
      fc.property(boardAndRequest, scoringRules, ({ board, request }, rules) => {
        const result = scoreBoard(board, request, { ...rules, modules: [] });
        const firstPlaceOnly = request.kind === 'first-place-only';
        const after = request.kind === 'general' ? emptiedCastillo(board, request.castilloDestinations) : board;
        if (request.kind === 'general') expect(nonZero(result.piecesAfter)).toEqual(nonZero(after.pieces));
        result.areas.forEach((a, i) => {
          const state = request.kind === 'general' && i > 0 ? after : board;
          expect(a.points).toEqual(baseAreaPoints(state, a.area, rules, firstPlaceOnly));
          const present = Object.entries(state.pieces[a.area] ?? {}).filter(([, n]) => n > 0);
          expect(a.counted).toEqual(Object.fromEntries(present));
        });
      }),
      { numRuns: RUNS },
    );
  });
});

/** The same result on the base areas, and nothing paid anywhere else. */
function expectSameOnBase(withModule: ScoringResult, base: ScoringResult) {
  const baseAreas = new Set(base.areas.map((a) => a.area));
  const strip = (r: ScoringResult) =>
    r.areas
      .filter((a) => baseAreas.has(a.area))
      .map(({ area, points, base: b, king, home, ranks, counted, values }) => ({
        area,
        points,
        base: b,
        king,
        home,
        ranks,
        counted,
        values,
      }));
  expect(strip(withModule)).toEqual(strip(base));
  for (const a of withModule.areas) if (!baseAreas.has(a.area)) expect(a.points).toEqual({});
  expect(withModule.totals).toEqual(base.totals);
  expect(withModule.returnedToCourt).toEqual(base.returnedToCourt);
  expect(withModule.skipped).toEqual([]);
  expect(withModule.grandesMoved).toEqual({});
}

const UNUSED: readonly { readonly modules: readonly ModuleId[]; readonly edition: 'classic' | '2023' }[] = [
  { modules: ['home-advantage'], edition: 'classic' },
  { modules: ['france-1995'], edition: 'classic' },
  { modules: ['granada-1995'], edition: 'classic' },
  { modules: ['church'], edition: 'classic' },
  { modules: ['intrigue-king'], edition: 'classic' },
  { modules: ['grand-inquisitor-colonies'], edition: 'classic' },
  { modules: ['grandissimo'], edition: 'classic' },
  { modules: ['new-regency', 'old-hands', 'power-shift'], edition: '2023' },
];

describe('a module switched on but unused changes nothing on a base board', () => {
  for (const { modules, edition } of UNUSED) {
    it(`${modules.join(' + ')}`, () => {
      fc.assert(
        fc.property(boardAndRequest, fc.boolean(), ({ board, request }, shifted) => {
          const plainRules = editionRules(edition, { tie: shifted ? 'shift-by-tied' : 'official' });
          // Home advantage uses every Grande, and a Granada must say whether it is Muslim.
          const plain = modules.includes('home-advantage') ? { ...board, grandes: {} } : board;
          const onBoard = modules.includes('granada-1995')
            ? { ...plain, modules: { granada: 'conquered' as const } }
            : plain;
          const base = scoreBoard(plain, request, plainRules);
          const withModule = scoreBoard(onBoard, request, { ...plainRules, modules });
          expectSameOnBase(withModule, base);
        }),
        { numRuns: 60 },
      );
    });
  }
});
