import type { Command, GameState } from '../../src/rules';
import { cardInSlot, setReplenish } from './baseEntries';
import { COMMAND_ENTRIES, PAIR_ENTRIES } from './commandEntries';
import { choicesTaken } from './moduleChoices';
import { exactly } from './pattern';
import type { TableNames } from './tableNames';
import { NotOffered, type Tapper } from './tapper';

export { mapGroup } from './entryParts';
export { type TableNames, tableNames } from './tableNames';

/**
 * What entering took: how many of the record's commands, how many history entries they added, and
 * those commands as the screens took them (what the app now holds for them).
 */
export interface Entered {
  readonly commands: number;
  readonly entries: number;
  readonly entered: readonly Command[];
}

/**
 * Enters the next command through the screens, as the table would: a replenish followed by taking a
 * card is one tap on the card, as at the table; so are two commands a pair entry makes at once (a hand's card
 * described, then played). A replenish of none when the power card brings none,
 * and a placement of none when nothing can be placed, have no step of their own: they are passed
 * over, adding no entry.
 */
export async function enterNext(
  t: Tapper,
  names: TableNames,
  command: Command,
  next: Command | undefined,
  state?: GameState,
): Promise<Entered> {
  if (command.type === 'replenish' && next?.type === 'take-card' && next.player === command.player) {
    const step = t.page.getByRole('group', { name: t.speaker.message('game.replenish.heading') });
    if (await t.visible(step)) {
      await setReplenish(t, names, command);
      const taken = await choicesTaken(t, state, command);
      const slotCard = await cardInSlot(t, next.slot);
      await t.tap(step.getByRole('button', { name: exactly(slotCard) }), `taking the card of stack ${next.slot}`);
      return { commands: 2, entries: 2, entered: [taken, next] };
    }
  }
  for (const pair of PAIR_ENTRIES) {
    if (pair.first !== command.type || pair.second !== next?.type) continue;
    const both = await pair.enter({ t, names, state }, command, next);
    if (both) return { commands: 2, entries: 2, entered: both };
  }
  const entered = await enterCommand(t, names, command, state);
  return { commands: 1, entries: entered ? 1 : 0, entered: entered ? [entered] : [] };
}

/**
 * Enters one command through the screens and gives it back as they took it, by the entry its type
 * has (`COMMAND_ENTRIES`). Gives back undefined for a command the screens have no step for because it
 * changes nothing (a replenish of none when the power card brings none, a placement of none when
 * nothing can be placed).
 */
export async function enterCommand(
  t: Tapper,
  names: TableNames,
  command: Command,
  state?: GameState,
): Promise<Command | undefined> {
  const entry = COMMAND_ENTRIES.get(command.type);
  if (!entry) throw new NotOffered(`a “${command.type}” entry: the screens have no way to enter it`);
  return entry.enter({ t, names, state }, command);
}
