import {
  applyCommand,
  type FranceSpaces,
  franceSpacesOptions,
  franceStatus,
  type GameState,
  type SpacesCommand,
} from '../../../src/rules';
import { radio } from '../entryParts';
import { NotOffered, type Tapper } from '../tapper';

// The 1995 France's bonus spaces, chosen beside a placement, a replenish, a special action or a correction.

/** Who stands on France's bonus spaces once a command is done, as the engine settles them; undefined if refused. */
function rolesAfter(state: GameState, command: SpacesCommand, spaces: FranceSpaces | undefined): string | undefined {
  const { spaces: _, ...plain } = command;
  const after = applyCommand(state, spaces ? { ...plain, spaces } : plain);
  return after.ok ? JSON.stringify(franceStatus(after.value)?.roles ?? {}) : undefined;
}

/**
 * Taps the “France’s bonus spaces” radio for the way the command names (1995 France), found among the
 * engine's own options as the screen offers them, by the option's words. Gives back the spaces as the
 * screen takes them: the option's, or undefined where the command names the engine's default.
 */
async function franceSpaces(
  t: Tapper,
  state: GameState | undefined,
  command: SpacesCommand,
): Promise<FranceSpaces | undefined> {
  const said = command.spaces;
  if (said === undefined) return undefined;
  if (!state) throw new Error('entering France’s bonus spaces needs the table the command is entered on');
  const options = franceSpacesOptions(state, command);
  const wanted = rolesAfter(state, command, said);
  const same = (a: FranceSpaces, b: FranceSpaces) =>
    (a.ambassador ?? undefined) === (b.ambassador ?? undefined) && (a.envoy ?? undefined) === (b.envoy ?? undefined);
  // One way only (or none): the screen asks nothing, and the command's spaces are the engine's own.
  if (options.length < 2 && wanted !== undefined && wanted === rolesAfter(state, command, undefined)) return undefined;
  const option =
    options.find((o) => !o.isDefault && same(o.spaces, said)) ??
    options.find((o) => rolesAfter(state, command, o.isDefault ? undefined : o.spaces) === wanted);
  if (!option || options.length < 2) throw new NotOffered(`France’s bonus spaces as ${JSON.stringify(said)}`);
  const shown = t.speaker.say(option.words);
  await t.tap(radio(t, t.speaker.message('game.france.label'), shown), `France’s bonus spaces: ${shown}`);
  return option.isDefault ? undefined : option.spaces;
}

/** The command with France's spaces as the screen took them: none where it took the default. */
export async function franceSpacesTaken(
  t: Tapper,
  state: GameState | undefined,
  command: SpacesCommand,
): Promise<SpacesCommand> {
  const spaces = await franceSpaces(t, state, command);
  const { spaces: _, ...rest } = command;
  return spaces ? { ...rest, spaces } : rest;
}
