import { fieldOf, type Words, words } from '../rules';

export type StorageReason = 'full' | 'outdated' | 'conflict' | 'failed';

/** A storage failure in words a player can act on, with the code the open game acts on ('storage/conflict', …). */
export class StorageError extends Error {
  readonly code: `storage/${StorageReason}`;
  constructor(
    /** What a player reads. */
    readonly words: Words,
    readonly reason: StorageReason,
  ) {
    // The message names the words' key, for a report; the screens say the words.
    super(words.key);
    this.name = 'StorageError';
    this.code = `storage/${reason}`;
  }
}

/** Turns what IndexedDB threw into a StorageError: a full disk said plainly, anything else named. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const name = fieldOf(error, 'name');
  if (name === 'InvalidStateError' || name === 'VersionError') {
    return new StorageError(words('storage.newerTab'), 'outdated');
  }
  if (name === 'QuotaExceededError') {
    return new StorageError(words('storage.full'), 'full');
  }
  return new StorageError(
    words('storage.savingFailed', {
      name: typeof name === 'string' ? name : 'none',
      reason: error instanceof Error ? error.message : String(error),
    }),
    'failed',
  );
}

/**
 * The same promise, whatever IndexedDB threw coming out as a StorageError with its code (what the storage
 * ports promise).
 */
export const withStorageErrors = <T>(run: Promise<T>): Promise<T> =>
  run.catch((error: unknown) => {
    throw toStorageError(error);
  });
