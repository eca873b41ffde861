import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';

/** The player's own Grande moved to another region. */
export const grandeAction = actionKind({
  kind: 'grande',
  label: words('action.grande'),
  fields: { to: field.region() },
  describe(action, w) {
    const line = { who: w.name(w.player), to: w.area(action.to) };
    const now = w.grande(w.player);
    return now !== undefined
      ? words('history.action.grande', { ...line, from: w.area(now) })
      : words('history.action.grande.to', line);
  },
});
