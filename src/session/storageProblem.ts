import { fieldOf, isWords, words } from '../rules';
import type { Refused } from './done';
import type { StorageFailure } from './gameStorage';

/** A storage failure's code, and its words: the `words` a storage error carries, or its message. */
function failureOf(error: unknown): StorageFailure | undefined {
  const code = fieldOf(error, 'code');
  if (typeof code !== 'string' || !code.startsWith('storage/')) return undefined;
  const said = fieldOf(error, 'words');
  if (isWords(said)) return { code: `storage/${code.slice('storage/'.length)}`, message: said };
  const message = fieldOf(error, 'message');
  if (typeof message === 'string' || isWords(message))
    return { code: `storage/${code.slice('storage/'.length)}`, message };
  return undefined;
}

/**
 * What storage threw, as the refusal it comes to: a storage failure keeps its own code and words;
 * anything else (a storage that broke its promise to throw only those) is named as it is.
 */
export function storageProblem(error: unknown): StorageFailure {
  const failure = failureOf(error);
  if (failure) return failure;
  const named = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { code: 'storage/failed', message: words('storage.failed', { named }) };
}

/** Whether storage threw this (a storage failure, with its code), not something else gone wrong. */
export const isStorageFailure = (error: unknown): boolean => failureOf(error) !== undefined;

/** The same as a refused result. */
export const storageRefusal = (error: unknown): Refused => ({ ok: false, error: storageProblem(error) });
