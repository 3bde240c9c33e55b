import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../sync/http-client.ts';
import {
  fetchAppHash,
  fetchBuildTime,
  postSupportMessage,
  sha256Hex,
  supportMessage,
} from './shell-network.ts';

const sendSupportRequest = (http: HttpClient, request: Parameters<typeof supportMessage>[0]) =>
  postSupportMessage(http, supportMessage(request));

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));
const offline = () => vi.fn(async () => Promise.reject(new TypeError('offline')));

/** The worker's HTTP client over a fake network, signed in as tok.en.1 (tok.en.2 after a refresh). */
function client(fetcher: typeof fetch) {
  const getToken = vi.fn(async ({ forceRefresh }: { forceRefresh: boolean }) =>
    forceRefresh ? 'tok.en.2' : 'tok.en.1',
  );
  return new HttpClient({ baseUrl: '/api/admin/v1', fetch: fetcher, getToken: () => getToken });
}

const call = (fetcher: ReturnType<typeof vi.fn>, n = 0) => {
  const [url, init] = fetcher.mock.calls[n] as unknown as [URL, RequestInit];
  return { url: new URL(url), init, headers: init.headers as Record<string, string> };
};

describe('build time', () => {
  it('reads buildTime from /build-time.json, uncached and without a token', async () => {
    const fetcher = answer('{"buildTime":"2026-11-21T09:05:00.000Z"}');
    expect(await fetchBuildTime(client(fetcher))).toBe('2026-11-21T09:05:00.000Z');
    const { url, init, headers } = call(fetcher);
    expect(url.pathname).toBe('/build-time.json');
    expect(init.cache).toBe('no-store');
    expect(headers.authorization).toBeUndefined();
  });

  it.each([
    ['a failed fetch', offline()],
    ['a non-200', answer('{}', 404)],
    ['bad JSON', answer('not json')],
    ['no date', answer('{"buildTime":"yesterday"}')],
  ])('is undefined after %s (the footer shows the current time)', async (_case, fetcher) => {
    expect(await fetchBuildTime(client(fetcher))).toBeUndefined();
  });
});

describe('update check', () => {
  it('hashes the root page fetched with a cache-busting v and no-cache headers', async () => {
    const fetcher = answer('<html>v2</html>');
    expect(await fetchAppHash(client(fetcher), 1234)).toBe(await sha256Hex('<html>v2</html>'));
    const { url, init, headers } = call(fetcher);
    expect(`${url.pathname}${url.search}`).toBe('/?v=1234');
    expect(init.cache).toBe('no-store');
    expect(headers).toMatchObject({ 'cache-control': 'no-cache', pragma: 'no-cache' });
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('flags nothing when the check fails', async () => {
    expect(await fetchAppHash(client(answer('', 503)))).toBeUndefined();
    expect(await fetchAppHash(client(offline()))).toBeUndefined();
  });
});

describe('support request', () => {
  const request = {
    name: 'Ana Inspector',
    email: 'ana@example.com',
    additionalInformation: 'The sync banner stays orange.',
    context: 'support-screen',
    metadata: { device: 'Android' },
  };

  it("posts {message} (a stringified chat message) with the session's bearer token", async () => {
    const fetcher = answer('{}');
    await sendSupportRequest(client(fetcher), request);
    const { url, init, headers } = call(fetcher);
    expect(url.pathname).toBe('/api/admin/v1/user-message');
    expect(init.method).toBe('POST');
    expect(headers).toMatchObject({ authorization: 'Bearer tok.en.1', 'content-type': 'application/json' });
    const message = JSON.parse((JSON.parse(init.body as string) as { message: string }).message);
    expect(message).toEqual({
      text: 'Support request from Ana Inspector <ana@example.com>\n\nThe sync banner stays orange.',
      metadata: {
        name: 'Ana Inspector',
        email: 'ana@example.com',
        context: 'support-screen',
        device: 'Android',
      },
    });
  });

  it('asks for a fresh token and sends again after a 401', async () => {
    const fetcher = vi.fn(async (_url: URL, init: RequestInit) =>
      (init.headers as Record<string, string>).authorization === 'Bearer tok.en.2'
        ? new Response('{}')
        : new Response('', { status: 401 }),
    );
    await sendSupportRequest(client(fetcher as unknown as typeof fetch), request);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("fails with code 'network' on a non-ok answer or a network failure (the queue then keeps it)", async () => {
    await expect(sendSupportRequest(client(answer('', 500)), request)).rejects.toMatchObject({
      code: 'network',
      details: { status: 500 },
    });
    await expect(sendSupportRequest(client(offline()), request)).rejects.toMatchObject({ code: 'network' });
  });
});
