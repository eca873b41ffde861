import type { BoardAreaId } from '../../state/modules';
import type { ParticipantId, ScoringRequest } from '../../state/scoringRequest';
import type { RuleRef } from '../../state/sources';
import type { Words, WordValue } from '../../state/words';
import type { ScoringContext } from '../context';
import type { ScoreAreaOptions } from '../scoreArea';
import type { AreaCounts, AreaScore, ScoringBoard, ScoringResult, ScoringRules, SkippedArea } from '../types';

/** What one kind of scoring comes to before the totals are added up. */
export interface ScoredAreas
  extends Partial<
    Pick<
      ScoringResult,
      'grandesMoved' | 'castilloKept' | 'limitTable' | 'granada' | 'granadaConquestPending' | 'deliveries'
    >
  > {
  readonly areas: readonly AreaScore[];
  readonly skipped?: readonly SkippedArea[];
  readonly returnedToCourt?: Readonly<Record<ParticipantId, number>>;
  /** The pieces once a general scoring has moved caballeros. */
  readonly piecesAfter?: Readonly<Partial<Record<BoardAreaId, AreaCounts>>>;
  readonly notes?: readonly Words[];
  readonly refs: readonly RuleRef[];
}

/** Shared by every kind: scoring areas in order on a board, and area names for the notes. */
export interface ScoringTools {
  readonly ctx: ScoringContext;
  readonly scoreArea: (board: ScoringBoard, area: BoardAreaId, options?: ScoreAreaOptions) => AreaScore;
  /** Each area in order; a Muslim Granada among them is not scored but listed as skipped. */
  readonly scoreRegions: (
    board: ScoringBoard,
    areas: readonly BoardAreaId[],
    options?: ScoreAreaOptions,
  ) => { readonly areas: AreaScore[]; readonly skipped: SkippedArea[] };
  readonly names: (areas: readonly BoardAreaId[]) => WordValue;
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
