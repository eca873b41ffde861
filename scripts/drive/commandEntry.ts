import type { Command, CommandType, GameState } from '../../src/rules';
import type { TableNames } from './tableNames';
import type { Tapper } from './tapper';

/** What an entry works with: the screens, the table's names, and the table the command is entered on. */
export interface EntryContext {
  readonly t: Tapper;
  readonly names: TableNames;
  readonly state: GameState | undefined;
}

/**
 * How one type of command is entered through the screens, by taps on roles and names. Gives back the
 * command as the screens took it, or undefined where they have no step for it because it changes nothing.
 */
export interface CommandEntry {
  readonly type: CommandType;
  readonly enter: (c: EntryContext, command: Command) => Promise<Command | undefined>;
}

const isOfType = <T extends CommandType>(type: T, command: Command): command is Extract<Command, { type: T }> =>
  command.type === type;

/** An entry for one command type, given only commands of that type. */
export const defineEntry = <T extends CommandType>(
  type: T,
  enter: (c: EntryContext, command: Extract<Command, { type: T }>) => Promise<Command | undefined>,
): CommandEntry => ({
  type,
  enter: async (c, command) => {
    if (!isOfType(type, command)) throw new Error(`the entry for “${type}” was given a “${command.type}”`);
    return enter(c, command);
  },
});

/**
 * Two commands one entry on screen makes, where the first comes with the second (a hand's card described,
 * then played once described). Gives back both as the screens took them, or undefined where this pair does
 * not apply to these two (each is then entered by its own entry).
 */
export interface PairEntry {
  readonly first: CommandType;
  readonly second: CommandType;
  readonly enter: (c: EntryContext, first: Command, second: Command) => Promise<readonly Command[] | undefined>;
}
