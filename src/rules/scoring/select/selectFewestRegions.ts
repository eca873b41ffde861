import { REGION_IDS, type RegionId } from '../../state/areaIds';
import type { ScoringBoard } from '../types';
import { regionTotal } from './regionTotal';

/** The region or regions holding the fewest caballeros in all, ignoring empty regions and the Castillo. */
export function selectFewestRegions(board: Pick<ScoringBoard, 'pieces'>): RegionId[] {
  const occupied = REGION_IDS.filter((id) => regionTotal(board, id) > 0);
  const fewest = Math.min(...occupied.map((id) => regionTotal(board, id)));
  return occupied.filter((id) => regionTotal(board, id) === fewest);
}
