import type { BoardAreaId } from '../../state/modules';
import type { ScoringContext } from '../context';
import type { ScoringBoard } from '../types';
import { valuesInForce } from '../valuesInForce';

/**
 * Regions whose current first value (a mobile scoreboard counts, the printed value it covers does not)
 * is one of `values`. The Castillo is not a region and never qualifies.
 * @example selectTopValueRegions(ctx, board, [6, 7]) // ['castilla-la-vieja', 'castilla-la-nueva', 'granada'] on a
 * bare board
 */
export function selectTopValueRegions(
  ctx: ScoringContext,
  board: Pick<ScoringBoard, 'mobileScoreboards' | 'modules'>,
  values: readonly number[],
): BoardAreaId[] {
  return ctx.table.scoredRegions.filter((id) => values.includes(valuesInForce(ctx, board, id).values[0]));
}
