import { defineScoringKind } from './scoringKind';

/** Every region, first places only. */
export const firstPlaceOnly = defineScoringKind({
  kind: 'first-place-only',
  score: (board, _request, rules, { ctx, scoreRegions }) => ({
    ...scoreRegions(board, ctx.table.scoredRegions, { firstPlaceOnly: true }),
    refs: [rules.edition.ruleRefs['score-first-place-only']],
  }),
});
