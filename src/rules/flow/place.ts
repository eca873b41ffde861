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
  placesAnywhere,
  placesThisTurn,
  regionsNextToKingIn,
} from '../play/index';

// Where the King's neighbours are read in this game (`regionsNextToKingIn`): the screens ask for them too.
export { regionsNextToKingIn };

import { blackMayStand, moduleTable } from '../modules/index';
import { CASTILLO, type GameAreaId } from '../state/areaIds';
import type { PlaceCommand } from '../state/commands';
import { BLACK_IDS } from '../state/modules';
import { fail, ok, type Result } from '../state/result';
import { playerWords, quarantinedIn, tableRegions } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { placeFromCourt } from '../table/placeFromCourt';
import { openTurn } from './openTurn';

/**
 * Where caballeros may go from the court now: the regions bordering the King's region, and the Castillo,
 * less any a module in play keeps closed to the court.
 */
export function legalPlacements(state: GameState, player = state.turn?.player ?? ''): GameAreaId[] {
  const king = kingsRegionIn(state);
  // A card may let the placement go anywhere (Intrigue & the King's 20): every region, and the Castillo.
  const around: GameAreaId[] = placesAnywhere(state, player)
    ? [...tableRegions(state), CASTILLO]
    : [...regionsNextToKingIn(state), CASTILLO];
  const near = around.filter((area) => area !== king);
  if (king !== undefined && kingRegionOpenTo(state, player)) near.push(king);
  // A quarantined region takes nothing, like the King's.
  return near.filter(
    (area) => area !== quarantinedIn(state) && modulePlacementRefusal(state, player, area) === undefined,
  );
}

/**
 * How many caballeros the card taken this turn places (its stack number unless it says otherwise), or the
 * number a module sets for the turn (Intrigue & the King: the Caballero card).
 */
export function placesOfTurnCard(state: GameState): number {
  const set = state.turn ? placesThisTurn(state, state.turn.player) : undefined;
  if (set !== undefined) return set;
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
  const full = placesOfTurnCard(state) + extraPlacement(state, command.player, command.areas ?? {});
  // Black caballeros with the holder's figure count in the card's number like the holder's own.
  const held = placeHeld(state, command, full);
  if (!held.ok) return held;
  const limit = full - held.value.count;
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
  const withHeld = placeHeld(placed.value, command, full);
  if (!withHeld.ok) return withHeld;
  return ok({ ...withHeld.value.state, turn: { ...turn, placed: true } });
}

/**
 * The black caballeros a holder places from their figure's court (`held`): a black piece they hold whose
 * caballeros went back to the court, into areas where theirs may go next to the King, no more than there
 * are; the table with them placed, and how many.
 */
function placeHeld(
  state: GameState,
  command: PlaceCommand,
  limit: number,
): Result<{ state: GameState; count: number }> {
  const asked = Object.values(command.held ?? {}).reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 0), 0);
  if (command.held === undefined || asked === 0) return ok({ state, count: 0 });
  const black = BLACK_IDS.find((b) => state.modules?.holders?.[b] === command.player && (state.court[b] ?? 0) > 0);
  if (black === undefined)
    return fail(
      'placement/no-held',
      words('refusal.placement/no-held', { who: playerWords(state, command.player) }),
      ruleOf(state, 'placement'),
    );
  const allowed = legalPlacements(state, command.player);
  const placed = placeFromCourt(state, black, command.held, {
    limit,
    tooMany: (total) => ({
      code: 'placement/too-many',
      message: words('refusal.placement/too-many', { limit, total }),
      ruleRef: ruleOf(state, 'placement'),
      details: { limit },
    }),
    refuse: (area) =>
      allowed.includes(area) && blackMayStand(moduleTable(state.setup.modules), black, area)
        ? undefined
        : fail(
            'placement/not-next-to-king',
            words('refusal.placement/held-area', { area: areaWordsIn(state, area) }),
            ruleOf(state, 'placement'),
          ).error,
  });
  return placed.ok ? ok({ state: placed.value, count: asked }) : placed;
}
