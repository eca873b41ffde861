import { AREA_IDS, type AreaId, type GameAreaId, type GameRegionId, MODULE_REGION_IDS, REGION_IDS } from './areaIds';
import { BLACK_IDS, BLACK_NAMES } from './modules';
import { describeValue } from './quote';
import { recordOf } from './records';
import type { Counts, GameState, PlayerId } from './types';
import { type WordValue, words } from './words';

/** A colour's display name (a player's or the dummy's; black caballeros by whom they stand for), falling back to its id. */
/**
 * A player as words: the name the table typed (the dummy's too), the black caballeros by what they
 * are ("the Church"), any other id quoted as it is.
 */
export function playerWords(state: GameState, id: PlayerId): WordValue {
  const info = [...state.setup.players, ...(state.setup.dummy ? [state.setup.dummy] : [])].find((p) => p.id === id);
  if (info) return info.name;
  const black = BLACK_IDS.find((b) => b === id);
  return black ? words(`piece.${black}`) : describeValue(id);
}

export function nameOf(state: GameState, id: PlayerId): string {
  const info = [...state.setup.players, ...(state.setup.dummy ? [state.setup.dummy] : [])].find((p) => p.id === id);
  if (info) return info.name;
  const black = BLACK_IDS.find((b) => b === id);
  return black ? BLACK_NAMES[black] : describeValue(id);
}

export const playerIds = (state: GameState): PlayerId[] => state.setup.players.map((p) => p.id);

/** Scoring players and the dummy: every colour that has caballeros. */
export const colourIds = (state: GameState): PlayerId[] => [
  ...playerIds(state),
  ...(state.setup.dummy ? [state.setup.dummy.id] : []),
];

export const isDummy = (state: GameState, id: PlayerId): boolean => state.setup.dummy?.id === id;

export const countIn = (state: GameState, area: GameAreaId, id: PlayerId): number => state.areas[area]?.[id] ?? 0;

/** Every caballero in an area, whoever's. */
export const totalIn = (state: GameState, area: GameAreaId): number =>
  Object.values(state.areas[area] ?? {}).reduce((sum, n) => sum + n, 0);

/**
 * The regions of this game: the nine, and a module's region once its setup put it on the table (France, 1995).
 * Every loop over "the regions" or "the areas" of a game asks here, so a module region is never forgotten.
 */
export const tableRegions = (state: GameState): readonly GameRegionId[] => [
  ...REGION_IDS,
  ...MODULE_REGION_IDS.filter((id) => state.areas[id] !== undefined),
];

/** The areas of this game in general-scoring order: the Castillo, the nine regions, then any module region. */
export const tableAreas = (state: GameState): readonly GameAreaId[] => [
  ...AREA_IDS,
  ...MODULE_REGION_IDS.filter((id) => state.areas[id] !== undefined),
];

/** Whether this area is on this game's table (France only with its variant). */
export const isOnTable = (state: GameState, area: GameAreaId): boolean =>
  (AREA_IDS as readonly string[]).includes(area) || state.areas[area] !== undefined;

/** A colour's caballeros on the game's regions (not the Castillo). */
export const onRegions = (state: GameState, id: PlayerId): number =>
  tableRegions(state).reduce((sum, r) => sum + countIn(state, r, id), 0);

/**
 * The region a quarantine lies on (board format 2's `quarantine`): taboo like the King's, so nothing enters
 * or leaves it but the King himself.
 */
export const quarantinedIn = (state: Pick<GameState, 'modules'>): GameRegionId | undefined => state.modules?.quarantine;

/** Whether caballeros, Grandes and scoreboards may neither enter nor leave this area: the King's region or a quarantined one. */
export const isTaboo = (state: GameState, area: unknown): boolean =>
  area === state.king || (area !== undefined && area === quarantinedIn(state));

/** A colour's caballeros in regions it may take back from: not the King's region, not a quarantined one (taboo). */
export const takableRegions = (state: GameState, id: PlayerId): GameRegionId[] =>
  tableRegions(state).filter((r) => !isTaboo(state, r) && countIn(state, r, id) > 0);

/** Every caballero of a colour, wherever it is: always 30. */
export function totalOf(state: GameState, id: PlayerId): number {
  const onBoard = tableAreas(state).reduce((sum, a) => sum + countIn(state, a, id), 0);
  return onBoard + (state.court[id] ?? 0) + (state.provinces[id] ?? 0);
}

const add = (counts: Counts, id: PlayerId, delta: number): Counts => ({ ...counts, [id]: (counts[id] ?? 0) + delta });

/** The state with caballeros added to (or, with a negative delta, taken from) an area. */
export function changeArea(state: GameState, area: GameAreaId, id: PlayerId, delta: number): GameState {
  return delta === 0 ? state : { ...state, areas: { ...state.areas, [area]: add(state.areas[area] ?? {}, id, delta) } };
}

export function changeCourt(state: GameState, id: PlayerId, delta: number): GameState {
  return delta === 0 ? state : { ...state, court: add(state.court, id, delta) };
}

export function changeProvinces(state: GameState, id: PlayerId, delta: number): GameState {
  return delta === 0 ? state : { ...state, provinces: add(state.provinces, id, delta) };
}

export function changeScore(state: GameState, id: PlayerId, delta: number): GameState {
  return delta === 0 ? state : { ...state, scores: add(state.scores, id, delta) };
}

/** An empty count for every area. */
export const emptyAreas = (): Record<AreaId, Counts> => recordOf(AREA_IDS, () => ({}));
