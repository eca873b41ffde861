import { AREAS, CASTILLO, type AreaId } from '../board/areas';
import { fail, ok, type Result } from '../errors';
import { checkArea, checkCount } from '../game/_lib/checks';
import { areaName, changeArea, changeCourt, ruleOf } from '../game/_lib/stateHelpers';
import type { PlaceCommand } from '../game/commands';
import type { GameState } from '../game/types';
import { currentTurn } from './currentTurn';

/** Where caballeros may go from the court now: the regions bordering the King's region, and the Castillo. */
export function legalPlacements(state: GameState): AreaId[] {
  return [...AREAS[state.king].neighbours, CASTILLO];
}

/**
 * The card's placement: up to its stack number of caballeros from the court, into regions
 * bordering the King's region and/or the Castillo, all at once.
 */
export function place(state: GameState, command: PlaceCommand): Result<GameState> {
  const current = currentTurn(state, command.player);
  if (!current.ok) return current;
  const rule = ruleOf(state, 'placement');
  const { card } = current.turn;
  if (!card) return fail('turn/no-card', 'Take an action card first: it says how many caballeros you may place', rule);
  if (current.turn.placed) return fail('turn/placed', 'You have already placed this turn’s caballeros: the placement is done in one go', ruleOf(state, 'special-action'));
  const allowed = legalPlacements(state);
  let next = state;
  let total = 0;
  for (const [name, count] of Object.entries(command.areas ?? {})) {
    const area = checkArea(name, 'Placement');
    if (!area.ok) return area;
    const bad = checkCount(count, `Caballeros for ${areaName(state, area.area)}`);
    if (bad) return bad;
    if ((count as number) === 0) continue;
    if (area.area === state.king) {
      return fail('king/region-taboo', `${areaName(state, area.area)} is the King's region: nothing may be placed there`, ruleOf(state, 'king-region'));
    }
    if (!allowed.includes(area.area)) {
      return fail('placement/not-next-to-king', `${areaName(state, area.area)} does not border the King's region (${areaName(state, state.king)}): place next to the King or in the Castillo`, rule, {
        allowed,
      });
    }
    total += count as number;
    next = changeCourt(changeArea(next, area.area, command.player, count as number), command.player, -(count as number));
  }
  if (total > card.stack) return fail('placement/too-many', `This card places at most ${card.stack} caballeros; ${total} were placed`, rule, { limit: card.stack });
  const inCourt = state.court[command.player] ?? 0;
  if (total > inCourt) return fail('court/not-enough', `Only ${inCourt} caballeros are in your court`, rule, { court: inCourt });
  return ok({ ...next, turn: { ...current.turn, placed: true } });
}
