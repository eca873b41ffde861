import { REGION_IDS, type RegionId } from '../../state/areaIds';
import type { ScoringBoard } from '../types';
import { valuesInForce } from '../valuesInForce';

/**
 * Regions whose current first value (a mobile scoreboard counts, the printed value it covers does not)
 * is one of `values`. The Castillo is not a region and never qualifies.
 * @example selectTopValueRegions(board, [6, 7]) // ['castilla-la-vieja', 'castilla-la-nueva', 'granada'] on a
 * bare board
 */
export function selectTopValueRegions(
  board: Pick<ScoringBoard, 'mobileScoreboards'>,
  values: readonly number[],
): RegionId[] {
  return REGION_IDS.filter((id) => values.includes(valuesInForce(board, id).values[0]));
}
