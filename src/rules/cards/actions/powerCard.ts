import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { text } from './phrases';

/** A power card already played taken back into the player's hand. */
export const powerCardAction = actionKind({
  kind: 'power-card',
  label: words('action.power-card'),
  fields: { value: field.powerValue() },
  describe: (action, w) => words('history.action.powerCard', { who: w.name(w.player), value: text(action.value) }),
});
