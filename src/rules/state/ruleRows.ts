import type { GameRegionId } from './areaIds';
import type { CommandFields } from './commandFields';
import type { Command, CommandType } from './commands';
import type { Result, RuleError } from './result';
import type { RuleTopic } from './ruleTopics';
import type { GameState, Phase, PlayerId, TurnState } from './types';
import type { Text, Words, WordValue } from './words';

/*
 * The shapes of one game's rules of play: its phase table, its turn's steps and its commands. The base
 * game gives a row of each; a module adds rows or replaces the base game's by id (see flow/gameRules).
 */

/**
 * A phase of the round as the phase table reads it: the commands it takes, what comes next, and what
 * the table waits for, in words.
 */
export interface PhaseRow {
  /** The commands of this phase. A table correction is taken in every phase besides these. */
  readonly accepts: readonly CommandType[];
  /** The phase also takes the commands of the turn's steps, whichever steps the game's modules give it. */
  readonly takesTheTurnSteps?: true;
  /**
   * What comes next once one of them is applied: the state moved on (the same phase while its
   * work goes on, otherwise the next phase, which may in turn end the round or the game).
   */
  readonly next: (state: GameState) => GameState;
  /** What the table is waiting for in this phase, in words (never a sentence in one language). */
  readonly waitingFor: (state: GameState) => Words;
  /** The refusal of every other command, when it is not the usual "not now". */
  readonly closed?: { readonly code: string; readonly message: Words };
  /**
   * A phase of a module's own that it opens before round 1 (Power Shift's modifier hands), never one
   * the round enters. The game starts in the first of these, in the order of the modules, and each goes
   * on to the next once its `next` moves on; the last goes where its `next` says (round 1's reveal).
   */
  readonly opening?: true;
}

/** The parts of one player's turn: the base game's, and those modules add. */
export type TurnStepId =
  | 'replenish'
  | 'modifier-ability'
  | 'take-card'
  | 'place'
  | 'special'
  | 'sail'
  | 'claim'
  | 'own-card'
  | 'early-action'
  | 'keep-action'
  | 'kept-action'
  | 'end-turn';

/**
 * Where a step stands: `open` (it may be entered now), `waiting` (not before a card is taken),
 * `done` (settled), or, for the special action, `skipped` or `vetoed`.
 */
export type TurnStepStatus = 'open' | 'waiting' | 'done' | 'skipped' | 'vetoed';

/** A step of the turn as the turn's steps read it. */
export interface TurnStepRow {
  readonly id: TurnStepId;
  /** The commands that make this step. */
  readonly commands: readonly CommandType[];
  readonly status: (turn: TurnState, state: GameState) => TurnStepStatus;
  /** Whether this turn has the step at all (a module's step only when its rule applies); every turn when absent. */
  readonly applies?: (state: GameState, turn: TurnState) => boolean;
  /** Why the step's commands cannot be entered on this turn now; undefined when they can. */
  readonly refuse: (state: GameState, turn: TurnState) => RuleError | undefined;
}

/** A piece that never stands in the Castillo and is moved by its own cards: the King, or a player's Grande. */
export type RoyalPiece = { readonly kind: 'king' } | { readonly kind: 'grande'; readonly player: PlayerId };

/** Why the King or a Grande may not go to a region now; undefined: it may. */
export type RoyaltyCheck = (state: GameState, piece: RoyalPiece, to: GameRegionId) => RuleError | undefined;

/** A command after the setup: its handler, and the words and rule of its place in the round. */
export interface CommandRow<C extends Command> {
  /**
   * The command's own checks and effect, once the phase and the turn have accepted it, under the
   * game's rules. A method, so a row of one command type serves as a row of any (the type picked it).
   */
  apply(state: GameState, command: C, rules: GameRules): Result<GameState>;
  /** What the command holds, field by field, as data: the record's checks are read from it. */
  readonly fields: CommandFields<C>;
  /** When the command belongs in a round, in words: the start of its "not now" refusal. */
  readonly when: Words;
  readonly rule: RuleTopic;
  /** Set for turn commands that only the player whose turn it is may enter. */
  readonly byTurnPlayer?: true;
  /** Why this game has no use for the command at all (checked before the phase). */
  readonly notInThisGame?: (state: GameState) => RuleError | undefined;
  /**
   * The command's line in the history, read warily (a stored command may hold anything) against the
   * table before and after it, with the names the table gives.
   */
  describe(command: C, table: HistoryTable): Text;
}

/** How a history line names what a command holds, as the table in play names it (never throws). */
export interface HistoryNames {
  /** A player's name, or the value quoted when it names nobody. */
  name(id: unknown): WordValue;
  /** "Red's", "Carlos'". */
  possessive(id: unknown): Words;
  /** An area by the name the edition prints. */
  area(value: unknown): WordValue;
  /** A card of the edition in play, by its id, or "an unknown card". */
  card(id: unknown): Words;
  /** The card taken this turn, by name. */
  turnCard(): Words;
  /** ": Red +5, Blue +3", every player whose score these totals change, or ": nobody scores". */
  points(totals: Readonly<Record<string, number>>): Words;
}

/** What a command's history line is read against. */
export interface HistoryTable {
  /** The table before the command; undefined where a line is read without one. */
  readonly before: GameState | undefined;
  /** The table once the command applied to `before`; undefined without it, or when it is refused there. */
  readonly after: GameState | undefined;
  readonly names: HistoryNames;
}

/** The commands after the setup. */
export type PlayCommandType = Exclude<CommandType, 'setup'>;

/** A command table: each command type's row. */
export type CommandRows = { readonly [T in PlayCommandType]?: CommandRow<Extract<Command, { type: T }>> };

/** One game's rules of play, folded from the base game's and its modules' (see flow/gameRules). */
export interface GameRules {
  readonly phases: Readonly<Partial<Record<Phase, PhaseRow>>>;
  /** The turn's steps, in the order the table usually plays them. */
  readonly turnSteps: readonly TurnStepRow[];
  readonly commands: CommandRows;
  /** The phases before round 1, in the order the game plays them (see `PhaseRow.opening`). */
  readonly openingPhases: readonly Phase[];
  /** Why the King or a Grande may not go to a region now, as the game's modules together say. */
  readonly royaltyRefusal: RoyaltyCheck;
}

/**
 * What a module changes in the rules of play: rows it adds, or base rows it replaces, by id. A turn
 * step with the id of one already there takes its place; a new one goes before `before` (at the end
 * without it).
 */
export interface RulesChange {
  readonly phases?: Readonly<Partial<Record<Phase, PhaseRow>>>;
  /**
   * Parts of a phase's row the module changes, the rest kept (Intrigue & the King: the round's card play
   * takes its own command in the power cards' phase, which then goes on as it does).
   */
  readonly phaseChanges?: Readonly<Partial<Record<Phase, Partial<PhaseRow>>>>;
  readonly turnSteps?: readonly (TurnStepRow & { readonly before?: TurnStepId })[];
  readonly commands?: CommandRows;
  /** Why a game without the module refuses its commands (checked before the phase). */
  readonly absent?: (state: GameState) => RuleError;
}
