import { type AreaId, CASTILLO, type RegionId } from '../state/areaIds';
import { entriesOf } from '../state/records';
import type { ParticipantId } from '../state/scoringRequest';
import type { ScoringBoard, ScoringRules } from './types';

export interface CastilloMove {
  readonly id: ParticipantId;
  readonly count: number;
  /** The region named on the disk, or undefined when none was named. */
  readonly to: RegionId | undefined;
  readonly toCourt: boolean;
}

/**
 * The general-scoring step after the Castillo is scored: each participant's Castillo caballeros
 * all go to the region on their disk. A disk naming the King's region (or naming nothing)
 * sends them back to the court instead, off the board.
 */
export function emptyCastillo(
  board: ScoringBoard,
  destinations: Readonly<Partial<Record<ParticipantId, RegionId>>>,
  rules: ScoringRules,
): { readonly board: ScoringBoard; readonly moves: readonly CastilloMove[]; readonly notes: readonly string[] } {
  const pieces: Partial<Record<AreaId, Record<ParticipantId, number>>> = {};
  for (const [area, counts] of entriesOf(board.pieces)) {
    if (area !== CASTILLO) pieces[area] = { ...counts };
  }
  const moves: CastilloMove[] = [];
  for (const id of [...board.players, ...board.neutral]) {
    const count = board.pieces[CASTILLO]?.[id] ?? 0;
    if (count === 0) continue;
    const to = destinations[id];
    const toCourt = to === undefined || to === board.king;
    if (!toCourt) pieces[to] = { ...pieces[to], [id]: (pieces[to]?.[id] ?? 0) + count };
    moves.push({ id, count, to, toCourt });
  }
  const name = rules.edition.areaName;
  const who = (id: ParticipantId) => board.names?.[id] || id;
  const going = (count: number) => (count === 1 ? '1 Castillo caballero goes' : `${count} Castillo caballeros go`);
  const notes = moves.map(({ id, count, to, toCourt }) =>
    to === undefined
      ? `${who(id)}'s ${going(count)} back to the court: no region was named.`
      : toCourt
        ? `${who(id)}'s ${going(count)} back to the court: ${name(to)} is the King's region.`
        : `${who(id)}'s ${going(count)} to ${name(to)}.`,
  );
  return { board: { ...board, pieces }, moves, notes };
}
