import type { ScoringBoard, ScoringRequest, ScoringRules } from '../rules';

/** What the scoring engine needs, taken from a validated snapshot with every 2023 alias made canonical. */
export interface ScoringInput {
  readonly board: ScoringBoard;
  readonly request: ScoringRequest;
  readonly rules: ScoringRules;
}
