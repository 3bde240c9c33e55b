import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/connect.ts';
import type { LocalKeys } from './local-keys.ts';
import { postgresAdapterFactory } from './oidc-postgres-adapter.ts';
import { localSubject } from './local-keys.ts';
import { profileClaims, type LocalPerson } from './local-token.ts';

// A real OpenID Connect provider (the oidc-provider package) mounted at /oidc of this server, for local use and
// tests only (config.ts refuses it in production). Set up as docs/architecture.md "Identity" says MSAL needs it:
// authorization code + PKCE for a public client; refresh tokens issued although offline_access is not a default
// scope; email among the default scopes; JWT access tokens for the API through resource indicators, living an hour
// (MSAL treats a token expiring within 300 s as expired); logout with id_token_hint. The sign-in page
// (local-interaction.ts) asks for a name and an e-mail address only: there are no passwords here.

export const OIDC_MOUNT = '/oidc';

/** The scopes of the API resource; MSAL may ask for them bare or prefixed with the audience. */
export function apiScopes(audience: string): string[] {
  const names = ['access_as_user', 'Configuration.Read', 'inspections'];
  return [...names, ...names.map((name) => `${audience}/${name}`)];
}

/**
 * The people who signed in here (the claims of their tokens), in the database so every server process knows them
 * (migrations/server/0004_local_identity_state.sql).
 */
export class LocalAccounts {
  readonly #db: () => Db;

  constructor(db: () => Db) {
    this.#db = db;
  }

  async remember(person: LocalPerson): Promise<string> {
    const sub = localSubject(person.email);
    const row = { sub, name: person.name.trim(), email: person.email.trim() };
    await sql`INSERT INTO local_accounts (sub, name, email) VALUES (${row.sub}, ${row.name}, ${row.email})
      ON CONFLICT (sub) DO UPDATE SET name = excluded.name, email = excluded.email,
        updated_at = clock_timestamp()`.execute(this.#db());
    return sub;
  }

  async find(sub: string): Promise<LocalPerson | undefined> {
    const result = await sql<LocalPerson>`SELECT name, email FROM local_accounts WHERE sub = ${sub}`.execute(
      this.#db(),
    );
    return result.rows[0];
  }
}

export interface LocalOidcOptions {
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  readonly redirectUris: readonly string[];
  readonly postLogoutRedirectUris: readonly string[];
  readonly accessTokenTtlSeconds: number;
  readonly keys: LocalKeys;
  readonly accounts: LocalAccounts;
  /** The database that holds the provider's state (throws until it is ready). */
  readonly db: () => Db;
}

export interface LocalOidc {
  readonly provider: Provider;
  /** Serves a request under /oidc (except the interaction pages, which the app serves). */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

function configuration(options: LocalOidcOptions): Configuration {
  const { audience, accounts } = options;
  const scopes = apiScopes(audience).join(' ');
  return {
    adapter: postgresAdapterFactory(options.db),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Inspection app (local)',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...options.redirectUris],
        post_logout_redirect_uris: [...options.postLogoutRedirectUris],
      },
    ],
    jwks: { keys: [options.keys.privateJwk as never] },
    cookies: { keys: [options.keys.cookieSecret] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'fullname', 'given_name', 'family_name', 'preferred_username'],
    },
    // The ID token carries the profile (MSAL reads the account's name from it).
    conformIdTokenClaims: false,
    clientBasedCORS: () => true,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: scopes,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: options.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const person = await accounts.find(sub);
      if (person === undefined) return undefined;
      return { accountId: sub, claims: () => ({ sub, email_verified: true, ...profileClaims(person) }) };
    },
    // The claims the app reads, in the access token too (shell spec §3 "Token claims read").
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const person = accountId === undefined ? undefined : await accounts.find(accountId);
      return person === undefined ? undefined : profileClaims(person);
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // First-party app: grant every scope at once, so no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const client = oidc.client;
      const session = oidc.session;
      if (client === undefined || session?.accountId === undefined) return undefined;
      const existing = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing !== undefined) {
        const grant = await oidc.provider.Grant.find(existing);
        if (grant !== undefined) return grant;
      }
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid offline_access profile email');
      grant.addResourceScope(audience, scopes);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      AuthorizationCode: 120,
      IdToken: options.accessTokenTtlSeconds,
      RefreshToken: 14 * 24 * 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };
}

export function createLocalOidc(options: LocalOidcOptions): LocalOidc {
  const provider = new Provider(options.issuer, configuration(options));
  const callback = provider.callback();
  return {
    provider,
    handle(req, res) {
      // Mounted like Express would: the provider routes on the path below the mount and builds its URLs from
      // originalUrl.
      const original = req.url ?? '/';
      Object.assign(req, { originalUrl: original });
      req.url = original.slice(OIDC_MOUNT.length) || '/';
      void callback(req, res);
    },
  };
}

export function isOidcPath(pathname: string): boolean {
  return pathname === OIDC_MOUNT || pathname.startsWith(`${OIDC_MOUNT}/`);
}
