import { type GameState, isRegion, type RegionId } from '../../src/rules';

/** The region the King stands in, on a table where he can only stand in one (any base game). */
export function kingRegion(state: GameState): RegionId {
  if (!isRegion(state.king)) throw new Error(`the King stands on ${state.king}, not in a region`);
  return state.king;
}
