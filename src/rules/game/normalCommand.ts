import { everyRoundCard } from '../flow/offerSlots';
import type { Command } from '../state/commands';
import { entriesOf } from '../state/records';
import type { GameState } from '../state/types';

/**
 * A command in its normal form: of the ways to write the same command, the one the engine keeps as
 * its own, so two records that say the same can be compared command by command.
 *
 * A reveal leaves out a card that lies on its slot every round (the King's card on stack 5, a
 * module's own pile): the engine lays it there whether the record names it or not, so naming it says
 * nothing more. Left out rather than always written because the state already implies it and the
 * screens write a reveal that way. Every other command is its own normal form.
 * @example normalCommand(state, { type: 'reveal-cards', cards: { '1': a, '5': 'classic/kings-card' } })
 * // { type: 'reveal-cards', cards: { '1': a } }
 */
export function normalCommand(state: Pick<GameState, 'setup'>, command: Command): Command {
  if (command.type !== 'reveal-cards') return command;
  const given = entriesOf(command.cards ?? {});
  const cards = given.filter(([slot, card]) => card !== everyRoundCard(state.setup, slot));
  return cards.length === given.length ? command : { ...command, cards: Object.fromEntries(cards) };
}
