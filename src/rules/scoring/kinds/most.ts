import { selectMostRegions } from '../select/selectMostRegions';
import { defineScoringKind } from './scoringKind';

/** The region or regions holding the most caballeros. */
export const most = defineScoringKind({
  kind: 'most',
  score(board, _request, rules, { scoreAll, names }) {
    const areas = selectMostRegions(board);
    return {
      areas: scoreAll(board, areas),
      notes: [`Most caballeros in all: ${names(areas)}.`],
      refs: [rules.edition.ruleRefs['score-most']],
    };
  },
});
