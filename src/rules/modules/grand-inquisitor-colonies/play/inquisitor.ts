import type { GameState, PlayerId } from '../../../state/types';

/**
 * The table with the Grand Inquisitor in this player's court, from beside the board or another court:
 * his black caballeros are theirs from now until another player takes his card.
 */
export function takeInquisitor(state: GameState, player: PlayerId): GameState {
  return { ...state, modules: { ...state.modules, holders: { ...state.modules?.holders, inquisitor: player } } };
}
