import type { GameAreaId } from '../state/areaIds';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId, ScoringEvent } from '../state/types';
import type { Words } from '../state/words';

/** One line a module says of its state at this table, for the game screen's status. */
export interface ModuleStatusLine {
  readonly words: Words;
  readonly ref: RuleRef;
  /** Something happens when the turn being played ends (Granada falls): the screen marks the line. */
  readonly dueAtTurnEnd?: boolean;
  /** The cause of the scorings this module brings beyond the base game's (Granada's fall: a conquest). */
  readonly cause?: ScoringEvent['cause'];
  /** What each player scored in the module's own scoring, once it happened. */
  readonly scored?: Readonly<Record<PlayerId, number>>;
}

/** What a module tells the game screen of its state, beyond the pieces and the spaces. */
export interface ModuleQueries {
  /** Its line in the status, or undefined in a game where it has nothing to say. */
  readonly status?: (state: GameState) => ModuleStatusLine | undefined;
  /** What the players table shows beside a player's name (Intrigue & the King: the King, the Caballero card). */
  readonly playerNotes?: (state: GameState, player: PlayerId) => readonly Words[];
  /** The words the map shows on an area beside its counts (Granada: Muslim). */
  readonly areaNotes?: (state: GameState, area: GameAreaId) => readonly Words[];
}

/** Declares what a module tells the game screen. */
export const defineQueries = (queries: ModuleQueries): ModuleQueries => queries;
