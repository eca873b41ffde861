import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';

/** The player's own Grande moved to another region. */
export const grandeAction = actionKind({
  kind: 'grande',
  label: words('action.grande'),
  fields: { to: field.region() },
  describe(action, w) {
    const who = w.name(w.player);
    const now = w.grande(w.player);
    return now !== undefined
      ? `${who} moved their Grande from ${w.area(now)} to ${w.area(action.to)}`
      : `${who} moved their Grande to ${w.area(action.to)}`;
  },
});
