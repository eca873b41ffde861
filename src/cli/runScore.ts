import { scoreBoard } from '../rules/scoring/scoreBoard';
import { formatSnapshotError, parseSnapshot } from '../snapshot/parseSnapshot';
import { toResultJson } from '../snapshot/toResultJson';
import { toScoringInput } from '../snapshot/toScoringInput';

export interface CliOutcome {
  readonly code: 0 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

export const SCORE_USAGE = 'usage: npm run --silent score -- [--explain] FILE   (FILE is a path, or - for standard input)';

/**
 * The `score` command without its input and output: arguments and a way to read FILE in,
 * what to print and the exit status out. Bad input gives status 2, one line on stderr, nothing on stdout.
 */
export async function runScore(args: readonly string[], read: (file: string) => Promise<string>): Promise<CliOutcome> {
  const fail = (line: string): CliOutcome => ({ code: 2, stdout: '', stderr: `${line}\n` });
  const explain = args.includes('--explain');
  const rest = args.filter((a) => a !== '--explain');
  const flag = rest.find((a) => a.startsWith('-') && a !== '-');
  if (flag) return fail(`${flag}: unknown option. ${SCORE_USAGE}`);
  const [file, extra] = rest;
  if (file === undefined) return fail(`no snapshot file given. ${SCORE_USAGE}`);
  if (extra !== undefined) return fail(`${extra}: only one snapshot file at a time. ${SCORE_USAGE}`);

  const source = file === '-' ? 'standard input' : file;
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(`${source}: cannot be read${code ? ` (${code})` : ''}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, '')); // editors on some systems start UTF-8 files with a byte-order mark
  } catch (error) {
    return fail(`${source}: not valid JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = parseSnapshot(json);
  if (!parsed.ok) return fail(formatSnapshotError(parsed.error));

  const { board, request, rules } = toScoringInput(parsed.snapshot);
  const result = scoreBoard(board, request, rules);
  return { code: 0, stdout: `${JSON.stringify(toResultJson(result, { explain }), null, 2)}\n`, stderr: '' };
}
