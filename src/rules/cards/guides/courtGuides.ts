import type { RegionId } from '../../state/areaIds';
import { countIn, takableRegions } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { fromCourtTargets } from '../effects/_lib/boardChoices';
import type { CourtGuide, FromCourtGuide, GiverGuide } from './types';

/** The "from-court" guide: up to `limit` more caballeros from the taker's court, anywhere but the King's region (or a closed one). */
export function fromCourtGuide(state: GameState, player: PlayerId, limit: number): FromCourtGuide {
  const max = Math.min(limit, state.court[player] ?? 0);
  // As the engine places from court: anywhere on the board but the King's region and the areas a module closes.
  const areas = fromCourtTargets(state, player);
  return { kind: 'from-court', available: max > 0, limit, max, areas };
}

/** A player's court and the regions they may give from (`withRegions` false: the court only). */
export function giverGuide(state: GameState, id: PlayerId, owes: number, withRegions: boolean): GiverGuide {
  const regions = withRegions
    ? Object.fromEntries(takableRegions(state, id).map((r) => [r, countIn(state, r, id)]))
    : {};
  return { player: id, owes, court: state.court[id] ?? 0, regions };
}

/** The "court" guide: up to `limit` caballeros into the taker's court, all from the provinces first. */
export function courtGuide(state: GameState, player: PlayerId, limit: number): CourtGuide {
  const inProvinces = state.provinces[player] ?? 0;
  const maxFromProvinces = Math.min(limit, inProvinces);
  // Regions only under the option, and only once every caballero of the provinces is taken.
  const regionsAllowed =
    state.setup.options.courtCardFromRegions && inProvinces < limit && takableRegions(state, player).length > 0;
  const regions = regionsAllowed
    ? Object.fromEntries(takableRegions(state, player).map((r) => [r, countIn(state, r, player)]))
    : {};
  const onRegions = Object.values(regions).reduce((sum, n) => sum + n, 0);
  const maxFromRegions = regionsAllowed ? Math.min(limit - inProvinces, onRegions) : 0;
  return {
    kind: 'court',
    available: maxFromProvinces + maxFromRegions > 0,
    limit,
    maxFromProvinces,
    regionsAllowed,
    maxFromRegions,
    regions,
  };
}

/**
 * How many may still come from regions, given how many the table takes from the provinces: none
 * until every caballero of the provinces is taken (or the card's limit is reached), then up to the
 * limit. The same rule holds when replenishing at the start of a turn.
 *
 * @example
 * regionsAllowance({ limit: 2, inProvinces: 1 }, 1) // 1
 * regionsAllowance({ limit: 2, inProvinces: 1 }, 0) // 0: the provinces come first
 */
export function regionsAllowance(
  source: { readonly limit: number; readonly inProvinces: number },
  fromProvinces: number,
): number {
  if (fromProvinces < Math.min(source.limit, source.inProvinces)) return 0;
  return Math.max(0, source.limit - fromProvinces);
}

/**
 * Caballeros of one player on each region they may give from or take back to the court (never the Castillo or
 * the King's region).
 */
export const takableCounts = (state: GameState, player: PlayerId): Partial<Record<RegionId, number>> =>
  Object.fromEntries(takableRegions(state, player).map((r) => [r, countIn(state, r, player)]));

/**
 * The court card: how many may still come from regions once `fromProvinces` are taken from the
 * provinces — none where the table's rules keep the card to the provinces, and never more than the
 * player has on regions.
 */
export const courtRegionsAllowance = (guide: CourtGuide, fromProvinces: number): number =>
  guide.regionsAllowed
    ? Math.min(
        guide.maxFromRegions,
        regionsAllowance({ limit: guide.limit, inProvinces: guide.maxFromProvinces }, fromProvinces),
      )
    : 0;
