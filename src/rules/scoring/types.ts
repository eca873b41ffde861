import type { Edition } from '../editions/edition';
import type { ScoreValues } from '../state/areaIds';
import type { MobileScoreboardId } from '../state/mobileScoreboards';
import type { AreaCounts, ModuleBoard } from '../state/moduleBoard';
import type { BoardAreaId, ModuleId, ModuleOptions, RoleId } from '../state/modules';
import type { RuleOptions } from '../state/options';
import type { Delivery, ParticipantId, ScoringKind } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import type { Words } from '../state/words';

export type { AreaCounts, ModuleBoard } from '../state/moduleBoard';

/** The board as it stands, in the terms a scoring needs. */
export interface ScoringBoard {
  /** Scoring players in clockwise seating order. */
  readonly players: readonly ParticipantId[];
  /** Pieces that take ranks but never score (the 2023 dummy, the Grand Inquisitor's caballeros). */
  readonly neutral: readonly ParticipantId[];
  /** The King's area: a region, or with modules France, Portugal or the Castillo (see modules/). */
  readonly king: BoardAreaId;
  readonly grandes: Readonly<Partial<Record<ParticipantId, BoardAreaId>>>;
  readonly mobileScoreboards: Readonly<Partial<Record<MobileScoreboardId, BoardAreaId>>>;
  /** Caballeros per area per id; `church` and `inquisitor` are black caballeros (see `holders`). */
  readonly pieces: Readonly<Partial<Record<BoardAreaId, AreaCounts>>>;
  /** Display names for explanations; ids are used where none is given. */
  readonly names?: Readonly<Partial<Record<ParticipantId, string>>>;
  /** What the modules add to the board (board snapshot format 2); absent on a base-game board. */
  readonly modules?: ModuleBoard;
}

/** The rules a scoring runs under: the edition preset and the options in force. */
export interface ScoringRules {
  readonly edition: Edition;
  readonly options: RuleOptions;
  /** The variants and expansions on the table (none: the base game). */
  readonly modules?: readonly ModuleId[];
  /** Readings of the open points of those modules; missing ones take their defaults. */
  readonly moduleOptions?: Partial<ModuleOptions>;
}

/** Participants with the same count, and the rank whose value each of them received. */
export interface RankedGroup {
  readonly ids: readonly ParticipantId[];
  readonly count: number;
  /** The rank whose value the group received (a tied group: the rank below the one it tied for). */
  readonly rank: number;
  /** What each member is paid for that rank: its value under the ranks in use (0 past the last
   * scoring rank, and 0 below a sole first place in a first-place-only scoring). Neutral members lose it. */
  readonly value: number;
  readonly tied: boolean;
  /** The rank the next group down takes, as the tie rule sets it. */
  readonly nextRank: number;
}

/** Why a bonus went, or did not go, to someone. */
export type BonusOutcome =
  | { readonly status: 'awarded'; readonly to: ParticipantId }
  | { readonly status: 'not-applicable' }
  | { readonly status: 'nobody-here' }
  | { readonly status: 'tie-for-first'; readonly tied: readonly ParticipantId[] }
  | { readonly status: 'neutral-first'; readonly neutral: ParticipantId }
  | { readonly status: 'first-has-no-home-here'; readonly first: ParticipantId };

/** Where the values of an area came from at the moment it was scored. */
export type ValuesSource = 'printed' | 'entered' | MobileScoreboardId;

/** Everything a player needs to check one area's scoring by hand. */
export interface AreaExplanation {
  readonly areaName: Words;
  readonly values: ScoreValues;
  readonly valuesSource: ValuesSource;
  readonly ranksUsed: 1 | 2 | 3;
  readonly firstPlaceOnly: boolean;
  readonly groups: readonly RankedGroup[];
  readonly neutral: readonly ParticipantId[];
  readonly kingBonus: BonusOutcome;
  readonly homeBonus: BonusOutcome;
  /** The explanation in plain sentences, in our own words. */
  readonly lines: readonly Words[];
  readonly refs: readonly RuleRef[];
}

export interface AreaScore {
  readonly area: BoardAreaId;
  /** base + king + home + extras, non-zero entries only. */
  readonly points: Readonly<Record<ParticipantId, number>>;
  readonly base: Readonly<Record<ParticipantId, number>>;
  readonly king: Readonly<Record<ParticipantId, number>>;
  readonly home: Readonly<Record<ParticipantId, number>>;
  /** Each participant's rank as awarded. */
  readonly ranks: Readonly<Record<ParticipantId, number>>;
  /** Points paid whatever the ranks, by the space that earns them (Ambassador, Envoy, Captain, Viceroy). */
  readonly extras: Readonly<Partial<Record<RoleId, Readonly<Record<ParticipantId, number>>>>>;
  /** The count each participant was ranked on, after the Limit table, the Viceroy, black caballeros, Grandes. */
  readonly counted: Readonly<Record<ParticipantId, number>>;
  /** The values in force (after a mobile scoreboard and any doubling); the Ship shows its first value only. */
  readonly values: readonly number[];
  /** 2 when a fallen Granada is scored double, otherwise 1. */
  readonly multiplier: 1 | 2;
  readonly explanation: AreaExplanation;
}

/** An area a scoring would have scored but did not, and why. */
export interface SkippedArea {
  readonly area: BoardAreaId;
  readonly reason: 'muslim';
}

export interface ScoringResult {
  readonly kind: ScoringKind;
  readonly areas: readonly AreaScore[];
  /**
   * General scoring only: Castillo caballeros sent back to court because their disk named the King's region
   * (or no region).
   */
  readonly returnedToCourt: Readonly<Record<ParticipantId, number>>;
  /** Every scoring player, zeros included. */
  readonly totals: Readonly<Record<ParticipantId, number>>;
  /** Areas the kind would have scored but did not (a Muslim Granada). */
  readonly skipped: readonly SkippedArea[];
  /** Grandes a general scoring moved: player → where each now stands, or null when it left the board. */
  readonly grandesMoved: Readonly<Record<ParticipantId, BoardAreaId | null>>;
  /** True when the King stood beside the Castillo and its caballeros stayed in. */
  readonly castilloKept: boolean;
  /** The Limit table after a general scoring's arrivals, when one is on the board. */
  readonly limitTable?: { readonly area: BoardAreaId; readonly onTable: AreaCounts };
  /** Granada's state after this scoring, with the Muslim Granada variant. */
  readonly granada?: 'muslim' | 'conquered';
  /** A Muslim Granada holds 12 or more after the Castillo emptied, and falls at the end of the next turn. */
  readonly granadaConquestPending?: boolean;
  /** The pieces after a general scoring moved caballeros (Castillo emptied, Free choice moves). */
  readonly piecesAfter?: Readonly<Partial<Record<BoardAreaId, AreaCounts>>>;
  /** Every option that applies to the table, with the value used (the tie rule and the modules' readings). */
  readonly optionsUsed: Readonly<Record<string, string>>;
  /** Points for Gold and Wares brought to Spain. */
  readonly deliveries?: Readonly<Record<ParticipantId, Delivery & { readonly points: number }>>;
  /** What happened besides the areas (which areas qualified, where Castillo caballeros went). */
  readonly notes: readonly Words[];
  readonly refs: readonly RuleRef[];
}
