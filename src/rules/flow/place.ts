import { AREAS } from '../board/areas';
import { areaName, ruleOf } from '../editions/ruleOf';
import { type AreaId, CASTILLO } from '../state/areaIds';
import type { PlaceCommand } from '../state/commands';
import { ok, type Result } from '../state/result';
import type { GameState } from '../state/types';
import { placeFromCourt } from '../table/placeFromCourt';
import { openTurn } from './openTurn';

/** Where caballeros may go from the court now: the regions bordering the King's region, and the Castillo. */
export function legalPlacements(state: GameState): AreaId[] {
  return [...AREAS[state.king].neighbours, CASTILLO];
}

/**
 * The card's placement: up to its stack number of caballeros from the court, into regions
 * bordering the King's region and/or the Castillo, all at once.
 */
export function place(state: GameState, command: PlaceCommand): Result<GameState> {
  const rule = ruleOf(state, 'placement');
  const turn = openTurn(state);
  const limit = turn.card?.stack ?? 0;
  const allowed = legalPlacements(state);
  const placed = placeFromCourt(state, command.player, command.areas, {
    limit: limit,
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
            message: `${areaName(state, area)} does not border the King's region (${areaName(state, state.king)}): place next to the King or in the Castillo`,
            ruleRef: rule,
            details: { allowed },
          },
  });
  if (!placed.ok) return placed;
  return ok({ ...placed.value, turn: { ...turn, placed: true } });
}
