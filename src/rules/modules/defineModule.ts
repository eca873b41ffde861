import type { ScoreValues } from '../state/areaIds';
import type { EditionId } from '../state/editionIds';
import type { BlackId, BoardAreaId, ExtraAreaId, ModuleId, ModuleOptionId, RoleId } from '../state/modules';
import type { RuleRef } from '../state/sources';

/** How an area gets the values it scores with, before any mobile scoreboard. */
export type AreaValues =
  | { readonly from: 'printed'; readonly values: ScoreValues }
  /** Printed on a piece the texts do not price: the table enters them (`printedValues`); `min`–3 numbers. */
  | { readonly from: 'entered'; readonly min: 1 | 3 }
  | { readonly from: 'none' };

/**
 * Why an area refuses something, in a player's words with where the texts say so: the King, a Grande,
 * a secret disk, the Limit table, any caballero, or more caballeros than its room.
 */
export interface AreaRefusals {
  readonly king?: string;
  readonly grande?: string;
  readonly disk?: string;
  readonly limitTable?: string;
  readonly caballeros?: string;
  readonly room?: string;
}

/** One area a module brings onto the table, and what may stand on it. */
export interface ModuleArea {
  readonly id: ExtraAreaId;
  readonly type: 'region' | 'holding' | 'exile';
  readonly values: AreaValues;
  /** Place in a general scoring after the Castillo (the nine regions are 1–9). */
  readonly order?: number;
  /** Most caballeros of all ids together that fit. */
  readonly holdsAtMost?: number;
  readonly king: boolean;
  readonly grandes: boolean;
  readonly mobileScoreboard: boolean;
  /** The Captain's ship: never ranked; its first value goes to the Captain's controller. */
  readonly captainOnly?: boolean;
  /** The Church's black caballeros may not stand here (the 1995 France). */
  readonly closedToChurch?: boolean;
  /** A holding area black caballeros may be put in too (the jail takes any caballero from a region). */
  readonly openToBlack?: boolean;
  /** The Limit table may not stand here (the expansion's France). */
  readonly closedToLimitTable?: boolean;
  readonly refusals?: AreaRefusals;
  readonly ref: RuleRef;
}

/** Black caballeros a module puts on the board, counted for whoever holds them. */
export interface ModuleBlackPieces {
  readonly id: BlackId;
  readonly most: number;
  /** Areas they may never stand in (besides holding and exile areas). */
  readonly never: readonly BoardAreaId[];
  /** They never enter a Muslim Granada (the Church). */
  readonly closedToMuslimGranada?: boolean;
  /** Their Grand Inquisitor leaves his holder just before a general scoring (Grandissimo). */
  readonly leavesHolderBeforeGeneralScoring?: boolean;
  readonly ref: RuleRef;
}

/** A special space on a module's area, and what its controller earns when that area is scored. */
export interface ModuleRole {
  readonly id: RoleId;
  readonly area: ExtraAreaId;
  /** Points paid whatever the ranks; `first-value` is the area's first value in force (the Captain). */
  readonly points: number | 'first-value';
  /**
   * An arrival takes it when free unless the command says otherwise (France's spaces, the Captain's: a
   * mover would); false: only when the command names it (the Viceroy's, who may carry no disc).
   */
  readonly takenOnArrival: boolean;
  readonly ref: RuleRef;
}

/** Snapshot fields a module switches on: without the module they are refused. */
export type ModuleField =
  | 'printedValues'
  | 'roles'
  | 'church'
  | 'inquisitor'
  | 'limitTable'
  | 'granada'
  | 'quarantine'
  | 'conspiracy'
  | 'revolution'
  | 'limitTableArrivals'
  | 'interludeMoves';

/**
 * One variant or expansion as data: the areas, black caballeros, roles, fields, scoring kinds and
 * options it switches on, with where its rules are written. Nothing else in the engine asks which
 * module is on; it asks the table of areas, roles and options these make (modules/index).
 */
export interface RuleModule {
  readonly id: ModuleId;
  readonly name: string;
  readonly editions: readonly EditionId[];
  readonly summary: string;
  readonly refs: readonly RuleRef[];
  readonly areas?: readonly ModuleArea[];
  readonly black?: ModuleBlackPieces;
  readonly roles?: readonly ModuleRole[];
  readonly fields?: readonly ModuleField[];
  readonly kinds?: readonly ('new-regions' | 'delivery' | 'granada-conquest')[];
  readonly options?: readonly ModuleOptionId[];
  /** A Grande counts as one of its owner's caballeros in its area's majority (home-region advantage). */
  readonly grandeCountsInMajority?: boolean;
  /** Caballeros per colour when the module is on (the base game has 30). */
  readonly caballerosPerColour?: number;
  /**
   * Before round 1 every player sets a secret disk and sends this many caballeros from the court to its
   * region (kept in court when it names the King's): the Decennial expansions' preparation.
   */
  readonly setupDisks?: { readonly caballeros: number; readonly ref: RuleRef };
  /** The King may also stand on these base areas (the 2023 Rebellion puts him beside the Castillo). */
  readonly kingMayStandOnCastillo?: boolean;
  readonly grandesMayStandInCastillo?: boolean;
  /** It changes only how a game is played, never a scoring: a board snapshot never names it. */
  readonly playOnly?: boolean;
}

export const defineModule = <const M extends RuleModule>(module: M): M => module;
