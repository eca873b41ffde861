import { definePlay } from '../../play/modulePlay';
import { CASTILLO } from '../../state/areaIds';
import { fail } from '../../state/result';
import { playerWords } from '../../state/stateHelpers';
import { words } from '../../state/words';

/**
 * New Regency (004, "Mini expansion: New Regency"): its cards are the 5th stack (its cards.ts) and
 * act through their effects (its effects.ts). The rules of a turn it bends: Infiltration's
 * player may place in the King's region until the turn ends; a Grande Competition threw into the Castillo
 * stays there until the Castillo is opened at a scoring, where it follows its owner's secret disk.
 */
export const newRegencyPlay = definePlay({
  id: 'new-regency',
  opensKingRegion: (state, player) => state.modules?.infiltration === player,
  refuseRoyalty: (state, piece) =>
    piece.kind === 'grande' && state.grandes[piece.player] === CASTILLO
      ? fail('grande/in-castillo', words('refusal.grande/in-castillo', { who: playerWords(state, piece.player) }), {
          source: '004',
          section: 'Explanations of Special cards: Competition',
        }).error
      : undefined,
  afterTurn(state) {
    if (state.modules?.infiltration === undefined) return state;
    const { infiltration: _, ...rest } = state.modules;
    return { ...state, modules: rest };
  },
});
