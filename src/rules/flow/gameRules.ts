import { EVERY_PLAY, playsOf, roundStartOf, royaltyRefusalOf } from '../play/index';
import type { ModulePlay } from '../play/modulePlay';
import type { CommandField } from '../state/commandFields';
import type { Command } from '../state/commands';
import { entriesOf } from '../state/records';
import type { RuleError } from '../state/result';
import type {
  CommandRow,
  CommandRows,
  GameRules,
  PhaseRow,
  PlayCommandType,
  RulesChange,
  TurnStepRow,
} from '../state/ruleRows';
import type { GameSetup, GameState, Phase } from '../state/types';
import { BASE_PHASES } from './basePhases';
import { BASE_TURN_STEPS } from './baseTurnSteps';
import { BASE_COMMANDS } from './commandTable';

/** The base game's rules of play, before any module changes them. */
const BASE: Omit<GameRules, 'royaltyRefusal' | 'openingPhases'> = {
  phases: BASE_PHASES,
  turnSteps: BASE_TURN_STEPS,
  commands: BASE_COMMANDS,
};

/** The phases once a module changed parts of some rows, the rest of each row kept. */
function withChanges(phases: GameRules['phases'], changes: RulesChange['phaseChanges']): GameRules['phases'] {
  const next = { ...phases };
  for (const [id, change] of entriesOf(changes ?? {})) {
    const row = next[id];
    if (row && change) next[id] = { ...row, ...change };
  }
  return next;
}

/** The turn's steps once a module's are in: one with a known id takes its place, a new one goes before `before`. */
function withSteps(steps: readonly TurnStepRow[], change: RulesChange['turnSteps']): readonly TurnStepRow[] {
  let next = [...steps];
  for (const { before, ...step } of change ?? []) {
    const at = next.findIndex((s) => s.id === step.id);
    if (at >= 0) next[at] = step;
    else {
      const beforeAt = before === undefined ? -1 : next.findIndex((s) => s.id === before);
      next = beforeAt < 0 ? [...next, step] : [...next.slice(0, beforeAt), step, ...next.slice(beforeAt)];
    }
  }
  return next;
}

/**
 * A game's rules of play: the base game's, then each module's changes in the order of the setup, each
 * adding rows or replacing earlier ones by id. The King's and the Grandes' closed regions are every
 * module's together.
 */
export function foldRules(plays: readonly ModulePlay[]): GameRules {
  const folded = plays.reduce(
    (rules, play) => ({
      phases: withChanges({ ...rules.phases, ...play.rules?.phases }, play.rules?.phaseChanges),
      turnSteps: withSteps(rules.turnSteps, play.rules?.turnSteps),
      commands: { ...rules.commands, ...play.rules?.commands },
    }),
    BASE,
  );
  const stepCommands = folded.turnSteps.flatMap((step) => step.commands);
  // In the order of the modules that open them; a phase a later module replaces keeps its place.
  const openingPhases = [
    ...new Set(plays.flatMap((play) => entriesOf(play.rules?.phases ?? {}).map(([id]) => id))),
  ].filter((id) => folded.phases[id]?.opening);
  // Only before round 1: a phase the round also enters would be sent on to the next opening phase every round.
  const inTheRound = openingPhases.find((id) => Object.hasOwn(BASE_PHASES, id));
  if (inTheRound !== undefined)
    throw new Error(`the phase ${inTheRound} is played every round, so it cannot open a game`);
  const phases = Object.fromEntries(
    entriesOf(folded.phases).map(([id, row]) => [
      id,
      row && {
        ...row,
        ...(row.takesTheTurnSteps ? { accepts: [...row.accepts, ...stepCommands] } : {}),
        ...(row.opening
          ? { next: goOnFromOpening(row, openingPhases[openingPhases.indexOf(id) + 1], roundStartOf(plays)) }
          : {}),
      },
    ]),
  );
  return { ...folded, phases, openingPhases, royaltyRefusal: royaltyRefusalOf(plays) };
}

/**
 * An opening phase's next step: the same phase while its work goes on; once it moves on, the next
 * opening phase of the game, if there is one, else round 1 (its row says the reveal: the round's start).
 */
const goOnFromOpening =
  (row: PhaseRow, following: Phase | undefined, start: Phase) =>
  (state: GameState): GameState => {
    const after = row.next(state);
    if (after.phase === state.phase) return after;
    return { ...after, phase: following ?? (after.phase === 'reveal' ? start : after.phase) };
  };

const folded = new Map<string, GameRules>();
/** The rules found for a setup, by the setup itself: every state of a game carries the same one. */
const foundFor = new WeakMap<Pick<GameSetup, 'modules'>, GameRules>();

/** The rules of play of a game set up so, folded once for each set of modules. */
export function rulesOf(setup: Pick<GameSetup, 'modules'>): GameRules {
  const found = foundFor.get(setup);
  if (found) return found;
  const key = setup.modules.join(' ');
  let rules = folded.get(key);
  if (!rules) {
    rules = foldRules(playsOf(setup.modules));
    folded.set(key, rules);
  }
  foundFor.set(setup, rules);
  return rules;
}

/** Every command row there is: the base game's and every module's, in a game or not. */
export const EVERY_COMMAND: CommandRows = Object.assign(
  {},
  BASE_COMMANDS,
  ...EVERY_PLAY.map((play) => play.rules?.commands ?? {}),
);

/**
 * Every command type after the setup with the fields it holds, the base game's first, then those only
 * modules bring: what the record's checks are read from, the same for every game. A module that replaces a
 * base command keeps its fields (a test holds every module to it), so a record reads alike whatever it plays.
 */
export const COMMAND_FIELDS: readonly (readonly [string, Readonly<Record<string, CommandField>>])[] = Object.entries({
  ...EVERY_COMMAND,
  ...BASE_COMMANDS,
}).flatMap(([type, row]) => (row ? [[type, row.fields] as const] : []));

/**
 * A command's row in this game, or why this game refuses that command type whatever the phase (a
 * module's command in a game without it); undefined for a type no rules know.
 */
export function commandRowIn(
  state: GameState,
  type: string,
  rules: GameRules = rulesOf(state.setup),
): { readonly row: CommandRow<Command> } | { readonly refusal: RuleError } | undefined {
  const row = rowOf(rules.commands, type);
  if (row) return { row };
  const owner = EVERY_PLAY.find((play) => rowOf(play.rules?.commands ?? {}, type) && play.rules?.absent);
  const refusal = owner?.rules?.absent?.(state);
  return refusal ? { refusal } : undefined;
}

/**
 * A command type's row in the rules of a game set up so, else in any game's (the base game's, or the
 * module's that brings it).
 */
export const commandRowOf = (type: string, setup?: Pick<GameSetup, 'modules'>): CommandRow<Command> | undefined =>
  (setup && rowOf(rulesOf(setup).commands, type)) ?? rowOf(EVERY_COMMAND, type);

/** A table's row for a command type (an own key only: "toString" is no command). */
function rowOf(rows: CommandRows, type: string): CommandRow<Command> | undefined {
  return isRowOf(rows, type) ? rows[type] : undefined;
}

const isRowOf = (rows: CommandRows, type: string): type is PlayCommandType => Object.hasOwn(rows, type);
