import { nodeSpeaker } from '../i18n/nodeCatalogs';
import { scoreBoard, type Text, words } from '../rules';
import { parseSnapshot } from '../snapshot/parseSnapshot';
import { toResultJson } from '../snapshot/toResultJson';
import { toScoringInput } from '../snapshot/toScoringInput';
import { takeLanguage } from './languageOption';
import { readJsonArgument } from './readJsonArgument';

export interface CliOutcome {
  readonly code: 0 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

export const SCORE_USAGE = words('cli.usage.score');

/**
 * The `score` command without its input and output: arguments and a way to read FILE in,
 * what to print and the exit status out. Bad input gives status 2, one line on stderr, nothing on stdout.
 */
export async function runScore(args: readonly string[], read: (file: string) => Promise<string>): Promise<CliOutcome> {
  const chosen = takeLanguage(args, SCORE_USAGE);
  const speaker = nodeSpeaker(chosen.ok ? chosen.value.language : 'en');
  const fail = (line: Text): CliOutcome => ({ code: 2, stdout: '', stderr: `${speaker.say(line)}\n` });
  if (!chosen.ok) return fail(chosen.error.message);
  const input = await readJsonArgument(chosen.value.rest, read, {
    what: 'snapshot',
    usage: SCORE_USAGE,
    flags: ['--explain'],
  });
  if (!input.ok) return fail(input.error.message);
  const explain = input.value.flags.has('--explain');
  const json = input.value.json;
  const parsed = parseSnapshot(json);
  if (!parsed.ok) return fail(parsed.error.message);

  const { board, request, rules } = toScoringInput(parsed.value);
  const result = scoreBoard(board, request, rules);
  const printed = toResultJson(result, {
    explain: explain ? speaker : undefined,
    snapshotFormat: parsed.value.format,
  });
  return { code: 0, stdout: `${JSON.stringify(printed, null, 2)}\n`, stderr: '' };
}
