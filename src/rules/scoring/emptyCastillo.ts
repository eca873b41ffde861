import { CASTILLO, type RegionId } from '../state/areaIds';
import type { BoardAreaId } from '../state/modules';
import { entriesOf } from '../state/records';
import type { ParticipantId, ScoringRequest } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import { type Words, words } from '../state/words';
import { kingRegionOf, limitTableSpaces, type ScoringContext, scoringContext } from './context';
import type { AreaCounts, ScoringBoard, ScoringRules } from './types';

export interface CastilloMove {
  readonly id: ParticipantId;
  readonly count: number;
  /** The region named on the disk that moved them, or undefined when none was named. */
  readonly to: RegionId | undefined;
  readonly toCourt: boolean;
  /** Where they went, in words, as the explanation says it. */
  readonly note: Words;
}

/** The board after the Castillo's caballeros (and the Grandes that follow disks) have left it. */
export interface CastilloEmptied {
  readonly board: ScoringBoard;
  readonly moves: readonly CastilloMove[];
  readonly returnedToCourt: Readonly<Record<ParticipantId, number>>;
  readonly grandesMoved: Readonly<Record<ParticipantId, BoardAreaId | null>>;
  readonly castilloKept: boolean;
  readonly notes: readonly Words[];
  readonly refs: readonly RuleRef[];
}

type General = Extract<ScoringRequest, { kind: 'general' }>;

const LIMIT_REF: RuleRef = { source: '002', section: 'Grand Inquisitor & the Colonies: Limit table' };
const REBELLION_REF: RuleRef = { source: '004', section: 'Explanations of Special cards: Rebellion' };
const CONSPIRACY_REF: RuleRef = { source: '002', section: 'Intrigue & the King: notes on the numbered cards' };
const COMPETITION_REF: RuleRef = { source: '004', section: 'Explanations of Special cards: Competition' };

/**
 * The general-scoring step after the Castillo is scored: each id's Castillo caballeros all go to the
 * region on its disk (held black caballeros on their holder's). A disk naming the King's region (or the
 * quarantined one, by option) sends them back to the court instead. Arrivals in the Limit table's region
 * take its free spaces, as the rules and the snapshot's choice say. Grandes that follow disks move with
 * them. With the King beside the Castillo, nothing leaves it.
 */
export function emptyCastillo(ctx: ScoringContext, board: ScoringBoard, request: General): CastilloEmptied {
  const name = (id: ParticipantId) => ctx.name(board, id);
  const area = ctx.areaName;
  const king = kingRegionOf(ctx, board);
  const extra = board.modules;
  const taboo = (d: BoardAreaId) =>
    d === king || (d === extra?.quarantine && ctx.options.quarantineDisk === 'return-to-court');
  const diskOf = (id: ParticipantId): RegionId | undefined => {
    const holder = id === 'church' || id === 'inquisitor' ? extra?.holders?.[id] : undefined;
    return request.castilloDestinations[holder ?? id];
  };
  const notes: Words[] = [];
  const refs: RuleRef[] = [];

  const castilloKept = king === CASTILLO;
  const pieces: Partial<Record<BoardAreaId, Record<ParticipantId, number>>> = {};
  for (const [at, counts] of entriesOf(board.pieces)) pieces[at] = { ...counts };
  const moves: CastilloMove[] = [];
  const returnedToCourt: Record<ParticipantId, number> = {};
  let limitTable = extra?.limitTable;

  if (castilloKept) {
    notes.push(words('castillo.kept'));
    refs.push(REBELLION_REF);
  } else {
    delete pieces[CASTILLO];
    const arrivals: Record<ParticipantId, number> = {};
    const ids = [...board.players, ...board.neutral, 'church', 'inquisitor'];
    for (const id of new Set(ids)) {
      const count = board.pieces[CASTILLO]?.[id] ?? 0;
      if (count === 0) continue;
      const to = diskOf(id);
      const toCourt = to === undefined || taboo(to);
      if (!toCourt) {
        pieces[to] = { ...pieces[to], [id]: (pieces[to]?.[id] ?? 0) + count };
        if (limitTable?.area === to) arrivals[id] = count;
      } else returnedToCourt[id] = count;
      const holder = id === 'church' || id === 'inquisitor' ? extra?.holders?.[id] : undefined;
      const who = name(id);
      const note =
        to === undefined
          ? words('castillo.toCourt.noRegion', { who, count })
          : !toCourt
            ? holder
              ? words('castillo.toHolderDisk', { who, count, holder: name(holder), area: area(to) })
              : words('castillo.toDisk', { who, count, area: area(to) })
            : to === king
              ? words('castillo.toCourt.king', { who, count, area: area(to) })
              : words('castillo.toCourt.quarantine', { who, count, area: area(to) });
      moves.push({ id, count, to, toCourt, note });
      notes.push(note);
    }
    if (limitTable && Object.keys(arrivals).length > 0) {
      limitTable = seatArrivals(ctx, board, limitTable, arrivals, request.limitTableArrivals, notes);
      refs.push(LIMIT_REF);
    }
  }

  const grandesMoved = moveGrandes(ctx, board, request, { kept: castilloKept, taboo, notes, refs });
  const grandes = { ...board.grandes };
  for (const [p, to] of entriesOf(grandesMoved)) {
    if (to === null) delete grandes[p];
    else grandes[p] = to;
  }
  const modules = extra && limitTable ? { ...extra, limitTable } : extra;
  return {
    board: { ...board, pieces, grandes, ...(modules ? { modules } : {}) },
    moves,
    returnedToCourt,
    grandesMoved,
    castilloKept,
    notes,
    refs,
  };
}

/** Castillo arrivals in the Limit table's region: all on the table if they fit, else as chosen or all off. */
function seatArrivals(
  ctx: ScoringContext,
  board: ScoringBoard,
  table: { readonly area: BoardAreaId; readonly onTable: AreaCounts },
  arrivals: Readonly<Record<ParticipantId, number>>,
  chosen: Readonly<Record<ParticipantId, number>> | undefined,
  notes: Words[],
): { readonly area: BoardAreaId; readonly onTable: AreaCounts } {
  const used = Object.values(table.onTable).reduce((s, n) => s + n, 0);
  const free = Math.max(0, limitTableSpaces(board) - used);
  const arriving = Object.values(arrivals).reduce((s, n) => s + n, 0);
  const seated: Record<ParticipantId, number> = {};
  if (arriving <= free) {
    Object.assign(seated, arrivals);
    notes.push(words('limitTable.allFit', { count: arriving, area: ctx.areaName(table.area) }));
  } else if (chosen) {
    Object.assign(seated, chosen);
    notes.push(words('limitTable.chosen', { count: arriving, area: ctx.areaName(table.area), free }));
  } else if (free === 0) {
    notes.push(words('limitTable.full', { count: arriving, area: ctx.areaName(table.area) }));
  } else {
    notes.push(words('limitTable.noHolder', { count: arriving, area: ctx.areaName(table.area), free }));
  }
  const onTable: Record<ParticipantId, number> = { ...table.onTable };
  for (const [id, n] of entriesOf(seated)) if (n > 0) onTable[id] = (onTable[id] ?? 0) + n;
  return { area: table.area, onTable };
}

/**
 * Grandes that follow their owner's disk at this scoring: those in the Castillo (Competition), and every
 * Grande under a Conspiracy. A Grande never enters or leaves the King's region; a Castillo Grande whose
 * disk names it stays in or leaves the board, by option.
 */
function moveGrandes(
  ctx: ScoringContext,
  board: ScoringBoard,
  request: General,
  how: { kept: boolean; taboo: (d: BoardAreaId) => boolean; notes: Words[]; refs: RuleRef[] },
): Record<ParticipantId, BoardAreaId | null> {
  const moved: Record<ParticipantId, BoardAreaId | null> = {};
  const name = (id: ParticipantId) => ctx.name(board, id);
  const king = kingRegionOf(ctx, board);
  const conspiracy = board.modules?.conspiracy === true;
  for (const p of board.players) {
    const at = board.grandes[p];
    if (at === undefined) continue;
    const inCastillo = at === CASTILLO;
    if (!conspiracy && !inCastillo) continue;
    if (inCastillo && how.kept && ctx.options.rebellionGrandes === 'stay') {
      how.notes.push(words('grande.staysInCastillo', { who: name(p) }));
      how.refs.push(REBELLION_REF);
      continue;
    }
    how.refs.push(inCastillo ? COMPETITION_REF : CONSPIRACY_REF);
    const to = request.castilloDestinations[p];
    if (!inCastillo && at === king) {
      how.notes.push(words('grande.staysWithKing', { who: name(p), area: ctx.areaName(at) }));
      continue;
    }
    if (to === undefined || to === at) continue;
    if (how.taboo(to)) {
      if (inCastillo && ctx.options.castilloGrandeToKing === 'off-board') {
        moved[p] = null;
        how.notes.push(words('grande.leavesBoard', { who: name(p), area: ctx.areaName(to) }));
      } else {
        how.notes.push(words('grande.staysPut', { who: name(p), area: ctx.areaName(to) }));
      }
      continue;
    }
    moved[p] = to;
    how.notes.push(words('grande.followsDisk', { who: name(p), area: ctx.areaName(to) }));
  }
  return moved;
}

/**
 * Where a general scoring sends the Castillo's caballeros on this board: each id's move, or none while
 * the King stands beside the Castillo. The snapshot reader checks Limit-table choices and Free choice
 * moves against it.
 */
export function castilloMoves(
  board: ScoringBoard,
  request: General,
  rules: ScoringRules,
): { readonly kept: boolean; readonly moves: readonly CastilloMove[] } {
  const emptied = emptyCastillo(scoringContext(rules), board, request);
  return { kept: emptied.castilloKept, moves: emptied.moves };
}
