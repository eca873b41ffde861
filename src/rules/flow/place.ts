import { kingsRegion, regionsNextToKing } from '../board/nextToKing';
import { areaName, ruleOf } from '../editions/ruleOf';
import { extraPlacement, kingRegionOpenTo, modulePlacementRefusal, placeFromCourtInPlay } from '../play/index';
import { type AreaId, CASTILLO } from '../state/areaIds';
import type { PlaceCommand } from '../state/commands';
import { ok, type Result } from '../state/result';
import type { GameState } from '../state/types';
import { openTurn } from './openTurn';

/**
 * Where caballeros may go from the court now: the regions bordering the King's region, and the Castillo,
 * less any a module in play keeps closed to the court.
 */
export function legalPlacements(state: GameState, player = state.turn?.player ?? ''): AreaId[] {
  const king = kingsRegion(state.king);
  const around: AreaId[] = [...regionsNextToKing(state.king), CASTILLO];
  const near = around.filter((area) => area !== king);
  if (king !== undefined && kingRegionOpenTo(state, player)) near.push(king);
  return near.filter((area) => modulePlacementRefusal(state, player, area) === undefined);
}

/**
 * The card's placement: up to its stack number of caballeros from the court, into regions
 * bordering the King's region and/or the Castillo, all at once.
 */
export function place(state: GameState, command: PlaceCommand): Result<GameState> {
  const rule = ruleOf(state, 'placement');
  const turn = openTurn(state);
  const limit = (turn.card?.stack ?? 0) + extraPlacement(state, command.player, command.areas ?? {});
  const allowed = legalPlacements(state, command.player);
  const placed = placeFromCourtInPlay(state, command.player, command.areas, {
    limit: limit,
    kingRegionOpen: kingRegionOpenTo(state, command.player),
    tooMany: (total) => ({
      code: 'placement/too-many',
      message: `This card places at most ${limit} caballeros; ${total} were placed`,
      ruleRef: rule,
      details: { limit: limit },
    }),
    refuse: (area) =>
      allowed.includes(area)
        ? undefined
        : {
            code: 'placement/not-next-to-king',
            message: `${areaName(state, area)} does not border the King's ${kingsRegion(state.king) ? 'region' : 'place'} (${areaName(state, state.king)}): place next to the King or in the Castillo`,
            ruleRef: rule,
            details: { allowed },
          },
  });
  if (!placed.ok) return placed;
  return ok({ ...placed.value, turn: { ...turn, placed: true } });
}
