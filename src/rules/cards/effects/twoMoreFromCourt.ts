import { ruleOf } from '../../editions/ruleOf';
import { placeFromCourtInPlay } from '../../play/index';
import type { Result } from '../../state/result';
import type { SpecialAction } from '../../state/specialActions';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { fromCourtGuide } from '../guides/courtGuides';
import { movesGuide } from '../guides/movesGuide';
import { applyMoves } from './_lib/applyMoves';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';
import { MOVE_LIMITS } from './intrigueMoves';

/** How many more caballeros the "two more from court" intrigue brings onto the board, at most. */
export const MORE_FROM_COURT = 2;

/** Up to two more caballeros from the court into any regions but the King's, or the Castillo. */
export function placeTwoMore(
  state: GameState,
  player: PlayerId,
  areas: Extract<SpecialAction, { kind: 'from-court' }>['areas'],
): Result<GameState> {
  return placeFromCourtInPlay(state, player, areas, {
    limit: MORE_FROM_COURT,
    tooMany: (total) => ({
      code: 'intrigue/too-many',
      message: words('refusal.intrigue/too-many.fromCourt', { max: MORE_FROM_COURT, total }),
      ruleRef: ruleOf(state, 'intrigue'),
    }),
  });
}

const EXPECTS_COURT = '{ kind: "from-court", areas: { area: count } }';
const EXPECTS_EITHER = words('expects.either', { moves: '{ kind: "moves", … }', court: '{ kind: "from-court", … }' });

export const twoMoreFromCourt = defineEffect({
  id: 'two-more-from-court',
  topic: 'intrigue',
  words: words('effect.two-more-from-court'),
  kinds: ['from-court'],
  expects: EXPECTS_COURT,
  guide: (state, player) => [fromCourtGuide(state, player, MORE_FROM_COURT)],
  // Something to place: caballeros in the court.
  canAct: (state, player) => (state.court[player] ?? 0) > 0,
  apply(state, action, context) {
    if (action?.kind !== 'from-court') return wrongKind(state, action, context, EXPECTS_COURT);
    return placeTwoMore(state, context.player, action.areas);
  },
});

/** The taker chooses one of the two intrigues above. */
export const eitherMoveAllOwnOrTwoMore = defineEffect({
  id: 'either-move-all-own-or-two-more',
  topic: 'intrigue',
  words: words('effect.either-move-all-own-or-two-more'),
  kinds: ['moves', 'from-court'],
  expects: EXPECTS_EITHER,
  guide: (state, player) => [
    movesGuide(state, player, MOVE_LIMITS['move-all-own-from-one'](state.setup.options.moveAllOwnMayReturn)),
    fromCourtGuide(state, player, MORE_FROM_COURT),
  ],
  apply(state, action, context) {
    if (action?.kind === 'from-court') return placeTwoMore(state, context.player, action.areas);
    if (action?.kind === 'moves') {
      const limits = MOVE_LIMITS['move-all-own-from-one'](state.setup.options.moveAllOwnMayReturn);
      return applyMoves(state, context.player, action.moves, limits, context.partial);
    }
    return wrongKind(state, action, context, EXPECTS_EITHER);
  },
});
