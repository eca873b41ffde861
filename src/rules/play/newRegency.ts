import { definePlay } from './modulePlay';

/**
 * New Regency (004, "Mini expansion: New Regency"): its cards are the 5th stack (cards/moduleCards.ts) and
 * act through their effects (cards/effects/newRegency.ts). The one rule of a turn it bends is Infiltration's:
 * the player who used it may place in the King's region until the turn ends.
 */
export const newRegencyPlay = definePlay({
  id: 'new-regency',
  opensKingRegion: (state, player) => state.modules?.infiltration === player,
  afterTurn(state) {
    if (state.modules?.infiltration === undefined) return state;
    const { infiltration: _, ...rest } = state.modules;
    return { ...state, modules: rest };
  },
});
