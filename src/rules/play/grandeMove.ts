import { areaName, ruleOf } from '../editions/ruleOf';
import type { RegionId } from '../state/areaIds';
import { fail, type Result } from '../state/result';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId } from '../state/types';
import { checkRegionFor } from '../table/checks';
import { royaltyRefusal } from './index';

/**
 * Where a player's Grande may be moved to by a card or an ability, or why not: another region, never the
 * Castillo, never into or out of the King's region, nor where a module in play keeps it out; never a
 * Grande that left the board.
 * @example checkGrandeMove(state, 'red', 'aragon', 'Your Grande', rule) // ok('aragon') or a refusal
 */
export function checkGrandeMove(
  state: GameState,
  player: PlayerId,
  to: unknown,
  whose: string,
  rule: RuleRef,
): Result<RegionId> {
  const region = checkRegionFor(state, to, 'The Grande', 'grande');
  if (!region.ok)
    return region.error.code === 'input/castillo-not-region'
      ? fail('grande/no-castillo', 'A Grande never goes to the Castillo', rule)
      : region;
  const now = state.grandes[player];
  // A Grande that left the board (New Regency's `off-board` reading) stays off: nothing moves what is not there.
  if (now === undefined)
    return fail('grande/off-board', `${whose} has left the board: no card or ability brings it back`, rule);
  const king = ruleOf(state, 'king-region');
  if (now === state.king)
    return fail('king/region-taboo', `${whose} stands in the King’s region and cannot leave it`, king);
  if (region.value === state.king)
    return fail(
      'king/region-taboo',
      `${areaName(state, region.value)} is the King's region: no Grande may enter it`,
      king,
    );
  if (now === region.value)
    return fail('grande/already-there', `${whose} already stands in ${areaName(state, region.value)}`, rule);
  const closed = royaltyRefusal(state, { kind: 'grande', player }, region.value);
  return closed ? { ok: false, error: closed } : region;
}
