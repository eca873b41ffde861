import { afterModuleTurn } from '../play/index';
import type { EndTurnCommand } from '../state/commands';
import { ok, type Result } from '../state/result';
import type { GameState } from '../state/types';

/**
 * The player is done; caballeros not placed stay in court and an untouched special action counts
 * as skipped. The phase table's next step opens the next turn, or ends the round.
 */
export function endTurn(state: GameState, _command: EndTurnCommand): Result<GameState> {
  return ok(afterModuleTurn({ ...state, turnIndex: state.turnIndex + 1, turn: undefined }));
}
