import {
  BLACK_IDS,
  type BoardAreaId,
  blackMayStand,
  CASTILLO,
  castilloMoves,
  isOneOf,
  type Words,
  words,
} from '../../rules';
import { barred } from './areaBars';
import { blackWords } from './idWords';
import type { Problem } from './problem';
import { toScoringInput2 } from './toScoringInput2';
import { type BoardView, placeWords } from './view';

/** Where the Castillo's caballeros go at this general scoring, as the engine sends them. */
function leavingTheCastillo(view: BoardView): ReturnType<typeof castilloMoves> {
  const { board, request, rules } = toScoringInput2(view.snapshot);
  return request.kind === 'general' ? castilloMoves(board, request, rules) : { kept: false, moves: [] };
}

/**
 * The choices a general scoring carries fit the board: who goes onto the Limit table when the
 * Castillo's arrivals overflow it, and Grandissimo's Free choice moves after the Castillo empties.
 */
export function checkGeneralScoring(view: BoardView): Problem | undefined {
  return view.snapshot.score.kind === 'general' ? (checkArrivals(view) ?? checkInterludeMoves(view)) : undefined;
}

/** `limitTableArrivals`: given exactly when the arrivals do not fit and someone must choose (002:1217-1221). */
function checkArrivals(view: BoardView): Problem | undefined {
  const { snapshot: s } = view;
  if (s.score.kind !== 'general') return undefined;
  const chosen = s.score.limitTableArrivals;
  const table = s.limitTable;
  const area = table ? view.areaOf(table.area) : undefined;
  const path = ['score', 'limitTableArrivals'];
  if (!table || !area) {
    return chosen === undefined ? undefined : [path, words('snapshot.arrivals.notNeeded', { why: 'noTable' })];
  }
  const name = view.nameOf(area.id);
  const arrivals = new Map<string, number>();
  for (const move of leavingTheCastillo(view).moves) {
    if (!move.toCourt && move.to === area.id) arrivals.set(move.id, move.count);
  }
  const arriving = [...arrivals.values()].reduce((sum, n) => sum + n, 0);
  const free = Math.max(0, view.limitTableSpaces - Object.values(table.onTable).reduce((sum, n) => sum + n, 0));
  const someoneChooses = view.holderOf('inquisitor') !== null || view.options.limitOverflow === 'chosen';
  const needed = arriving > free && free > 0 && someoneChooses;
  if (needed && chosen === undefined) {
    return [path, words('snapshot.arrivals.missing', { arriving, area: name, free })];
  }
  if (chosen === undefined) return undefined;
  if (!needed) {
    const why = arriving === 0 ? 'noArrival' : arriving <= free ? 'allFit' : free === 0 ? 'tableFull' : 'allOff';
    return [path, words('snapshot.arrivals.notNeeded', { why, area: name, arriving, free })];
  }
  let seated = 0;
  for (const [id, n] of Object.entries(chosen)) {
    const brought = arrivals.get(id);
    if (brought === undefined) return [[...path, id], words('snapshot.arrivals.noneOf', { id, area: name })];
    if (n > brought) return [[...path, id], words('snapshot.arrivals.moreThan', { count: n, brought, id, area: name })];
    seated += n;
  }
  if (seated !== free) {
    return [path, words('snapshot.arrivals.notExact', { seated, free })];
  }
  return undefined;
}

/**
 * Free choice moves (002:789-791), in order on the board as the Castillo left it: between scorable
 * regions (into the Castillo too), never the King's or the quarantined region, never more than are there.
 */
function checkInterludeMoves(view: BoardView): Problem | undefined {
  const { snapshot: s } = view;
  if (s.score.kind !== 'general') return undefined;
  const moves = s.score.interludeMoves ?? [];
  if (moves.length === 0) return undefined;
  const pieces = new Map<BoardAreaId, Map<string, number>>();
  for (const [area, { counts }] of view.pieces) pieces.set(area, new Map(Object.entries(counts)));
  const add = (area: BoardAreaId, id: string, n: number) => {
    const counts = pieces.get(area) ?? new Map<string, number>();
    counts.set(id, (counts.get(id) ?? 0) + n);
    pieces.set(area, counts);
  };
  const { kept, moves: leaving } = leavingTheCastillo(view);
  if (!kept) {
    pieces.delete(CASTILLO);
    for (const move of leaving) if (!move.toCourt && move.to !== undefined) add(move.to, move.id, move.count);
  }
  for (const [i, { id, from, to, count }] of moves.entries()) {
    const path = ['score', 'interludeMoves', i];
    const source = view.areaOf(from);
    const target = view.areaOf(to);
    if (!source || !target) continue;
    if (source.type !== 'region') {
      return [[...path, 'from'], words('snapshot.freeChoice.from', { area: view.nameOf(source.id) })];
    }
    if (target.type !== 'region' && target.type !== 'castillo') {
      return [[...path, 'to'], words('snapshot.freeChoice.to', { area: view.nameOf(target.id) })];
    }
    for (const [end, area] of [
      ['from', source],
      ['to', target],
    ] as const) {
      if (area.id === view.kingRegion) {
        return [[...path, end], words('snapshot.freeChoice.king', { area: view.nameOf(area.id) })];
      }
      if (area.id === view.quarantine) {
        return [[...path, end], words('snapshot.freeChoice.quarantine', { area: view.nameOf(area.id) })];
      }
    }
    const closed = closedTo(view, id, target.id);
    if (closed) return [[...path, 'to'], closed];
    const have = pieces.get(source.id)?.get(id) ?? 0;
    if (have < count) {
      return [
        [...path, 'count'],
        words('snapshot.freeChoice.tooFew', { id, have, area: view.nameOf(source.id), count }),
      ];
    }
    add(source.id, id, -count);
    add(target.id, id, count);
    const room = target.holdsAtMost;
    const there = [...(pieces.get(target.id)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
    if (room !== undefined && there > room) {
      return [
        [...path, 'count'],
        words('snapshot.freeChoice.full', {
          area: view.nameOf(target.id),
          count: there,
          why: barred(target, 'room', view.nameOf(target.id)),
        }),
      ];
    }
  }
  return undefined;
}

/** Why black caballeros may not be moved into an area (the Church never into the Castillo, …), if so. */
function closedTo(view: BoardView, id: string, area: BoardAreaId): Words | undefined {
  if (!isOneOf(BLACK_IDS, id) || view.neutral.includes(id)) return undefined;
  const black = view.table.black[id];
  if (!black) return undefined;
  const muslim = black.closedToMuslimGranada === true && view.isMuslim(area);
  if (blackMayStand(view.table, id, area) && !muslim) return undefined;
  return words('snapshot.black.never', {
    black: blackWords(id),
    in: placeWords(area, view.nameOf(area)),
    muslim: muslim ? 'yes' : 'no',
    cite: id === 'church' ? 'yes' : 'no',
  });
}
