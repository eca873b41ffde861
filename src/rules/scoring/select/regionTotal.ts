import type { AreaId } from '../../state/areaIds';
import type { ScoringBoard } from '../types';

/** All caballeros in an area, of every owner, neutral ones included. */
export function regionTotal(board: Pick<ScoringBoard, 'pieces'>, area: AreaId): number {
  return Object.values(board.pieces[area] ?? {}).reduce((sum, n) => sum + n, 0);
}
