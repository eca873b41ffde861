import type { AreaId } from '../../state/areaIds';
import type { ParticipantId, ScoringRequest } from '../../state/scoringRequest';
import type { RuleRef } from '../../state/sources';
import type { AreaScore, ScoringBoard, ScoringRules } from '../types';

/** What one kind of scoring comes to before the totals are added up. */
export interface ScoredAreas {
  readonly areas: readonly AreaScore[];
  readonly returnedToCourt?: Readonly<Record<ParticipantId, number>>;
  readonly notes?: readonly string[];
  readonly refs: readonly RuleRef[];
}

/** Shared by every kind: scoring areas in order on a board, and area names for the notes. */
export interface ScoringTools {
  readonly scoreAll: (board: ScoringBoard, areas: readonly AreaId[], firstPlaceOnly?: boolean) => AreaScore[];
  readonly names: (areas: readonly AreaId[]) => string;
}

/** One kind of scoring: which areas it scores and how, and the rules it cites. */
export interface ScoringKindModule<K extends ScoringRequest['kind'] = ScoringRequest['kind']> {
  readonly kind: K;
  score(
    board: ScoringBoard,
    request: Extract<ScoringRequest, { kind: K }>,
    rules: ScoringRules,
    tools: ScoringTools,
  ): ScoredAreas;
}

/** Declares a scoring kind, tying its request's shape to its id. */
export const defineScoringKind = <const K extends ScoringRequest['kind']>(
  module: ScoringKindModule<K>,
): ScoringKindModule<K> => module;
