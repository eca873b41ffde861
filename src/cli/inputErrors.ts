import type { Stats } from 'node:fs';
import { JSON_LIMITS, tooLargeReason } from '../jsonText';
import { fieldOf, type Words, words } from '../rules';

/**
 * An input bigger than any record or snapshot: refused before it is read whole. `size` is the
 * file's own size when it was known before reading; without it, reading stopped at the limit.
 */
export class InputTooLarge extends Error {
  constructor(readonly size?: number) {
    super(size === undefined ? `input of more than ${JSON_LIMITS.chars} bytes` : `input of ${size} bytes`);
  }
}

/** What a path that is not a plain file is; the words `input.notAFile.<kind>` refuse it. */
type NotAFileKind = 'folder' | 'device' | 'pipe' | 'socket' | 'other';

/** A path that names no plain file (a folder, a device such as /dev/zero, a pipe, a socket): refused unread. */
export class NotAFile extends Error {
  constructor(readonly kind: NotAFileKind) {
    super(`not a file: ${kind}`);
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

/** Why an input could not be read, as a clause to follow its name: "is a folder, not a file". */
export function inputProblem(error: unknown): Words {
  if (error instanceof InputTooLarge) {
    return error.size === undefined
      ? words('input.tooLargeUnknown', { limit: JSON_LIMITS.chars })
      : tooLargeReason(error.size);
  }
  if (error instanceof NotAFile) return words(`input.notAFile.${error.kind}`);
  const code = fieldOf(error, 'code');
  return words('input.unreadable', { code: typeof code === 'string' ? code : 'none' });
}
