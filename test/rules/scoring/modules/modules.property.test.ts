/**
 * Properties of the variant and expansion scoring over random boards, for each module alone and for the
 * combinations the texts play together (snapshot-format-2.md, "Result" and "Ranking one area").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AreaScore,
  BLACK_IDS,
  type ModuleId,
  moduleTable,
  type ScoringBoard,
  type ScoringRequest,
  type ScoringResult,
} from '../../../../src/rules';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { type ModuleCase, moduleCase } from '../../../support/arbitraries';

const RUNS = 60;

const MODULE_SETS: readonly (readonly ModuleId[])[] = [
  ['home-advantage'],
  ['france-1995'],
  ['granada-1995'],
  ['church'],
  ['intrigue-king'],
  ['grand-inquisitor-colonies'],
  ['grandissimo'],
  ['new-regency'],
  ['old-hands', 'power-shift'],
  ['intrigue-king', 'grand-inquisitor-colonies'],
  ['home-advantage', 'france-1995', 'granada-1995', 'church'],
  ['granada-1995', 'grandissimo', 'intrigue-king', 'church'],
  ['home-advantage', 'granada-1995', 'church', 'grand-inquisitor-colonies'],
  ['new-regency', 'old-hands', 'power-shift'],
];

/** Every id-keyed number an area reports as paid. */
const paidParts = (a: AreaScore) => [a.points, a.base, a.king, a.home, ...Object.values(a.extras)];

function forEachCase(modules: readonly ModuleId[], check: (c: ModuleCase, result: ScoringResult) => void) {
  fc.assert(
    fc.property(fc.gen(), (g) => {
      const c = moduleCase(g, modules);
      check(c, scoreBoard(c.board, c.request, c.rules));
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
}

for (const modules of MODULE_SETS) {
  describe(`random boards with ${modules.join(' + ')}`, () => {
    it('totals are the sum of the areas’ points plus deliveries, for every player and only players', () => {
      forEachCase(modules, ({ board }, result) => {
        expect(Object.keys(result.totals).sort()).toEqual([...board.players].sort());
        for (const id of board.players) {
          const delivered = result.deliveries?.[id]?.points ?? 0;
          expect(result.totals[id]).toBe(result.areas.reduce((sum, a) => sum + (a.points[id] ?? 0), delivered));
        }
      });
    });

    it('each area’s points are its base, King’s, home and extra points added up, non-zero only', () => {
      forEachCase(modules, (_c, result) => {
        for (const a of result.areas) {
          const ids = new Set(paidParts(a).flatMap((part) => Object.keys(part)));
          for (const id of ids) {
            const sum =
              (a.base[id] ?? 0) +
              (a.king[id] ?? 0) +
              (a.home[id] ?? 0) +
              Object.values(a.extras).reduce((s, part) => s + (part[id] ?? 0), 0);
            expect(a.points[id] ?? 0).toBe(sum);
          }
          for (const n of Object.values(a.points)) expect(n).not.toBe(0);
        }
      });
    });

    it('no points are negative', () => {
      forEachCase(modules, (_c, result) => {
        for (const a of result.areas)
          for (const part of paidParts(a)) for (const n of Object.values(part)) expect(n).toBeGreaterThanOrEqual(0);
        for (const n of Object.values(result.totals)) expect(n).toBeGreaterThanOrEqual(0);
      });
    });

    it('only players are paid: never a neutral, never black caballeros, extras included', () => {
      forEachCase(modules, ({ board }, result) => {
        for (const a of result.areas) {
          for (const part of paidParts(a)) for (const id of Object.keys(part)) expect(board.players).toContain(id);
        }
        for (const id of Object.keys(result.deliveries ?? {})) expect(board.players).toContain(id);
      });
    });

    it('a Muslim Granada is scored only by a conquest (the kind, or a general scoring under immediately)', () => {
      forEachCase(modules, ({ board, request, rules }, result) => {
        if (board.modules?.granada !== 'muslim') return;
        const scored = result.areas.filter((a) => a.area === 'granada');
        const conquest =
          request.kind === 'granada-conquest' ||
          (request.kind === 'general' && rules.moduleOptions?.granadaConquest === 'immediately');
        if (!conquest) expect(scored).toEqual([]);
        if (scored.length > 0) {
          expect(result.granada).toBe('conquered');
          expect(scored[0]?.multiplier).toBe(2);
        }
        for (const a of result.areas) expect(a.multiplier).toBe(a === scored[0] ? 2 : 1);
      });
    });

    it('the result’s additions fit the request: skipped, castilloKept, grandesMoved, options', () => {
      forEachCase(modules, ({ board, request, rules }, result) => {
        for (const s of result.skipped) expect(s).toEqual({ area: 'granada', reason: 'muslim' });
        if (result.castilloKept) expect(request.kind === 'general' && board.king === 'castillo').toBe(true);
        if (request.kind !== 'general') {
          expect(result.grandesMoved).toEqual({});
          expect(result.returnedToCourt).toEqual({});
          expect(result).not.toHaveProperty('piecesAfter');
          expect(result).not.toHaveProperty('limitTable');
        }
        const table = moduleTable(rules.modules ?? []);
        expect(Object.keys(result.optionsUsed)).toEqual(['tie', ...table.optionIds]);
        for (const a of result.areas) expect(table.area(a.area)?.type ?? 'castillo').not.toMatch(/holding|exile/);
      });
    });

    it('the board passed in is never changed', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const c = moduleCase(g, modules);
          const copy = structuredClone(c.board);
          scoreBoard(c.board, c.request, c.rules);
          expect(c.board).toEqual(copy);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    });

    if (modules.some((m) => moduleTable([m]).black.church || moduleTable([m]).black.inquisitor)) {
      it('held black caballeros score exactly as the holder’s own caballeros would', () => {
        forEachCase(modules, (c, result) => {
          if (c.rules.moduleOptions?.inquisitor === 'never-count') return;
          const mine = asHoldersOwn(c.board, c.request);
          if (!mine) return;
          const again = scoreBoard(mine.board, mine.request, c.rules);
          expect(again.totals).toEqual(result.totals);
          expect(again.areas.map((a) => [a.area, a.points])).toEqual(result.areas.map((a) => [a.area, a.points]));
        });
      });
    }
  });
}

/**
 * The same board with every held black caballero replaced by one of its holder's: pieces, roles, the Limit
 * table and the Limit table choice renamed. Undefined when nothing is held.
 */
function asHoldersOwn(
  board: ScoringBoard,
  request: ScoringRequest,
): { board: ScoringBoard; request: ScoringRequest } | undefined {
  const holders = board.modules?.holders ?? {};
  const renames = new Map<string, string>();
  for (const black of BLACK_IDS) {
    const holder = holders[black];
    if (holder) renames.set(black, holder);
  }
  if (renames.size === 0) return undefined;
  const to = (id: string) => renames.get(id) ?? id;
  const merge = (counts: Readonly<Record<string, number>> = {}) => {
    const out: Record<string, number> = {};
    for (const [id, n] of Object.entries(counts)) out[to(id)] = (out[to(id)] ?? 0) + n;
    return out;
  };
  const pieces = Object.fromEntries(Object.entries(board.pieces).map(([a, counts]) => [a, merge(counts)]));
  const extra = board.modules ?? {};
  const roles = extra.roles
    ? Object.fromEntries(Object.entries(extra.roles).map(([r, id]) => [r, id && to(id)]))
    : undefined;
  const limitTable = extra.limitTable && { area: extra.limitTable.area, onTable: merge(extra.limitTable.onTable) };
  const modules = {
    ...extra,
    holders: Object.fromEntries(BLACK_IDS.filter((b) => b in holders).map((b) => [b, null])),
    ...(roles ? { roles } : {}),
    ...(limitTable ? { limitTable } : {}),
  };
  const renamedRequest: ScoringRequest =
    request.kind === 'general'
      ? {
          ...request,
          ...(request.limitTableArrivals ? { limitTableArrivals: merge(request.limitTableArrivals) } : {}),
          ...(request.interludeMoves
            ? { interludeMoves: request.interludeMoves.map((m) => ({ ...m, id: to(m.id) })) }
            : {}),
        }
      : request;
  return { board: { ...board, pieces, modules }, request: renamedRequest };
}
