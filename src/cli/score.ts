import { readInput } from './readInput';
import { runScore } from './runScore';

/** Entry point of `npm run score`: reads FILE (or stdin for -), prints the scoring result. */
const outcome = await runScore(process.argv.slice(2), readInput).catch((error: unknown) => ({
  code: 2 as const,
  stdout: '',
  stderr: `internal error while scoring: ${(error as Error).message}\n`,
}));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.code;
