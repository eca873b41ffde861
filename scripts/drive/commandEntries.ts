import type { CommandType } from '../../src/rules';
import { BASE_ENTRIES } from './baseEntries';
import type { CommandEntry } from './commandEntry';
import { COLONIES_ENTRIES } from './modules/colonies';
import { POWER_SHIFT_ENTRIES } from './modules/power-shift';

/**
 * How every command is entered through the screens, by its type: the base game's and those of the
 * modules that bring commands (each in its file under modules/). The one registry the drive reads.
 */
export const COMMAND_ENTRIES: ReadonlyMap<CommandType, CommandEntry> = new Map(
  [...BASE_ENTRIES, ...POWER_SHIFT_ENTRIES, ...COLONIES_ENTRIES].map((entry) => [entry.type, entry]),
);
