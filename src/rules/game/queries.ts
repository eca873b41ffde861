import { cardIn } from '../cards/cardIn';
import type { CardType } from '../cards/catalog';
import { legalPlacements, regionsNextToKingIn } from '../flow/place';
import { heldVeto } from '../flow/special';
import { isTotalFree, powerCardAdds } from '../play/index';
import type { PowerCardValue } from '../state/powerCards';
import type { GameState, PlayerId } from '../state/types';
import { nextToPlayPower } from '../table/powerOrder';

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
 * cards in hand whose total nobody has played this round, played alone or with what a module adds
 * to it (a modifier card).
 */
export function playablePowerCards(state: GameState, player: PlayerId): PowerCardValue[] {
  if (nextToPlayPower(state) !== player) return [];
  const adds = powerCardAdds(state, player);
  return (state.hands[player] ?? []).filter(
    (v) => isTotalFree(state, v) || adds.some((added) => isTotalFree(state, v + added)),
  );
}

/** The card the current player took, if any. */
export function currentCard(state: GameState): CardType | undefined {
  const id = state.turn?.card?.id;
  return id ? cardIn(state, id) : undefined;
}
