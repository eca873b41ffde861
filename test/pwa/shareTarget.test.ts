/**
 * The share target's part of the service worker: a post to the share target keeps the shared file in a cache
 * of its own and sends the app to take it; a post without a file says so; every other request is left to the
 * app's own routes.
 */
import { describe, expect, it } from 'vitest';
import {
  keptAt,
  listenForShares,
  NAME_HEADER,
  receiveShare,
  SHARED_CACHE,
  type ShareFetchEvent,
  sharedFileAddress,
} from '../../src/pwa/shareTarget';

const SCOPE = 'https://table.example/app/';

/** A cache storage in memory: each cache a map from address to response. */
function memoryCaches() {
  const caches = new Map<string, Map<string, Response>>();
  return {
    caches,
    async open(name: string) {
      const cache = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, cache);
      return {
        put: async (address: string, response: Response) => void cache.set(address, response),
      } as unknown as Cache;
    },
  };
}

const post = (form: FormData, url = `${SCOPE}share-target`) => new Request(url, { method: 'POST', body: form });

describe('the share target in the service worker', () => {
  it('keeps each shared file with its name under an id of its own, and opens the app to take it', async () => {
    const storage = memoryCaches();
    const share = (text: string) => {
      const form = new FormData();
      form.append('file', new File([text], 'Friday night.json'));
      return receiveShare(post(form), SCOPE, storage, 1_700_000_000_000);
    };
    const [first, second] = [await share('{"format":"el-grande-record/8"}'), await share('{}')];
    expect(first.status).toBe(303);
    const idOf = (response: Response) =>
      new URL(response.headers.get('location') ?? '').searchParams.get('shared-file');
    const [id, other] = [idOf(first), idOf(second)];
    expect(first.headers.get('location')).toBe(`${SCOPE}?shared-file=${id}`);
    expect(id).not.toBe(other);
    expect(keptAt(id ?? '')).toBe(1_700_000_000_000);
    const kept = storage.caches.get(SHARED_CACHE)?.get(sharedFileAddress(SCOPE, id ?? ''));
    expect(await kept?.text()).toBe('{"format":"el-grande-record/8"}');
    expect(decodeURIComponent(kept?.headers.get(NAME_HEADER) ?? '')).toBe('Friday night.json');
    expect(
      await storage.caches
        .get(SHARED_CACHE)
        ?.get(sharedFileAddress(SCOPE, other ?? ''))
        ?.text(),
    ).toBe('{}');
  });

  it('opens the app saying so when the device cannot keep the file', async () => {
    const form = new FormData();
    form.append('file', new File(['{}'], 'big.json'));
    const full = {
      open: async () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const response = await receiveShare(post(form), SCOPE, full);
    expect(response.headers.get('location')).toBe(`${SCOPE}?shared-not-kept`);
  });

  it('opens the app saying so when the share held no file', async () => {
    const storage = memoryCaches();
    const form = new FormData();
    form.append('title', 'just words');
    const response = await receiveShare(post(form), SCOPE, storage);
    expect(response.headers.get('location')).toBe(`${SCOPE}?shared-nothing`);
    expect(storage.caches.size).toBe(0);
    const notAForm = await receiveShare(
      new Request(`${SCOPE}share-target`, { method: 'POST', body: 'x' }),
      SCOPE,
      storage,
    );
    expect(notAForm.headers.get('location')).toBe(`${SCOPE}?shared-nothing`);
  });

  it('answers only posts to the share target', async () => {
    const listeners: ((event: ShareFetchEvent) => void)[] = [];
    listenForShares({
      registration: { scope: SCOPE },
      caches: memoryCaches(),
      addEventListener: (_type, listener) => void listeners.push(listener),
    });
    const answered: string[] = [];
    const fetchOf = (request: Request) => {
      for (const listener of listeners)
        listener({ request, respondWith: (response) => void response.then(() => answered.push(request.url)) });
    };
    fetchOf(new Request(`${SCOPE}share-target`));
    fetchOf(post(new FormData(), `${SCOPE}index.html`));
    fetchOf(post(new FormData()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toEqual([`${SCOPE}share-target`]);
  });
});
