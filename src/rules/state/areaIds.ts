/**
 * The ids of the board's areas, in board order: the vocabulary every part of the engine shares.
 * What each area is (names, neighbours, printed values) lives in board/areas.
 */

/** Canonical region ids, in board order. */
export const REGION_IDS = [
  'galicia',
  'pais-vasco',
  'aragon',
  'cataluna',
  'castilla-la-vieja',
  'castilla-la-nueva',
  'sevilla',
  'granada',
  'valencia',
] as const;

export type RegionId = (typeof REGION_IDS)[number];

/** The Castillo is an area that can hold caballeros and be scored, but it is not a region. */
export const CASTILLO = 'castillo';
export type CastilloId = typeof CASTILLO;

/** Anything that holds caballeros on the board: a region or the Castillo. */
export type AreaId = RegionId | CastilloId;

/**
 * Where the King may stand: a region, beside the Castillo (New Regency's Rebellion, which makes it his region),
 * or in exile in France or Portugal (New Regency's Exile, where no area is his region).
 */
export const KING_EXILES = ['france', 'portugal'] as const;
export type KingExile = (typeof KING_EXILES)[number];
export type KingArea = AreaId | KingExile;

/** Whether a place is one of the King's exiles, where no area is his region. */
export const isKingExile = (place: unknown): place is KingExile => KING_EXILES.some((exile) => exile === place);

/** Every area in the order a general scoring takes them: the Castillo first, then board order. */
export const AREA_IDS: readonly AreaId[] = [CASTILLO, ...REGION_IDS];

/**
 * The areas modules bring where caballeros may stand during a game (as regions or holdings). A game has
 * those its modules' table lists so (see game/setupGame): Grandissimo's Portugal is a region, while New
 * Regency's France and Portugal are only the King's exiles and hold no caballero.
 */
export const MODULE_REGION_IDS = ['france', 'ship', 'america', 'mediterranean', 'portugal', 'jail'] as const;
export type ModuleRegionId = (typeof MODULE_REGION_IDS)[number];

/** A region caballeros may stand in during a game: the nine, and a module's area once its module is on. */
export type GameRegionId = RegionId | ModuleRegionId;

/** Anything that holds caballeros during a game: the base board's areas, and a module's once it is on. */
export type GameAreaId = AreaId | ModuleRegionId;

/** First, second and third place values. */
export type ScoreValues = readonly [number, number, number];
