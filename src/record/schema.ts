import * as v from 'valibot';
import { describePath, describeValue, fail, fieldOf, isOneOf, LIMITS, ok, type Result, textFaultOf } from '../rules';

import { COMMAND_TYPES, CommandSchema, SetupFieldsSchema, textFaultText } from './commandSchema';
import { RECORD_FORMAT, upgradeRecord } from './recordFormat';

export { RECORD_FORMAT };

const MAX_COMMANDS = LIMITS.commands;

/**
 * A game record: the setup and the command log, each command checked against the one command
 * schema (src/record/commandSchema.ts). Whether each command holds at its point in the game is the
 * engine's call when the log is replayed.
 */
export const RecordSchema = v.strictObject(
  {
    format: v.literal(
      RECORD_FORMAT,
      (i) => `${describeValue(i.input)} is not a known record format: expected “${RECORD_FORMAT}”`,
    ),
    // A title may be left out or empty; one given is held to the title's one check (src/rules/state/text.ts).
    title: v.exactOptional(
      v.pipe(
        v.string('must be a text'),
        v.rawCheck(({ dataset, addIssue }) => {
          const fault = dataset.typed && dataset.value !== '' ? textFaultOf(dataset.value, 'title') : undefined;
          if (fault) addIssue({ message: textFaultText(fault) });
        }),
      ),
    ),
    setup: SetupFieldsSchema,
    commands: v.pipe(
      v.array(CommandSchema, 'must be a list of commands'),
      v.maxLength(MAX_COMMANDS, `holds more than ${MAX_COMMANDS} commands`),
    ),
  },
  (i) =>
    i.expected === 'never'
      ? `unknown field ${describeValue(i.path?.at(-1)?.key)}`
      : i.received === 'undefined' && i.path
        ? 'is required'
        : 'must be an object',
);

export type GameRecord = v.InferOutput<typeof RecordSchema>;

/** Checks a parsed JSON value as a game record; the first problem comes back as one line. */
export function parseRecord(input: unknown): Result<GameRecord> {
  const upgraded = upgradeRecord(input);
  if (!upgraded.ok) return upgraded;
  const result = v.safeParse(RecordSchema, upgraded.value, { abortEarly: true });
  if (result.success) return ok(result.output);
  const [issue] = result.issues;
  return fail(
    'record/shape',
    `${recordField(upgraded.value, issue.path?.map((item) => item.key) ?? [])}: ${issue.message}`,
  );
}

/**
 * Where a problem is in a record, in words: "command 3 (place), areas.red" for a command (counted
 * from 0 in the record's list, with its type when that much is readable), else the field's path.
 */
function recordField(input: unknown, keys: readonly unknown[]): string {
  const [first, index, ...rest] = keys;
  if (keys.length === 0) return 'record';
  if (first !== 'commands' || typeof index !== 'number') return describePath(keys);
  const commands = fieldOf(input, 'commands');
  const type = Array.isArray(commands) ? fieldOf(commands[index], 'type') : undefined;
  const known = isOneOf(COMMAND_TYPES, type);
  return `command ${index}${known ? ` (${type})` : ''}${rest.length > 0 ? `, ${describePath(rest)}` : ''}`;
}
