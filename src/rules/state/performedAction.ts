import type { Command } from './commands';
import type { SpecialAction } from './specialActions';

/**
 * The special action a command performs on the table, if it performs one: the card taken this turn
 * (what happened before a veto stopped it part-way included), or a card kept face up from an earlier turn.
 */
export const performedAction = (command: Command): SpecialAction | undefined =>
  command.type === 'special' || command.type === 'kept-action' ? command.action : undefined;
