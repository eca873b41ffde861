import { AREA_IDS, type AreaId, REGION_IDS, type RegionId } from '../state/areaIds';

const regionSet: ReadonlySet<string> = new Set(REGION_IDS);

/**
 * True for the nine regions, false for the Castillo (which is not a region) and anything else.
 * @example isRegion('aragon') // true; isRegion('castillo') // false
 */
export function isRegion(id: AreaId | string): id is RegionId {
  return regionSet.has(id);
}

const baseAreaSet: ReadonlySet<string> = new Set(AREA_IDS);

/** True for the areas of the base board (the nine regions and the Castillo), false for areas modules bring. */
export function isBaseArea(id: string): id is AreaId {
  return baseAreaSet.has(id);
}
