import type { Stats } from 'node:fs';
import { JSON_LIMITS, tooLargeReason } from '../jsonText';
import { fieldOf } from '../rules';

/**
 * An input bigger than any record or snapshot: refused before it is read whole. `size` is the
 * file's own size when it was known before reading; without it, reading stopped at the limit.
 */
export class InputTooLarge extends Error {
  constructor(readonly size?: number) {
    super(size === undefined ? `input of more than ${JSON_LIMITS.chars} bytes` : `input of ${size} bytes`);
  }
}

/** What each kind of path that is not a plain file is, in the clause that refuses it. */
const KINDS = {
  folder: 'is a folder, not a file',
  device: 'is a device, not a file',
  // Often /dev/stdin or a process substitution: standard input is read with -.
  pipe: 'is a pipe, not a file (give - to read standard input)',
  socket: 'is a socket, not a file',
  other: 'is not a file',
} as const;

/** A path that names no plain file (a folder, a device such as /dev/zero, a pipe, a socket): refused unread. */
export class NotAFile extends Error {
  constructor(readonly kind: keyof typeof KINDS) {
    super(KINDS[kind]);
  }
}

/** Refuses anything but a plain file, by what `stat` says of it (a link is followed to what it names). */
export function mustBeFile(info: Stats): void {
  if (info.isFile()) return;
  throw new NotAFile(
    info.isDirectory()
      ? 'folder'
      : info.isCharacterDevice() || info.isBlockDevice()
        ? 'device'
        : info.isFIFO()
          ? 'pipe'
          : info.isSocket()
            ? 'socket'
            : 'other',
  );
}

const digits = (n: number): string => n.toLocaleString('en-US');

/** Why an input could not be read, as a clause to follow its name: "is a folder, not a file". */
export function inputProblem(error: unknown): string {
  if (error instanceof InputTooLarge) {
    return error.size === undefined
      ? `too large: more than the ${digits(JSON_LIMITS.chars)} bytes (2 MB) a file here may hold`
      : tooLargeReason(error.size);
  }
  if (error instanceof NotAFile) return error.message;
  const code = fieldOf(error, 'code');
  return `cannot be read${typeof code === 'string' ? ` (${code})` : ''}`;
}
