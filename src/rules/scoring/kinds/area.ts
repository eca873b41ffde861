import { CASTILLO } from '../../state/areaIds';
import { defineScoringKind } from './scoringKind';

/** One area: the Castillo card, or the area the taker chose. */
export const area = defineScoringKind({
  kind: 'area',
  score(board, request, rules, { scoreRegions }) {
    const refs = rules.edition.ruleRefs;
    const ref = request.area === CASTILLO ? refs['score-castillo'] : refs[request.cite ?? 'score-chosen-area'];
    return { ...scoreRegions(board, [request.area]), refs: [ref] };
  },
});
