import type { AreaId, RegionId } from '../state/areaIds';
import type { SetupCommand } from '../state/commands';
import type { ModuleId } from '../state/modules';
import type { Result, RuleError } from '../state/result';
import type { GameState, PlayerId } from '../state/types';

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
  /** Why the King or a player's Grande may not go to this region now (at setup, by a card), if they may not. */
  readonly refuseRoyalty?: (state: GameState, piece: RoyalPiece, to: RegionId) => RuleError | undefined;
  /** Regions the setup's region cards are drawn again on: neither the King nor a home may start there. */
  readonly closedAtSetup?: readonly RegionId[];
  /** Whether this player's placement may go into the King's region this turn (New Regency's Infiltration). */
  readonly opensKingRegion?: (state: GameState, player: PlayerId) => boolean;
  /** What follows the end of a player's turn before the next one opens (a conquest, for one). */
  readonly afterTurn?: (state: GameState) => GameState;
}

/** A piece that never stands in the Castillo and is moved by its own cards: the King, or a player's Grande. */
export type RoyalPiece = { readonly kind: 'king' } | { readonly kind: 'grande'; readonly player: PlayerId };

/** Declares a module's play hooks. */
export const definePlay = (play: ModulePlay): ModulePlay => play;
