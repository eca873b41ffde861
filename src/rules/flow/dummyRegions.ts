import { areaName, ruleOf } from '../editions/ruleOf';
import type { RegionId } from '../state/areaIds';
import type { DummyRegionsCommand } from '../state/commands';
import { fail, ok, type Result } from '../state/result';
import { changeArea, changeProvinces } from '../state/stateHelpers';
import type { GameState } from '../state/types';
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
  if (!dummy) return fail('flow/no-dummy', 'This game has no dummy colour', rule);
  const supply = state.provinces[dummy.id] ?? 0;
  const regions = Array.isArray(command.regions) ? command.regions : [];
  const expected = dummyCardsToDraw(state);
  if (regions.length !== expected) {
    return fail(
      'dummy/region-count',
      expected === 0
        ? 'All 30 dummy caballeros are on the board: draw no region cards'
        : 'Draw two region cards for the dummy',
      rule,
    );
  }
  let next = state;
  let left = supply;
  const seen = new Set<RegionId>();
  for (const name of regions) {
    const region = checkRegion(name, 'A dummy region card');
    if (!region.ok) return region;
    if (seen.has(region.value)) return fail('dummy/same-card', 'The two region cards are different cards', rule);
    if (state.dummyDiscards.includes(region.value)) {
      return fail(
        'dummy/card-discarded',
        `The ${areaName(state, region.value)} card was already drawn since the last general scoring: draw another`,
        rule,
        {
          discarded: state.dummyDiscards,
        },
      );
    }
    seen.add(region.value);
    if (region.value === state.king) continue; // the King's region takes nothing
    const count = Math.min(PER_REGION, left);
    next = changeProvinces(changeArea(next, region.value, dummy.id, count), dummy.id, -count);
    left -= count;
  }
  return ok({ ...next, dummyDiscards: [...state.dummyDiscards, ...seen] });
}
