import {
  keptAt,
  NAME_HEADER,
  SHARED_CACHE,
  SHARED_FILE,
  SHARED_NOT_KEPT,
  SHARED_NOTHING,
  sharedFileAddress,
} from './shareTarget';

/** What the app was opened with by a share: a file, a share the app could not take, or no share at all. */
export type Shared = { readonly file: File } | { readonly missing: 'nothing' | 'not-kept' } | undefined;

/** A shared file no page took within the hour (its page closed before it opened): taken out of the cache. */
const FORGOTTEN_AFTER_MS = 60 * 60 * 1000;

/** The app's scope: this page's address without its query or hash. */
const scope = () => new URL('./', location.href).href;

async function sweepForgotten(cache: Cache, now: number): Promise<void> {
  for (const request of await cache.keys()) {
    const id = request.url.slice(sharedFileAddress(scope(), '').length);
    const at = keptAt(id);
    if (at === undefined || now - at > FORGOTTEN_AFTER_MS) await cache.delete(request);
  }
}

/** Takes the file of this id out of the cache, sweeping away any no page took; undefined when it is not there. */
async function takeFromCache(id: string | null, now: number): Promise<File | undefined> {
  // Only where the cache is kept already: opening it would make it.
  if (typeof caches === 'undefined' || !(await caches.has(SHARED_CACHE))) return undefined;
  const cache = await caches.open(SHARED_CACHE);
  const address = id === null ? undefined : sharedFileAddress(scope(), id);
  const taken = address === undefined ? undefined : await cache.match(address);
  if (address !== undefined) await cache.delete(address);
  await sweepForgotten(cache, now);
  if (!taken) return undefined;
  const name = decodeURIComponent(taken.headers.get(NAME_HEADER) ?? '') || 'shared.json';
  return new File([await taken.blob()], name, { type: 'application/json' });
}

/**
 * The file a share left in the service worker's cache, when the app was opened to take one (its address
 * marked `?shared-file=<id>`): taken out, so it opens once, and the mark taken off the address, so a reload
 * opens nothing again. A share whose file is not there is a share without a file.
 */
export async function takeSharedFile(now = Date.now()): Promise<Shared> {
  const params = new URLSearchParams(location.search);
  const id = params.get(SHARED_FILE);
  const said = params.has(SHARED_NOT_KEPT) ? 'not-kept' : params.has(SHARED_NOTHING) ? 'nothing' : undefined;
  const shared = id !== null || said !== undefined;
  if (shared) history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  const file = await takeFromCache(id, now).catch(() => undefined);
  if (file) return { file };
  return shared ? { missing: said ?? 'nothing' } : undefined;
}
