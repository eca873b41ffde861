import { defineEffectChange } from '../../cards/effects/effectChange';
import { words } from '../../state/words';
import { modifierDiscards, returnModifier } from './play';

/** Power Shift's Empowerment: a played modifier card may come back to the hand instead of a power card. */
export const modifierCardReturn = defineEffectChange({
  module: 'power-shift',
  effect: 'power-card-return',
  kind: 'modifier-card',
  expects: words('expects.powerCardOrModifier', {
    shape: '{ kind: "power-card", value }',
    modifier: '{ kind: "modifier-card", value, ability? }',
  }),
  guide(state, player) {
    const cards = modifierDiscards(state, player);
    return { kind: 'modifier-card', available: cards.length > 0, cards };
  },
  apply(state, action, context) {
    // Only a modifier card's action is handed here; anything else is refused as no such card.
    if (action?.kind !== 'modifier-card') return returnModifier(state, context.player, action);
    const card = { value: action.value, ...(action.ability !== undefined ? { ability: action.ability } : {}) };
    return returnModifier(state, context.player, card);
  },
});
