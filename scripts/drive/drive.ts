// npm run --silent drive -- [--lang en|de|es] RECORD: plays a game record through the app's screens, as a
// table would, in that language.
// npm run --silent drive -- --random N [--seed S] [--lang en|de|es]: the same for N random complete games.
import { randomInt } from 'node:crypto';
import { takeLanguage } from '../../src/cli/languageOption';
import { readJsonArgument } from '../../src/cli/readJsonArgument';
import { runMain } from '../../src/cli/runMain';
import { parseRecord } from '../../src/record/schema';
import { servePreview } from '../../test/browser/support/servers';
import { driveRandom } from './driveRandom';
import { driveRecord } from './driveRecord';
import { ensureBuilt } from './ensureBuilt';
import { say } from './speech';

const USAGE =
  'usage: npm run --silent drive -- [--lang en|de|es] RECORD   (RECORD is a game record file, or - for standard input)\n' +
  '       npm run --silent drive -- --random N [--seed S] [--lang en|de|es]   (N random complete games, each written as a record and driven; S a whole number, chosen at random unless given)\n' +
  '       --lang: the language the app speaks while it is driven, English unless given; the summary is the same in every language';

const wholeNumber = (text: string | undefined, least: number) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) >= least && Number(text) <= 2 ** 32 - 1
    ? Number(text)
    : undefined;

/**
 * `--random N [--seed S]` in either order, or the line saying what is wrong; undefined when the arguments
 * name a record instead.
 */
function randomArgs(
  args: readonly string[],
): { ok: true; games: number; seed: number } | { ok: false; line: string } | undefined {
  if (!args.includes('--random') && !args.includes('--seed')) return undefined;
  let games: number | undefined;
  let seed = randomInt(2 ** 32 - 1);
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--random') {
      games = wholeNumber(value, 1);
      if (games === undefined)
        return { ok: false, line: `--random takes a number of games, 1 or more (got ${value ?? 'nothing'})\n${USAGE}` };
    } else if (flag === '--seed') {
      const n = wholeNumber(value, 0);
      if (n === undefined)
        return { ok: false, line: `--seed takes a whole number (got ${value ?? 'nothing'})\n${USAGE}` };
      seed = n;
    } else {
      return { ok: false, line: `${flag}: not with --random (a record file is driven on its own)\n${USAGE}` };
    }
  }
  if (games === undefined) return { ok: false, line: `--seed goes with --random N\n${USAGE}` };
  return { ok: true, games, seed };
}

async function drive(allArgs: readonly string[], read: (file: string) => Promise<string>) {
  const chosen = takeLanguage(allArgs, USAGE);
  if (!chosen.ok) return { code: 2, stdout: '', stderr: `${say(chosen.error.message)}\n` };
  const { language, rest: args } = chosen.value;
  const random = randomArgs(args);
  if (random && !random.ok) return { code: 2, stdout: '', stderr: `${random.line}\n` };
  let record;
  if (!random) {
    const input = await readJsonArgument(args, read, { what: 'record', usage: USAGE });
    if (!input.ok) return { code: 2, stdout: '', stderr: `${say(input.error.message)}\n` };
    const parsed = parseRecord(input.value.json);
    if (!parsed.ok) return { code: 2, stdout: '', stderr: `${say(parsed.error.message)}\n` };
    record = parsed.value;
  }
  ensureBuilt((line) => process.stderr.write(`${line}\n`));
  const server = await servePreview();
  try {
    if (record) return await driveRecord(record, server.url, {}, language);
    process.stderr.write(`driving ${random!.games} random games, seed ${random!.seed}, in ${language}\n`);
    return await driveRandom(
      random!.games,
      random!.seed,
      server.url,
      (line) => process.stderr.write(`${line}\n`),
      driveRecord,
      language,
    );
  } finally {
    await server.stop();
  }
}

await runMain(drive, 'driving the screens');
