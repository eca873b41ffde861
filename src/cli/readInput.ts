import { constants } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { JSON_LIMITS } from '../jsonText';
import { InputTooLarge, mustBeFile } from './inputErrors';
import { readCapped } from './readCapped';

export { InputTooLarge, NotAFile } from './inputErrors';

const CHUNK = 64 * 1024;

/** A file's bytes in chunks, from its start until its end. */
async function* chunksOf(handle: FileHandle): AsyncGenerator<Uint8Array> {
  for (;;) {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK), 0, CHUNK, null);
    if (bytesRead === 0) return;
    yield buffer.subarray(0, bytesRead);
  }
}

/**
 * Reads a command's FILE argument: a path (relative to where the command was started) or - for
 * standard input. Only a plain file is read (a link to one is fine): a folder, a device such as
 * /dev/zero, a pipe or a socket is refused by what `stat` says, before it is opened, so a pipe
 * never leaves the command waiting. Every input is read with the size limit checked as it comes.
 */
export async function readInput(file: string): Promise<string> {
  if (file === '-') return (await readCapped(process.stdin, JSON_LIMITS.chars)).toString('utf8');
  // npm runs scripts from the package root; INIT_CWD is the directory the caller started in.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const checked = await stat(path);
  mustBeFile(checked);
  if (checked.size > JSON_LIMITS.chars) throw new InputTooLarge(checked.size);
  // Without waiting, in case the path became a pipe since: the open handle is then checked again.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const opened = await handle.stat();
    mustBeFile(opened);
    if (opened.size > JSON_LIMITS.chars) throw new InputTooLarge(opened.size);
    return (await readCapped(chunksOf(handle), JSON_LIMITS.chars)).toString('utf8');
  } finally {
    await handle.close();
  }
}
