import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';

/** A bridge laid between two regions, which then border each other (Intrigue & the King's card 63). */
export const bridgeAction = actionKind({
  kind: 'bridge',
  label: words('action.bridge'),
  fields: { from: field.region(), to: field.region() },
  describe: (action, w) =>
    words('history.action.bridge', { who: w.name(w.player), from: w.area(action.from), to: w.area(action.to) }),
});
