import type { BoardAreaId } from '../../state/modules';
import type { ScoringContext } from '../context';
import type { ScoringBoard } from '../types';
import { extremeCandidates } from './extremeCandidates';
import { regionTotal } from './regionTotal';

/** The region or regions holding the fewest caballeros in all, ignoring empty regions and the Castillo. */
export function selectFewestRegions(ctx: ScoringContext, board: ScoringBoard): BoardAreaId[] {
  const totals = new Map(extremeCandidates(ctx, board).map((id) => [id, regionTotal(ctx, board, id)]));
  const occupied = [...totals].filter(([, n]) => n > 0);
  const fewest = Math.min(...occupied.map(([, n]) => n));
  return occupied.filter(([, n]) => n === fewest).map(([id]) => id);
}
