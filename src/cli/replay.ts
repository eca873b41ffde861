import { readInput } from './readInput';
import { runReplay } from './runReplay';

/** Entry point of `npm run replay`: replays a game record (or stdin for -) and prints the summary. */
const outcome = await runReplay(process.argv.slice(2), readInput).catch((error: unknown) => ({
  code: 2 as const,
  stdout: '',
  stderr: `internal error while replaying: ${(error as Error).message}\n`,
}));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.code;
