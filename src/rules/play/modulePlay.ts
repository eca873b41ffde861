import type { AreaId } from '../state/areaIds';
import type { SetupCommand } from '../state/commands';
import type { ModuleId } from '../state/modules';
import type { Result, RuleError } from '../state/result';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId } from '../state/types';
import type { MoveLimits } from './moveLimits';

/** The limits a moving special action keeps when a caballero goes beyond a bordering region or the Castillo. */
export interface FartherMoves {
  readonly limits: MoveLimits;
  /** Where the rule that lowers them is written. */
  readonly ruleRef: RuleRef;
}

/**
 * How one variant or expansion changes play, as hooks the base game calls at one place each. A module
 * is playable turn by turn once it has one of these with every rule of its texts built; its scoring
 * side is data in modules/.
 */
export interface ModulePlay {
  readonly id: ModuleId;
  /** Adds the module's pieces and state to the opening table, or refuses the setup. */
  readonly setup?: (state: GameState, command: SetupCommand) => Result<GameState>;
  /** Why caballeros may not be placed from the court into this area now, if they may not. */
  readonly refusePlacement?: (state: GameState, player: PlayerId, area: AreaId) => RuleError | undefined;
  /** How many caballeros a turn's placement may hold beyond its card's number, given where they go. */
  readonly extraPlacement?: (
    state: GameState,
    player: PlayerId,
    areas: Readonly<Partial<Record<AreaId, number>>>,
  ) => number;
  /** In words, why a placement into these areas may or may not hold the extra caballeros of `extraPlacement`. */
  readonly placementLimitWords?: (
    state: GameState,
    player: PlayerId,
    areas: Readonly<Partial<Record<AreaId, number>>>,
  ) => string | undefined;
  /**
   * The limits of a special action that moves caballeros once any of them goes further than a region
   * bordering the one it leaves, or the Castillo; undefined: the card's own limits hold.
   */
  readonly fartherMoves?: (state: GameState, limits: MoveLimits) => FartherMoves | undefined;
  /** What follows the end of a player's turn before the next one opens (a conquest, for one). */
  readonly afterTurn?: (state: GameState) => GameState;
}

/** Declares a module's play hooks. */
export const definePlay = (play: ModulePlay): ModulePlay => play;
