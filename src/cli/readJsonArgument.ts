import { parseJsonText } from '../jsonText';
import { fail, ok, type Result, showName } from '../rules';

import { inputProblem } from './inputErrors';

/**
 * The argument handling both commands share: known flags, one FILE (a path or - for standard
 * input), read and parsed as JSON. Any problem comes back with the one line to print as its message.
 */
export async function readJsonArgument(
  args: readonly string[],
  read: (file: string) => Promise<string>,
  { what, usage, flags = [] }: { what: string; usage: string; flags?: readonly string[] },
): Promise<Result<{ readonly json: unknown; readonly flags: ReadonlySet<string> }>> {
  const given = new Set(args.filter((a) => flags.includes(a)));
  const rest = args.filter((a) => !flags.includes(a));
  const unknown = rest.find((a) => a.startsWith('-') && a !== '-');
  if (unknown) return fail('input/unknown-option', `${showName(unknown)}: unknown option. ${usage}`);
  const [file, extra] = rest;
  if (file === undefined) return fail('input/no-file', `no ${what} given. ${usage}`);
  if (extra !== undefined)
    return fail('input/more-than-one-file', `${showName(extra)}: only one ${what} at a time. ${usage}`);
  const source = file === '-' ? 'standard input' : showName(file);
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    return fail('input/unreadable', `${source}: ${inputProblem(error)}`);
  }
  const json = parseJsonText(text);
  return json.ok ? ok({ json: json.value, flags: given }) : fail(json.error.code, `${source}: ${json.error.message}`);
}
