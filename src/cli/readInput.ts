import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { JSON_LIMITS } from '../jsonText';

/** A FILE bigger than any record or snapshot: refused before it is read into memory. */
export class InputTooLarge extends Error {
  constructor(readonly size: number) {
    super(`input of ${size} bytes`);
  }
}

/** Reads a command's FILE argument: a path (relative to where the command was started) or - for standard input. */
export async function readInput(file: string): Promise<string> {
  if (file !== '-') {
    // npm runs scripts from the package root; INIT_CWD is the directory the caller started in.
    const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
    const { size } = await stat(path);
    if (size > JSON_LIMITS.chars) throw new InputTooLarge(size);
    return readFile(path, 'utf8');
  }
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of process.stdin) {
    read += (chunk as Buffer).length;
    if (read > JSON_LIMITS.chars) throw new InputTooLarge(read);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
