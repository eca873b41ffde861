import type { CommandType } from '../../src/rules';
import { BASE_ENTRIES } from './baseEntries';
import type { CommandEntry, PairEntry } from './commandEntry';
import { COLONIES_ENTRIES } from './modules/colonies';
import { INTRIGUE_ENTRIES, INTRIGUE_PAIRS } from './modules/intrigue-king';
import { POWER_SHIFT_ENTRIES } from './modules/power-shift';

/**
 * How every command is entered through the screens, by its type: the base game's and those of the
 * modules that bring commands (each in its file under modules/). The one registry the drive reads.
 */
export const COMMAND_ENTRIES: ReadonlyMap<CommandType, CommandEntry> = new Map(
  [...BASE_ENTRIES, ...POWER_SHIFT_ENTRIES, ...COLONIES_ENTRIES, ...INTRIGUE_ENTRIES].map((entry) => [
    entry.type,
    entry,
  ]),
);

/** Commands entered two by one entry, asked before each first command's own entry. */
export const PAIR_ENTRIES: readonly PairEntry[] = [...INTRIGUE_PAIRS];
