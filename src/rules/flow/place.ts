import { cardIn } from '../cards/cardIn';
import { placesOf } from '../cards/catalog';
import { areaWordsIn, ruleOf } from '../editions/ruleOf';
import {
  extraPlacement,
  kingRegionOpenTo,
  kingsRegionIn,
  modulePlacementRefusal,
  placeFromCourtInPlay,
  placementLimitSentenceWords,
  regionsNextToKingIn,
} from '../play/index';

// Where the King's neighbours are read in this game (`regionsNextToKingIn`): the screens ask for them too.
export { regionsNextToKingIn };

import { CASTILLO, type GameAreaId } from '../state/areaIds';
import type { PlaceCommand } from '../state/commands';
import { ok, type Result } from '../state/result';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { openTurn } from './openTurn';

/**
 * Where caballeros may go from the court now: the regions bordering the King's region, and the Castillo,
 * less any a module in play keeps closed to the court.
 */
export function legalPlacements(state: GameState, player = state.turn?.player ?? ''): GameAreaId[] {
  const king = kingsRegionIn(state);
  const around: GameAreaId[] = [...regionsNextToKingIn(state), CASTILLO];
  const near = around.filter((area) => area !== king);
  if (king !== undefined && kingRegionOpenTo(state, player)) near.push(king);
  return near.filter((area) => modulePlacementRefusal(state, player, area) === undefined);
}

/** How many caballeros the card taken this turn places (its stack number unless it says otherwise). */
export function placesOfTurnCard(state: GameState): number {
  const taken = state.turn?.card;
  const card = taken && cardIn(state, taken.id);
  return card ? placesOf(card) : (taken?.stack ?? 0);
}

/**
 * The card's placement: up to its stack number (or the number it names) of caballeros from the court, into regions
 * bordering the King's region and/or the Castillo, all at once.
 */
export function place(state: GameState, command: PlaceCommand): Result<GameState> {
  const rule = ruleOf(state, 'placement');
  const turn = openTurn(state);
  const limit = placesOfTurnCard(state) + extraPlacement(state, command.player, command.areas ?? {});
  // A module's extra caballeros and why they are or are not allowed here, said with the limit.
  const why = placementLimitSentenceWords(state, command.player, command.areas ?? {});
  const allowed = legalPlacements(state, command.player);
  const placed = placeFromCourtInPlay(state, command.player, command.areas, {
    limit: limit,
    kingRegionOpen: kingRegionOpenTo(state, command.player),
    tooMany: (total) => ({
      code: 'placement/too-many',
      message:
        why === undefined
          ? words('refusal.placement/too-many', { limit, total })
          : words('refusal.placement/too-many.why', { limit, total, why }),
      ruleRef: rule,
      details: { limit: limit },
    }),
    refuse: (area) =>
      allowed.includes(area)
        ? undefined
        : {
            code: 'placement/not-next-to-king',
            message: words('refusal.placement/not-next-to-king', {
              area: areaWordsIn(state, area),
              king: areaWordsIn(state, state.king),
              kind: kingsRegionIn(state) ? 'region' : 'place',
            }),
            ruleRef: rule,
            details: { allowed },
          },
  });
  if (!placed.ok) return placed;
  return ok({ ...placed.value, turn: { ...turn, placed: true } });
}
