import type { ParticipantId, ScoringRequest } from '../state/scoringRequest';
import { listOf, words } from '../state/words';
import { isMuslim, scoringContext, withFieldsOn } from './context';
import { SCORING_KIND_MODULES } from './kinds/index';
import type { ScoringKindModule, ScoringTools } from './kinds/scoringKind';
import { scoreArea } from './scoreArea';
import type { ScoringBoard, ScoringResult, ScoringRules, SkippedArea } from './types';

/**
 * Runs one scoring of any kind on the board as it stands and explains it: the request's kind
 * module (scoring/kinds/) says which areas it scores and the rules it cites; the totals are added
 * up here the same way for every kind (deliveries included).
 * @example scoreBoard(board, { kind: 'top-value', values: [4] }, { edition: CLASSIC, options: CLASSIC.defaults })
 */
export function scoreBoard(entered: ScoringBoard, request: ScoringRequest, rules: ScoringRules): ScoringResult {
  const ctx = scoringContext(rules);
  const board = withFieldsOn(ctx, entered);
  const tools: ScoringTools = {
    ctx,
    names: (areas) => (areas.length > 0 ? listOf(areas.map(ctx.areaName), 'plain') : words('scoring.noArea')),
    scoreArea: (b, area, options) => scoreArea(b, area, rules, options),
    scoreRegions: (b, areas, options) => {
      const skipped: SkippedArea[] = areas.filter((a) => isMuslim(b, a)).map((area) => ({ area, reason: 'muslim' }));
      const scored = areas.filter((a) => !isMuslim(b, a)).map((area) => scoreArea(b, area, rules, options));
      return { areas: scored, skipped };
    },
  };
  // The registry pairs each kind with its module; a module of any kind takes any request here, as
  // `score` is a method, and the kind picked the module.
  const module: Pick<ScoringKindModule, 'score'> = SCORING_KIND_MODULES[request.kind];
  const scored = module.score(board, request, rules, tools);
  const totals: Record<ParticipantId, number> = {};
  for (const id of board.players) {
    const delivered = scored.deliveries?.[id]?.points ?? 0;
    totals[id] = scored.areas.reduce((sum, a) => sum + (a.points[id] ?? 0), delivered);
  }
  const granada = scored.granada ?? board.modules?.granada;
  const skippedNotes = (scored.skipped ?? []).map((s) => words('scoring.stillMuslim', { area: ctx.areaName(s.area) }));
  return {
    kind: request.kind,
    areas: scored.areas,
    returnedToCourt: scored.returnedToCourt ?? {},
    totals,
    skipped: scored.skipped ?? [],
    grandesMoved: scored.grandesMoved ?? {},
    castilloKept: scored.castilloKept ?? false,
    ...(scored.limitTable ? { limitTable: scored.limitTable } : {}),
    ...(granada ? { granada } : {}),
    ...(scored.granadaConquestPending !== undefined ? { granadaConquestPending: scored.granadaConquestPending } : {}),
    ...(scored.deliveries ? { deliveries: scored.deliveries } : {}),
    ...(scored.piecesAfter ? { piecesAfter: scored.piecesAfter } : {}),
    optionsUsed: optionsUsed(ctx, rules),
    notes: [...(scored.notes ?? []), ...skippedNotes],
    refs:
      skippedNotes.length > 0 ? [...scored.refs, { source: '000', section: 'Variant Rules: Granada' }] : scored.refs,
  };
}

/** Every option that applies to this table, with the value used: the tie rule, then the modules' readings. */
function optionsUsed(ctx: ReturnType<typeof scoringContext>, rules: ScoringRules): Record<string, string> {
  const used: Record<string, string> = { tie: rules.options.tie };
  for (const id of ctx.table.optionIds) used[id] = ctx.options[id];
  return used;
}
