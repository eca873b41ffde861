import { ruleOf } from '../editions/ruleOf';
import { enterModifierHand, hasPowerShift, POWER_SHIFT_REF, useModifierAbility } from '../play/index';
import type { Command, CommandType } from '../state/commands';
import { fail, type Result, type RuleError } from '../state/result';
import type { RuleTopic } from '../state/ruleTopics';
import type { GameState } from '../state/types';
import { dummyRegions } from './dummyRegions';
import { endTurn } from './endTurn';
import { generalScoring } from './generalScoring';
import { place } from './place';
import { playPower } from './playPower';
import { replenish } from './replenish';
import { revealCards } from './revealCards';
import { skipSpecial, special, vetoSpecial } from './special';
import { tableCorrection } from './tableCorrection';
import { takeCard } from './takeCard';

type PlayCommandType = Exclude<CommandType, 'setup'>;

export interface CommandRow<C extends Command> {
  /**
   * The command's own checks and effect, once the phase and the turn have accepted it. A method, so
   * a row of one command type serves as a row of any (the command's type picked the row).
   */
  apply(state: GameState, command: C): Result<GameState>;
  /** When the command belongs in a round, in words: the start of its "not now" refusal. */
  readonly when: string;
  readonly rule: RuleTopic;
  /** Set for turn commands that only the player whose turn it is may enter. */
  readonly byTurnPlayer?: true;
  /** Why this game has no use for the command at all (checked before the phase). */
  readonly notInThisGame?: (state: GameState) => RuleError | undefined;
}

type CommandTable = { readonly [T in PlayCommandType]: CommandRow<Extract<Command, { type: T }>> };

const NO_TURN = 'No turn is being played';

/** Every command after the setup: its handler, and the words and rule of its place in the round. */
export const COMMAND_TABLE: CommandTable = {
  'reveal-cards': {
    apply: revealCards,
    when: 'The action cards are turned over at the start of a round',
    rule: 'take-card',
  },
  'dummy-regions': {
    apply: dummyRegions,
    when: 'The dummy places caballeros right after the cards are turned over',
    rule: 'dummy',
    notInThisGame: (state) =>
      state.setup.dummy
        ? undefined
        : fail('flow/no-dummy', 'This game has no dummy colour', ruleOf(state, 'dummy')).error,
  },
  'play-power': {
    apply: playPower,
    when: 'Power cards are played once a round, before the turns',
    rule: 'power-cards',
  },
  replenish: { apply: replenish, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'take-card': { apply: takeCard, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  place: { apply: place, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  special: { apply: special, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'skip-special': { apply: skipSpecial, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  veto: { apply: vetoSpecial, when: 'A veto is played during another player’s turn', rule: 'veto' },
  'end-turn': { apply: endTurn, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'general-scoring': {
    apply: generalScoring,
    when: 'A general scoring comes at the end of rounds 3, 6 and 9',
    rule: 'general-scoring',
  },
  'table-correction': { apply: tableCorrection, when: 'A table correction', rule: 'setup' },
  'modifier-hand': {
    apply: enterModifierHand,
    when: 'Modifier cards are entered once, after the pass and before round 1',
    rule: 'power-cards',
    notInThisGame: withoutPowerShift,
  },
  'modifier-ability': {
    apply: useModifierAbility,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
    notInThisGame: withoutPowerShift,
  },
};

function withoutPowerShift(state: GameState): RuleError | undefined {
  return hasPowerShift(state)
    ? undefined
    : fail('flow/no-power-shift', 'This game is played without Power Shift’s modifier cards', POWER_SHIFT_REF).error;
}

/** The row of a command type, or undefined for a type the engine does not know. */
export function commandRow(type: string): CommandRow<Command> | undefined {
  return isPlayCommandType(type) ? COMMAND_TABLE[type] : undefined;
}

/** Whether a type names a command after the setup (an own key: "toString" is not one). */
function isPlayCommandType(type: string): type is PlayCommandType {
  return Object.hasOwn(COMMAND_TABLE, type);
}
