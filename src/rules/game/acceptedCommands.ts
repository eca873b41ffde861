import { commandRowIn } from '../flow/gameRules';
import { ANY_PHASE, phaseRow } from '../flow/phases';
import { turnStepOf, turnSteps } from '../flow/turnSteps';
import type { CommandType } from '../state/commands';
import type { GameState } from '../state/types';

/**
 * The kinds of command the table may enter now, from the phase table and the turn's steps (a table
 * correction always). Whether one goes through still depends on what it holds.
 */
export function acceptedCommands(state: GameState | undefined): CommandType[] {
  if (!state) return ['setup'];
  const steps = turnSteps(state);
  const open = steps ? new Set(steps.steps.filter((s) => s.status === 'open').map((s) => s.id)) : undefined;
  const inPhase = phaseRow(state).accepts.filter((type) => {
    const step = turnStepOf(state, type);
    return !step || !open || open.has(step.id);
  });
  // Commands of any phase that this game has (a described card only where a deck is described).
  const any = ANY_PHASE.filter((type) => {
    const found = commandRowIn(state, type);
    return found !== undefined && 'row' in found && found.row.notInThisGame?.(state) === undefined;
  });
  return [...inPhase, ...any];
}
