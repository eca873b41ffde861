import type { AreaId } from '../state/areaIds';
import type { ParticipantId, ScoringRequest } from '../state/scoringRequest';
import { SCORING_KIND_MODULES } from './kinds/index';
import type { ScoringKindModule } from './kinds/scoringKind';
import { scoreArea } from './scoreArea';
import type { ScoringBoard, ScoringResult, ScoringRules } from './types';

/**
 * Runs one scoring of any kind on the board as it stands and explains it: the request's kind
 * module (scoring/kinds/) says which areas it scores and the rules it cites; the totals are added
 * up here the same way for every kind.
 * @example scoreBoard(board, { kind: 'top-value', values: [4] }, { edition: CLASSIC, options: CLASSIC.defaults })
 */
export function scoreBoard(board: ScoringBoard, request: ScoringRequest, rules: ScoringRules): ScoringResult {
  const tools = {
    names: (areas: readonly AreaId[]) => areas.map(rules.edition.areaName).join(', ') || 'none',
    scoreAll: (b: ScoringBoard, areas: readonly AreaId[], firstPlaceOnly = false) =>
      areas.map((area) => scoreArea(b, area, rules, { firstPlaceOnly })),
  };
  // The registry pairs each kind with its module; a module of any kind takes any request here, as
  // `score` is a method, and the kind picked the module.
  const module: Pick<ScoringKindModule, 'score'> = SCORING_KIND_MODULES[request.kind];
  const scored = module.score(board, request, rules, tools);
  const totals: Record<ParticipantId, number> = {};
  for (const id of board.players) totals[id] = scored.areas.reduce((sum, a) => sum + (a.points[id] ?? 0), 0);
  return {
    kind: request.kind,
    areas: scored.areas,
    returnedToCourt: scored.returnedToCourt ?? {},
    totals,
    notes: scored.notes ?? [],
    refs: scored.refs,
  };
}
