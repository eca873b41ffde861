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

/** Every area in the order a general scoring takes them: the Castillo first, then board order. */
export const AREA_IDS: readonly AreaId[] = [CASTILLO, ...REGION_IDS];

/** First, second and third place values. */
export type ScoreValues = readonly [number, number, number];
