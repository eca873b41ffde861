import { persistSecondCopy } from './secondCopy';

/**
 * Asks the browser to keep this app's data, and its second copy, even when space runs low; returns whether it
 * agreed for the data.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  void persistSecondCopy();
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted?.()) return true;
  return navigator.storage.persist();
}
