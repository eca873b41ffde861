import { POWER_CARD_CABALLEROS } from '../board/powerCards';
import { takeFromRegions } from '../cards/effects/_lib/takeFromBoard';
import { fail, ok, type Result } from '../errors';
import { checkCount } from '../game/_lib/checks';
import { changeCourt, changeProvinces, ruleOf } from '../game/_lib/stateHelpers';
import type { ReplenishCommand } from '../game/commands';
import type { GameState } from '../game/types';
import { currentTurn } from './currentTurn';

/**
 * The start of a turn: up to the power card's number of caballeros from the provinces into the
 * court. Only when the provinces run short may the player take their own from regions instead,
 * never from the Castillo or the King's region.
 */
export function replenish(state: GameState, command: ReplenishCommand): Result<GameState> {
  const current = currentTurn(state, command.player);
  if (!current.ok) return current;
  const rule = ruleOf(state, 'replenish');
  if (current.turn.replenished || current.turn.card) return fail('turn/replenish-done', 'Caballeros come to the court once, at the start of the turn', rule);
  const player = command.player;
  const allowance = POWER_CARD_CABALLEROS[state.played[player] as keyof typeof POWER_CARD_CABALLEROS] ?? 0;
  const bad = checkCount(command.provinces, 'Caballeros from the provinces');
  if (bad) return bad;
  const inProvinces = state.provinces[player] ?? 0;
  if (command.provinces > inProvinces) return fail('provinces/not-enough', `Only ${inProvinces} of your caballeros are in the provinces`, rule);
  const taken = takeFromRegions(state, player, command.regions, 'Caballeros for the court');
  if (!taken.ok) return taken;
  if (taken.taken > 0 && command.provinces < inProvinces) {
    return fail('replenish/provinces-first', `Take all ${inProvinces} from the provinces before taking any from regions`, rule);
  }
  const total = command.provinces + taken.taken;
  if (total > allowance) {
    return fail('replenish/too-many', `Your power card ${state.played[player]} brings at most ${allowance} caballeros to the court; ${total} were taken`, rule, { allowance });
  }
  const next = changeCourt(changeProvinces(taken.state, player, -command.provinces), player, total);
  return ok({ ...next, turn: { ...current.turn, replenished: true } });
}
