import type { AreaId, RegionId } from '../state/areaIds';
import type { SetupCommand } from '../state/commands';
import type { ModuleId } from '../state/modules';
import { ok, type Result, type RuleError } from '../state/result';
import type { GameState, PlayerId } from '../state/types';
import { placeFromCourt } from '../table/placeFromCourt';
import { granadaPlay } from './granada';
import type { ModulePlay, RoyalPiece } from './modulePlay';
import { newRegencyPlay } from './newRegency';
import { oldHandsPlay } from './oldHands';

export * from './modulePlay';

/** The modules a game may be set up with: each one's play hooks, every rule of its texts built. */
export const MODULE_PLAY: Readonly<Partial<Record<ModuleId, ModulePlay>>> = {
  'granada-1995': granadaPlay,
  'old-hands': oldHandsPlay,
  'new-regency': newRegencyPlay,
};

/** Whether a game may be set up with this module. */
export const isPlayable = (id: ModuleId): boolean => MODULE_PLAY[id] !== undefined;

/** The play hooks of the modules in this game, in the order of its setup. */
export const playOf = (state: GameState): readonly ModulePlay[] =>
  state.setup.modules.flatMap((id) => MODULE_PLAY[id] ?? []);

/** The first module's reason why caballeros may not be placed from the court into an area. */
export function modulePlacementRefusal(state: GameState, player: PlayerId, area: AreaId): RuleError | undefined {
  for (const play of playOf(state)) {
    const refusal = play.refusePlacement?.(state, player, area);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The first module's reason why the King or a Grande may not go to a region now. */
export function royaltyRefusal(state: GameState, piece: RoyalPiece, to: RegionId): RuleError | undefined {
  for (const play of playOf(state)) {
    const refusal = play.refuseRoyalty?.(state, piece, to);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The regions no setup may start the King or a home in with these modules: their region cards are drawn again. */
export const regionsClosedAtSetup = (modules: readonly ModuleId[]): readonly RegionId[] =>
  modules.flatMap((id) => MODULE_PLAY[id]?.closedAtSetup ?? []);

/** Whether a module lets this player's placement go into the King's region this turn. */
export const kingRegionOpenTo = (state: GameState, player: PlayerId): boolean =>
  playOf(state).some((play) => play.opensKingRegion?.(state, player) === true);

/** The caballeros a turn's placement may hold beyond its card's number. */
export const extraPlacement = (
  state: GameState,
  player: PlayerId,
  areas: Readonly<Partial<Record<AreaId, number>>>,
): number => playOf(state).reduce((sum, play) => sum + (play.extraPlacement?.(state, player, areas) ?? 0), 0);

/** The table once every module has had its say at the end of a turn. */
export const afterModuleTurn = (state: GameState): GameState =>
  playOf(state).reduce((next, play) => play.afterTurn?.(next) ?? next, state);

/** The opening table with every module's pieces and state added, or the first module's refusal. */
export function setupModulePlay(state: GameState, command: SetupCommand): Result<GameState> {
  let next = state;
  for (const play of playOf(state)) {
    if (!play.setup) continue;
    const done = play.setup(next, command);
    if (!done.ok) return done;
    next = done.value;
  }
  return ok(next);
}

/**
 * Caballeros from a player's court onto the board (see `placeFromCourt`), with the areas the modules
 * in play keep closed to the court refused too.
 */
export function placeFromCourtInPlay(
  state: GameState,
  player: PlayerId,
  areas: Parameters<typeof placeFromCourt>[2],
  limits: Parameters<typeof placeFromCourt>[3],
): Result<GameState> {
  return placeFromCourt(state, player, areas, {
    ...limits,
    refuse: (area) => modulePlacementRefusal(state, player, area) ?? limits.refuse?.(area),
  });
}
