import { errorLine } from './errorLine';
import { readInput } from './readInput';

export interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a command's pure core with the process's arguments and files, prints what it returns and sets
 * the exit status. An unexpected failure still ends as one clean line and status 2, never a stack
 * trace or a terminal escape sequence.
 */
export async function runMain(
  run: (args: readonly string[], read: (file: string) => Promise<string>) => Promise<Outcome>,
  doing: string,
): Promise<void> {
  const outcome = await run(process.argv.slice(2), readInput).catch((error: unknown) => ({
    code: 2,
    stdout: '',
    stderr: `internal error while ${doing}: ${errorLine(error)}\n`,
  }));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}
