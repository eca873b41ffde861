import { areaName, ruleOf } from '../editions/ruleOf';
import { entriesOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import { changeArea, countIn, nameOf, takableRegions } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { checkCount, checkTableRegion } from './checks';

/**
 * Takes a colour's caballeros off regions (never the Castillo, never the King's region), as given
 * per region. The caller decides where they go (court or provinces).
 */
export function takeFromRegions(
  state: GameState,
  owner: PlayerId,
  regions: Readonly<Partial<Record<string, number>>> | undefined,
  what: string,
): Result<{ readonly state: GameState; readonly taken: number }> {
  let next = state;
  let taken = 0;
  for (const [name, count] of entriesOf(regions ?? {})) {
    const region = checkTableRegion(state, name, what);
    if (!region.ok) {
      return region.error.code === 'input/castillo-not-region'
        ? fail(
            'castillo/no-leaving',
            `${what}: nothing leaves the Castillo except at a general scoring`,
            ruleOf(state, 'castillo'),
          )
        : region;
    }
    const bad = checkCount(count, `${what} from ${areaName(state, region.value)}`);
    if (bad) return bad;
    if (count === 0) continue;
    if (region.value === state.king) {
      return fail(
        'king/region-taboo',
        `${what}: ${areaName(state, region.value)} is the King's region, nothing may leave it`,
        ruleOf(state, 'king-region'),
      );
    }
    if (count > countIn(next, region.value, owner)) {
      return fail(
        'pieces/not-enough',
        `${what}: ${nameOf(state, owner)} has only ${countIn(next, region.value, owner)} in ${areaName(state, region.value)}`,
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
