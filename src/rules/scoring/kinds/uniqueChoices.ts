import { words } from '../../state/words';
import { selectUniqueChoiceRegions } from '../select/selectUniqueChoiceRegions';
import { defineScoringKind } from './scoringKind';

/** Each region named on exactly one player's disk. */
export const uniqueChoices = defineScoringKind({
  kind: 'unique-choices',
  score(board, request, rules, { scoreRegions, names }) {
    const areas = selectUniqueChoiceRegions(board, request.choices);
    const note = words('scoring.uniqueChoices', { areas: names(areas) });
    return { ...scoreRegions(board, areas), notes: [note], refs: [rules.edition.ruleRefs['score-unique-choices']] };
  },
});
