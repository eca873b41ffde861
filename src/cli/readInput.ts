import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Reads a command's FILE argument: a path (relative to where the command was started) or - for standard input. */
export async function readInput(file: string): Promise<string> {
  // npm runs scripts from the package root; INIT_CWD is the directory the caller started in.
  if (file !== '-') return readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
