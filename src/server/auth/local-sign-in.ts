import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { escapeHtml, page, personFields, readPersonForm } from './html.ts';
import type { LocalKeys } from './local-keys.ts';
import { isLocalRequest } from './local-request.ts';
import { mintLocalToken } from './local-token.ts';

// The local sign-in path that needs no certificate (docs/decisions/0005-local-identity.md). MSAL only talks to an
// https authority, so on plain http://localhost a newcomer signs in here instead: a name and an e-mail address give
// an access token signed by the local identity provider's key (same issuer and audience as its OpenID Connect
// tokens), which the app's /jwt screen takes. It exists only when the server runs its local identity provider (never
// with OIDC_ISSUER, never with NODE_ENV=production: config.ts refuses that), and it answers loopback requests only.

export const LOCAL_SIGN_IN_PATH = '/local-sign-in';

export interface LocalSignInOptions {
  readonly keys: LocalKeys;
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  readonly ttlSeconds: number;
}

function form(values: { name?: string; email?: string }, error?: string): string {
  return (
    `<form method="post" action="${LOCAL_SIGN_IN_PATH}">${personFields(values, error)}` +
    `<button type="submit">Get a local access token</button></form>`
  );
}

export function localSignInRoutes(options: LocalSignInOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => {
    c.header('cache-control', 'no-store');
    if (!isLocalRequest(c.env.incoming)) {
      return c.json({ error: 'The local sign-in only answers requests from this machine (localhost)' }, 403);
    }
    return next();
  });

  routes.get('/', (c) => c.html(page('Local sign-in', form({}))));

  routes.post('/', async (c) => {
    const wantsJson = (c.req.header('content-type') ?? '').includes('application/json');
    let fields: Record<string, unknown>;
    try {
      fields = wantsJson ? ((await c.req.json()) as Record<string, unknown>) : await c.req.parseBody();
    } catch {
      return c.json({ error: 'The request body is not valid JSON' }, 400);
    }
    const person = readPersonForm(fields ?? {});
    if ('error' in person) {
      if (wantsJson) return c.json({ error: person.error }, 400);
      const values = { name: String(fields.name ?? ''), email: String(fields.email ?? '') };
      return c.html(page('Local sign-in', form(values, person.error)), 400);
    }
    const token = await mintLocalToken({ ...options, ...person });
    if (wantsJson) {
      return c.json({ access_token: token, token_type: 'Bearer', expires_in: options.ttlSeconds });
    }
    const open = `/jwt#access_token=${encodeURIComponent(token)}`;
    return c.html(
      page(
        'Local sign-in',
        `<p>Signed in as ${escapeHtml(person.name)} (${escapeHtml(person.email)}).</p>` +
          `<p><a href="${escapeHtml(open)}">Open the app with this token</a></p>` +
          `<label>Access token<textarea readonly rows="8">${escapeHtml(token)}</textarea></label>`,
      ),
    );
  });
  return routes;
}
