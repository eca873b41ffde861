import type { Edition } from '../editions/edition';
import type { AreaId, RegionId, ScoreValues } from '../state/areaIds';
import type { MobileScoreboardId } from '../state/mobileScoreboards';
import type { RuleOptions } from '../state/options';
import type { ParticipantId, ScoringKind } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';

/** Caballeros per participant in one area. */
export type AreaCounts = Readonly<Record<ParticipantId, number>>;

/** The board as it stands, in the terms a scoring needs. */
export interface ScoringBoard {
  /** Scoring players in clockwise seating order. */
  readonly players: readonly ParticipantId[];
  /** Pieces that take ranks but never score (the 2023 dummy, the Grand Inquisitor's caballeros). */
  readonly neutral: readonly ParticipantId[];
  readonly king: RegionId;
  readonly grandes: Readonly<Partial<Record<ParticipantId, RegionId>>>;
  readonly mobileScoreboards: Readonly<Partial<Record<MobileScoreboardId, AreaId>>>;
  readonly pieces: Readonly<Partial<Record<AreaId, AreaCounts>>>;
  /** Display names for explanations; ids are used where none is given. */
  readonly names?: Readonly<Partial<Record<ParticipantId, string>>>;
}

/** The rules a scoring runs under: the edition preset and the options in force. */
export interface ScoringRules {
  readonly edition: Edition;
  readonly options: RuleOptions;
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
export type ValuesSource = 'printed' | MobileScoreboardId;

/** Everything a player needs to check one area's scoring by hand. */
export interface AreaExplanation {
  readonly areaName: string;
  readonly values: ScoreValues;
  readonly valuesSource: ValuesSource;
  readonly ranksUsed: 1 | 2 | 3;
  readonly firstPlaceOnly: boolean;
  readonly groups: readonly RankedGroup[];
  readonly neutral: readonly ParticipantId[];
  readonly kingBonus: BonusOutcome;
  readonly homeBonus: BonusOutcome;
  /** The explanation in plain sentences, in our own words. */
  readonly lines: readonly string[];
  readonly refs: readonly RuleRef[];
}

export interface AreaScore {
  readonly area: AreaId;
  /** base + king + home, non-zero entries only. */
  readonly points: Readonly<Record<ParticipantId, number>>;
  readonly base: Readonly<Record<ParticipantId, number>>;
  readonly king: Readonly<Record<ParticipantId, number>>;
  readonly home: Readonly<Record<ParticipantId, number>>;
  /** Each participant's rank as awarded. */
  readonly ranks: Readonly<Record<ParticipantId, number>>;
  readonly explanation: AreaExplanation;
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
  /** What happened besides the areas (which areas qualified, where Castillo caballeros went). */
  readonly notes: readonly string[];
  readonly refs: readonly RuleRef[];
}
