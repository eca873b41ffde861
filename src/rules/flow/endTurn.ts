import { fail, ok, type Result } from '../errors';
import { ruleOf } from '../game/_lib/stateHelpers';
import type { EndTurnCommand } from '../game/commands';
import type { GameState } from '../game/types';
import { endTurnAndAdvance } from './advance';
import { currentTurn } from './currentTurn';

/** The player is done; caballeros not placed stay in court and an untouched special action counts as skipped. */
export function endTurn(state: GameState, command: EndTurnCommand): Result<GameState> {
  const current = currentTurn(state, command.player);
  if (!current.ok) return current;
  if (!current.turn.card) return fail('turn/no-card', 'Take one of the face-up action cards before ending your turn', ruleOf(state, 'take-card'));
  return ok(endTurnAndAdvance(state));
}
