import { CASTILLO } from '../../state/areaIds';
import { listOf, words } from '../../state/words';
import { selectTopValueRegions } from '../select/selectTopValueRegions';
import { defineScoringKind } from './scoringKind';

/** Every region whose first place is now worth one of the card's values (a mobile scoreboard counts). */
export const topValue = defineScoringKind({
  kind: 'top-value',
  score(board, request, rules, { ctx, scoreRegions, names }) {
    const refs = rules.edition.ruleRefs;
    const areas = selectTopValueRegions(ctx, board, request.values);
    const note = words('scoring.topValue', { values: listOf(request.values, 'or'), areas: names(areas) });
    const mobileOnRegion = Object.values(board.mobileScoreboards).some((a) => a !== undefined && a !== CASTILLO);
    return {
      ...scoreRegions(board, areas),
      notes: [note],
      refs: mobileOnRegion ? [refs['score-top-value'], refs['mobile-scoreboards']] : [refs['score-top-value']],
    };
  },
});
