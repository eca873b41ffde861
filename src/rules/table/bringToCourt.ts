import { ruleOf } from '../editions/ruleOf';
import { fail, ok, type Result } from '../state/result';
import { changeCourt, changeProvinces } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { type Words, words } from '../state/words';
import { checkCount } from './checks';
import { takeFromRegions } from './takeFromBoard';

/**
 * Up to `limit` of a player's caballeros into their court: from the provinces, and only when the
 * provinces run short, their own from regions (never the Castillo or the King's region). Used by
 * the start of a turn and by the court card alike.
 */
export function bringToCourt(
  state: GameState,
  player: PlayerId,
  provinces: number,
  regions: Readonly<Partial<Record<string, number>>> | undefined,
  limit: number,
  tooMany: (total: number) => Words,
): Result<GameState> {
  const rule = ruleOf(state, 'replenish');
  const bad = checkCount(provinces, words('table.what.fromProvinces'));
  if (bad) return bad;
  const inProvinces = state.provinces[player] ?? 0;
  if (provinces > inProvinces)
    return fail('provinces/not-enough', words('refusal.provinces/not-enough', { count: inProvinces }), rule);
  const taken = takeFromRegions(state, player, regions, words('table.what.forCourt'));
  if (!taken.ok) return taken;
  if (taken.value.taken > 0 && provinces < inProvinces) {
    return fail('replenish/provinces-first', words('refusal.replenish/provinces-first', { count: inProvinces }), rule);
  }
  const total = provinces + taken.value.taken;
  if (total > limit) return fail('replenish/too-many', tooMany(total), rule, { limit });
  return ok(changeCourt(changeProvinces(taken.value.state, player, -provinces), player, total));
}
