import { fieldOf } from '../rules';
import type { StorageFailure } from '../session/gameStorage';

export type StorageReason = 'full' | 'outdated' | 'conflict' | 'failed';

/** A storage failure in words a player can act on, with the code the open game acts on ('storage/conflict', …). */
export class StorageError extends Error implements StorageFailure {
  readonly code: `storage/${StorageReason}`;
  constructor(
    message: string,
    readonly reason: StorageReason,
  ) {
    super(message);
    this.name = 'StorageError';
    this.code = `storage/${reason}`;
  }
}

/** Turns what IndexedDB threw into a StorageError: a full disk said plainly, anything else named. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const name = fieldOf(error, 'name');
  if (name === 'InvalidStateError' || name === 'VersionError') {
    return new StorageError(
      'A newer version of the app is open in another tab. Reload this tab to go on: everything saved so far is safe.',
      'outdated',
    );
  }
  if (name === 'QuotaExceededError') {
    return new StorageError(
      'This device has no room left to save the game. Free some space (or delete old games), then try again: nothing was lost.',
      'full',
    );
  }
  return new StorageError(
    `Saving failed (${name ?? 'unknown error'}): ${error instanceof Error ? error.message : String(error)}`,
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
