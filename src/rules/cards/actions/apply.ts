import { words } from '../../state/words';
import { actionKind } from './actionKind';

/** A card that needs no choice: it is carried out as printed (a fixed scoring, a decay of the court). */
export const applyAction = actionKind({
  kind: 'apply',
  label: words('action.apply'),
  fields: {},
  describe: (_action, w) => `${w.name(w.player)} played ${w.card}${w.points() || w.courtLosses()}`,
});
