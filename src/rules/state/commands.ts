import type { AbilityUse, ModifierCard } from '../modules/power-shift/state';
import type { GameAreaId, GameRegionId, ModuleRegionId, RegionId } from './areaIds';
import type { DescribedCard } from './describedCards';
import type { EditionId } from './editionIds';
import type { ModuleId, ModuleOptions, RoleId } from './modules';
import type { RuleOptions } from './options';
import type { PowerCardValue } from './powerCards';
import type { Move, SpecialAction } from './specialActions';
import type { GameLength, OfferSlotId, PlayerId, PlayerInfo } from './types';

/**
 * A command's say on the special spaces a module brings (the 1995 France's Ambassador's and Envoy's) once
 * it is done: a colour on a space, or null for a space left free. A space left out is the module's to
 * settle, and a space this game does not have is refused by the module that owns the spaces.
 */
export type SpecialSpaces = Readonly<Partial<Record<RoleId, PlayerId | null>>>;

/**
 * A command's say on the Limit table (Grand Inquisitor & the Colonies): the caballeros of each colour
 * on its spaces once the command is done, the black ones under their id. Given where the rules leave a
 * choice (who goes onto freed spaces, which caballero left); left out where they settle it.
 */
export type LimitTableSeats = Readonly<Record<PlayerId, number>>;

/** Starts a game: who plays, where the King and the Grandes start, which rules. */
export interface SetupCommand {
  readonly type: 'setup';
  readonly edition: EditionId;
  /** Options switched away from the edition's defaults. */
  readonly options?: Partial<RuleOptions>;
  /** Scoring players, clockwise. */
  readonly players: readonly PlayerInfo[];
  /** The 2023 two-player dummy colour; required exactly when that rule is in play. */
  readonly dummy?: PlayerInfo;
  readonly length?: GameLength;
  /** Three players may shuffle stacks 2 and 3 together (2023 option); two players with the dummy always do. */
  readonly fourStacks?: boolean;
  /** The variants and expansions in play (none: the base game). */
  readonly modules?: readonly ModuleId[];
  /** Readings taken where those modules leave a point open; the others keep their defaults. */
  readonly moduleOptions?: Partial<ModuleOptions>;
  /** The region cards: the King's start and each player's home, as revealed at the table. */
  readonly king: RegionId;
  readonly homes: Readonly<Record<PlayerId, RegionId>>;
  /** The Church: the two region cards drawn for its black caballeros, two in each; required exactly when it is on. */
  readonly church?: readonly RegionId[];
  /** Grand Inquisitor & the Colonies: the two region cards drawn for his black caballeros, two in each. */
  readonly inquisitor?: readonly RegionId[];
  /** Grand Inquisitor & the Colonies: the region card drawn for the Limit table. */
  readonly limitTable?: RegionId;
  /** Intrigue & the King: the Caballero cards laid beside the board for this number of players (reading P2). */
  readonly caballeroCards?: readonly number[];
  /** Intrigue & the King: each player keeps 13 of the 18 cards whose value is a multiple of 10 (first games). */
  readonly intrigueTens?: true;
  /**
   * The values printed on a module's regions, as the table reads them (the 1995 France; France, the Ship,
   * America and the Mediterranean with Grand Inquisitor & the Colonies); required exactly when one is on.
   */
  readonly printedValues?: Readonly<Partial<Record<ModuleRegionId, readonly number[]>>>;
  readonly startPlayer: PlayerId;
  /** A base 2023 game that keeps the two Old Hands cards it was first offered (see `GameSetup`). */
  readonly cardsAsFirstOffered?: boolean;
  /** A Church game that keeps the regions it started with on the King's region or a home (see `GameSetup`). */
  readonly churchRegionsAsDrawn?: boolean;
}

/** The cards lying face up this round, by offer slot (the King's card is always there). */
export interface RevealCardsCommand {
  readonly type: 'reveal-cards';
  readonly cards: Readonly<Partial<Record<OfferSlotId, string>>>;
}

/** The two region cards drawn for the dummy this round (2023, two players). */
export interface DummyRegionsCommand {
  readonly type: 'dummy-regions';
  readonly regions: readonly RegionId[];
}

export interface PlayPowerCommand {
  readonly type: 'play-power';
  readonly player: PlayerId;
  readonly value: PowerCardValue;
  /** Power Shift: a modifier card from the hand played with it, changing its total. */
  readonly modifier?: ModifierCard;
}

/** Power Shift: one player's modifier cards after the pass, entered before round 1. */
export interface ModifierHandCommand {
  readonly type: 'modifier-hand';
  readonly player: PlayerId;
  readonly cards: readonly ModifierCard[];
}

/**
 * Grand Inquisitor & the Colonies: the secret disks of the preparation, revealed together: two of each
 * player's caballeros go from the court to the region named (none when it is the King's).
 */
export interface SetupDisksCommand {
  readonly type: 'setup-disks';
  readonly disks: Readonly<Record<PlayerId, RegionId>>;
}

/**
 * Grand Inquisitor & the Colonies: the player's caballeros sailing, a free step of their turn: from the
 * Ship to a colony, France or a coast, or from a colony aboard.
 */
export interface SailCommand {
  readonly type: 'sail';
  readonly player: PlayerId;
  readonly moves: readonly Move[];
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
}

/**
 * Grand Inquisitor & the Colonies: discs claimed, a free step of the player's turn: how many Gold
 * discs in America and Wares discs in the Mediterranean each id's caballeros take (their own, or the
 * Grand Inquisitor's held); `resign`: their Viceroy leaves his space to claim Gold.
 */
export interface ClaimCommand {
  readonly type: 'claim';
  readonly player: PlayerId;
  readonly gold?: Readonly<Record<PlayerId, number>>;
  readonly wares?: Readonly<Record<PlayerId, number>>;
  readonly resign?: boolean;
}

/** Intrigue & the King: the 13 values a player keeps for the game, entered hidden before round 1. */
export interface IntrigueHandCommand {
  readonly type: 'intrigue-hand';
  readonly player: PlayerId;
  readonly values: readonly number[];
}

/** Intrigue & the King: an action card played face up this round, by its value. */
export interface PlayCardCommand {
  readonly type: 'play-card';
  readonly player: PlayerId;
  readonly value: number;
}

/**
 * Intrigue & the King with 2 or 3 players: the King or Intrigue player does their own card's action instead
 * of that card's.
 */
export interface UseOwnCardCommand {
  readonly type: 'use-own-card';
  readonly player: PlayerId;
}

/**
 * Grand Inquisitor & the Colonies: the stack-7 card taken this turn kept face up before its taker, its
 * action done on a later turn (`kept-action`); a card described as one that may wait (reading P26).
 */
export interface KeepActionCommand {
  readonly type: 'keep-action';
  readonly player: PlayerId;
}

/** Grand Inquisitor & the Colonies: the action of a card the player kept face up, done on a later turn of theirs. */
export interface KeptActionCommand {
  readonly type: 'kept-action';
  readonly player: PlayerId;
  /** The kept card, by id ("colonies-7/3"). */
  readonly card: string;
  readonly action: SpecialAction;
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
}

/**
 * A card the texts do not print, described by the table the first time it is turned over (the
 * Colonies' stack 7): kept in the game, so its replay never depends on the device's deck.
 */
export interface DescribeCardCommand {
  readonly type: 'describe-card';
  readonly card: DescribedCard;
}

/**
 * Intrigue & the King's card 40: its action done before its owner's turn, at any moment once the round's
 * cards are all played (reading P8).
 */
export interface EarlyActionCommand {
  readonly type: 'early-action';
  readonly player: PlayerId;
  readonly action: SpecialAction;
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
}

/** Power Shift: the ability of the modifier played this round, used at the start of the turn. */
export interface ModifierAbilityCommand {
  readonly type: 'modifier-ability';
  readonly player: PlayerId;
  readonly use: AbilityUse;
}

/** Caballeros into the court at the start of a turn: from the provinces, and from regions when those run short. */
export interface ReplenishCommand {
  readonly type: 'replenish';
  readonly player: PlayerId;
  readonly provinces: number;
  readonly regions?: Readonly<Partial<Record<GameRegionId, number>>>;
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
}

export interface TakeCardCommand {
  readonly type: 'take-card';
  readonly player: PlayerId;
  readonly slot: OfferSlotId;
}

/** Caballeros from the court onto regions next to the King and/or into the Castillo. */
export interface PlaceCommand {
  readonly type: 'place';
  readonly player: PlayerId;
  readonly areas: Readonly<Partial<Record<GameAreaId, number>>>;
  /**
   * Black caballeros that went back to a court with their figure, placed by its holder as their own
   * (the Grand Inquisitor's, reading P16 (a)): counted in the card's number, placed where theirs may go.
   */
  readonly held?: Readonly<Partial<Record<GameAreaId, number>>>;
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
}

/**
 * The card's special action. `vetoedBy` records a veto played while it was under way: the
 * action holds only what happened before the veto.
 */
export interface SpecialCommand {
  readonly type: 'special';
  readonly player: PlayerId;
  readonly action: SpecialAction;
  readonly vetoedBy?: PlayerId;
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
}

export interface SkipSpecialCommand {
  readonly type: 'skip-special';
  readonly player: PlayerId;
  /** The player says nothing the card's action allows is possible now: how a required action is left undone. */
  readonly nothingPossible?: boolean;
}

/** A held veto stops the current player's special action before it starts. */
export interface VetoCommand {
  readonly type: 'veto';
  readonly player: PlayerId;
}

export interface EndTurnCommand {
  readonly type: 'end-turn';
  readonly player: PlayerId;
}

/** The secret disks of a general scoring: the region for each colour's Castillo caballeros. */
export interface GeneralScoringCommand {
  readonly type: 'general-scoring';
  readonly disks: Readonly<Record<PlayerId, RegionId>>;
  /** Who sits on the Limit table once the Castillo's arrivals came, where they overflow it and one chooses. */
  readonly onLimitTable?: LimitTableSeats;
}

/** Where the app and the table disagree: set counts to what the table shows. Recorded as a correction. */
export interface TableCorrectionCommand {
  readonly type: 'table-correction';
  readonly note: string;
  readonly areas?: Readonly<Partial<Record<GameAreaId, Readonly<Record<PlayerId, number>>>>>;
  /** Who stands on the special spaces once done, where it changes who is there (see `SpecialSpaces`). */
  readonly spaces?: SpecialSpaces;
  /** Who stands on the Limit table once done, where the table chose it (see `LimitTableSeats`). */
  readonly onLimitTable?: LimitTableSeats;
  readonly court?: Readonly<Record<PlayerId, number>>;
  readonly scores?: Readonly<Record<PlayerId, number>>;
  /** Grand Inquisitor & the Colonies: the Gold and Wares discs as the table shows them (see `DiscsCorrection`). */
  readonly discs?: DiscsCorrection;
}

/**
 * The Gold and Wares discs a table correction sets: how many of each kind lie unclaimed, and for each
 * area named, how many each colour's caballeros there carry (an area named with nobody: none carried).
 */
export interface DiscsCorrection {
  readonly lying?: Readonly<Partial<Record<'gold' | 'wares', number>>>;
  readonly carried?: Readonly<
    Partial<Record<GameAreaId, Readonly<Record<PlayerId, Readonly<Partial<Record<'gold' | 'wares', number>>>>>>>
  >;
}

export type Command =
  | SetupCommand
  | RevealCardsCommand
  | DummyRegionsCommand
  | PlayPowerCommand
  | ReplenishCommand
  | TakeCardCommand
  | PlaceCommand
  | SpecialCommand
  | SkipSpecialCommand
  | VetoCommand
  | EndTurnCommand
  | GeneralScoringCommand
  | TableCorrectionCommand
  | ModifierHandCommand
  | ModifierAbilityCommand
  | SetupDisksCommand
  | SailCommand
  | ClaimCommand
  | KeepActionCommand
  | KeptActionCommand
  | IntrigueHandCommand
  | PlayCardCommand
  | UseOwnCardCommand
  | EarlyActionCommand
  | DescribeCardCommand;

export type CommandType = Command['type'];

/** The commands that may say who stands on special spaces (`spaces`): a module's choice goes beside them. */
export type SpacesCommand =
  | PlaceCommand
  | SpecialCommand
  | ReplenishCommand
  | TableCorrectionCommand
  | SailCommand
  | KeptActionCommand
  | EarlyActionCommand;
