import { movesGuide } from '../guides/movesGuide';
import { applyMoves, type MoveLimits } from './_lib/applyMoves';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

/** An intrigue card that moves caballeros on the board within its limits. */
function moveEffect<const Id extends MoveEffectId>(id: Id, words: string) {
  const expects = '{ kind: "moves", moves: [{ owner, from, to, count }] }';
  const limits: (moveAllMayReturn: boolean) => MoveLimits = MOVE_LIMITS[id];
  return defineEffect({
    id,
    topic: 'intrigue',
    words,
    kinds: ['moves'],
    expects,
    guide: (state, player) => [movesGuide(state, player, limits(state.setup.options.moveAllOwnMayReturn))],
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

export const moveAllOwnFromOne = moveEffect(
  'move-all-own-from-one',
  'Move every one of your caballeros out of one region, to any regions or the Castillo.',
);
export const moveUpTo5FromOne = moveEffect(
  'move-up-to-5-from-one',
  'Move up to 5 caballeros, anyone’s, out of one region.',
);
export const move3Foreign = moveEffect('move-3-foreign', 'Move up to 3 caballeros of other players.');
export const move3Any = moveEffect('move-3-any', 'Move up to 3 caballeros, anyone’s.');
export const move2Own2Foreign = moveEffect(
  'move-2-own-2-foreign',
  'Move up to 2 of your own caballeros and up to 2 of other players’.',
);
export const move4Own = moveEffect('move-4-own', 'Move up to 4 of your own caballeros.');
export const move4Any = moveEffect('move-4-any', 'Move up to 4 caballeros, anyone’s.');
