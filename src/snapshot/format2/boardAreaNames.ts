import { AREA_IDS, type BoardAreaId, EXTRA_AREA_IDS, isExtraArea, REGION_ALIASES, toAreaId } from '../../rules';

/**
 * The area a name stands for on any board: the nine regions and the Castillo (2023 names too), or an
 * area a module brings. Whether that module is on is checked later, with the rest of the board.
 * @example toBoardAreaId('toledo') // 'castilla-la-nueva'; toBoardAreaId('america') // 'america'
 */
export function toBoardAreaId(name: string): BoardAreaId | undefined {
  return toAreaId(name) ?? (isExtraArea(name) ? name : undefined);
}

/** Every area name a format-2 snapshot may use, for the message that refuses any other. */
export const BOARD_AREA_LIST = [...AREA_IDS, ...EXTRA_AREA_IDS].join(', ');
/** The 2023 board's other names for regions, which a snapshot may use too. */
export const ALIAS_LIST = Object.keys(REGION_ALIASES).join(', ');
