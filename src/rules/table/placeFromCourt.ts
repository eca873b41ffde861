import { areaWordsIn, ruleOf } from '../editions/ruleOf';
import type { GameAreaId } from '../state/areaIds';
import { entriesOf } from '../state/records';
import { fail, ok, type Result, type RuleError } from '../state/result';
import { changeArea, changeCourt } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { words } from '../state/words';
import { checkCount, checkTableArea } from './checks';
import { quarantineRefusal } from './quarantine';

/**
 * Caballeros from a player's court onto the board, per area: never into the King's region, only
 * where `refuse` has nothing against, at most `limit` in all and at most what the court holds.
 */
export function placeFromCourt(
  state: GameState,
  player: PlayerId,
  areas: Readonly<Partial<Record<string, number>>> | undefined,
  {
    limit,
    tooMany,
    refuse,
    kingRegionOpen,
  }: {
    limit: number;
    tooMany: (total: number) => RuleError;
    refuse?: (area: GameAreaId) => RuleError | undefined;
    /** A module opens the King's region to this placement (New Regency's Infiltration). */
    kingRegionOpen?: boolean;
  },
): Result<GameState> {
  let next = state;
  let total = 0;
  for (const [name, count] of entriesOf(areas ?? {})) {
    const area = checkTableArea(state, name, words('table.what.placement'));
    if (!area.ok) return area;
    const bad = checkCount(count, words('table.what.forArea', { area: areaWordsIn(state, area.value) }));
    if (bad) return bad;
    if (count === 0) continue;
    if (area.value === state.king && !kingRegionOpen) {
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.place', { area: areaWordsIn(state, area.value) }),
        ruleOf(state, 'king-region'),
      );
    }
    const quarantined = quarantineRefusal(state, area.value, 'enter');
    if (quarantined) return { ok: false, error: quarantined };
    const refusal = refuse?.(area.value);
    if (refusal) return { ok: false, error: refusal };
    total += count;
    next = changeCourt(changeArea(next, area.value, player, count), player, -count);
  }
  if (total > limit) return { ok: false, error: tooMany(total) };
  const inCourt = state.court[player] ?? 0;
  if (total > inCourt)
    return fail('court/not-enough', words('refusal.court/not-enough', { count: inCourt }), ruleOf(state, 'placement'), {
      court: inCourt,
    });
  return ok(next);
}
