import { applyMoves, type MoveLimits } from '../../cards/effects/_lib/applyMoves';
import { movableOwners, moveSources } from '../../cards/effects/_lib/boardChoices';
import { wrongKind } from '../../cards/effects/_lib/wrongKind';
import { defineEffect } from '../../cards/effects/effect';
import { movesGuide } from '../../cards/guides/movesGuide';
import { fail } from '../../state/result';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { IK_ROLES_REF } from './state';

const EXPECTS = '{ kind: "moves", moves: [{ owner, from, to, count }] }';

/** One caballero of another colour, out of one region. */
const ONE_FOREIGN: MoveLimits = { total: 1, own: 0, fromOneRegion: true };
/** Any number of one's own, out of one region. */
const OWN_FROM_ONE: MoveLimits = { foreign: 0, fromOneRegion: true };

/** Whether any caballero stands where the Intrigue action may move it from (a region, never the King's). */
const anythingToMove = (state: GameState, player: PlayerId): boolean =>
  moveSources(state, movableOwners(state, player, 'any')).length > 0;

/**
 * The Intrigue card (Decennial rules, Intrigue & the King: the King's card and the Intrigue card): out of one
 * region, never the King's or the Castillo, either one caballero of another colour or one to all of the
 * player's own, to other regions but the King's, or into the Castillo. Its holder must do it (reading P5: at
 * least one caballero whenever one stands anywhere it may leave).
 */
export const intrigueAction = defineEffect({
  id: 'intrigue-action',
  topic: 'special-action',
  ref: IK_ROLES_REF,
  words: words('effect.intrigue-action'),
  kinds: ['moves'],
  expects: EXPECTS,
  guide: (state, player) => [movesGuide(state, player, { fromOneRegion: true })],
  canAct: anythingToMove,
  apply(state, action, context) {
    if (action?.kind !== 'moves') return wrongKind(state, action, context, EXPECTS);
    const moves = Array.isArray(action.moves) ? action.moves : [];
    const own = movableOwners(state, context.player, 'own');
    const foreign = moves.filter((m) => !own.includes(m?.owner)).length;
    if (foreign > 0 && foreign < moves.length)
      return fail('intrigue/either', words('refusal.intrigue/either'), IK_ROLES_REF);
    if (moves.length === 0 && !context.partial && anythingToMove(state, context.player))
      return fail('intrigue/at-least-one', words('refusal.intrigue/at-least-one'), IK_ROLES_REF);
    return applyMoves(state, context.player, action.moves, foreign > 0 ? ONE_FOREIGN : OWN_FROM_ONE, context.partial);
  },
});
