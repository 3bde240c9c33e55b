import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { IdentityConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { LocalKeys } from './local-keys.ts';
import { localInteractionRoutes } from './local-interaction.ts';
import { createLocalOidc, LocalAccounts, type LocalOidc } from './local-oidc.ts';
import { localSignInRoutes } from './local-sign-in.ts';
import { createVerifier, remoteKeys, type TokenVerifier } from './verify-token.ts';

// The server's identity set-up from its configuration: the verifier of bearer tokens, and in local mode the local
// OpenID Connect provider with its sign-in pages and the no-certificate sign-in.

export interface LocalIdentity {
  readonly keys: LocalKeys;
  readonly oidc: LocalOidc;
  readonly accounts: LocalAccounts;
  /** Mounted at /oidc (the provider's own pages are served before the app). */
  readonly interactionRoutes: Hono<AppEnv>;
  /** Mounted at /local-sign-in. */
  readonly signInRoutes: Hono<AppEnv>;
}

export interface IdentitySetup {
  readonly verifier: TokenVerifier;
  readonly local: LocalIdentity | undefined;
}

/**
 * `db` answers the database once it is ready (the local provider keeps its state there) and throws before;
 * `loadKeys` gives the local provider's keys (local-keys.ts: from DATA_DIR or from the database).
 */
export async function setUpIdentity(
  config: IdentityConfig,
  loadKeys: () => Promise<LocalKeys>,
  db: () => Db,
): Promise<IdentitySetup> {
  if (config.mode === 'external') {
    // Resolved on the first request, so a provider that is briefly unreachable does not stop the server starting.
    let resolved: Promise<JWTVerifyGetKey> | undefined;
    const keys: JWTVerifyGetKey = async (header, token) => {
      resolved ??= remoteKeys(config.issuer, config.jwksUri).catch((error: unknown) => {
        resolved = undefined;
        throw error;
      });
      return (await resolved)(header, token);
    };
    return {
      verifier: createVerifier({
        issuer: config.issuer,
        audience: config.audience,
        keys,
        maxAgeSeconds: config.tokenMaxAgeSeconds,
        requireKid: config.requireKid,
      }),
      local: undefined,
    };
  }
  const keys = await loadKeys();
  const accounts = new LocalAccounts(db);
  const oidc = createLocalOidc({ ...config, keys, accounts, db });
  const verifier = createVerifier({
    issuer: config.issuer,
    audience: config.audience,
    keys: createLocalJWKSet({ keys: [keys.publicJwk] }),
    maxAgeSeconds: config.tokenMaxAgeSeconds,
    // The local provider always names its key.
    requireKid: true,
  });
  return {
    verifier,
    local: {
      keys,
      oidc,
      accounts,
      interactionRoutes: localInteractionRoutes(oidc, accounts),
      signInRoutes: localSignInRoutes({
        keys,
        issuer: config.issuer,
        audience: config.audience,
        clientId: config.clientId,
        ttlSeconds: config.accessTokenTtlSeconds,
      }),
    },
  };
}
