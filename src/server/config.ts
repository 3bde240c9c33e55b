import path from 'node:path';
import type { DatabaseTarget } from './db/connect.ts';
import { LOG_LEVELS, type LogLevel } from './log.ts';

// Configuration from environment variables (docs/server.md lists them all).

export type IdentityConfig =
  | {
      /** A real OpenID Connect provider in this server (oidc-provider) plus the local sign-in: development only. */
      readonly mode: 'local';
      readonly issuer: string;
      readonly audience: string;
      readonly clientId: string;
      readonly redirectUris: readonly string[];
      readonly postLogoutRedirectUris: readonly string[];
      readonly accessTokenTtlSeconds: number;
      /** The oldest, and longest-lived, access token accepted (seconds). */
      readonly tokenMaxAgeSeconds: number;
    }
  | {
      /** An external provider (Microsoft Entra ID in production): tokens are only verified here. */
      readonly mode: 'external';
      readonly issuer: string;
      readonly audience: string;
      /** Found through the issuer's discovery document when not set. */
      readonly jwksUri: string | undefined;
      /** The oldest, and longest-lived, access token accepted (seconds). */
      readonly tokenMaxAgeSeconds: number;
      /** Refuse tokens that name no signing key (`kid`): Entra ID always names one. */
      readonly requireKid: boolean;
    };

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The origin people and the app use to reach this server. */
  readonly publicUrl: string;
  /** Where the embedded database, the photos and the local identity keys live. */
  readonly dataDir: string;
  /** The built front end. */
  readonly distDir: string;
  readonly database: DatabaseTarget;
  readonly identity: IdentityConfig;
  readonly photoMaxBytes: number;
  readonly bodyMaxBytes: number;
  /** The per-token rate limit (rate-limit.ts); undefined when RATE_LIMIT_PER_MINUTE=0. */
  readonly rateLimit: { readonly burst: number; readonly perMinute: number } | undefined;
  /** What one inspector's saves may add per UTC day (save/daily-quota.ts); undefined when DAILY_OBSERVATIONS_MAX=0. */
  readonly dailyQuota: { readonly observations: number; readonly characters: number } | undefined;
  readonly syncOverlapMs: number;
  /** Support requests are also posted to this Slack incoming webhook; unset: stored only. */
  readonly slackWebhookUrl: string | undefined;
  /** How long deletion records are kept for incremental pulls; an older device gets a full sync. */
  readonly tombstoneRetentionDays: number;
  /** Full syncs of unchanged data answered from a stored answer (docs/decisions/0020); off: always live. */
  readonly syncSnapshots: boolean;
  /** Seed the demo fleet when the database is empty. */
  readonly seedOnStart: 'demo' | 'none';
  /** `SEED_ANCHOR` (YYYY-MM-DD): the day seeded history is dated before; undefined: the day it is seeded. */
  readonly seedAnchor: Date | undefined;
  readonly tls: { readonly certFile: string; readonly keyFile: string } | undefined;
  /** Slow clients (docs/server.md "Slow clients"): how long a request's headers, a silent body and a whole request may take. */
  readonly timeouts: {
    readonly headersMs: number;
    readonly bodyIdleMs: number;
    readonly requestMs: number;
  };
  /** Open connections per process; one more is answered 503 and closed. */
  readonly maxConnections: number;
  /** GET /metrics on a listener of its own (metrics/metrics-listener.ts); undefined: no metrics kept. */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** The least severe log lines written (log.ts). */
  readonly logLevel: LogLevel;
  /** How long a stop (SIGTERM) waits for requests in flight before it closes their connections. */
  readonly stopGraceMs: number;
  readonly production: boolean;
}

export const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function list(raw: string | undefined, fallback: readonly string[]): string[] {
  if (raw === undefined || raw.trim() === '') return [...fallback];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function url(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, not "${raw}"`);
  }
}

function identityConfig(env: NodeJS.ProcessEnv, publicUrl: string, production: boolean): IdentityConfig {
  const audience = env.OIDC_AUDIENCE?.trim() || 'api://inspect-app';
  // Entra ID's access tokens live 60-90 minutes, up to 28 hours with continuous access evaluation.
  const tokenMaxAgeSeconds = integer(env, 'TOKEN_MAX_AGE_SECONDS', 28 * 3600, 300, 30 * 24 * 3600);
  const externalIssuer = env.OIDC_ISSUER?.trim();
  if (externalIssuer) {
    if (!env.OIDC_AUDIENCE?.trim()) throw new Error('OIDC_AUDIENCE must be set with OIDC_ISSUER');
    url('OIDC_ISSUER', externalIssuer);
    const jwksUri = env.OIDC_JWKS_URI?.trim() || undefined;
    if (jwksUri !== undefined) url('OIDC_JWKS_URI', jwksUri);
    const requireKid = env.OIDC_REQUIRE_KID?.trim() || 'on';
    if (requireKid !== 'on' && requireKid !== 'off')
      throw new Error(`OIDC_REQUIRE_KID must be on or off, not "${requireKid}"`);
    return {
      mode: 'external',
      issuer: externalIssuer,
      audience,
      jwksUri,
      tokenMaxAgeSeconds,
      requireKid: requireKid === 'on',
    };
  }
  if (production) {
    throw new Error(
      'NODE_ENV=production needs a real identity provider: set OIDC_ISSUER and OIDC_AUDIENCE (and OIDC_JWKS_URI). ' +
        'The local identity provider and sign-in are for development only.',
    );
  }
  const issuer = env.LOCAL_OIDC_ISSUER?.trim() || `${publicUrl}/oidc`;
  if (!LOCAL_HOSTNAMES.has(url('LOCAL_OIDC_ISSUER', issuer).hostname)) {
    throw new Error(`The local identity provider only runs on localhost; LOCAL_OIDC_ISSUER is ${issuer}`);
  }
  // The app's redirect page is /redirect.html; also the same origin by 127.0.0.1 and the Vite dev and preview servers.
  const origins = [
    ...new Set([publicUrl, publicUrl.replace('//localhost', '//127.0.0.1')]),
    ...['5173', '4173'].flatMap((port) => [`http://localhost:${port}`, `https://localhost:${port}`]),
  ];
  const pages = ['/', '/redirect.html', '/login'];
  // MSAL treats a token that expires within 300 s as expired: an hour.
  const accessTokenTtlSeconds = integer(env, 'LOCAL_TOKEN_TTL_SECONDS', 3600, 301, 7 * 24 * 3600);
  if (accessTokenTtlSeconds > tokenMaxAgeSeconds)
    throw new Error(
      `LOCAL_TOKEN_TTL_SECONDS (${accessTokenTtlSeconds}) must not be more than TOKEN_MAX_AGE_SECONDS (${tokenMaxAgeSeconds})`,
    );
  return {
    mode: 'local',
    issuer,
    audience,
    clientId: env.LOCAL_OIDC_CLIENT_ID?.trim() || 'inspect-app',
    redirectUris: list(
      env.LOCAL_OIDC_REDIRECT_URIS,
      origins.flatMap((origin) => pages.map((page) => `${origin}${page}`)),
    ),
    postLogoutRedirectUris: list(
      env.LOCAL_OIDC_POST_LOGOUT_REDIRECT_URIS,
      origins.flatMap((origin) => pages.map((page) => `${origin}${page}`)),
    ),
    accessTokenTtlSeconds,
    tokenMaxAgeSeconds,
  };
}

function rateLimitConfig(env: NodeJS.ProcessEnv): ServerConfig['rateLimit'] {
  const perMinute = integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000);
  const burst = integer(env, 'RATE_LIMIT_BURST', 120, 1, 1_000_000);
  return perMinute === 0 ? undefined : { burst, perMinute };
}

function dailyQuotaConfig(env: NodeJS.ProcessEnv): ServerConfig['dailyQuota'] {
  const observations = integer(env, 'DAILY_OBSERVATIONS_MAX', 100_000, 0, 1_000_000_000);
  const characters = integer(env, 'DAILY_VALUE_CHARACTERS_MAX', 20_000_000, 1, 1_000_000_000_000);
  return observations === 0 ? undefined : { observations, characters };
}

function metricsConfig(env: NodeJS.ProcessEnv, port: number, host: string): ServerConfig['metrics'] {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT.trim() === '') return undefined;
  const metricsPort = integer(env, 'METRICS_PORT', 0, 0, 65535);
  if (metricsPort !== 0 && metricsPort === port)
    throw new Error(
      `METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`,
    );
  return { port: metricsPort, host: env.METRICS_HOST?.trim() || host };
}

/** LOG_LEVEL, or the one readConfig would choose: for the logger that reports a configuration error. */
export function logLevelOf(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const level = LOG_LEVELS.find((known) => known === raw);
  if (level === undefined)
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`);
  return level;
}

function schemaName(raw: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw))
    throw new Error(`DATABASE_SCHEMA must be a plain lower-case name, not "${raw}"`);
  return raw;
}

/** Configuration from environment variables. Throws with a clear message on a bad or unsafe value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const production = env.NODE_ENV === 'production';
  const tls =
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? { certFile: path.resolve(root, env.TLS_CERT_FILE), keyFile: path.resolve(root, env.TLS_KEY_FILE) }
      : undefined;
  const publicUrl = (env.PUBLIC_URL?.trim() || `${tls ? 'https' : 'http'}://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  url('PUBLIC_URL', publicUrl);
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const seed = env.SEED_ON_START ?? 'demo';
  if (seed !== 'demo' && seed !== 'none')
    throw new Error(`SEED_ON_START must be demo or none, not "${seed}"`);
  const snapshots = env.SYNC_SNAPSHOTS?.trim() || 'on';
  if (snapshots !== 'on' && snapshots !== 'off')
    throw new Error(`SYNC_SNAPSHOTS must be on or off, not "${snapshots}"`);
  const anchorText = env.SEED_ANCHOR?.trim();
  const seedAnchor = anchorText ? new Date(`${anchorText}T00:00:00.000Z`) : undefined;
  if (anchorText && (!/^\d{4}-\d{2}-\d{2}$/.test(anchorText) || Number.isNaN(seedAnchor?.getTime())))
    throw new Error(`SEED_ANCHOR must be a date as YYYY-MM-DD, not "${anchorText}"`);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl,
    dataDir,
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    database: databaseUrl
      ? {
          kind: 'postgres',
          url: databaseUrl,
          ...(env.DATABASE_SCHEMA?.trim() ? { schema: schemaName(env.DATABASE_SCHEMA.trim()) } : {}),
          ...(env.DATABASE_POOL_SIZE ? { poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000) } : {}),
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    identity: identityConfig(env, publicUrl, production),
    photoMaxBytes: integer(env, 'PHOTO_MAX_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    bodyMaxBytes: integer(env, 'BODY_MAX_BYTES', 50 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    rateLimit: rateLimitConfig(env),
    dailyQuota: dailyQuotaConfig(env),
    syncOverlapMs: integer(env, 'SYNC_OVERLAP_MS', 2000, 0, 24 * 3600 * 1000),
    tombstoneRetentionDays: integer(env, 'TOMBSTONE_RETENTION_DAYS', 90, 1, 3650),
    syncSnapshots: snapshots === 'on',
    slackWebhookUrl: env.SLACK_WEBHOOK_URL?.trim()
      ? url('SLACK_WEBHOOK_URL', env.SLACK_WEBHOOK_URL.trim()).href
      : undefined,
    seedOnStart: seed,
    seedAnchor,
    tls,
    production,
    timeouts: {
      headersMs: integer(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 300) * 1000,
      bodyIdleMs: integer(env, 'BODY_IDLE_TIMEOUT_SECONDS', 15, 1, 300) * 1000,
      requestMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 120, 5, 3600) * 1000,
    },
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 100_000),
    metrics: metricsConfig(env, port, host),
    logLevel: logLevelOf(env),
    stopGraceMs: integer(env, 'STOP_GRACE_SECONDS', 20, 0, 3600) * 1000,
  };
}
