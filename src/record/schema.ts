import * as v from 'valibot';
import { describePath, fail, fieldOf, isOneOf, LIMITS, ok, type Result, type Text, textFault, words } from '../rules';
import { issueWords, objectIssue, says, sayWords, valueWords } from '../snapshot/schemaWords';

import { COMMAND_TYPES, CommandSchema, SetupFieldsSchema } from './commandSchema';
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
    format: v.literal(RECORD_FORMAT, (i) =>
      says('record.format.unknown', { value: valueWords(i.input), format: RECORD_FORMAT }),
    ),
    // A title may be left out or empty; one given is held to the title's one check (src/rules/state/text.ts).
    title: v.exactOptional(
      v.pipe(
        v.string(says('record.notText')),
        v.rawCheck(({ dataset, addIssue }) => {
          const fault = dataset.typed && dataset.value !== '' ? textFault(dataset.value, 'title') : undefined;
          if (fault) addIssue({ message: sayWords(fault) });
        }),
      ),
    ),
    setup: SetupFieldsSchema,
    commands: v.pipe(
      v.array(CommandSchema, says('record.commands.notAList')),
      v.maxLength(MAX_COMMANDS, says('record.commands.tooMany', { max: MAX_COMMANDS })),
    ),
  },
  objectIssue('record.notAnObject'),
);

export type GameRecord = v.InferOutput<typeof RecordSchema>;

/** Checks a parsed JSON value as a game record; the first problem comes back as one line. */
export function parseRecord(input: unknown): Result<GameRecord> {
  const upgraded = upgradeRecord(input);
  if (!upgraded.ok) return upgraded;
  const result = v.safeParse(RecordSchema, upgraded.value, { abortEarly: true });
  if (result.success) return ok(result.output);
  const [issue] = result.issues;
  const place = recordField(upgraded.value, issue.path?.map((item) => item.key) ?? []);
  return fail('record/shape', words('record.problem', { place, reason: issueWords(issue) }));
}

/**
 * Where a problem is in a record, in words: "command 3 (place), areas.red" for a command (counted
 * from 0 in the record's list, with its type when that much is readable), else the field's path.
 */
function recordField(input: unknown, keys: readonly unknown[]): Text {
  const [first, index, ...rest] = keys;
  if (keys.length === 0) return words('record.place.record');
  if (first !== 'commands' || typeof index !== 'number') return describePath(keys);
  const commands = fieldOf(input, 'commands');
  const type = Array.isArray(commands) ? fieldOf(commands[index], 'type') : undefined;
  const command = isOneOf(COMMAND_TYPES, type)
    ? words('record.place.commandOfType', { index, type })
    : words('record.place.command', { index });
  return rest.length > 0 ? words('record.place.inCommand', { command, path: describePath(rest) }) : command;
}
