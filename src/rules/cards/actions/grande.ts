import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field, optional } from './fields';

/** The player's own Grande moved to another region. */
export const grandeAction = actionKind({
  kind: 'grande',
  label: words('action.grande'),
  fields: { to: field.region(), along: optional(field.count('caballeros going with the Grande')) },
  describe(action, w) {
    const along = typeof action.along === 'number' && action.along > 0 ? action.along : 0;
    const line = {
      who: w.name(w.player),
      to: w.area(action.to),
      along: along > 0 ? words('history.action.grande.along', { count: along }) : '',
    };
    const now = w.grande(w.player);
    return now !== undefined
      ? words('history.action.grande', { ...line, from: w.area(now) })
      : words('history.action.grande.to', line);
  },
});
