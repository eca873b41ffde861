import { ruleOf } from '../editions/ruleOf';
import { enterModifierHand, hasPowerShift, POWER_SHIFT_REF, useModifierAbility } from '../play/index';
import type { Command, CommandType } from '../state/commands';
import { fail, type Result, type RuleError } from '../state/result';
import type { RuleTopic } from '../state/ruleTopics';
import type { GameState } from '../state/types';
import { type Words, words } from '../state/words';
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
  readonly when: Words;
  readonly rule: RuleTopic;
  /** Set for turn commands that only the player whose turn it is may enter. */
  readonly byTurnPlayer?: true;
  /** Why this game has no use for the command at all (checked before the phase). */
  readonly notInThisGame?: (state: GameState) => RuleError | undefined;
}

type CommandTable = { readonly [T in PlayCommandType]: CommandRow<Extract<Command, { type: T }>> };

const NO_TURN = words('flow.when.noTurn');

/** Every command after the setup: its handler, and the words and rule of its place in the round. */
export const COMMAND_TABLE: CommandTable = {
  'reveal-cards': {
    apply: revealCards,
    when: words('flow.when.reveal-cards'),
    rule: 'take-card',
  },
  'dummy-regions': {
    apply: dummyRegions,
    when: words('flow.when.dummy-regions'),
    rule: 'dummy',
    notInThisGame: (state) =>
      state.setup.dummy
        ? undefined
        : fail('flow/no-dummy', words('refusal.flow/no-dummy'), ruleOf(state, 'dummy')).error,
  },
  'play-power': {
    apply: playPower,
    when: words('flow.when.play-power'),
    rule: 'power-cards',
  },
  replenish: { apply: replenish, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'take-card': { apply: takeCard, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  place: { apply: place, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  special: { apply: special, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'skip-special': { apply: skipSpecial, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  veto: { apply: vetoSpecial, when: words('flow.when.veto'), rule: 'veto' },
  'end-turn': { apply: endTurn, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'general-scoring': {
    apply: generalScoring,
    when: words('flow.when.general-scoring'),
    rule: 'general-scoring',
  },
  'table-correction': { apply: tableCorrection, when: words('flow.when.table-correction'), rule: 'setup' },
  'modifier-hand': {
    apply: enterModifierHand,
    when: words('flow.when.modifier-hand'),
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
    : fail('flow/no-power-shift', words('refusal.flow/no-power-shift'), POWER_SHIFT_REF).error;
}

/** The row of a command type, or undefined for a type the engine does not know. */
export function commandRow(type: string): CommandRow<Command> | undefined {
  return isPlayCommandType(type) ? COMMAND_TABLE[type] : undefined;
}

/** Whether a type names a command after the setup (an own key: "toString" is not one). */
function isPlayCommandType(type: string): type is PlayCommandType {
  return Object.hasOwn(COMMAND_TABLE, type);
}
