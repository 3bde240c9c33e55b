import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/databases.ts';
import { getWithHost, postJson } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The local sign-in without a certificate, `npm run token`, and a server configured for an external provider (as in
// production), which has neither and accepts only that provider's tokens.

const run = promisify(execFile);
const TOKEN_CLI = new URL('./token-cli.ts', import.meta.url).pathname;

describe('local sign-in and tokens', () => {
  let server: TestServer;
  let external: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
    const keys = `${server.url}/oidc/jwks`;
    external = await startTestServer(
      { name: 'pglite' },
      {
        env: {
          NODE_ENV: 'production',
          OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
          OIDC_AUDIENCE: 'api://inspect-prod',
          OIDC_JWKS_URI: keys,
        },
      },
    );
  });
  afterAll(() => Promise.all([server?.close(), external?.close()]));

  const accepted = async (target: TestServer, token: string) =>
    (await postJson(target, 'user-message', { message: 'hello' }, token)).status;

  it('gives a token for a name and an e-mail address, on a page and as JSON', async () => {
    const page = await server.fetch('/local-sign-in', { token: null });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Local development identity provider: not for production');

    const form = await server.fetch('/local-sign-in', {
      method: 'POST',
      token: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Aroha Ngata', email: 'aroha@example.com' }),
    });
    const html = await form.text();
    const link = /href="\/jwt#access_token=([^"]+)"/.exec(html)?.[1] ?? '';
    expect(await accepted(server, decodeURIComponent(link))).toBe(201);

    const json = await postJson(
      server,
      '/local-sign-in',
      { name: 'Aroha Ngata', email: 'aroha@example.com' },
      '',
    );
    const body = (await json.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(decodeJwt(body.access_token)).toMatchObject({
      name: 'Aroha Ngata',
      given_name: 'Aroha',
      family_name: 'Ngata',
      email: 'aroha@example.com',
    });
    expect(await accepted(server, body.access_token)).toBe(201);

    const bad = await postJson(server, '/local-sign-in', { name: 'Aroha', email: 'not-an-address' }, '');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'A valid e-mail address is required' });
  });

  it('answers only requests addressed to localhost', async () => {
    expect(await getWithHost(`${server.url}/local-sign-in`, 'inspect.example.com')).toBe(403);
    expect(await getWithHost(`${server.url}/local-sign-in`, 'localhost')).toBe(200);
  });

  it('prints a valid token alone on the last line of `npm run token`', async () => {
    const env = {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      PUBLIC_URL: 'http://localhost',
      NODE_ENV: '',
    };
    const { stdout } = await run(
      process.execPath,
      [TOKEN_CLI, '--name', 'Liam O Connor', '--email', 'liam@example.com'],
      { env },
    );
    const lines = stdout.trim().split('\n');
    const token = lines[lines.length - 1] ?? '';
    expect(token.split('.')).toHaveLength(3);
    expect(await accepted(server, token)).toBe(201);
    const refused = run(process.execPath, [TOKEN_CLI, '--name', 'X'], {
      env: { ...env, DATA_DIR: await makeTempDir('inspect-cli-') },
    });
    await expect(refused).rejects.toMatchObject({ code: 2 });
  });

  it('with an external provider: no local provider or sign-in, and only that provider’s tokens pass', async () => {
    expect((await external.fetch('/oidc/.well-known/openid-configuration', { token: null })).status).toBe(
      404,
    );
    expect(
      (await postJson(external, '/local-sign-in', { name: 'A', email: 'a@example.com' }, '')).status,
    ).toBe(404);
    const local = await server.token();
    expect(await accepted(external, local)).toBe(401);
    const fromProvider = await server.token({
      claims: { iss: 'https://login.microsoftonline.com/tenant-id/v2.0', aud: 'api://inspect-prod' },
    });
    expect(await accepted(external, fromProvider)).toBe(201);
  });
});
