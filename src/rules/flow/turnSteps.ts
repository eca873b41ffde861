import { ruleOf } from '../editions/ruleOf';
import { MODULE_TURN_STEPS, type ModuleTurnStepId } from '../play/index';
import type { CommandType } from '../state/commands';
import { fail, type RuleError } from '../state/result';
import type { GameState, PlayerId, TurnState } from '../state/types';
import { words } from '../state/words';

/** The parts of one player's turn, in the order the table usually plays them. */
export type TurnStepId = 'replenish' | ModuleTurnStepId | 'take-card' | 'place' | 'special' | 'end-turn';

/**
 * Where a step stands: `open` (it may be entered now), `waiting` (not before a card is taken),
 * `done` (settled), or, for the special action, `skipped` or `vetoed`.
 */
export type TurnStepStatus = 'open' | 'waiting' | 'done' | 'skipped' | 'vetoed';

interface TurnStepRow {
  readonly id: TurnStepId;
  /** The commands that make this step. */
  readonly commands: readonly CommandType[];
  readonly status: (turn: TurnState, state: GameState) => TurnStepStatus;
  /** Whether this turn has the step at all (a module's step only when its rule applies); every turn when absent. */
  readonly applies?: (state: GameState, turn: TurnState) => boolean;
  /** Why the step's commands cannot be entered on this turn now; undefined when they can. */
  readonly refuse: (state: GameState, turn: TurnState) => RuleError | undefined;
}

const refusal = (...args: Parameters<typeof fail>): RuleError => fail(...args).error;

/**
 * A turn as data: each step, the commands that make it, and when they are refused. Replenishing
 * comes first or not at all (taking a card passes it); the placement and the special action follow
 * the card in either order; the turn ends once a card is taken.
 */
export const TURN_STEPS: readonly TurnStepRow[] = [
  {
    id: 'replenish',
    commands: ['replenish'],
    // Taking a card settles it too: the turn keeps no record of which way it went.
    status: (turn) => (turn.replenished || turn.card ? 'done' : 'open'),
    refuse: (state, turn) =>
      turn.replenished || turn.card
        ? refusal('turn/replenish-done', words('refusal.turn/replenish-done'), ruleOf(state, 'replenish'))
        : undefined,
  },
  ...MODULE_TURN_STEPS,
  {
    id: 'take-card',
    commands: ['take-card'],
    status: (turn) => (turn.card ? 'done' : 'open'),
    refuse: (state, turn) =>
      turn.card ? refusal('turn/card-taken', words('refusal.turn/card-taken'), ruleOf(state, 'take-card')) : undefined,
  },
  {
    id: 'place',
    commands: ['place'],
    status: (turn) => (turn.placed ? 'done' : turn.card ? 'open' : 'waiting'),
    refuse: (state, turn) => {
      if (!turn.card) return refusal('turn/no-card', words('refusal.turn/no-card.place'), ruleOf(state, 'placement'));
      if (turn.placed) return refusal('turn/placed', words('refusal.turn/placed'), ruleOf(state, 'special-action'));
      return undefined;
    },
  },
  {
    id: 'special',
    commands: ['special', 'skip-special', 'veto'],
    status: (turn) => (turn.special !== 'open' ? turn.special : turn.card ? 'open' : 'waiting'),
    refuse: (state, turn) => {
      const rule = ruleOf(state, 'special-action');
      if (!turn.card) return refusal('turn/no-card', words('refusal.turn/no-card.special'), rule);
      if (turn.special !== 'open')
        return refusal('turn/special-done', words('refusal.turn/special-done'), rule, {
          special: turn.special,
        });
      return undefined;
    },
  },
  {
    id: 'end-turn',
    commands: ['end-turn'],
    status: (turn) => (turn.card ? 'open' : 'waiting'),
    refuse: (state, turn) =>
      turn.card ? undefined : refusal('turn/no-card', words('refusal.turn/no-card.end'), ruleOf(state, 'take-card')),
  },
];

/** The turn's step that a command belongs to, if it is a turn command. */
export const turnStepOf = (type: CommandType): TurnStepRow | undefined =>
  TURN_STEPS.find((step) => step.commands.includes(type));

export interface TurnSteps {
  readonly player: PlayerId;
  readonly steps: readonly { readonly id: TurnStepId; readonly status: TurnStepStatus }[];
}

/** The open turn, step by step: whose it is and where each of its steps stands. Undefined between turns. */
export function turnSteps(state: GameState): TurnSteps | undefined {
  const turn = state.phase === 'turns' ? state.turn : undefined;
  if (!turn) return undefined;
  const steps = TURN_STEPS.filter((step) => step.applies?.(state, turn) ?? true);
  return { player: turn.player, steps: steps.map((step) => ({ id: step.id, status: step.status(turn, state) })) };
}

/** Whether a step of the open turn may be entered now. */
export const isStepOpen = (state: GameState, id: TurnStepId): boolean =>
  turnSteps(state)?.steps.find((s) => s.id === id)?.status === 'open';
