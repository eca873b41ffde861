import { type AreaId, REGION_IDS, type RegionId } from '../state/areaIds';

const regionSet: ReadonlySet<string> = new Set(REGION_IDS);

/**
 * True for the nine regions, false for the Castillo (which is not a region) and anything else.
 * @example isRegion('aragon') // true; isRegion('castillo') // false
 */
export function isRegion(id: AreaId | string): id is RegionId {
  return regionSet.has(id);
}
