import { fail, ok, type Result } from '../state/result';
import { ruleOf } from '../editions/ruleOf';
import type { EndTurnCommand } from '../state/commands';
import type { GameState } from '../state/types';
import { endTurnAndAdvance } from './advance';
import { currentTurn } from './currentTurn';

/** The player is done; caballeros not placed stay in court and an untouched special action counts as skipped. */
export function endTurn(state: GameState, command: EndTurnCommand): Result<GameState> {
  const current = currentTurn(state, command.player);
  if (!current.ok) return current;
  if (!current.turn.card) return fail('turn/no-card', 'Take one of the face-up action cards before ending your turn', ruleOf(state, 'take-card'));
  return ok(endTurnAndAdvance(state));
}
