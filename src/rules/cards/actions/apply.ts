import { words } from '../../state/words';
import { actionKind } from './actionKind';

/** A card that needs no choice: it is carried out as printed (a fixed scoring, a decay of the court). */
export const applyAction = actionKind({
  kind: 'apply',
  label: words('action.apply'),
  fields: {},
  describe(_action, w) {
    const points = w.points();
    return words('history.action.apply', {
      who: w.name(w.player),
      card: w.card,
      result: points !== '' ? points : w.courtLosses(),
    });
  },
});
