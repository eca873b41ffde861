import type { Refused } from './done';
import type { StorageFailure } from './gameStorage';

const isStorageFailure = (error: unknown): error is StorageFailure =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('storage/') &&
  'message' in error &&
  typeof error.message === 'string';

/**
 * What storage threw, as the refusal it comes to: a storage failure keeps its own code and words;
 * anything else (a storage that broke its promise to throw only those) is named as it is.
 */
export function storageProblem(error: unknown): StorageFailure {
  if (isStorageFailure(error)) return { code: error.code, message: error.message };
  const named = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { code: 'storage/failed', message: `Saving failed (${named}).` };
}

/** The same as a refused result. */
export const storageRefusal = (error: unknown): Refused => ({ ok: false, error: storageProblem(error) });
