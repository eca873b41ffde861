import type { GameState } from '../../src/rules';
import type { ChoiceCommand } from './choiceCommand';
import { discsTaken, limitTableTaken } from './modules/colonies';
import { specialSpacesTaken } from './modules/specialSpaces';
import type { Tapper } from './tapper';

export type { ChoiceCommand };

/**
 * A module's choice beside a base command, as the drive makes it: taps the module's control for what
 * the command names, and gives the command back as the screen took it.
 */
type ChoiceEntry = (t: Tapper, state: GameState | undefined, command: ChoiceCommand) => Promise<ChoiceCommand>;

/** Every module's choice beside a base command (who takes the special spaces): one list, so no base entry names one. */
const MODULE_CHOICE_ENTRIES: readonly ChoiceEntry[] = [limitTableTaken, specialSpacesTaken, discsTaken];

/** The command as the screens took it once every module's choice beside it is made. */
export async function choicesTaken(
  t: Tapper,
  state: GameState | undefined,
  command: ChoiceCommand,
): Promise<ChoiceCommand> {
  let taken = command;
  for (const entry of MODULE_CHOICE_ENTRIES) taken = await entry(t, state, taken);
  return taken;
}
