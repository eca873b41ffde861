import { parseJsonText } from '../jsonText';


import { showName } from '../rules';
import { inputProblem } from './inputErrors';

/**
 * The argument handling both commands share: known flags, one FILE (a path or - for standard
 * input), read and parsed as JSON. Any problem comes back as the one line to print.
 */
export async function readJsonArgument(
  args: readonly string[],
  read: (file: string) => Promise<string>,
  { what, usage, flags = [] }: { what: string; usage: string; flags?: readonly string[] },
): Promise<{ ok: true; json: unknown; flags: ReadonlySet<string> } | { ok: false; line: string }> {
  const given = new Set(args.filter((a) => flags.includes(a)));
  const rest = args.filter((a) => !flags.includes(a));
  const unknown = rest.find((a) => a.startsWith('-') && a !== '-');
  if (unknown) return { ok: false, line: `${showName(unknown)}: unknown option. ${usage}` };
  const [file, extra] = rest;
  if (file === undefined) return { ok: false, line: `no ${what} given. ${usage}` };
  if (extra !== undefined) return { ok: false, line: `${showName(extra)}: only one ${what} at a time. ${usage}` };
  const source = file === '-' ? 'standard input' : showName(file);
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    return { ok: false, line: `${source}: ${inputProblem(error)}` };
  }
  const json = parseJsonText(text);
  return json.ok ? { ok: true, json: json.value, flags: given } : { ok: false, line: `${source}: ${json.reason}` };
}
