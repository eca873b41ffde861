import type { Command } from '../state/commands';
import type { RuleError } from '../state/result';
import type { GameState } from '../state/types';
import { applyCommand } from './applyCommand';

export interface ReplayResult {
  /** The state after the last command that held (undefined when even the setup was refused). */
  readonly state: GameState | undefined;
  /** How many commands were applied. */
  readonly applied: number;
  /** The first refused command, if any: replay stops there. */
  readonly refused?: { readonly index: number; readonly error: RuleError };
}

/** Rebuilds the table from the command log, stopping at the first command that no longer holds. */
export function replay(log: readonly Command[]): ReplayResult {
  let state: GameState | undefined;
  for (const [index, command] of log.entries()) {
    const result = applyCommand(state, command);
    if (!result.ok) return { state, applied: index, refused: { index, error: result.error } };
    state = result.value;
  }
  return { state, applied: log.length };
}
