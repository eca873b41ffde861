import type { CommandType } from '../state/commands';
import type { GameRules, TurnStepId, TurnStepRow, TurnStepStatus } from '../state/ruleRows';
import type { GameState, PlayerId } from '../state/types';
import { rulesOf } from './gameRules';

export type { TurnStepId, TurnStepStatus };

/** The step of this game's turn that a command belongs to, if it is a turn command. */
export const turnStepOf = (
  state: GameState,
  type: CommandType,
  rules: GameRules = rulesOf(state.setup),
): TurnStepRow | undefined => rules.turnSteps.find((step) => step.commands.includes(type));

export interface TurnSteps {
  readonly player: PlayerId;
  readonly steps: readonly { readonly id: TurnStepId; readonly status: TurnStepStatus }[];
}

/** The open turn, step by step: whose it is and where each of its steps stands. Undefined between turns. */
export function turnSteps(state: GameState, rules: GameRules = rulesOf(state.setup)): TurnSteps | undefined {
  const turn = state.phase === 'turns' ? state.turn : undefined;
  if (!turn) return undefined;
  const steps = rules.turnSteps.filter((step) => step.applies?.(state, turn) ?? true);
  return { player: turn.player, steps: steps.map((step) => ({ id: step.id, status: step.status(turn, state) })) };
}

/** Whether a step of the open turn may be entered now. */
export const isStepOpen = (state: GameState, id: TurnStepId): boolean =>
  turnSteps(state)?.steps.find((s) => s.id === id)?.status === 'open';
