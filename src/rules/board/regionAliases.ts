import { AREA_IDS, type AreaId } from '../state/areaIds';
import { isOneOf } from '../state/records';

/** 2023 region names that are accepted as ids on input and mapped to the canonical ids. */
export const REGION_ALIASES: Readonly<Record<string, AreaId>> = {
  navarra: 'pais-vasco',
  castilla: 'castilla-la-vieja',
  toledo: 'castilla-la-nueva',
};

/**
 * The canonical area id for an id or a 2023 alias, or undefined when it names no area.
 * @example toAreaId('toledo') // 'castilla-la-nueva'
 */
export function toAreaId(id: string): AreaId | undefined {
  if (isOneOf(AREA_IDS, id)) return id;
  // Own keys only: "toString" or "constructor" must not find Object's inherited members.
  return Object.hasOwn(REGION_ALIASES, id) ? REGION_ALIASES[id] : undefined;
}
