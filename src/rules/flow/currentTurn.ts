import { fail, type RuleError } from '../state/result';
import { nameOf } from '../state/stateHelpers';
import { ruleOf } from '../editions/ruleOf';
import type { GameState, PlayerId, TurnState } from '../state/types';
import { notNowMessage } from './waitingFor';

/** The open turn if it is this player's, or a refusal saying whose turn it is. */
export function currentTurn(state: GameState, player: PlayerId): { ok: true; turn: TurnState } | { ok: false; error: RuleError } {
  const rule = ruleOf(state, 'take-card');
  if (state.phase !== 'turns' || !state.turn) return fail('flow/not-now', notNowMessage(state, 'No turn is being played'), rule, { phase: state.phase });
  if (state.turn.player !== player) {
    return fail('turn/not-your-turn', `It is ${nameOf(state, state.turn.player)}'s turn, not ${nameOf(state, player)}'s`, rule, { current: state.turn.player });
  }
  return { ok: true, turn: state.turn };
}
