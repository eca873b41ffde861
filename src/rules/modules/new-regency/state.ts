import type { ParticipantId } from '../../state/scoringRequest';

/** What New Regency keeps for play. */
export interface NewRegencySlice {
  /** Infiltration: the player who may place in the King's region this turn. */
  readonly infiltration?: ParticipantId;
}
