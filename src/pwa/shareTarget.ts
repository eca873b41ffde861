/**
 * The manifest's share target: a file shared from another app is posted to the app's `share-target`
 * address. The service worker takes the post, keeps the file in a cache of its own and sends the app to
 * `./?shared-file`, where the page takes the file out again (src/pwa/sharedFiles.ts) and opens it as a
 * file tapped in the file manager is opened. Nothing here reads the file: the screen it goes to does.
 */

/** Where the share sheet posts, from the app's scope. */
export const SHARE_ACTION = 'share-target';
/** The form field the manifest names for the shared file. */
export const SHARED_FIELD = 'file';
/** The cache holding a shared file until the page takes it. */
export const SHARED_CACHE = 'shared-files';
/** The shared file's address in that cache, and the mark the app is opened with while it waits there. */
export const SHARED_FILE = 'shared-file';
/** The mark the app is opened with when a share held no file. */
export const SHARED_NOTHING = 'shared-nothing';
/** The header carrying the shared file's name beside it. */
export const NAME_HEADER = 'x-shared-file-name';

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

/** The shared file kept for the page, and the app opened to take it; a share without a file says so. */
export async function receiveShare(
  request: Request,
  scope: string,
  caches: Pick<CacheStorage, 'open'>,
): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const file = form?.get(SHARED_FIELD);
  if (!(file instanceof Blob)) return Response.redirect(new URL(`./?${SHARED_NOTHING}`, scope).href, 303);
  const name = file instanceof File ? file.name : '';
  const cache = await caches.open(SHARED_CACHE);
  await cache.put(
    new URL(SHARED_FILE, scope).href,
    new Response(file, { headers: { 'content-type': 'application/json', [NAME_HEADER]: encodeURIComponent(name) } }),
  );
  return Response.redirect(new URL(`./?${SHARED_FILE}`, scope).href, 303);
}

/** Takes the share sheet's posts to the share target; every other request goes on to the app's own routes. */
export function listenForShares(worker: ShareWorkerScope): void {
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST' || request.url !== new URL(SHARE_ACTION, worker.registration.scope).href) return;
    event.respondWith(receiveShare(request, worker.registration.scope, worker.caches));
  });
}
