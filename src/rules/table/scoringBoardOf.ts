import { EDITIONS } from '../editions/index';
import { scoreBoard } from '../scoring/scoreBoard';
import type { ScoringBoard, ScoringResult, ScoringRules } from '../scoring/types';
import type { ScoringRequest } from '../state/scoringRequest';
import { changeScore, playerIds } from '../state/stateHelpers';
import type { GameState, PlayerId, ScoringEvent } from '../state/types';

/** The table as the scoring engine sees it: the dummy is a neutral colour. */
export function scoringBoardOf(state: GameState): ScoringBoard {
  return {
    players: playerIds(state),
    neutral: state.setup.dummy ? [state.setup.dummy.id] : [],
    king: state.king,
    grandes: state.grandes,
    mobileScoreboards: state.mobileScoreboards,
    pieces: state.areas,
    names: Object.fromEntries(
      [...state.setup.players, ...(state.setup.dummy ? [state.setup.dummy] : [])].map((p) => [p.id, p.name]),
    ),
    // The game's module state is the modules' board with what only play needs besides: a scoring reads
    // the board's fields of the modules on (`withFieldsOn`), so it takes the state as it is.
    ...(state.modules ? { modules: state.modules } : {}),
  };
}

export const scoringRulesOf = (state: GameState): ScoringRules => ({
  edition: EDITIONS[state.setup.edition],
  options: state.setup.options,
  ...(state.setup.modules.length > 0 ? { modules: state.setup.modules, moduleOptions: state.setup.moduleOptions } : {}),
});

/**
 * Runs a scoring on the table, adds the points to the scores, keeps the state of Granada the scoring
 * left, and records what was scored (not why: see `explainScoring`).
 */
export function applyScoring(
  state: GameState,
  request: ScoringRequest,
  cause: ScoringEvent['cause'],
  by: PlayerId | undefined,
): { state: GameState; result: ScoringResult } {
  const result = scoreBoard(scoringBoardOf(state), request, scoringRulesOf(state));
  let next = state;
  for (const [id, points] of Object.entries(result.totals)) next = changeScore(next, id, points);
  // A scoring may take a Muslim Granada (its fall, or a general scoring under the "at once" reading).
  if (next.modules?.granada !== undefined && result.granada !== undefined && result.granada !== next.modules.granada)
    next = { ...next, modules: { ...next.modules, granada: result.granada } };
  return {
    state: { ...next, scorings: [...next.scorings, { round: state.round, cause, by, request, totals: result.totals }] },
    result,
  };
}
