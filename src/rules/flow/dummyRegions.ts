import { areaWordsIn, ruleOf } from '../editions/ruleOf';
import type { RegionId } from '../state/areaIds';
import type { DummyRegionsCommand } from '../state/commands';
import { fail, ok, type Result } from '../state/result';
import { changeArea, changeProvinces, isTaboo } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { checkRegion } from '../table/checks';

const PER_REGION = 2;
const CARDS_DRAWN = 2;

/** How many region cards are drawn for the dummy now: two, or none once all its caballeros are on the board. */
export const dummyCardsToDraw = (state: GameState): number =>
  state.setup.dummy && (state.provinces[state.setup.dummy.id] ?? 0) > 0 ? CARDS_DRAWN : 0;

/**
 * The dummy's placement (2023, two players): two region cards are drawn and 2 dummy caballeros go
 * to each, except the King's region, until all 30 are on the board. With all 30 out, no cards are drawn.
 */
export function dummyRegions(state: GameState, command: DummyRegionsCommand): Result<GameState> {
  const dummy = state.setup.dummy;
  const rule = ruleOf(state, 'dummy');
  if (!dummy) return fail('flow/no-dummy', words('refusal.flow/no-dummy'), rule);
  const supply = state.provinces[dummy.id] ?? 0;
  const regions = Array.isArray(command.regions) ? command.regions : [];
  const expected = dummyCardsToDraw(state);
  if (regions.length !== expected) {
    return fail(
      'dummy/region-count',
      words(expected === 0 ? 'refusal.dummy/region-count.none' : 'refusal.dummy/region-count.two'),
      rule,
    );
  }
  let next = state;
  let left = supply;
  const seen = new Set<RegionId>();
  for (const name of regions) {
    const region = checkRegion(name, words('flow.what.dummyCard'));
    if (!region.ok) return region;
    if (seen.has(region.value)) return fail('dummy/same-card', words('refusal.dummy/same-card'), rule);
    if (state.dummyDiscards.includes(region.value)) {
      return fail(
        'dummy/card-discarded',
        words('refusal.dummy/card-discarded', { area: areaWordsIn(state, region.value) }),
        rule,
        { discarded: state.dummyDiscards },
      );
    }
    seen.add(region.value);
    if (isTaboo(state, region.value)) continue; // the King's region (or a quarantined one) takes nothing
    const count = Math.min(PER_REGION, left);
    next = changeProvinces(changeArea(next, region.value, dummy.id, count), dummy.id, -count);
    left -= count;
  }
  return ok({ ...next, dummyDiscards: [...state.dummyDiscards, ...seen] });
}
