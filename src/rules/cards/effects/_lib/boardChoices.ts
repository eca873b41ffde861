import {
  moduleMoveRefusal,
  moduleMovers,
  modulePlacementRefusal,
  regionsNextToKingIn,
  royaltyRefusal,
} from '../../../play/index';
import { isMuslim } from '../../../scoring/context';
import {
  CASTILLO,
  type GameAreaId,
  type GameRegionId,
  type KingExile,
  REGION_IDS,
  type RegionId,
} from '../../../state/areaIds';
import { MOBILE_SCOREBOARD_IDS, type MobileScoreboardId } from '../../../state/mobileScoreboards';
import { colourIds, countIn, isTaboo, tableAreas, tableRegions } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { kingRegionsOf } from '../../../table/checks';
import { scoringBoardOf } from '../../../table/scoringBoardOf';
import { diskChoices } from '../diskReturns';

/*
 * The legal choices of the special actions on the table as it stands: where the King may go, what
 * may move and to where, what a disk may name. The action guides and the effects' checks share them.
 */

/**
 * Where the King may go: next door for the royal adviser, anywhere for the King's card (staying put where
 * allowed); never where a module in play keeps him out.
 */
export function legalKingMoves(state: GameState, how: 'royal-adviser' | 'kings-card'): (RegionId | KingExile)[] {
  // The nine regions, and a module's region where it takes the King (the Colonies' France).
  const regions = kingRegionsOf(state);
  const reachable =
    how === 'royal-adviser'
      ? regions.filter((r) => regionsNextToKingIn(state).some((n) => n === r))
      : regions.filter((r) => r !== state.king || state.setup.options.kingCardMayStay);
  return reachable.filter((r) => royaltyRefusal(state, { kind: 'king' }, r) === undefined);
}

/** Regions caballeros of these owners may be moved out of: any region but the King's where they have some. */
export function moveSources(state: GameState, owners: readonly PlayerId[]): GameRegionId[] {
  return tableRegions(state).filter((r) => !isTaboo(state, r) && owners.some((id) => countIn(state, r, id) > 0));
}

/**
 * Where moved caballeros may end: every region and the Castillo but the King's region (which may be the
 * Castillo); for one owner's, less the areas a module in play keeps them out of (the Church's never enter the Castillo).
 */
export function moveTargets(state: GameState, owner?: PlayerId): GameAreaId[] {
  const areas: GameAreaId[] = [...tableRegions(state), CASTILLO];
  const all = areas.filter((a) => !isTaboo(state, a));
  return owner === undefined ? all : all.filter((area) => moduleMoveRefusal(state, owner, area) === undefined);
}

/**
 * Whose caballeros a player's intrigue card may move: the colours, and the black caballeros a module
 * puts on the board (the holder's own, foreign to everyone else).
 */
export function movableOwners(state: GameState, player: PlayerId, which: 'own' | 'foreign' | 'any'): PlayerId[] {
  const all = colourIds(state);
  const black = moduleMovers(state, player);
  if (which === 'own') return [player, ...black.filter((b) => b.own).map((b) => b.id)];
  if (which === 'foreign')
    return [...all.filter((id) => id !== player), ...black.filter((b) => !b.own).map((b) => b.id)];
  return [...all, ...black.map((b) => b.id)];
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
export function mobileScoreboardTargets(state: GameState, board: MobileScoreboardId): GameAreaId[] {
  if (isTaboo(state, state.mobileScoreboards[board])) return [];
  const others = MOBILE_SCOREBOARD_IDS.filter((b) => b !== board);
  const areas: GameAreaId[] = [...tableRegions(state), CASTILLO];
  return areas.filter(
    (a) =>
      !isTaboo(state, a) &&
      a !== state.mobileScoreboards[board] &&
      others.every((b) => a !== state.mobileScoreboards[b]),
  );
}

/** Regions a player's Grande may move to, or [] when it stands in the King's region; none a module keeps it out of. */
export function grandeTargets(state: GameState, player: PlayerId): RegionId[] {
  const now = state.grandes[player];
  if (now === undefined || isTaboo(state, now)) return [];
  return REGION_IDS.filter(
    (r) => !isTaboo(state, r) && r !== now && royaltyRefusal(state, { kind: 'grande', player }, r) === undefined,
  );
}

/** Areas the "one area of your choice" scoring may name: never one the scoring would skip (a Muslim Granada). */
export function chosenScoringAreas(state: GameState): GameAreaId[] {
  const board = scoringBoardOf(state);
  const regions = tableRegions(state);
  const areas: GameAreaId[] = state.setup.options.chosenScoringAllowsCastillo ? [...regions, CASTILLO] : [...regions];
  return areas.filter((a) => !isMuslim(board, a));
}

/** Where caballeros from a court may go by a special action: any area but the King's region and those a module closes. */
export function fromCourtTargets(state: GameState, player: PlayerId): GameAreaId[] {
  return tableAreas(state).filter((a) => !isTaboo(state, a) && modulePlacementRefusal(state, player, a) === undefined);
}
