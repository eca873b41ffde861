import type { BoardAreaId } from '../../state/modules';
import type { ScoringContext } from '../context';
import type { ScoringBoard } from '../types';
import { extremeCandidates } from './extremeCandidates';
import { regionTotal } from './regionTotal';

/**
 * The region or regions holding the most caballeros in all; never the Castillo.
 * An empty board has no such region.
 */
export function selectMostRegions(ctx: ScoringContext, board: ScoringBoard): BoardAreaId[] {
  const candidates = extremeCandidates(ctx, board);
  const totals = new Map(candidates.map((id) => [id, regionTotal(ctx, board, id)]));
  const most = Math.max(0, ...totals.values());
  return most > 0 ? candidates.filter((id) => totals.get(id) === most) : [];
}
