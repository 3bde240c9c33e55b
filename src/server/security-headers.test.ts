import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, IDENTITY_PAGE_POLICY } from './security-headers.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

// The directives WebKit's CSP parser recognises (Safari 17/18, WebKitGTK 2.50); any other it reports on every load
// as "Unrecognized Content-Security-Policy directive". `manifest-src` and `prefetch-src` are not among them.
const WEBKIT_DIRECTIVES = new Set([
  'base-uri',
  'block-all-mixed-content',
  'child-src',
  'connect-src',
  'default-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'media-src',
  'object-src',
  'report-to',
  'report-uri',
  'require-trusted-types-for',
  'sandbox',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'upgrade-insecure-requests',
  'worker-src',
]);

function directiveNames(policy: string): string[] {
  return policy.split(';').map((part) => part.trim().split(/\s+/)[0] ?? '');
}

// The app's pages carry a CSP, frame and referrer rules; every answer (API, errors, the identity provider's JSON,
// static files) says nosniff. The e2e auth and shell specs show the app, its worker, SQLite's WASM and the MSAL
// sign-in popup work under this CSP.

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
    const dist = server.config.distDir;
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(dist, 'redirect.html'), '<!doctype html><title>signing in</title>');
    await writeFile(path.join(dist, 'assets', 'main-abc.js'), 'export {}');
  });
  afterAll(() => server?.close());

  it('gives the HTML of the app a CSP it works under, and keeps other sites from framing it', async () => {
    for (const page of ['/', '/inspections/123', '/redirect.html']) {
      const response = await server.fetch(page, { token: null });
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("connect-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('uses only directives WebKit knows, so Safari logs no CSP error on each load', () => {
    const policies = [
      appContentSecurityPolicy([]),
      appContentSecurityPolicy(['https://login.example']),
      IDENTITY_PAGE_POLICY,
    ];
    for (const policy of policies) {
      expect(directiveNames(policy).filter((name) => !WEBKIT_DIRECTIVES.has(name))).toEqual([]);
    }
    // The manifest is still held to this origin, by default-src.
    expect(appContentSecurityPolicy([])).toContain("default-src 'self'");
  });

  it('says nosniff on every answer', async () => {
    const answers = await Promise.all([
      server.fetch('/assets/main-abc.js', { token: null }),
      server.fetch('probe/ready', { token: null }),
      server.fetch('inspection/sync', { token: null }),
      server.fetch('no-such-call'),
      server.fetch('/oidc/.well-known/openid-configuration', { token: null }),
      server.fetch('/build-time.json', { token: null }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404, 200, 200]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives the local identity pages a policy with no script, not to be framed', async () => {
    const response = await server.fetch('/local-sign-in', { token: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
