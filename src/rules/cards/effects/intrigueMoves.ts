import type { EffectId } from '../effectIds';
import type { Effect } from './effect';
import { applyMoves, type MoveLimits } from './_lib/applyMoves';
import { wrongKind } from './_lib/wrongKind';

/** An intrigue card that moves caballeros on the board within its limits. */
function moveEffect(id: EffectId, limits: (moveAllMayReturn: boolean) => MoveLimits): Effect {
  const expects = '{ kind: "moves", moves: [{ owner, from, to, count }] }';
  return {
    id,
    expects,
    apply(state, action, context) {
      if (action?.kind !== 'moves') return wrongKind(state, action, context, expects);
      return applyMoves(state, context.player, action.moves, limits(state.setup.options.moveAllOwnMayReturn), context.partial);
    },
  };
}

export const moveAllOwnFromOne = moveEffect('move-all-own-from-one', (mayReturn) => ({ foreign: 0, allOwnFromOne: { mayReturn } }));
export const moveUpTo5FromOne = moveEffect('move-up-to-5-from-one', () => ({ total: 5, fromOneRegion: true }));
export const move3Foreign = moveEffect('move-3-foreign', () => ({ total: 3, own: 0 }));
export const move3Any = moveEffect('move-3-any', () => ({ total: 3 }));
export const move2Own2Foreign = moveEffect('move-2-own-2-foreign', () => ({ own: 2, foreign: 2 }));
export const move4Own = moveEffect('move-4-own', () => ({ total: 4, foreign: 0 }));
export const move4Any = moveEffect('move-4-any', () => ({ total: 4 }));
