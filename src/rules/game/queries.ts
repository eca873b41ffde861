import { AREAS } from '../board/areas';
import { CASTILLO, REGION_IDS, type AreaId, type RegionId } from '../state/areaIds';
import { MOBILE_SCOREBOARD_IDS, type MobileScoreboardId } from '../state/mobileScoreboards';
import type { PowerCardValue } from '../state/powerCards';
import { findCard, type CardType } from '../cards/catalog';
import { diskChoices } from '../cards/effects/diskReturns';
import { legalPlacements } from '../flow/place';
import { nextToPlayPower } from '../flow/powerOrder';
import { heldVeto } from '../flow/special';
import { colourIds, countIn } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';

export { legalPlacements, heldVeto, nextToPlayPower };
/** A colour's name at this table, an area's name in this edition, and every colour with caballeros (players, then the dummy). */
export { nameOf, colourIds } from '../state/stateHelpers';
export { areaName } from '../editions/ruleOf';

/**
 * The power cards a player may play right now: none unless it is their turn to play; otherwise the
 * cards in hand whose value nobody has played this round.
 */
export function playablePowerCards(state: GameState, player: PlayerId): PowerCardValue[] {
  if (nextToPlayPower(state) !== player) return [];
  const taken = new Set(Object.values(state.played));
  return (state.hands[player] ?? []).filter((v) => !taken.has(v));
}

/** The card the current player took, if any. */
export function currentCard(state: GameState): CardType | undefined {
  const id = state.turn?.card?.id;
  return id ? findCard(state.setup.edition, id) : undefined;
}

/** Where the King may go: next door for the royal adviser, anywhere for the King's card (staying put where allowed). */
export function legalKingMoves(state: GameState, how: 'royal-adviser' | 'kings-card'): RegionId[] {
  if (how === 'royal-adviser') return [...AREAS[state.king].neighbours];
  return REGION_IDS.filter((r) => r !== state.king || state.setup.options.kingCardMayStay);
}

/** Regions caballeros of these owners may be moved out of: any region but the King's where they have some. */
export function moveSources(state: GameState, owners: readonly PlayerId[]): RegionId[] {
  return REGION_IDS.filter((r) => r !== state.king && owners.some((id) => countIn(state, r, id) > 0));
}

/** Where moved caballeros may end: every region but the King's, and the Castillo. */
export function moveTargets(state: GameState): AreaId[] {
  return [...REGION_IDS.filter((r) => r !== state.king), CASTILLO];
}

/** Whose caballeros a player's intrigue card may move. */
export function movableOwners(state: GameState, player: PlayerId, which: 'own' | 'foreign' | 'any'): PlayerId[] {
  const all = colourIds(state);
  return which === 'own' ? [player] : which === 'foreign' ? all.filter((id) => id !== player) : all;
}

/** What a secret disk may name for each use. */
export function diskRegions(
  state: GameState,
  player: PlayerId,
  purpose: 'general-scoring' | 'disk-return-2' | 'disk-return-all' | 'eviction' | 'unique-choices',
): RegionId[] {
  if (purpose === 'disk-return-2') return diskChoices(state, player, 2);
  if (purpose === 'disk-return-all') return diskChoices(state, player, Number.POSITIVE_INFINITY);
  return [...REGION_IDS];
}

/** Areas a mobile scoreboard may be put on now, or [] when it lies in the King's region. */
export function mobileScoreboardTargets(state: GameState, board: MobileScoreboardId): AreaId[] {
  if (state.mobileScoreboards[board] === state.king) return [];
  const other = MOBILE_SCOREBOARD_IDS.find((b) => b !== board) as MobileScoreboardId;
  return ([...REGION_IDS, CASTILLO] as AreaId[]).filter(
    (a) => a !== state.king && a !== state.mobileScoreboards[board] && a !== state.mobileScoreboards[other],
  );
}

/** Regions a player's Grande may move to, or [] when it stands in the King's region. */
export function grandeTargets(state: GameState, player: PlayerId): RegionId[] {
  const now = state.grandes[player];
  if (now === state.king) return [];
  return REGION_IDS.filter((r) => r !== state.king && r !== now);
}

/** Areas the "one area of your choice" scoring may name. */
export function chosenScoringAreas(state: GameState): AreaId[] {
  return state.setup.options.chosenScoringAllowsCastillo ? [...REGION_IDS, CASTILLO] : [...REGION_IDS];
}
