import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Every API call but the probe refuses a missing, malformed, forged, expired or wrong-audience token with a 401 that
// says why; no token ever reaches the logs.

const CALLS: [string, string, RequestInit][] = [
  ['GET', 'inspection/sync', {}],
  ['POST', 'inspection', { body: '{}', headers: { 'content-type': 'application/json' } }],
  ['POST', 'inspection/upload/1', { body: 'x', headers: { 'content-type': 'image/jpeg' } }],
  ['GET', 'inspection/download/1', {}],
  ['POST', 'user-message', { body: '{"message":"hi"}', headers: { 'content-type': 'application/json' } }],
  ['GET', 'no-such-call', {}],
];

describe.each(BACKENDS)('bearer tokens on $name', (backend) => {
  let server: TestServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  async function forged(kid: string): Promise<string> {
    const { privateKey } = await generateKeyPair('RS256');
    const identity = server.config.identity;
    return new SignJWT({ name: 'Mallory' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(identity.issuer)
      .setAudience(identity.audience)
      .setSubject('local-mallory')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  }

  it('refuses every call without a good token, saying why', async () => {
    const keys = server.localKeys();
    const now = Math.floor(Date.now() / 1000);
    const identity = server.config.identity;
    const cases: [string, string | null, string][] = [
      ['no header', null, 'A bearer token is required'],
      ['another scheme', 'Basic dXNlcjpwYXNz', 'The Authorization header must be "Bearer <token>"'],
      ['not a JWT', 'Bearer not-a-jwt', 'The access token is malformed'],
      [
        'forged with the same kid',
        `Bearer ${await forged(keys.privateJwk.kid)}`,
        'The access token signature is not valid',
      ],
      [
        'forged with another kid',
        `Bearer ${await forged('another-key')}`,
        'The access token was signed with an unknown key',
      ],
      [
        'expired',
        `Bearer ${await server.token({ now: now - 7200, ttlSeconds: 3600 })}`,
        'The access token has expired',
      ],
      [
        'wrong audience',
        `Bearer ${await server.token({ claims: { aud: 'api://someone-else' } })}`,
        'The access token is not for this API (wrong audience)',
      ],
      [
        'wrong issuer',
        `Bearer ${await server.token({ claims: { iss: 'https://login.example.com/' } })}`,
        'The access token was not issued by the trusted identity provider',
      ],
    ];
    expect(identity.mode).toBe('local');
    for (const [method, path, init] of CALLS) {
      for (const [what, header, message] of cases) {
        if (header !== null) tokens.push(header.slice(7));
        const headers = new Headers(init.headers);
        if (header !== null) headers.set('authorization', header);
        const response = await server.fetch(path, { ...init, method, headers, token: null });
        expect(response.status, `${method} ${path}: ${what}`).toBe(401);
        expect(await response.json(), `${method} ${path}: ${what}`).toEqual({ error: message });
        expect(response.headers.get('www-authenticate'), what).toMatch(/^Bearer realm="inspect"/);
      }
    }
  });

  it('lets the probe and the build time through without a token', async () => {
    expect((await server.fetch('probe/ready', { token: null })).status).toBe(200);
    expect((await server.fetch('/build-time.json', { token: null })).status).toBe(200);
  });

  it('answers an unknown API call with 404 once signed in', async () => {
    const response = await server.fetch('no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No such API call: GET /api/admin/v1/no-such-call' });
  });

  it('logs one JSON line per request, with the user but never a token or the query', async () => {
    const good = await server.token({ name: 'Aroha Ngata', email: 'aroha@example.com' });
    tokens.push(good);
    const before = server.logs.length;
    await (await server.fetch('inspection/sync?LastSyncDate=2025-01-01', { token: good })).text();
    const requests = () =>
      server.logs
        .slice(before)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request');
    await vi.waitFor(() => expect(requests()).toHaveLength(1), { timeout: 10_000 });
    expect(requests()[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/admin/v1/inspection/sync',
      status: 200,
      user: expect.stringMatching(/^local-/),
    });
    const all = server.logs.join('\n');
    for (const token of tokens) expect(all).not.toContain(token);
    expect(all).not.toContain('LastSyncDate');
  });
});
