import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runScore } from './runScore';

/** Entry point of `npm run score`: reads FILE (or stdin for -), prints the scoring result. */
async function readInput(file: string): Promise<string> {
  // npm runs scripts from the package root; a relative FILE means the caller's directory.
  if (file !== '-') return readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const outcome = await runScore(process.argv.slice(2), readInput).catch((error: unknown) => ({
  code: 2 as const,
  stdout: '',
  stderr: `internal error while scoring: ${(error as Error).message}\n`,
}));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.code;
