import { type BoardAreaId, EXTRA_AREA_IDS, type ExtraAreaId } from '../state/modules';
import { isOneOf } from '../state/records';
import { AREAS, type AreaInfo } from './areas';

/** Names of the areas only modules bring; every edition's texts print them alike. */
export const EXTRA_AREA_NAMES: Readonly<Record<ExtraAreaId, string>> = {
  france: 'France',
  ship: 'the Ship',
  america: 'America',
  mediterranean: 'the Mediterranean',
  portugal: 'Portugal',
  jail: 'the jail',
};

export const isExtraArea = (id: string): id is ExtraAreaId => isOneOf(EXTRA_AREA_IDS, id);

/** The name of any board area: an extra area's own, otherwise the one `pick` takes from the base board's table. */
export function boardAreaName(id: BoardAreaId, pick: (info: AreaInfo) => string): string {
  return isExtraArea(id) ? EXTRA_AREA_NAMES[id] : pick(AREAS[id]);
}
