import { NAME_HEADER, SHARED_CACHE, SHARED_FILE, SHARED_NOTHING } from './shareTarget';

/** What the app was opened with by a share: a file, a share without one, or no share at all. */
export type Shared = { readonly file: File } | { readonly nothing: true } | undefined;

/**
 * The file a share left in the service worker's cache, when the app was opened to take one (its address
 * marked `?shared-file`): taken out, so it opens once. The mark is taken off the address, so a reload opens
 * nothing again. A share whose file is no longer there (its cache cleared) is a share without a file.
 */
export async function takeSharedFile(): Promise<Shared> {
  const params = new URLSearchParams(location.search);
  const withFile = params.has(SHARED_FILE);
  if (!withFile && !params.has(SHARED_NOTHING)) return undefined;
  history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  if (!withFile || typeof caches === 'undefined') return { nothing: true };
  try {
    const cache = await caches.open(SHARED_CACHE);
    const address = new URL(SHARED_FILE, location.href).href;
    const response = await cache.match(address);
    await cache.delete(address);
    if (!response) return { nothing: true };
    const name = decodeURIComponent(response.headers.get(NAME_HEADER) ?? '') || 'shared.json';
    return { file: new File([await response.blob()], name, { type: 'application/json' }) };
  } catch {
    return { nothing: true };
  }
}
