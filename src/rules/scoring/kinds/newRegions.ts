import { defineScoringKind } from './scoringKind';

/** France, the Ship, America and the Mediterranean, in that order (a stack-7 card). */
export const newRegions = defineScoringKind({
  kind: 'new-regions',
  score(board, _request, _rules, { ctx, scoreRegions }) {
    return {
      ...scoreRegions(board, ctx.table.newRegions),
      refs: [{ source: '002', section: 'Grand Inquisitor & the Colonies: Score all the new regions' }],
    };
  },
});
