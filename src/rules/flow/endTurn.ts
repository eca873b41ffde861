import { cardIn } from '../cards/cardIn';
import { afterModuleTurn } from '../play/index';
import type { EndTurnCommand } from '../state/commands';
import { ok, type Result } from '../state/result';
import type { GameState } from '../state/types';
import { requiredActionRefusal } from './special';

/**
 * The player is done; caballeros not placed stay in court and an untouched special action counts
 * as skipped. The phase table's next step opens the next turn, or ends the round.
 */
export function endTurn(state: GameState, command: EndTurnCommand): Result<GameState> {
  // A required action left untouched is not skipped by ending the turn: it is done, or said impossible.
  const card = state.turn?.special === 'open' && state.turn.card ? cardIn(state, state.turn.card.id) : undefined;
  const refusal = card && requiredActionRefusal(state, card, command.player, false);
  if (refusal) return { ok: false, error: refusal };
  return ok(afterModuleTurn({ ...state, turnIndex: state.turnIndex + 1, turn: undefined }));
}
