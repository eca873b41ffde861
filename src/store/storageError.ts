/** A storage failure in words a player can act on. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly reason: 'full' | 'outdated' | 'conflict' | 'failed',
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** Turns what IndexedDB threw into a StorageError: a full disk said plainly, anything else named. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const name = (error as { name?: string })?.name;
  if (name === 'InvalidStateError' || name === 'VersionError') {
    return new StorageError('A newer version of the app is open in another tab. Reload this tab to go on: everything saved so far is safe.', 'outdated');
  }
  if (name === 'QuotaExceededError') {
    return new StorageError('This device has no room left to save the game. Free some space (or delete old games), then try again: nothing was lost.', 'full');
  }
  return new StorageError(`Saving failed (${name ?? 'unknown error'}): ${(error as Error)?.message ?? String(error)}`, 'failed');
}
