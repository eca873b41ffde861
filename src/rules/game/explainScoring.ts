import { scoreBoard } from '../scoring/scoreBoard';
import type { ScoringResult } from '../scoring/types';
import type { Command } from '../state/commands';
import type { GameState, ScoringEvent } from '../state/types';
import { scoringBoardOf, scoringRulesOf } from '../table/scoringBoardOf';
import { applyCommand } from './applyCommand';

/**
 * Why a scoring gave what it gave, derived when a player asks rather than kept in the state.
 * Every scoring reads the table as the command that caused it found it (the general scoring moves
 * the Castillo's caballeros itself), so scoring the table before that command with the recorded
 * request gives the same points, now with every area's explanation.
 */
export function explainScoring(before: GameState, event: ScoringEvent): ScoringResult {
  return scoreBoard(scoringBoardOf(before), event.request, scoringRulesOf(before));
}

/**
 * The scoring a command would cause on this table, explained, without committing anything; none
 * when the command is refused or scores nothing.
 *
 * @example
 * scoringOfCommand(state, { type: 'general-scoring', disks: { red: 'galicia' } })?.totals; // { red: 12, … }
 */
export function scoringOfCommand(before: GameState, command: Command): ScoringResult | undefined {
  const after = applyCommand(before, command);
  if (!after.ok || after.value.scorings.length <= before.scorings.length) return undefined;
  return explainScoring(before, after.value.scorings.at(-1)!);
}

/** One scoring of a game with the command that caused it and its explanation. */
export interface ExplainedScoring {
  readonly event: ScoringEvent;
  /** The index in the log of the command that caused it. */
  readonly index: number;
  readonly result: ScoringResult;
}

/** Every scoring of a game, explained, by replaying its log once (stopping where the log stops holding). */
export function explainScorings(log: readonly Command[]): readonly ExplainedScoring[] {
  const found: ExplainedScoring[] = [];
  let state: GameState | undefined;
  for (const [index, command] of log.entries()) {
    const next = applyCommand(state, command);
    if (!next.ok) break;
    if (state && next.value.scorings.length > state.scorings.length) {
      for (const event of next.value.scorings.slice(state.scorings.length))
        found.push({ event, index, result: explainScoring(state, event) });
    }
    state = next.value;
  }
  return found;
}
