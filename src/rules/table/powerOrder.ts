import { playerIds } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';

/** Who plays power cards this round, in order: the dummy first, then clockwise from the start player. */
export function powerOrder(state: GameState): PlayerId[] {
  const players = playerIds(state);
  const start = Math.max(0, players.indexOf(state.startPlayer));
  const clockwise = [...players.slice(start), ...players.slice(0, start)];
  return state.setup.dummy ? [state.setup.dummy.id, ...clockwise] : clockwise;
}

/** Whose power card is due now, or undefined once everyone has played. */
export function nextToPlayPower(state: GameState): PlayerId | undefined {
  return state.phase === 'power' ? powerOrder(state).find((id) => state.played[id] === undefined) : undefined;
}
