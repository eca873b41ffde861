import { REGION_IDS } from '../../state/areaIds';
import { defineScoringKind } from './scoringKind';

/** Every region, first places only. */
export const firstPlaceOnly = defineScoringKind({
  kind: 'first-place-only',
  score: (board, _request, rules, { scoreAll }) => ({
    areas: scoreAll(board, REGION_IDS, true),
    refs: [rules.edition.ruleRefs['score-first-place-only']],
  }),
});
