import { areaWordsIn } from '../../../editions/ruleOf';
import type { RegionId } from '../../../state/areaIds';
import type { SetupCommand } from '../../../state/commands';
import { LIMITS } from '../../../state/limits';
import { describeValue } from '../../../state/quote';
import { fail, ok, type Result } from '../../../state/result';
import { changeArea, changeCourt, changeProvinces, colourIds, playerIds } from '../../../state/stateHelpers';
import type { GameState } from '../../../state/types';
import { listOf, words } from '../../../state/words';
import { checkRegion } from '../../../table/checks';
import { grandInquisitorColonies } from '../module';
import { INQUISITOR_REF, PREPARATION_REF } from './refs';

/** Black caballeros put in each of the two region cards drawn for the Grand Inquisitor. */
const BLACK_PER_REGION = 2;

/** Each player takes 12 instead of 10 (one on the score track): two more in court, four more in the provinces. */
const MORE_IN_COURT = 2;
const MORE_IN_PROVINCES = 4;

/** The discs lying in the colonies at the start: 1 Gold in America, 2 Wares in the Mediterranean. */
const DISCS_AT_START = { gold: 1, wares: 2 } as const;

/** The regions whose values the table enters (France, the Ship, America, the Mediterranean), with how many each shows. */
export const VALUES_ENTERED_ON = grandInquisitorColonies.areas.flatMap((area) =>
  area.values.from === 'entered' ? [{ id: area.id, min: area.values.min }] : [],
);

/**
 * The values printed on the four new regions, as the table reads them: for each, as many numbers as
 * the piece shows (at least its first), whole, never rising from one place to the next.
 */
function checkColonyValues(command: SetupCommand): Result<Readonly<Record<string, readonly number[]>>> {
  const given = command.printedValues ?? {};
  const example = '{"france": [3, 2, 1], "ship": [5], "america": [4, 2, 1], "mediterranean": [4, 2, 1]}';
  const others = Object.keys(given).filter((key) => !VALUES_ENTERED_ON.some((area) => area.id === key));
  if (others.length > 0) {
    return fail(
      'setup/printed-values-area',
      words('refusal.setup/printed-values-area.colonies', { areas: listOf(others, 'plain') }),
      PREPARATION_REF,
    );
  }
  const values: Record<string, readonly number[]> = {};
  const whole = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= LIMITS.printedValue;
  for (const { id, min } of VALUES_ENTERED_ON) {
    const entered: unknown = given[id];
    const area = words(`area.${id}`);
    if (!Array.isArray(entered) || entered.length < min || entered.length > 3) {
      return fail('setup/colony-values', words('refusal.setup/colony-values', { area, min, example }), PREPARATION_REF);
    }
    if (!entered.every(whole)) {
      return fail(
        'setup/colony-values',
        words('refusal.setup/colony-values.range', { area, most: LIMITS.printedValue }),
        PREPARATION_REF,
      );
    }
    if (entered.some((n, i) => i > 0 && n > (entered[i - 1] ?? n))) {
      return fail('setup/colony-values', words('refusal.setup/colony-values.rising', { area }), PREPARATION_REF);
    }
    values[id] = entered;
  }
  return ok(values);
}

/**
 * The region cards drawn after the King's and the homes: two for the Grand Inquisitor's black
 * caballeros, then one for the Limit table. Each is another card of the same deck, so none shows the
 * King's region, a home or an earlier card.
 */
function checkDrawnRegions(state: GameState, command: SetupCommand): Result<{ black: RegionId[]; table: RegionId }> {
  const given = command.inquisitor;
  if (!Array.isArray(given) || given.length !== 2) {
    return fail('setup/inquisitor-regions', words('refusal.setup/inquisitor-regions'), PREPARATION_REF);
  }
  // At setup the King and every Grande stand in the regions their cards showed.
  const drawn: readonly string[] = [state.king, ...Object.values(state.grandes).flatMap((g) => g ?? [])];
  const black: RegionId[] = [];
  for (const [index, value] of given.entries()) {
    const region = checkRegion(value, words('flow.what.inquisitorRegion', { index: index === 0 ? 'first' : 'second' }));
    if (!region.ok) return region;
    const before = drawnBefore(state, drawn, black, region.value);
    if (before) return before;
    black.push(region.value);
  }
  if (command.limitTable === undefined) {
    return fail('setup/limit-table-region', words('refusal.setup/limit-table-region'), PREPARATION_REF);
  }
  const table = checkRegion(command.limitTable, words('flow.what.limitTable'));
  if (!table.ok) return table;
  const before = drawnBefore(state, drawn, black, table.value);
  return before ?? ok({ black, table: table.value });
}

/** Why a region card drawn now cannot show this region: the King's card, a home card or an earlier card did. */
function drawnBefore(state: GameState, drawn: readonly string[], earlier: readonly RegionId[], region: RegionId) {
  if (!drawn.includes(region) && !earlier.includes(region)) return undefined;
  const home = state.setup.players.find((p) => state.grandes[p.id] === region);
  return fail(
    'setup/region-card-drawn',
    words('refusal.setup/region-card-drawn', {
      area: areaWordsIn(state, region),
      drawn: region === state.king ? 'king' : home ? 'home' : 'earlier',
      name: home?.name ?? '',
    }),
    PREPARATION_REF,
    { region },
  );
}

/**
 * The expansion's preparation on the opening table: the black caballeros and the Limit table on their
 * region cards, the new regions' printed values, twelve caballeros each (two more in court), and the
 * discs in the colonies. The secret disks follow, before round 1.
 */
export function setupColonies(state: GameState, command: SetupCommand): Result<GameState> {
  if (colourIds(state).includes('inquisitor')) {
    return fail(
      'setup/black-id',
      words('refusal.setup/black-id.inquisitor', { value: describeValue('inquisitor') }),
      INQUISITOR_REF,
    );
  }
  const regions = checkDrawnRegions(state, command);
  if (!regions.ok) return regions;
  const values = checkColonyValues(command);
  if (!values.ok) return values;
  let next = regions.value.black.reduce((s, region) => changeArea(s, region, 'inquisitor', BLACK_PER_REGION), state);
  for (const id of playerIds(next)) next = changeProvinces(changeCourt(next, id, MORE_IN_COURT), id, MORE_IN_PROVINCES);
  return ok({
    ...next,
    modules: {
      ...next.modules,
      holders: { ...next.modules?.holders, inquisitor: null },
      limitTable: { area: regions.value.table, onTable: {} },
      printedValues: values.value,
      roles: {},
      discs: { lying: { ...DISCS_AT_START } },
    },
  });
}
