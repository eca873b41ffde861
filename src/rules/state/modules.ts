import type { AreaId } from './areaIds';

/**
 * The variants and expansions a board can use, by id: the vocabulary of board snapshot format 2.
 * What each one switches on lives in modules/.
 */
export const SCORING_MODULE_IDS = [
  'home-advantage',
  'france-1995',
  'granada-1995',
  'church',
  'intrigue-king',
  'grand-inquisitor-colonies',
  'grandissimo',
  'new-regency',
  'old-hands',
  'power-shift',
] as const;

/** Variants that change only how a game is played, never a scoring: a game may use them, a board never names them. */
export const PLAY_ONLY_MODULE_IDS = ['moving-restrictions'] as const;

/** Every variant and expansion a game can be set up with. */
export const MODULE_IDS = [...SCORING_MODULE_IDS, ...PLAY_ONLY_MODULE_IDS] as const;

export type ModuleId = (typeof MODULE_IDS)[number];
export type ScoringModuleId = (typeof SCORING_MODULE_IDS)[number];

/** Areas that only modules bring: new regions, holding areas and the 2023 exile spaces. */
export const EXTRA_AREA_IDS = ['france', 'ship', 'america', 'mediterranean', 'portugal', 'jail'] as const;
export type ExtraAreaId = (typeof EXTRA_AREA_IDS)[number];

/** Any area a board can name once its modules are on: the nine regions, the Castillo, the extra areas. */
export type BoardAreaId = AreaId | ExtraAreaId;

/** Ids that stand for black caballeros rather than a colour; their counts belong to whoever holds them. */
export const BLACK_IDS = ['church', 'inquisitor'] as const;
export type BlackId = (typeof BLACK_IDS)[number];

/** Black caballeros by whom they stand for, as a history line names them. */
export const BLACK_NAMES: Readonly<Record<BlackId, string>> = {
  church: 'the Church',
  inquisitor: 'the Grand Inquisitor',
};

/** The special spaces a caballero can stand on, each paying its controller when its area is scored. */
export const ROLE_IDS = ['ambassador', 'envoy', 'captain', 'viceroy'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

/** What kind of place an area is: scored as a region, a place to stand that is never scored, or the King's exile. */
export type AreaType = 'region' | 'holding' | 'exile';

/**
 * The readings a table takes where the texts leave a scoring open (snapshot format 2, "Rules
 * options"); each belongs to the modules listed in modules/moduleOptions.
 */
export interface ModuleOptions {
  readonly homeAdvantage: 'all-ranks' | 'first-place';
  readonly churchUnheld: 'ignored' | 'neutral';
  readonly inquisitor: 'holder-else-invisible' | 'holder-else-ignored' | 'never-count';
  readonly franceFirstPlaceBonuses: 'majority-holder-only' | 'always';
  readonly granadaExtremes: 'qualifies-not-scored' | 'excluded';
  readonly granadaConquest: 'end-of-player-turn' | 'immediately';
  readonly limitOverflow: 'all-off' | 'chosen';
  readonly regionTotals: 'all-present' | 'counted-only';
  readonly shipHomeBonus: 'none' | 'captain';
  readonly quarantineDisk: 'return-to-court' | 'allowed';
  readonly castilloGrandeToKing: 'stays-in-castillo' | 'off-board';
  readonly rebellionGrandes: 'stay' | 'follow-disk';
  readonly franceAccess: 'borders-aragon-cataluna' | 'special-actions-only';
  readonly churchMoveFarther: 'lowered' | 'card-anywhere';
  readonly extraCaballeros: 'add-up' | 'one-at-most';
}

export type ModuleOptionId = keyof ModuleOptions;

/** Readings that change only how a game is played: a board snapshot never names them. */
export const PLAY_ONLY_OPTION_IDS = ['franceAccess', 'churchMoveFarther', 'extraCaballeros'] as const;
export type PlayOnlyOptionId = (typeof PLAY_ONLY_OPTION_IDS)[number];
/** The readings a board snapshot may set. */
export type BoardOptionId = Exclude<ModuleOptionId, PlayOnlyOptionId>;
