import type { CommandType } from '../state/commands';
import type { GameRules, PhaseRow } from '../state/ruleRows';
import type { GameState } from '../state/types';
import { ANY_PHASE } from './basePhases';
import { rulesOf } from './gameRules';

export { ANY_PHASE } from './basePhases';

/** The row of the phase the table is in, under this game's rules. */
export function phaseRow(state: GameState, rules: GameRules = rulesOf(state.setup)): PhaseRow {
  const row = rules.phases[state.phase];
  if (!row) throw new Error(`no rules of play hold the phase ${state.phase}`);
  return row;
}

/** Whether the phase the table is in takes this command. */
export const phaseAccepts = (state: GameState, type: CommandType, rules: GameRules = rulesOf(state.setup)): boolean =>
  ANY_PHASE.includes(type) || phaseRow(state, rules).accepts.includes(type);
