import { words } from '../../state/words';
import { actionKind } from './actionKind';

/** A veto card kept in hand, to stop another player's special action later. */
export const keepVetoAction = actionKind({
  kind: 'keep-veto',
  label: words('action.keep-veto'),
  fields: {},
  describe: (_action, w) => words('history.action.keepVeto', { who: w.name(w.player), card: w.card }),
});
