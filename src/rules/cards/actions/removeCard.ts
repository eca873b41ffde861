import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';

/** A card still offered this round taken out of the offer (Grand Inquisitor & the Colonies). */
export const removeCardAction = actionKind({
  kind: 'remove-card',
  label: words('action.remove-card'),
  fields: { slot: field.offerSlot() },
  describe: (action, w) =>
    words('history.action.removeCard', {
      who: w.name(w.player),
      slot: typeof action.slot === 'string' ? action.slot : '?',
    }),
});
