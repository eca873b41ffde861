import {
  type AreaSpacesChoice,
  applyCommand,
  type GameState,
  type SpacesCommand,
  type SpecialSpaces,
  spacesChoices,
} from '../../../src/rules';
import type { ChoiceCommand } from '../choiceCommand';
import { radio } from '../entryParts';
import { NotOffered, type Tapper } from '../tapper';

// Who takes the special spaces (France's, the Captain's, the Viceroy's), chosen beside a placement, a
// replenish, a special action or a correction, area by area.

/** Who stands on one area's special spaces once a command is done, as the engine settles them; undefined if refused. */
function seatsAfter(state: GameState, command: SpacesCommand, choice: AreaSpacesChoice, spaces: SpecialSpaces) {
  const after = applyCommand(state, { ...command, spaces });
  const roles = after.ok ? (after.value.modules?.roles ?? {}) : undefined;
  return roles && JSON.stringify(choice.roles.map((role) => roles[role] ?? null));
}

/**
 * Taps an area's “Special spaces” radio for the way the command names, found among the engine's own
 * options as the screen offers them, by the option's words. Gives back that area's spaces as the screen
 * takes them: the option's, or none where the command names the engine's default.
 */
async function areaSpaces(
  t: Tapper,
  state: GameState,
  command: SpacesCommand,
  choice: AreaSpacesChoice,
): Promise<SpecialSpaces> {
  const said = command.spaces ?? {};
  const others = Object.fromEntries(Object.entries(said).filter(([role]) => !choice.roles.some((r) => r === role)));
  const wanted = seatsAfter(state, command, choice, said);
  const byDefault = seatsAfter(state, command, choice, others);
  if (choice.options.length < 2 && wanted !== undefined && wanted === byDefault) return {};
  const option = choice.options.find(
    (o) => seatsAfter(state, command, choice, { ...others, ...(o.isDefault ? {} : o.spaces) }) === wanted,
  );
  if (!option || choice.options.length < 2) throw new NotOffered(`the special spaces as ${JSON.stringify(said)}`);
  const shown = t.speaker.say(option.words);
  const label = t.speaker.message('game.spaces.label', { area: t.speaker.say(choice.name) });
  await t.tap(radio(t, label, shown), `${label}: ${shown}`);
  return option.isDefault ? {} : option.spaces;
}

/** The command with the special spaces as the screen took them: none where it took the defaults. */
export async function specialSpacesTaken(
  t: Tapper,
  state: GameState | undefined,
  command: ChoiceCommand,
): Promise<ChoiceCommand> {
  if (command.type === 'general-scoring' || command.spaces === undefined) return command;
  if (!state) throw new Error('entering the special spaces needs the table the command is entered on');
  const { spaces: _, ...rest } = command;
  let spaces: SpecialSpaces = {};
  for (const choice of spacesChoices(state, command))
    spaces = { ...spaces, ...(await areaSpaces(t, state, command, choice)) };
  return Object.keys(spaces).length > 0 ? { ...rest, spaces } : rest;
}
