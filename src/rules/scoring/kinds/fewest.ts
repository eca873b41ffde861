import { words } from '../../state/words';
import { selectFewestRegions } from '../select/selectFewestRegions';
import { defineScoringKind } from './scoringKind';

/** The region or regions holding the fewest caballeros, empty ones left out. */
export const fewest = defineScoringKind({
  kind: 'fewest',
  score(board, _request, rules, { ctx, scoreRegions, names }) {
    const areas = selectFewestRegions(ctx, board);
    const note = words('scoring.fewest', { areas: names(areas) });
    return { ...scoreRegions(board, areas), notes: [note], refs: [rules.edition.ruleRefs['score-fewest']] };
  },
});
