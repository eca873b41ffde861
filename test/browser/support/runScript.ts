import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './servers';

/** Runs one of the project's scripts through bin/run.mjs, as its npm command does, and gives back how it ended and what it printed. */
export function runScript(
  script: string,
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/run.mjs'), script, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
