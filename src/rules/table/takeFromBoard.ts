import { areaWordsIn, ruleOf } from '../editions/ruleOf';
import { entriesOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import { changeArea, countIn, playerWords, takableRegions } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { type Text, words } from '../state/words';
import { checkCount, checkTableRegion } from './checks';
import { quarantineRefusal } from './quarantine';

/**
 * Takes a colour's caballeros off regions (never the Castillo, never the King's region), as given
 * per region. The caller decides where they go (court or provinces).
 */
export function takeFromRegions(
  state: GameState,
  owner: PlayerId,
  regions: Readonly<Partial<Record<string, number>>> | undefined,
  what: Text,
): Result<{ readonly state: GameState; readonly taken: number }> {
  let next = state;
  let taken = 0;
  for (const [name, count] of entriesOf(regions ?? {})) {
    const region = checkTableRegion(state, name, what);
    if (!region.ok) {
      return region.error.code === 'input/castillo-not-region'
        ? fail('castillo/no-leaving', words('refusal.castillo/no-leaving', { what }), ruleOf(state, 'castillo'))
        : region;
    }
    const bad = checkCount(count, words('table.what.fromArea', { what, area: areaWordsIn(state, region.value) }));
    if (bad) return bad;
    if (count === 0) continue;
    if (region.value === state.king) {
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.leave', { what, area: areaWordsIn(state, region.value) }),
        ruleOf(state, 'king-region'),
      );
    }
    const quarantined = quarantineRefusal(state, region.value, 'leave');
    if (quarantined) return { ok: false, error: quarantined };
    if (count > countIn(next, region.value, owner)) {
      return fail(
        'pieces/not-enough',
        words('refusal.pieces/not-enough', {
          what,
          who: playerWords(state, owner),
          count: countIn(next, region.value, owner),
          area: areaWordsIn(state, region.value),
        }),
      );
    }
    next = changeArea(next, region.value, owner, -count);
    taken += count;
  }
  return ok({ state: next, taken });
}

/** A colour's caballeros that could be taken back from regions: everywhere but the King's region. */
export function takableCount(state: GameState, owner: PlayerId): number {
  return takableRegions(state, owner).reduce((sum, r) => sum + countIn(state, r, owner), 0);
}
