import type { MoveLimits } from '../../../play/moveLimits';
import type { BlackId } from '../../../state/modules';
import { describeValue } from '../../../state/quote';
import { fail, ok } from '../../../state/result';
import type { RuleRef } from '../../../state/sources';
import type { GameState, PlayerId } from '../../../state/types';

/** The table with a black piece's marker in this player's court: its black caballeros are theirs from now. */
export const takeBlackPiece = (state: GameState, black: BlackId, player: PlayerId): GameState => ({
  ...state,
  modules: { ...state.modules, holders: { ...state.modules?.holders, [black]: player } },
});

import { words } from '../../../state/words';
import { movesGuide } from '../../guides/movesGuide';
import { defineEffect, type Effect } from '../effect';
import { applyMoves } from './applyMoves';
import { wrongKind } from './wrongKind';

/** Up to two black caballeros, from any region they may leave to any other they may stand in. */
const LIMITS: MoveLimits = { total: 2, anyRegion: true };

/**
 * The card of a black piece (the Church card, the Grand Inquisitor card): the taker takes its marker
 * into their court, and may move up to two of its black caballeros. The King's region stays taboo both
 * ways, and the areas closed to those caballeros are refused by their module's play hooks. Its words:
 * `effect.<id>`, `expects.<black>`, `refusal.<black>/only-black`.
 */
export function blackPieceCard<const Id extends string>(id: Id, black: BlackId, ref: RuleRef): Effect<Id> {
  const expects = words(`expects.${black}`, {
    shape: `{ kind: "moves", moves: [{ owner: "${black}", from, to, count }] }`,
  });
  return defineEffect({
    id,
    moves: black,
    topic: 'special-action',
    ref,
    words: words(`effect.${id}`),
    kinds: ['moves'],
    expects,
    guide: (state, player) => [movesGuide(state, player, LIMITS, [black])],
    apply(state, action, context) {
      if (action?.kind !== 'moves') return wrongKind(state, action, context, expects);
      const stray = Array.isArray(action.moves) ? action.moves.find((m) => m?.owner !== black) : undefined;
      if (stray) {
        return fail(
          `${black}/only-black`,
          words(`refusal.${black}/only-black`, { owner: describeValue(stray.owner) }),
          ref,
        );
      }
      const moved = applyMoves(state, context.player, action.moves, LIMITS, context.partial);
      return moved.ok ? ok(takeBlackPiece(moved.value, black, context.player)) : moved;
    },
  });
}
