import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';

/** The Limit table moved to a region (Grand Inquisitor & the Colonies); who then sits on it is the command's. */
export const limitTableAction = actionKind({
  kind: 'limit-table',
  label: words('action.limit-table'),
  fields: { to: field.region() },
  describe: (action, w) => words('history.action.limitTable', { who: w.name(w.player), area: w.area(action.to) }),
});
