import { words } from '../../state/words';
import { selectMostRegions } from '../select/selectMostRegions';
import { defineScoringKind } from './scoringKind';

/** The region or regions holding the most caballeros. */
export const most = defineScoringKind({
  kind: 'most',
  score(board, _request, rules, { ctx, scoreRegions, names }) {
    const areas = selectMostRegions(ctx, board);
    return {
      ...scoreRegions(board, areas),
      notes: [words('scoring.most', { areas: names(areas) })],
      refs: [rules.edition.ruleRefs['score-most']],
    };
  },
});
