import type { GameState, TurnState } from '../state/types';

/**
 * The turn being played. A turn command reaches its handler only once the phase table and the
 * turn's steps have accepted it, so in the turns phase there is always one.
 */
export function openTurn(state: GameState): TurnState {
  if (!state.turn) throw new Error('no turn is open');
  return state.turn;
}
