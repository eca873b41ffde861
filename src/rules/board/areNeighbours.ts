import type { RegionId } from '../state/areaIds';
import { AREAS } from './areas';

/**
 * True when two regions share a border.
 * @example areNeighbours('galicia', 'pais-vasco') // true
 */
export function areNeighbours(a: RegionId, b: RegionId): boolean {
  return AREAS[a].neighbours.includes(b);
}
