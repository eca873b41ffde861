import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';

/** One area the player chooses is scored. */
export const scoreAreaAction = actionKind({
  kind: 'score-area',
  label: words('action.score-area'),
  fields: { area: field.area() },
  describe: (action, w) =>
    words('history.action.scoreArea', { who: w.name(w.player), area: w.area(action.area), points: w.points() }),
});
