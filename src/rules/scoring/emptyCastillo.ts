import { CASTILLO, type RegionId } from '../state/areaIds';
import type { BoardAreaId } from '../state/modules';
import { entriesOf } from '../state/records';
import type { ParticipantId, ScoringRequest } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import { plural } from './_lib/words';
import { kingRegionOf, limitTableSpaces, type ScoringContext, scoringContext } from './context';
import type { AreaCounts, ScoringBoard, ScoringRules } from './types';

export interface CastilloMove {
  readonly id: ParticipantId;
  readonly count: number;
  /** The region named on the disk that moved them, or undefined when none was named. */
  readonly to: RegionId | undefined;
  readonly toCourt: boolean;
}

/** The board after the Castillo's caballeros (and the Grandes that follow disks) have left it. */
export interface CastilloEmptied {
  readonly board: ScoringBoard;
  readonly moves: readonly CastilloMove[];
  readonly returnedToCourt: Readonly<Record<ParticipantId, number>>;
  readonly grandesMoved: Readonly<Record<ParticipantId, BoardAreaId | null>>;
  readonly castilloKept: boolean;
  readonly notes: readonly string[];
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
  const notes: string[] = [];
  const refs: RuleRef[] = [];

  const castilloKept = king === CASTILLO;
  const pieces: Partial<Record<BoardAreaId, Record<ParticipantId, number>>> = {};
  for (const [at, counts] of entriesOf(board.pieces)) pieces[at] = { ...counts };
  const moves: CastilloMove[] = [];
  const returnedToCourt: Record<ParticipantId, number> = {};
  let limitTable = extra?.limitTable;

  if (castilloKept) {
    notes.push('The King stands beside the Castillo: its caballeros stay inside.');
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
      moves.push({ id, count, to, toCourt });
      const going = count === 1 ? '1 Castillo caballero goes' : `${count} Castillo caballeros go`;
      const holder = id === 'church' || id === 'inquisitor' ? extra?.holders?.[id] : undefined;
      const whose = holder ? `, following ${name(holder)}'s disk,` : '';
      notes.push(
        to === undefined
          ? `${name(id)}'s ${going} back to the court: no region was named.`
          : !toCourt
            ? `${name(id)}'s ${going}${whose} to ${area(to)}.`
            : to === king
              ? `${name(id)}'s ${going} back to the court: ${area(to)} is the King's region.`
              : `${name(id)}'s ${going} back to the court: ${area(to)} is quarantined, taboo like the King's region.`,
      );
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
  notes: string[],
): { readonly area: BoardAreaId; readonly onTable: AreaCounts } {
  const used = Object.values(table.onTable).reduce((s, n) => s + n, 0);
  const free = Math.max(0, limitTableSpaces(board) - used);
  const arriving = Object.values(arrivals).reduce((s, n) => s + n, 0);
  const seated: Record<ParticipantId, number> = {};
  if (arriving <= free) {
    Object.assign(seated, arrivals);
    notes.push(`All ${arriving} arrivals in ${ctx.areaName(table.area)} take free spaces on the Limit table.`);
  } else if (chosen) {
    Object.assign(seated, chosen);
    notes.push(
      `${arriving} arrivals in ${ctx.areaName(table.area)} for ${plural(free, 'free space')} on the Limit table: ` +
        `the table chose who goes on; the rest stand off it.`,
    );
  } else if (free === 0) {
    notes.push(`The Limit table in ${ctx.areaName(table.area)} is full: all ${arriving} arrivals stand off it.`);
  } else {
    notes.push(
      `${arriving} arrivals in ${ctx.areaName(table.area)} do not fit the Limit table's ${plural(free, 'free space')}, ` +
        'and nobody holds the Grand Inquisitor: they all stand off the table.',
    );
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
  how: { kept: boolean; taboo: (d: BoardAreaId) => boolean; notes: string[]; refs: RuleRef[] },
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
      how.notes.push(`${name(p)}'s Grande stays in the Castillo with the caballeros.`);
      how.refs.push(REBELLION_REF);
      continue;
    }
    how.refs.push(inCastillo ? COMPETITION_REF : CONSPIRACY_REF);
    const to = request.castilloDestinations[p];
    if (!inCastillo && at === king) {
      how.notes.push(`${name(p)}'s Grande stays in ${ctx.areaName(at)}: a Grande never leaves the King's region.`);
      continue;
    }
    if (to === undefined || to === at) continue;
    if (how.taboo(to)) {
      if (inCastillo && ctx.options.castilloGrandeToKing === 'off-board') {
        moved[p] = null;
        how.notes.push(
          `${name(p)}'s Grande leaves the board: its disk names ${ctx.areaName(to)}, where it may not go.`,
        );
      } else {
        how.notes.push(
          `${name(p)}'s Grande stays where it is: its disk names ${ctx.areaName(to)}, where it may not go.`,
        );
      }
      continue;
    }
    moved[p] = to;
    how.notes.push(`${name(p)}'s Grande follows the disk to ${ctx.areaName(to)}.`);
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
