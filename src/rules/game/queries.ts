import { type CardType, findCard } from '../cards/catalog';
import { legalPlacements, regionsNextToKingIn } from '../flow/place';
import { nextToPlayPower } from '../flow/powerOrder';
import { heldVeto } from '../flow/special';
import { isTotalFree, modifiersFor } from '../modules/power-shift/queries';
import type { PowerCardValue } from '../state/powerCards';
import type { GameState, PlayerId } from '../state/types';

export {
  chosenScoringAreas,
  diskRegions,
  fromCourtTargets,
  grandeTargets,
  legalKingMoves,
  mobileScoreboardTargets,
  movableOwners,
  moveSources,
  moveTargets,
} from '../cards/effects/_lib/boardChoices';
export { areaName, areaWordsIn, shortAreaWordsIn } from '../editions/ruleOf';
/**
 * A colour's name at this table, an area's name in this edition, and every colour with caballeros (players,
 * then the dummy).
 */
export { colourIds, nameOf } from '../state/stateHelpers';
export { heldVeto, legalPlacements, nextToPlayPower, regionsNextToKingIn };

/**
 * The power cards a player may play right now: none unless it is their turn to play; otherwise the
 * cards in hand whose value nobody has played this round (with Power Shift: whose total is still free,
 * played alone or with one of the player's modifier cards, see `modifiersFor`).
 */
export function playablePowerCards(state: GameState, player: PlayerId): PowerCardValue[] {
  if (nextToPlayPower(state) !== player) return [];
  return (state.hands[player] ?? []).filter((v) => isTotalFree(state, v) || modifiersFor(state, player, v).length > 0);
}

/** The card the current player took, if any. */
export function currentCard(state: GameState): CardType | undefined {
  const id = state.turn?.card?.id;
  return id ? findCard(state.setup.edition, id) : undefined;
}
