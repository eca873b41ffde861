import { CASTILLO } from '../state/areaIds';
import type { ParticipantId } from '../state/scoringRequest';
import { kingRegionOf, scoringContext } from './context';
import type { ScoringBoard, ScoringRules } from './types';

/** Why a general scoring needs someone's secret disk. */
export type DiskReason =
  /** Their caballeros are in the Castillo and leave it for the disk's region. */
  | 'castillo'
  /** They hold the Grand Inquisitor, whose black caballeros in the Castillo follow their disk. */
  | 'holder'
  /** Nobody holds the Grand Inquisitor and his black caballeros are in the Castillo: the table names a region. */
  | 'unheld-inquisitor'
  /** Their Grande is in the Castillo and follows the disk (New Regency, Competition). */
  | 'castillo-grande'
  /** A Conspiracy sends every Grande to its owner's disk region. */
  | 'conspiracy';

/**
 * Whose secret disks a general scoring on this board needs, each once with the first reason, in
 * seating order (snapshot format 2, "General scoring", step 1). While the King stands beside the
 * Castillo nothing leaves it, except Grandes under `rebellionGrandes: follow-disk`.
 */
export function disksNeeded(
  board: ScoringBoard,
  rules: ScoringRules,
): readonly { readonly id: ParticipantId; readonly reason: DiskReason }[] {
  const ctx = scoringContext(rules);
  const kept = kingRegionOf(ctx, board) === CASTILLO;
  const inCastillo = (id: ParticipantId) => (board.pieces[CASTILLO]?.[id] ?? 0) > 0;
  const needed = new Map<ParticipantId, DiskReason>();
  const need = (id: ParticipantId, reason: DiskReason) => needed.has(id) || needed.set(id, reason);
  if (!kept) {
    for (const id of [...board.players, ...board.neutral]) if (inCastillo(id)) need(id, 'castillo');
    if (ctx.table.black.inquisitor && inCastillo('inquisitor')) {
      const holder = board.modules?.holders?.inquisitor ?? null;
      if (holder === null) need('inquisitor', 'unheld-inquisitor');
      else need(holder, 'holder');
    }
  }
  const grandesFollow = !kept || ctx.options.rebellionGrandes === 'follow-disk';
  for (const p of board.players) if (grandesFollow && board.grandes[p] === CASTILLO) need(p, 'castillo-grande');
  if (board.modules?.conspiracy)
    for (const p of board.players) if (board.grandes[p] !== undefined) need(p, 'conspiracy');
  return [...needed].map(([id, reason]) => ({ id, reason }));
}
