import { areaWords } from '../board/areaWords';
import { isRegion } from '../board/isRegion';
import { toAreaId } from '../board/regionAliases';
import { areaRefusal, MODULES, moduleTable } from '../modules/index';
import {
  type AreaId,
  type GameAreaId,
  type GameRegionId,
  KING_EXILES,
  type KingExile,
  MODULE_REGION_IDS,
  REGION_IDS,
  type RegionId,
} from '../state/areaIds';
import { LIMITS } from '../state/limits';
import { valueWords } from '../state/quote';
import { fail, ok, type Result, type RuleError } from '../state/result';
import { isOnTable } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { type Text, words } from '../state/words';

type Refusal = { ok: false; error: RuleError };

/** A whole number of caballeros from 0 to a colour's 30, or a refusal naming what it is for. */
export function checkCount(value: unknown, what: Text): Refusal | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > LIMITS.caballeros) {
    return fail(
      'input/bad-count',
      words('refusal.input/bad-count', { what, max: LIMITS.caballeros, value: valueWords(value) }),
    );
  }
  return undefined;
}

/** A score from 0 to the app's bound, or a refusal naming whose it is. */
export function checkScore(value: unknown, what: Text): Refusal | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > LIMITS.score) {
    return fail(
      'input/bad-score',
      words('refusal.input/bad-score', { what, max: LIMITS.score, value: valueWords(value) }),
    );
  }
  return undefined;
}

/** A known area id (2023 names accepted), or a refusal. */
export function checkArea(value: unknown, what: Text): Result<AreaId> {
  const area = typeof value === 'string' ? toAreaId(value) : undefined;
  return area
    ? ok(area)
    : fail('input/unknown-area', words('refusal.input/unknown-area', { what, value: valueWords(value) }));
}

/** A known region id (not the Castillo), or a refusal. */
export function checkRegion(value: unknown, what: Text): Result<RegionId> {
  const area = typeof value === 'string' ? toAreaId(value) : undefined;
  if (area === 'castillo')
    return fail('input/castillo-not-region', words('refusal.input/castillo-not-region', { what }));
  return area && isRegion(area)
    ? ok(area)
    : fail('input/unknown-region', words('refusal.input/unknown-region', { what, value: valueWords(value) }));
}

/**
 * A known area of this game: a base area (2023 names accepted), or a module's region once its setup put it on
 * the table (France, 1995); a refusal naming why otherwise.
 */
export function checkTableArea(state: GameState, value: unknown, what: Text): Result<GameAreaId> {
  const moduleRegion = MODULE_REGION_IDS.find((id) => id === value);
  if (moduleRegion === undefined) return checkArea(value, what);
  return isOnTable(state, moduleRegion)
    ? ok(moduleRegion)
    : fail(
        'input/area-not-in-play',
        words('refusal.input/area-not-in-play', { what, area: areaWords(state.setup.edition, moduleRegion) }),
      );
}

/** A region of this game (France when its variant is on), never the Castillo, or a refusal. */
export function checkTableRegion(state: GameState, value: unknown, what: Text): Result<GameRegionId> {
  const area = checkTableArea(state, value, what);
  if (!area.ok) return area.error.code === 'input/unknown-area' ? checkRegion(value, what) : area;
  return area.value === 'castillo' ? checkRegion(value, what) : ok(area.value);
}

/**
 * One of the nine regions for the King, a Grande or a secret disk, or a refusal: France (1995) when it is on
 * the table is refused in its module's own words ("no secret disk names France"), not as "not a region".
 */
export function checkRegionFor(
  state: GameState,
  value: unknown,
  what: Text,
  use: 'king' | 'grande' | 'disk',
): Result<RegionId> {
  const region = checkRegion(value, what);
  const named = MODULE_REGION_IDS.find((id) => id === value);
  if (region.ok || named === undefined || !isOnTable(state, named)) return region;
  const area = moduleTable(state.setup.modules).area(named);
  const why = area === undefined ? undefined : areaRefusal(area, use);
  const ref = area?.module === undefined ? undefined : MODULES[area.module].refs[0];
  return why ? fail(`${named}/no-${use}`, words('refusal.moduleRegion/no-use', { what, why }), ref) : region;
}

/** A module's region on this table that takes the King (the Colonies' France), or undefined. */
function kingsModuleRegion(state: GameState, value: unknown): KingExile | undefined {
  const named = KING_EXILES.find((id) => id === value);
  const takesHim = named !== undefined && isOnTable(state, named) && moduleTable(state.setup.modules).area(named)?.king;
  return takesHim ? named : undefined;
}

/** The regions of this table the King may stand in: the nine, and a module's region that takes him. */
export const kingRegionsOf = (state: GameState): readonly (RegionId | KingExile)[] => [
  ...REGION_IDS,
  ...KING_EXILES.filter((id) => kingsModuleRegion(state, id) !== undefined),
];

/**
 * Where the King may be sent: one of the nine regions, or a module's region on this table that takes
 * him (the Colonies' France); otherwise refused as `checkRegionFor` says, in the area's own words.
 */
export function checkKingTo(state: GameState, value: unknown, what: Text): Result<RegionId | KingExile> {
  const named = kingsModuleRegion(state, value);
  return named !== undefined ? ok(named) : checkRegionFor(state, value, what, 'king');
}
