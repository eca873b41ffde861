import { parseJsonText } from '../jsonText';
import { fail, ok, type Result, showName, type Text, words } from '../rules';

import { inputProblem } from './inputErrors';

/**
 * The argument handling both commands share: known flags, one FILE (a path or - for standard
 * input), read and parsed as JSON. Any problem comes back with the one line to print as its message.
 */
export async function readJsonArgument(
  args: readonly string[],
  read: (file: string) => Promise<string>,
  { what, usage, flags = [] }: { what: 'snapshot' | 'record'; usage: Text; flags?: readonly string[] },
): Promise<Result<{ readonly json: unknown; readonly flags: ReadonlySet<string> }>> {
  const given = new Set(args.filter((a) => flags.includes(a)));
  const rest = args.filter((a) => !flags.includes(a));
  const unknown = rest.find((a) => a.startsWith('-') && a !== '-');
  if (unknown) return fail('input/unknown-option', words('input.unknownOption', { option: showName(unknown), usage }));
  const [file, extra] = rest;
  if (file === undefined) return fail('input/no-file', words('input.noFile', { what, usage }));
  if (extra !== undefined)
    return fail('input/more-than-one-file', words('input.moreThanOneFile', { name: showName(extra), what, usage }));
  const source = file === '-' ? words('input.standardInput') : showName(file);
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    return fail('input/unreadable', words('input.problemOf', { source, problem: inputProblem(error) }));
  }
  const json = parseJsonText(text);
  return json.ok
    ? ok({ json: json.value, flags: given })
    : fail(json.error.code, words('input.problemOf', { source, problem: json.error.message }));
}
