import { defineScoringKind } from './scoringKind';

/** France, the Ship, America and the Mediterranean, in that order (a stack-7 card). */
export const newRegions = defineScoringKind({
  kind: 'new-regions',
  score(board, _request, _rules, { ctx, scoreRegions }) {
    const regions = ctx.table.scoredRegions.filter((id) => ctx.table.area(id)?.module === 'grand-inquisitor-colonies');
    return {
      ...scoreRegions(board, regions),
      refs: [{ source: '002', section: 'Grand Inquisitor & the Colonies: Score all the new regions' }],
    };
  },
});
