import { nodeSpeaker } from '../i18n/nodeCatalogs';
import { recordLog, recordPlaceInLine } from '../record/recordLog';
import { parseRecord } from '../record/schema';
import { summarizeGame } from '../record/summarizeGame';
import { replay, type Text, words } from '../rules';
import { takeLanguage } from './languageOption';
import { readJsonArgument } from './readJsonArgument';

export interface ReplayOutcome {
  readonly code: 0 | 2 | 3;
  readonly stdout: string;
  readonly stderr: string;
}

export const REPLAY_USAGE = words('cli.usage.replay');

/**
 * The `replay` command without its input and output. A whole valid log prints the game summary
 * (exit 0); a command the rules refuse prints its index, code and message (exit 3); a file that is
 * not a game record prints one line naming what is wrong (exit 2).
 */
export async function runReplay(
  args: readonly string[],
  read: (file: string) => Promise<string>,
): Promise<ReplayOutcome> {
  const chosen = takeLanguage(args, REPLAY_USAGE);
  const speaker = nodeSpeaker(chosen.ok ? chosen.value.language : 'en');
  const fail = (line: Text): ReplayOutcome => ({ code: 2, stdout: '', stderr: `${speaker.say(line)}\n` });
  if (!chosen.ok) return fail(chosen.error.message);
  const input = await readJsonArgument(chosen.value.rest, read, { what: 'record', usage: REPLAY_USAGE });
  if (!input.ok) return fail(input.error.message);
  const json = input.value.json;
  const parsed = parseRecord(json);
  if (!parsed.ok) return fail(parsed.error.message);

  const log = recordLog(parsed.value);
  const result = replay(log);
  if (result.refused) {
    const { index, error } = result.refused;
    // The setup is entry 0 of the log; commands are counted from 0 in the record's list.
    const where = speaker.say(recordPlaceInLine(index, log));
    const refused = {
      index: index - 1,
      type: log[index]?.type,
      code: error.code,
      message: speaker.say(error.message),
      ...(error.ruleRef ? { rule: error.ruleRef } : {}),
    };
    return {
      code: 3,
      stdout: `${JSON.stringify({ refused }, null, 2)}\n`,
      stderr: `${where}: ${error.code}: ${speaker.say(error.message)}\n`,
    };
  }
  return { code: 0, stdout: `${JSON.stringify(summarizeGame(result.state!), null, 2)}\n`, stderr: '' };
}
