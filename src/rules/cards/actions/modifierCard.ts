import { type ModifierCard, modifierCardWords } from '../../modules/power-shift/state';
import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field, optional } from './fields';

/** Power Shift: a played modifier card taken back into the player's hand (Empowerment). */
export const modifierCardAction = actionKind({
  kind: 'modifier-card',
  label: words('action.modifier-card'),
  fields: { value: field.modifierValue(), ability: optional(field.modifierAbility()) },
  describe(action, w) {
    const card: ModifierCard = { value: action.value, ...(action.ability ? { ability: action.ability } : {}) };
    return words('history.action.modifierCard', { who: w.name(w.player), card: modifierCardWords(card) });
  },
});
