import { nameOf } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { nextToPlayPower } from './powerOrder';

/** What the table has to enter next, in words: the end of every "not now" refusal. */
export function waitingFor(state: GameState): string {
  switch (state.phase) {
    case 'reveal':
      return `the action cards of round ${state.round} to be turned over`;
    case 'dummy':
      return "the two region cards drawn for the dummy";
    case 'power':
      return `${nameOf(state, nextToPlayPower(state) ?? '')}'s power card`;
    case 'turns':
      return state.turn ? `${nameOf(state, state.turn.player)}'s turn` : 'the next turn';
    case 'general-scoring':
      return 'the secret disks of the general scoring';
    case 'over':
      return 'nothing more: the game is over';
  }
}

/** A "not now" message: what was asked, and what the table is waiting for instead. */
export const notNowMessage = (state: GameState, what: string): string => `${what}: now the table is waiting for ${waitingFor(state)}`;
