/**
 * The manifest's share target: a file shared from another app is posted to the app's `share-target`
 * address. The service worker takes the post, keeps the file in a cache of its own under an id of its own
 * and sends the app to `./?shared-file=<id>`, where the page takes the file out again
 * (src/pwa/sharedFiles.ts) and opens it as a file tapped in the file manager is opened. Nothing here reads
 * the file: the screen it goes to does.
 */

/** Where the share sheet posts, from the app's scope. */
export const SHARE_ACTION = 'share-target';
/** The form field the manifest names for the shared file. */
export const SHARED_FIELD = 'file';
/** The cache holding shared files until the page takes them. */
export const SHARED_CACHE = 'shared-files';
/** The mark the app is opened with while a shared file waits, its value the file's id. */
export const SHARED_FILE = 'shared-file';
/** The mark the app is opened with when a share held no file. */
export const SHARED_NOTHING = 'shared-nothing';
/** The mark the app is opened with when the shared file could not be kept (the device's storage is full). */
export const SHARED_NOT_KEPT = 'shared-not-kept';
/** The header carrying the shared file's name beside it. */
export const NAME_HEADER = 'x-shared-file-name';

/** A shared file's address in the cache, under the app's scope: its id starts with the time it was kept. */
export const sharedFileAddress = (scope: string, id: string): string => new URL(`${SHARED_FILE}/${id}`, scope).href;

/** The time a shared file was kept, read from its id; undefined for an id of any other shape. */
export function keptAt(id: string): number | undefined {
  const time = /^(\d{1,15})-[\w-]+$/.exec(id)?.[1];
  return time === undefined ? undefined : Number(time);
}

/** What the share target needs of a service worker's fetch event. */
export interface ShareFetchEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/** What the share target needs of the service worker's global scope. */
export interface ShareWorkerScope {
  readonly registration: { readonly scope: string };
  readonly caches: Pick<CacheStorage, 'open'>;
  addEventListener(type: 'fetch', listener: (event: ShareFetchEvent) => void): void;
}

/**
 * The shared file kept for the page, and the app opened to take it; a share without a file, or one the device
 * could not keep, opens the app saying so. Never fails: the share sheet always leads to the app.
 */
export async function receiveShare(
  request: Request,
  scope: string,
  caches: Pick<CacheStorage, 'open'>,
  now = Date.now(),
): Promise<Response> {
  const open = (mark: string) => Response.redirect(new URL(`./?${mark}`, scope).href, 303);
  const form = await request.formData().catch(() => undefined);
  const file = form?.get(SHARED_FIELD);
  if (!(file instanceof Blob)) return open(SHARED_NOTHING);
  const name = file instanceof File ? file.name : '';
  // Each share its own id: two shares in quick succession each open their own file.
  const id = `${now}-${crypto.randomUUID()}`;
  try {
    const cache = await caches.open(SHARED_CACHE);
    await cache.put(
      sharedFileAddress(scope, id),
      new Response(file, { headers: { 'content-type': 'application/json', [NAME_HEADER]: encodeURIComponent(name) } }),
    );
  } catch {
    return open(SHARED_NOT_KEPT);
  }
  return open(`${SHARED_FILE}=${id}`);
}

/** Takes the share sheet's posts to the share target; every other request goes on to the app's own routes. */
export function listenForShares(worker: ShareWorkerScope): void {
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST' || request.url !== new URL(SHARE_ACTION, worker.registration.scope).href) return;
    event.respondWith(receiveShare(request, worker.registration.scope, worker.caches));
  });
}
