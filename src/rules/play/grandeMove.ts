import { areaWordsIn, ruleOf } from '../editions/ruleOf';
import type { RegionId } from '../state/areaIds';
import { fail, type Result } from '../state/result';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId } from '../state/types';
import { type Text, words } from '../state/words';
import { checkRegionFor } from '../table/checks';
import { quarantineRefusal } from '../table/quarantine';
import type { RoyaltyCheck } from './modulePlay';

/**
 * Where a player's Grande may be moved to by a card or an ability, or why not: another region, never the
 * Castillo, never into or out of the King's region, nor where a module in play keeps it out; never a
 * Grande that left the board. `closedBy` is the game's modules' reason a region is closed to royalty,
 * passed in so that a module's own move (Power Shift's) asks every module without importing their list.
 * @example checkGrandeMove(state, 'red', 'aragon', 'Your Grande', rule, royaltyRefusal) // ok('aragon') or a refusal
 */
export function checkGrandeMove(
  state: GameState,
  player: PlayerId,
  to: unknown,
  whose: Text,
  rule: RuleRef,
  closedBy: RoyaltyCheck,
): Result<RegionId> {
  const region = checkRegionFor(state, to, words('flow.what.grande'), 'grande');
  if (!region.ok)
    return region.error.code === 'input/castillo-not-region'
      ? fail('grande/no-castillo', words('refusal.grande/no-castillo'), rule)
      : region;
  const now = state.grandes[player];
  // A Grande that left the board (New Regency's `off-board` reading) stays off: nothing moves what is not there.
  if (now === undefined) return fail('grande/off-board', words('refusal.grande/off-board', { whose }), rule);
  const king = ruleOf(state, 'king-region');
  if (now === state.king)
    return fail('king/region-taboo', words('refusal.king/region-taboo.grandeLeaving', { whose }), king);
  if (region.value === state.king)
    return fail(
      'king/region-taboo',
      words('refusal.king/region-taboo.grandeEntering', { area: areaWordsIn(state, region.value) }),
      king,
    );
  const quarantined = quarantineRefusal(state, now, 'leave') ?? quarantineRefusal(state, region.value, 'enter');
  if (quarantined) return { ok: false, error: quarantined };
  if (now === region.value)
    return fail(
      'grande/already-there',
      words('refusal.grande/already-there', { whose, area: areaWordsIn(state, region.value) }),
      rule,
    );
  const closed = closedBy(state, { kind: 'grande', player }, region.value);
  return closed ? { ok: false, error: closed } : region;
}
