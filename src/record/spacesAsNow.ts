import { isRecord } from '../rules';

/** The commands that could name the 1995 France's bonus spaces, under `france`, before version 4. */
const NAMING_SPACES: readonly unknown[] = ['replenish', 'place', 'special', 'table-correction'];

/**
 * A command written before record version 4 (data version 4 of a stored game), as it now reads: the
 * 1995 France's bonus spaces it named under `france` are named under the general `spaces`, in the same
 * place among its fields. Anything else is left as it stands, for the command's own check.
 */
export function spacesAsNow(command: unknown): unknown {
  if (!isRecord(command) || !NAMING_SPACES.includes(command.type)) return command;
  if (!Object.hasOwn(command, 'france') || Object.hasOwn(command, 'spaces')) return command;
  return Object.fromEntries(Object.entries(command).map(([key, value]) => [key === 'france' ? 'spaces' : key, value]));
}
