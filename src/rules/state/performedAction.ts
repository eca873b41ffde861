import type { Command } from './commands';
import type { SpecialAction } from './specialActions';

/**
 * The special action a command performs on the table, if it performs one: the card taken this turn
 * (what happened before a veto stopped it part-way included), a card kept face up from an earlier turn, or
 * one done before its owner's turn.
 */
export const performedAction = (command: Command): SpecialAction | undefined =>
  command.type === 'special' || command.type === 'kept-action' || command.type === 'early-action'
    ? command.action
    : undefined;
