import type { SpecialAction } from '../cards/specialActions';
import type { Result } from '../errors';
import { applyCommand } from './applyCommand';
import type { GameState, PlayerId } from './types';

/**
 * What the engine would make of a special action for the player on turn, without committing
 * anything: the table after it, or the refusal with its reason. The state passed in is left as it
 * was, so a screen can show a scoring's result (the last entry of `scorings` when one was added)
 * or a move's outcome before the player confirms it. `vetoedBy` previews a veto part-way.
 *
 * @example
 * const result = previewSpecial(state, { kind: 'score-area', area: 'galicia' });
 * if (result.ok) result.value.scorings.at(-1)?.result.totals; // { red: 4, blue: 2, … }
 */
export function previewSpecial(state: GameState, action: SpecialAction, vetoedBy?: PlayerId): Result<GameState> {
  // With no turn open the engine refuses, saying what the table waits for instead.
  const player = state.turn?.player ?? '';
  return applyCommand(state, { type: 'special', player, action, ...(vetoedBy !== undefined ? { vetoedBy } : {}) });
}
