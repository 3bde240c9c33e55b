import { describe, expect, it, vi } from 'vitest';
import { fetchAppHash, fetchBuildTime, sendSupportRequest, sha256Hex } from './shell-network.ts';

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('build time', () => {
  it('reads buildTime from /build-time.json, uncached', async () => {
    const fetcher = answer('{"buildTime":"2026-11-21T09:05:00.000Z"}');
    expect(await fetchBuildTime(fetcher)).toBe('2026-11-21T09:05:00.000Z');
    expect(fetcher).toHaveBeenCalledWith('/build-time.json', { cache: 'no-store' });
  });

  it.each([
    ['a failed fetch', vi.fn(async () => Promise.reject(new TypeError('offline')))],
    ['a non-200', answer('{}', 404)],
    ['bad JSON', answer('not json')],
    ['no date', answer('{"buildTime":"yesterday"}')],
  ])('is undefined after %s (the footer shows the current time)', async (_case, fetcher) => {
    expect(await fetchBuildTime(fetcher)).toBeUndefined();
  });
});

describe('update check', () => {
  it('hashes the root page fetched with a cache-busting v and no-cache headers', async () => {
    const fetcher = answer('<html>v2</html>');
    expect(await fetchAppHash(fetcher, 1234)).toBe(await sha256Hex('<html>v2</html>'));
    expect(fetcher).toHaveBeenCalledWith('/?v=1234', {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('flags nothing when the check fails', async () => {
    expect(await fetchAppHash(answer('', 503))).toBeUndefined();
    expect(await fetchAppHash(vi.fn(async () => Promise.reject(new TypeError('offline'))))).toBeUndefined();
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

  it('posts {message} (a stringified chat message) with the bearer token', async () => {
    const fetcher = answer('{}');
    expect(await sendSupportRequest(request, 'tok.en.x', fetcher)).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/v1/user-message');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok.en.x',
      'content-type': 'application/json',
    });
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

  it('is false on a non-ok answer or a network failure', async () => {
    expect(await sendSupportRequest(request, undefined, answer('', 500))).toBe(false);
    expect(
      await sendSupportRequest(
        request,
        undefined,
        vi.fn(async () => Promise.reject(new Error('x'))),
      ),
    ).toBe(false);
  });
});
