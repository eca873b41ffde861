import {
  type AreaId,
  CASTILLO,
  isKingExile,
  type KingArea,
  type KingExile,
  REGION_IDS,
  type RegionId,
} from '../state/areaIds';
import { AREAS } from './areas';

/**
 * The regions bordering France and Portugal on the 2023 map, where an exiled King's neighbours are taken
 * (004, "Explanations of Special cards: Exile": they work as any neighbours). The text gives no list: these
 * are the regions the map draws along the Pyrenees and along the Portuguese border (docs/game-record.md,
 * "Modules: New Regency").
 */
export const EXILE_NEIGHBOURS: Readonly<Record<KingExile, readonly RegionId[]>> = {
  france: ['pais-vasco', 'aragon', 'cataluna'],
  portugal: ['galicia', 'castilla-la-vieja', 'castilla-la-nueva', 'sevilla'],
};

/**
 * The regions next to where the King stands, where caballeros from a court are placed: a region's neighbours;
 * every region while he stands beside the Castillo (New Regency, Rebellion); France's or Portugal's while in exile.
 */
export function regionsNextToKing(king: KingArea): readonly RegionId[] {
  if (isKingExile(king)) return EXILE_NEIGHBOURS[king];
  if (king === CASTILLO) return REGION_IDS;
  return AREAS[king].neighbours;
}

/** The King's region: where he stands, the Castillo beside which he stands, or none while he is in exile. */
export const kingsRegion = (king: KingArea): AreaId | undefined => (isKingExile(king) ? undefined : king);
