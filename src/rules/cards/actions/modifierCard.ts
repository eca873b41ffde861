import { type ModifierCard, modifierWords } from '../../state/modifierCards';
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
    return `${w.name(w.player)} took modifier card ${modifierWords(card)} back into their hand`;
  },
});
