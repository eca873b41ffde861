import { words } from '../../state/words';
import { movesGuide } from '../guides/movesGuide';
import { applyMoves, type MoveLimits } from './_lib/applyMoves';
import { movableOwners, moveSources } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

/** An intrigue card that moves caballeros on the board within its limits. */
function moveEffect<const Id extends MoveEffectId>(id: Id) {
  const expects = '{ kind: "moves", moves: [{ owner, from, to, count }] }';
  const limits: (moveAllMayReturn: boolean) => MoveLimits = MOVE_LIMITS[id];
  return defineEffect({
    id,
    topic: 'intrigue',
    words: words(`effect.${id}`),
    kinds: ['moves'],
    expects,
    guide: (state, player) => [movesGuide(state, player, limits(state.setup.options.moveAllOwnMayReturn))],
    // Something to move: a caballero of a colour the card may move, in a region it may leave.
    canAct: (state, player) => {
      const { own, foreign } = limits(state.setup.options.moveAllOwnMayReturn);
      const which = own === 0 ? 'foreign' : foreign === 0 ? 'own' : 'any';
      return moveSources(state, movableOwners(state, player, which)).length > 0;
    },
    apply(state, action, context) {
      if (action?.kind !== 'moves') return wrongKind(state, action, context, expects);
      return applyMoves(
        state,
        context.player,
        action.moves,
        limits(state.setup.options.moveAllOwnMayReturn),
        context.partial,
      );
    },
  });
}

/**
 * What each moving intrigue card allows, by effect, given whether "all your own from one region"
 * may leave some where they stand. Shared with the action guide so screens offer the same limits.
 */
export const MOVE_LIMITS = {
  'move-all-own-from-one': (mayReturn: boolean): MoveLimits => ({ foreign: 0, allOwnFromOne: { mayReturn } }),
  'move-up-to-5-from-one': (): MoveLimits => ({ total: 5, fromOneRegion: true }),
  'move-3-foreign': (): MoveLimits => ({ total: 3, own: 0 }),
  'move-3-any': (): MoveLimits => ({ total: 3 }),
  'move-2-own-2-foreign': (): MoveLimits => ({ own: 2, foreign: 2 }),
  'move-4-own': (): MoveLimits => ({ total: 4, foreign: 0 }),
  'move-4-any': (): MoveLimits => ({ total: 4 }),
} as const;

/** The effects whose special action is only moving caballeros on the board. */
export type MoveEffectId = keyof typeof MOVE_LIMITS;

export const moveAllOwnFromOne = moveEffect('move-all-own-from-one');
export const moveUpTo5FromOne = moveEffect('move-up-to-5-from-one');
export const move3Foreign = moveEffect('move-3-foreign');
export const move3Any = moveEffect('move-3-any');
export const move2Own2Foreign = moveEffect('move-2-own-2-foreign');
export const move4Own = moveEffect('move-4-own');
export const move4Any = moveEffect('move-4-any');
