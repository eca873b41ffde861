import { REGION_IDS, type RegionId } from '../../state/areaIds';
import type { ScoringBoard } from '../types';
import { regionTotal } from './regionTotal';

/**
 * The region or regions holding the most caballeros in all; never the Castillo.
 * An empty board has no such region.
 */
export function selectMostRegions(board: Pick<ScoringBoard, 'pieces'>): RegionId[] {
  const most = Math.max(...REGION_IDS.map((id) => regionTotal(board, id)));
  return most > 0 ? REGION_IDS.filter((id) => regionTotal(board, id) === most) : [];
}
