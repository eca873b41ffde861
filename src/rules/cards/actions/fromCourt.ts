import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { counted } from './phrases';

/** More caballeros placed from the court, beyond the turn's own placement. */
export const fromCourtAction = actionKind({
  kind: 'from-court',
  label: words('action.from-court'),
  fields: { areas: field.areaCounts('caballeros from court') },
  nothing: { kind: 'from-court', areas: {} },
  describe(action, w) {
    const placed = counted((a) => w.area(a), action.areas);
    return placed
      ? words('history.action.fromCourt', { who: w.name(w.player), placed })
      : words('history.action.fromCourt.none', { who: w.name(w.player) });
  },
});
