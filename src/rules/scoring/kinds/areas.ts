import { words } from '../../state/words';
import { defineScoringKind } from './scoringKind';

/** Several areas, each once, in the order given: the cards whose choice a snapshot does not encode. */
export const areas = defineScoringKind({
  kind: 'areas',
  score(board, request, rules, { scoreRegions, names }) {
    return {
      ...scoreRegions(board, request.areas),
      notes: [words('scoring.areasChosen', { areas: names(request.areas) })],
      refs: [rules.edition.ruleRefs['score-chosen-area']],
    };
  },
});
