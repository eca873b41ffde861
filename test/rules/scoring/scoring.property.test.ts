import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoringContext } from '../../../src/rules/scoring/context';
import { scoreArea } from '../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../src/rules/scoring/scoreBoard';
import type { ScoringBoard, ScoringResult } from '../../../src/rules/scoring/types';
import { valuesInForce } from '../../../src/rules/scoring/valuesInForce';
import { AREA_IDS } from '../../../src/rules/state/areaIds';
import { CABALLEROS_PER_PLAYER } from '../../../src/rules/state/pieces';
import type { ScoringRequest } from '../../../src/rules/state/scoringRequest';
import { area, scoringBoard, scoringRequest, scoringRules } from '../../support/arbitraries';

const boardAndRequest = scoringBoard.chain((board) => scoringRequest(board).map((request) => ({ board, request })));

/** Renames every id-keyed field of a board or request. */
function renameBoard(
  board: ScoringBoard,
  to: (id: string) => string,
  reorder: (ids: readonly string[]) => string[],
): ScoringBoard {
  const rekey = <T>(r: Readonly<Partial<Record<string, T>>>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [to(k), v])) as Record<string, T>;
  return {
    ...board,
    players: reorder(board.players).map(to),
    neutral: board.neutral.map(to),
    grandes: rekey(board.grandes),
    pieces: Object.fromEntries(Object.entries(board.pieces).map(([a, counts]) => [a, rekey(counts ?? {})])),
  };
}
function renameRequest(request: ScoringRequest, to: (id: string) => string): ScoringRequest {
  const rekey = <T>(r: Readonly<Partial<Record<string, T>>>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [to(k), v]));
  if (request.kind === 'general') return { kind: 'general', castilloDestinations: rekey(request.castilloDestinations) };
  if (request.kind === 'unique-choices') return { kind: 'unique-choices', choices: rekey(request.choices) };
  return request;
}
/** The id-keyed numbers of a result, renamed; explanations are prose and left out. */
function numbers(result: ScoringResult, to: (id: string) => string = (id) => id) {
  const rekey = (r: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [to(k), v]));
  return {
    areas: result.areas.map((a) => ({
      area: a.area,
      points: rekey(a.points),
      base: rekey(a.base),
      king: rekey(a.king),
      home: rekey(a.home),
      ranks: rekey(a.ranks),
    })),
    returnedToCourt: rekey(result.returnedToCourt),
    totals: rekey(result.totals),
  };
}

describe('scoring invariants over random boards', () => {
  it('renaming or reseating the players permutes the result and changes nothing else', () => {
    fc.assert(
      fc.property(
        boardAndRequest,
        scoringRules,
        fc.integer({ min: 0, max: 100 }),
        ({ board, request }, rules, seed) => {
          const ids = [...board.players, ...board.neutral];
          const forward = new Map(ids.map((id, i) => [id, `p${(i * 7 + seed) % 97}-${i}`]));
          const to = (id: string) => forward.get(id) ?? id;
          const rotate = (list: readonly string[]) => [
            ...list.slice(seed % list.length),
            ...list.slice(0, seed % list.length),
          ];
          const before = scoreBoard(board, request, rules);
          const after = scoreBoard(renameBoard(board, to, rotate), renameRequest(request, to), rules);
          expect(numbers(after)).toEqual(numbers(before, to));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('one more caballero for a player in an area never lowers that player’s points there', () => {
    fc.assert(
      fc.property(scoringBoard, scoringRules, area, fc.nat(), fc.boolean(), (board, rules, a, pick, firstPlaceOnly) => {
        const id = board.players[pick % board.players.length] as string;
        const onBoard = AREA_IDS.reduce((sum, x) => sum + (board.pieces[x]?.[id] ?? 0), 0);
        fc.pre(onBoard < CABALLEROS_PER_PLAYER);
        const more: ScoringBoard = {
          ...board,
          pieces: { ...board.pieces, [a]: { ...board.pieces[a], [id]: (board.pieces[a]?.[id] ?? 0) + 1 } },
        };
        const before = scoreArea(board, a, rules, { firstPlaceOnly }).points[id] ?? 0;
        const after = scoreArea(more, a, rules, { firstPlaceOnly }).points[id] ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 1000 },
    );
  });

  // The sum over all players can exceed the three values (four players tied for first in Aragón
  // each get 4: 16 > 5 + 4 + 1), so the bound holds per award: one of the area's three values
  // (or nothing), plus at most the two 2-point bonuses, and those only for a sole first place.
  it('an area never awards more than one of its three values plus 4 bonus points, bonuses to a sole first only', () => {
    fc.assert(
      fc.property(scoringBoard, scoringRules, area, fc.boolean(), (board, rules, a, firstPlaceOnly) => {
        const s = scoreArea(board, a, rules, { firstPlaceOnly });
        const { values } = valuesInForce(scoringContext(rules), board, a);
        const soleFirst = Object.entries(s.ranks)
          .filter(([, rank]) => rank === 1)
          .map(([id]) => id);
        for (const [id, points] of Object.entries(s.points)) {
          expect(board.neutral).not.toContain(id);
          expect([0, ...values]).toContain(s.base[id] ?? 0);
          expect(points).toBe((s.base[id] ?? 0) + (s.king[id] ?? 0) + (s.home[id] ?? 0));
          expect(points).toBeLessThanOrEqual(Math.max(...values) + 4);
        }
        for (const id of [...Object.keys(s.king), ...Object.keys(s.home)]) expect(soleFirst).toEqual([id]);
      }),
      { numRuns: 1000 },
    );
  });

  it('totals add up the areas, every scoring player is listed, and the board passed in is never changed', () => {
    fc.assert(
      fc.property(boardAndRequest, scoringRules, ({ board, request }, rules) => {
        const copy = structuredClone(board);
        const result = scoreBoard(board, request, rules);
        expect(board).toEqual(copy);
        expect(Object.keys(result.totals).sort()).toEqual([...board.players].sort());
        for (const id of board.players) {
          expect(result.totals[id]).toBe(result.areas.reduce((sum, a) => sum + (a.points[id] ?? 0), 0));
        }
        expect(new Set(result.areas.map((a) => a.area)).size).toBe(result.areas.length);
      }),
      { numRuns: 300 },
    );
  });
});
