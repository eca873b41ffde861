import type { GameAreaId, GameRegionId, RegionId } from '../state/areaIds';
import type { Command, GeneralScoringCommand, PlayPowerCommand, SetupCommand } from '../state/commands';
import type { DescribedCard } from '../state/describedCards';
import type { ModuleId } from '../state/modules';
import type { Result, RuleError } from '../state/result';
import type { HistoryNames, HistoryTable, RoyalPiece, RoyaltyCheck, RulesChange } from '../state/ruleRows';
import type { GeneralChoices } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import type { GameState, Phase, PlayerId, TurnState } from '../state/types';
import type { Text, Words, WordValue } from '../state/words';
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
export type { RoyalPiece, RoyaltyCheck };

export interface ModulePlay {
  readonly id: ModuleId;
  /** Adds the module's pieces and state to the opening table, or refuses the setup. */
  readonly setup?: (state: GameState, command: SetupCommand) => Result<GameState>;
  /** Why caballeros may not be placed from the court into this area now, if they may not. */
  readonly refusePlacement?: (state: GameState, player: PlayerId, area: GameAreaId) => RuleError | undefined;
  /** How many caballeros a turn's placement may hold beyond its card's number, given where they go. */
  readonly extraPlacement?: (
    state: GameState,
    player: PlayerId,
    areas: Readonly<Partial<Record<GameAreaId, number>>>,
  ) => number;
  /** Why the King or a player's Grande may not go to this region now (at setup, by a card), if they may not. */
  readonly refuseRoyalty?: RoyaltyCheck;
  /** Regions the setup's region cards are drawn again on: neither the King nor a home may start there. */
  readonly closedAtSetup?: readonly RegionId[];
  /** In a few words for the history, why this module's extra caballeros were allowed ("as holder of the Church marker"). */
  readonly extraReasonWords?: (state: GameState, player: PlayerId) => Words;
  /** In words, why a placement into these areas may or may not hold the extra caballeros of `extraPlacement`. */
  readonly placementLimitReasonWords?: (
    state: GameState,
    player: PlayerId,
    areas: Readonly<Partial<Record<GameAreaId, number>>>,
  ) => Words | undefined;
  /**
   * The limits of a special action that moves caballeros once any of them goes further than a region
   * bordering the one it leaves, or the Castillo; undefined: the card's own limits hold.
   */
  readonly fartherMoves?: (state: GameState, limits: MoveLimits) => FartherMoves | undefined;
  /** Whether this player's placement may go into the King's region this turn (New Regency's Infiltration). */
  readonly opensKingRegion?: (state: GameState, player: PlayerId) => boolean;
  /** What follows the end of a player's turn before the next one opens (a conquest, for one). */
  readonly afterTurn?: (state: GameState) => GameState;
  /** The setup command's fields only this module reads: each refused when the module is not in play. */
  readonly setupFields?: readonly (keyof SetupCommand)[];
  /**
   * The fields of the turn's commands this module reads (`spaces`, who stands on its special spaces;
   * `onLimitTable`, who stands on its Limit table; `carrying`, a move's discs): each refused when no
   * module in play reads it.
   */
  readonly commandFields?: readonly ('spaces' | 'onLimitTable' | 'carrying' | 'discs')[];
  /**
   * The module's own history line for a base command it bends (Power Shift's power card played with a
   * modifier), read warily against the table; undefined leaves the base game's line.
   */
  readonly describe?: (command: Command, table: HistoryTable) => Text | undefined;
  /**
   * What the module adds to a base command's history line where that line has a place for it (the end
   * of a turn, a general scoring): Granada taken, read against the table before and after.
   */
  readonly linePart?: (command: Command, table: HistoryTable) => WordValue | undefined;
  /** The module's part of the setup's history line (the Church's regions), read warily. */
  readonly setupPart?: (command: SetupCommand, names: HistoryNames) => WordValue | undefined;
  /** A note after the setup's history line: why a game kept as first played sets up as it does. */
  readonly setupNote?: (command: SetupCommand) => Words | undefined;
  /**
   * The module's word on how many caballeros this player may bring to the court this turn, if it has one,
   * given the total of the power card they played (every module's change counted).
   */
  readonly replenishNote?: (state: GameState, player: PlayerId, total: number | undefined) => Words | undefined;
  /** The regions the module puts next to this one, beyond the board's own borders (France beside Aragón). */
  readonly bordering?: (state: GameState, region: GameRegionId) => readonly GameRegionId[];
  /** The table once the module settled what a command changed (who stands on France's spaces), or why it refuses. */
  readonly afterCommand?: (before: GameState, command: Command, after: GameState) => Result<GameState>;
  /**
   * How many caballeros the card this player played brings to the court, where the module's cards take
   * the power cards' place (undefined: the power card's printed number).
   */
  readonly courtNumber?: (state: GameState, player: PlayerId) => number | undefined;
  /**
   * The card a turn plays from its start, where the module's cards are played from hands rather than taken
   * from the offer (Intrigue & the King: the King's card, the Intrigue card, or the card played).
   */
  readonly turnCard?: (state: GameState, player: PlayerId) => TurnCard | undefined;
  /** Whether this player's placement may go to any region this turn, not only next to the King (I&K card 20). */
  readonly placesAnywhere?: (state: GameState, player: PlayerId) => boolean;
  /**
   * The card whose action this player may do now, before their turn (Intrigue & the King's card 40, reading
   * P8), if any.
   */
  readonly earlyCard?: (state: GameState, player: PlayerId) => string | undefined;
  /** How many caballeros this player's placement holds this turn, where the module sets it (a Caballero card). */
  readonly placesThisTurn?: (state: GameState, player: PlayerId) => number | undefined;
  /**
   * Where the module makes the special action of the turn's card required (Intrigue & the King: unless the
   * card says "may"); undefined: optional, as every base game action is.
   */
  readonly actionRequired?: (state: GameState, card: TurnCardType) => RuleRef | undefined;
  /** How many caballeros a turn's replenishing may bring beyond the power card's number. */
  readonly extraReplenish?: (state: GameState, player: PlayerId) => number;
  /**
   * The table once a replenishing brought `beyond` caballeros more than the power card's number
   * (`fromRegions` of them all from regions), or why the module refuses that.
   */
  readonly afterReplenish?: (state: GameState, player: PlayerId, brought: ReplenishExtra) => Result<GameState>;
  /**
   * Pieces besides the colours that moving cards may move (black caballeros, by id), and whether
   * each counts as the mover's own or as foreign.
   */
  readonly movers?: (state: GameState, player: PlayerId) => readonly ModuleMover[];
  /** How many more caballeros an area that holds few may take now (France's three spaces); undefined: no bound. */
  readonly roomIn?: (state: GameState, area: GameAreaId) => number | undefined;
  /**
   * How many of an owner's caballeros in an area another player's card may not send off the board (the
   * Colonies' carriers of Gold and Wares: only their owner's own choice sends them to a court or the provinces).
   */
  readonly keptFromOthers?: (state: GameState, area: GameAreaId, owner: PlayerId) => number;
  /**
   * Whether a moving card may reposition caballeros within this area, each counted as a move (the
   * Colonies: on or off the Limit table, on or off a special space): a move that stays there.
   */
  readonly reseatsIn?: (state: GameState, area: GameAreaId) => boolean;
  /**
   * What a general scoring's request carries from the module's choices in the command (who of the
   * Castillo's arrivals sits on the Limit table), given the disks set; or why the command is refused.
   */
  readonly scoringChoices?: (
    state: GameState,
    command: GeneralScoringCommand,
    disks: Readonly<Record<PlayerId, RegionId>>,
  ) => Result<GeneralChoices>;
  /** Why a moving card may not put this owner's caballeros into this area, if it may not. */
  readonly refuseMoveTo?: (state: GameState, owner: PlayerId, area: GameAreaId) => RuleError | undefined;
  /** The module's part of a power card played (a card played with it), or why it is refused. */
  readonly playPower?: (state: GameState, command: PlayPowerCommand) => Result<GameState>;
  /**
   * What the module may add to the value of a power card this player plays now (each of their modifier
   * cards' values): a card whose own value is taken may still be played where an added value frees its total.
   */
  readonly powerCardAdds?: (state: GameState, player: PlayerId) => readonly number[];
  /** How much the module changes the value of the power card this player played this round. */
  readonly powerModifier?: (state: GameState, player: PlayerId) => number;
  /**
   * The phase each round opens with, where the module's cards leave nothing to turn over (Intrigue & the
   * King: the cards are played from the hands at once); the base game's reveal otherwise. A module that
   * turns cards over each round says `reveal`, which wins over another's (`roundStartOf`).
   */
  readonly roundStartsWith?: Phase;
  /** The phases, turn steps and commands the module adds to the game's rules of play, or replaces. */
  readonly rules?: RulesChange;
  /**
   * Set while the module's rules of play are still being built: a table may not choose it yet (it is
   * offered as not yet playable), and only its tests set up games with it.
   */
  readonly building?: true;
}

/** A card as a module's rules of play read it: its id, and the table's description where it has one. */
export interface TurnCardType {
  readonly id: string;
  readonly described?: DescribedCard;
}

/** The card a turn plays, as the turn keeps it. */
export type TurnCard = NonNullable<TurnState['card']>;

/** What a replenishing brought beyond the power card's number, and how many of all it brought came from regions. */
export interface ReplenishExtra {
  readonly beyond: number;
  readonly fromRegions: number;
}

/** Pieces a module lets moving cards move, as the mover sees them. */
export interface ModuleMover {
  readonly id: PlayerId;
  /** They count as the mover's own caballeros (the Church's black caballeros for its holder). */
  readonly own: boolean;
}

/** Declares a module's play hooks. */
export const definePlay = (play: ModulePlay): ModulePlay => play;
