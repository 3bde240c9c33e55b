import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithHost } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The local OpenID Connect provider end to end: authorization code + PKCE for the public client, then a refresh; the
// API accepts its access tokens, and refuses the same token re-signed with another audience or a past expiry, or with
// its signature tampered. The identity provider does not depend on the database: PGlite only.

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const REDIRECT = 'http://localhost/redirect.html';

class Browser {
  readonly #cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) {
      headers.set('cookie', [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }
}

function location(response: Response, base: string): URL {
  const to = response.headers.get('location');
  if (to === null) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(to, base);
}

describe('the local OpenID Connect provider', () => {
  let server: TestServer;
  let tokens: { access_token: string; refresh_token: string; id_token: string; expires_in: number };

  const tokenRequest = (body: Record<string, string>) =>
    fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
  const callApi = (token: string) =>
    server.fetch('user-message', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: '{"text":"hello"}' }),
    });

  it('answers only requests addressed to localhost, like the local sign-in', async () => {
    const discovery = `${server.url}/oidc/.well-known/openid-configuration`;
    expect(await getWithHost(discovery, 'inspect.example.com')).toBe(403);
    expect(await getWithHost(`${server.url}/oidc/interaction/some-uid`, '192.168.1.20:8080')).toBe(403);
    expect(await getWithHost(discovery, 'localhost')).toBe(200);
  });

  async function signIn(browser: Browser, challenge: string): Promise<URL> {
    const query = new URLSearchParams({
      client_id: 'inspect-app',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    });
    const start = await browser.go(`${server.url}/oidc/auth?${query}`);
    expect(start.status).toBe(303);
    const interaction = location(start, server.url);
    expect(interaction.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await browser.go(interaction.href);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Local development identity provider');
    const login = await browser.go(`${interaction.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Mei Chen', email: 'mei.chen@example.com' }),
    });
    expect(login.status).toBe(303);
    const resume = await browser.go(location(login, server.url).href);
    expect(resume.status).toBe(303);
    return location(resume, server.url);
  }

  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
  });
  afterAll(() => server?.close());

  it('signs in with authorization code + PKCE and issues a JWT access token the API accepts', async () => {
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const callback = await signIn(new Browser(), challenge);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code') ?? '';

    const wrong = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: 'inspect-app',
      code_verifier: base64url(randomBytes(32)),
    });
    expect(wrong.status).toBe(400);
    // A failed exchange revokes the code (RFC 6749 §4.1.2): sign in again for the real one.
    const again = await signIn(new Browser(), challenge);
    const exchange = await tokenRequest({
      grant_type: 'authorization_code',
      code: again.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT,
      client_id: 'inspect-app',
      code_verifier: verifier,
    });
    expect(exchange.status).toBe(200);
    tokens = (await exchange.json()) as typeof tokens;
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBeGreaterThan(300);

    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: 'http://localhost/oidc',
      aud: 'api://inspect-app',
      name: 'Mei Chen',
      fullname: 'Mei Chen',
      given_name: 'Mei',
      family_name: 'Chen',
      email: 'mei.chen@example.com',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: 'Mei Chen', email: 'mei.chen@example.com' });
    expect((await callApi(tokens.access_token)).status).toBe(201);
  });

  it('refreshes the tokens without offline_access among the default scopes, and the API accepts the new one', async () => {
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'inspect-app',
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as typeof tokens;
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(next.access_token).aud).toBe('api://inspect-app');
    expect((await callApi(next.access_token)).status).toBe(201);
  });

  it('logs out with id_token_hint and returns to the redirect page of the app', async () => {
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: REDIRECT,
      state: 'bye',
    });
    const browser = new Browser();
    const confirm = await browser.go(`${server.url}/oidc/session/end?${query}`);
    expect(confirm.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())?.[1] ?? '';
    const done = await browser.go(`${server.url}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    const back = location(done, server.url);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('bye');
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'inspect-app',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
    });
    const response = await new Browser().go(`${server.url}/oidc/auth?${query}`);
    expect(location(response, server.url).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses the same token with a tampered signature, another audience or past its expiry', async () => {
    const keys = server.localKeys();
    const key = await importJWK(keys.privateJwk, 'RS256');
    const resign = (changes: JWTPayload) =>
      new SignJWT({ ...decodeJwt(tokens.access_token), ...changes })
        .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid, typ: 'at+jwt' })
        .sign(key);
    const now = Math.floor(Date.now() / 1000);

    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases: [string, string, string][] = [
      ['tampered signature', `${header}.${payload}.${flipped}`, 'The access token signature is not valid'],
      [
        'another audience',
        await resign({ aud: 'api://another-app' }),
        'The access token is not for this API (wrong audience)',
      ],
      ['past expiry', await resign({ iat: now - 7200, exp: now - 3600 }), 'The access token has expired'],
      [
        'another issuer',
        await resign({ iss: 'https://login.example.com/oidc' }),
        'The access token was not issued by the trusted identity provider',
      ],
    ];
    for (const [what, token, message] of cases) {
      const response = await callApi(token);
      expect(response.status, what).toBe(401);
      expect(await response.json(), what).toEqual({ error: message });
      expect(response.headers.get('www-authenticate'), what).toContain('error="invalid_token"');
    }
    expect((await callApi(await resign({}))).status).toBe(201);
  });

  it('publishes discovery and the public keys only', async () => {
    const discovery = (await (
      await fetch(`${server.url}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe('http://localhost/oidc');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(`${server.url}/oidc/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
