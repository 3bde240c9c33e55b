import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// public/sw-worker-scripts.js, run as the service worker runs it (importScripts), with its globals given.
const source = readFileSync(new URL('../public/sw-worker-scripts.js', import.meta.url), 'utf8');

interface FakeFetchEvent {
  readonly request: Request;
  readonly respondWith: ReturnType<typeof vi.fn>;
  readonly stopImmediatePropagation: ReturnType<typeof vi.fn>;
}

function serviceWorker(cached: Response | undefined) {
  let listener: ((event: FakeFetchEvent) => void) | undefined;
  const scope = {
    location: { origin: 'https://inspect.example' },
    addEventListener: (type: string, handler: (event: FakeFetchEvent) => void) => {
      if (type === 'fetch') listener = handler;
    },
  };
  const caches = { match: vi.fn(() => Promise.resolve(cached)) };
  const fetch = vi.fn(() => Promise.resolve(new Response('from the network')));
  new Function('self', 'caches', 'fetch', source)(scope, caches, fetch);
  const dispatch = (url: string, destination: string) => {
    const request = new Request(url);
    // Node's Request has no destination of its own: a worker's script request says "worker".
    Object.defineProperty(request, 'destination', { value: destination });
    const event: FakeFetchEvent = { request, respondWith: vi.fn(), stopImmediatePropagation: vi.fn() };
    listener?.(event);
    return event;
  };
  return { dispatch, caches, fetch };
}

describe('the service worker answers the workers’ scripts (decision 0113)', () => {
  it('with a new response holding the precached script, and no other route answers it', async () => {
    const cached = new Response('export const engine = 1;', {
      status: 200,
      headers: { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' },
    });
    const sw = serviceWorker(cached);
    const event = sw.dispatch('https://inspect.example/assets/entry-Db5whet7.js', 'worker');
    expect(event.stopImmediatePropagation).toHaveBeenCalledOnce();
    expect(sw.caches.match).toHaveBeenCalledWith(event.request, { ignoreVary: true });
    const answered = (await event.respondWith.mock.calls[0]?.[0]) as Response;
    expect(answered).not.toBe(cached);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toBe('text/javascript');
    expect(await answered.text()).toBe('export const engine = 1;');
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('from the network when the precache does not hold it', async () => {
    const sw = serviceWorker(undefined);
    const event = sw.dispatch('https://inspect.example/assets/photo-worker-X1.js', 'worker');
    const answered = (await event.respondWith.mock.calls[0]?.[0]) as Response;
    expect(await answered.text()).toBe('from the network');
    expect(sw.fetch).toHaveBeenCalledWith(event.request);
  });

  it('leaves the page’s scripts, other files and other sites to Workbox', () => {
    const sw = serviceWorker(new Response(''));
    for (const [url, destination] of [
      ['https://inspect.example/assets/start-Bk_br8R9.js', 'script'],
      ['https://inspect.example/assets/sqlite3-k2cTanUO.wasm', 'worker'],
      ['https://inspect.example/engine-start.js', 'worker'],
      ['https://cdn.example/assets/entry-Db5whet7.js', 'worker'],
    ] as const) {
      const event = sw.dispatch(url, destination);
      expect(event.respondWith, url).not.toHaveBeenCalled();
      expect(event.stopImmediatePropagation, url).not.toHaveBeenCalled();
    }
  });
});
