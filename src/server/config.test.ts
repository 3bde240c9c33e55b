import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('keeps no metrics unless METRICS_PORT is set, and never serves them on the public port', () => {
    expect(readConfig({}, '/srv/app').metrics).toBeUndefined();
    expect(readConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }, '/srv/app').metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, '/srv/app').metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => readConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must differ from PORT (8080): metrics are never served on the public port',
    );
    expect(() => readConfig({ METRICS_PORT: 'nine' })).toThrow(
      'METRICS_PORT must be a whole number from 0 to 65535, not "nine"',
    );
  });

  it('logs info and worse by default; LOG_LEVEL chooses error, warn, info or debug', () => {
    expect(readConfig({}, '/srv/app').logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'WARN' }, '/srv/app').logLevel).toBe('warn');
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of error, warn, info, debug, not "verbose"',
    );
  });

  it('waits 20 s for requests in flight when stopping; STOP_GRACE_SECONDS changes it', () => {
    expect(readConfig({}, '/srv/app').stopGraceMs).toBe(20_000);
    expect(readConfig({ STOP_GRACE_SECONDS: '5' }, '/srv/app').stopGraceMs).toBe(5_000);
  });

  it('defaults to port 8080, PGlite under DATA_DIR and the local identity provider on localhost', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/app/.data',
      distDir: '/srv/app/dist',
      database: { kind: 'pglite', dataDir: path.join('/srv/app/.data', 'pglite') },
      seedOnStart: 'demo',
      production: false,
      identity: {
        mode: 'local',
        issuer: 'http://localhost:8080/oidc',
        audience: 'api://inspect-app',
        clientId: 'inspect-app',
        accessTokenTtlSeconds: 3600,
      },
    });
    if (config.identity.mode !== 'local') throw new Error('local');
    expect(config.identity.redirectUris).toContain('http://localhost:8080/redirect.html');
    expect(config.identity.redirectUris).toContain('http://127.0.0.1:8080/redirect.html');
    expect(config.identity.postLogoutRedirectUris).toContain('http://localhost:8080/redirect.html');
  });

  it('limits each token to 600 calls a minute (120 at once) and each inspector to 100,000 observations and 20,000,000 characters a day; 0 turns either off', () => {
    expect(readConfig({}, '/srv/app')).toMatchObject({
      rateLimit: { perMinute: 600, burst: 120 },
      dailyQuota: { observations: 100_000, characters: 20_000_000 },
    });
    const off = readConfig({ RATE_LIMIT_PER_MINUTE: '0', DAILY_OBSERVATIONS_MAX: '0' }, '/srv/app');
    expect(off.rateLimit).toBeUndefined();
    expect(off.dailyQuota).toBeUndefined();
    expect(() => readConfig({ RATE_LIMIT_BURST: '0' })).toThrow(
      'RATE_LIMIT_BURST must be a whole number from 1 to 1000000, not "0"',
    );
  });

  it('uses PostgreSQL with DATABASE_URL and an external provider with OIDC_ISSUER', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/inspect',
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_AUDIENCE: 'api://inspect',
      OIDC_JWKS_URI: 'https://login.microsoftonline.com/tenant-id/discovery/v2.0/keys',
      NODE_ENV: 'production',
      PORT: '9000',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app:secret@db.internal:5432/inspect',
    });
    expect(config.identity).toEqual({
      mode: 'external',
      issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
      audience: 'api://inspect',
      jwksUri: 'https://login.microsoftonline.com/tenant-id/discovery/v2.0/keys',
      tokenMaxAgeSeconds: 28 * 3600,
      requireKid: true,
    });
  });

  it('cuts slow clients off in seconds and caps connections, by default and as configured', () => {
    expect(readConfig({})).toMatchObject({
      timeouts: { headersMs: 10_000, bodyIdleMs: 15_000, requestMs: 120_000 },
      maxConnections: 1000,
      identity: { tokenMaxAgeSeconds: 28 * 3600 },
    });
    const tight = readConfig({
      HEADERS_TIMEOUT_SECONDS: '5',
      BODY_IDLE_TIMEOUT_SECONDS: '7',
      REQUEST_TIMEOUT_SECONDS: '60',
      MAX_CONNECTIONS: '200',
      TOKEN_MAX_AGE_SECONDS: '7200',
    });
    expect(tight).toMatchObject({
      timeouts: { headersMs: 5000, bodyIdleMs: 7000, requestMs: 60_000 },
      maxConnections: 200,
      identity: { tokenMaxAgeSeconds: 7200 },
    });
    expect(() => readConfig({ HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS must be a whole number from 1 to 300, not "0"',
    );
    expect(() => readConfig({ TOKEN_MAX_AGE_SECONDS: '3600', LOCAL_TOKEN_TTL_SECONDS: '7200' })).toThrow(
      'LOCAL_TOKEN_TTL_SECONDS (7200) must not be more than TOKEN_MAX_AGE_SECONDS (3600)',
    );
    const external = { OIDC_ISSUER: 'https://login.example.com', OIDC_AUDIENCE: 'api://x' };
    expect(readConfig({ ...external, OIDC_REQUIRE_KID: 'off' }).identity).toMatchObject({
      requireKid: false,
    });
    expect(() => readConfig({ ...external, OIDC_REQUIRE_KID: 'maybe' })).toThrow(
      'OIDC_REQUIRE_KID must be on or off, not "maybe"',
    );
  });

  it('refuses the local identity provider in production and on a host that is not local', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production needs a real identity provider/,
    );
    expect(() => readConfig({ LOCAL_OIDC_ISSUER: 'https://idp.example.com/oidc' })).toThrow(
      'The local identity provider only runs on localhost; LOCAL_OIDC_ISSUER is https://idp.example.com/oidc',
    );
    expect(() => readConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      'OIDC_AUDIENCE must be set with OIDC_ISSUER',
    );
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535, not "eighty"',
    );
    expect(() => readConfig({ LOCAL_TOKEN_TTL_SECONDS: '300' })).toThrow(
      /LOCAL_TOKEN_TTL_SECONDS must be a whole number from 301/,
    );
    expect(() => readConfig({ TOMBSTONE_RETENTION_DAYS: '0' })).toThrow(
      'TOMBSTONE_RETENTION_DAYS must be a whole number from 1 to 3650, not "0"',
    );
    expect(readConfig({}).tombstoneRetentionDays).toBe(90);
    expect(readConfig({}).syncSnapshots).toBe(true);
    expect(readConfig({ SYNC_SNAPSHOTS: 'off' }).syncSnapshots).toBe(false);
    expect(() => readConfig({ SYNC_SNAPSHOTS: 'no' })).toThrow('SYNC_SNAPSHOTS must be on or off, not "no"');
    expect(readConfig({}).seedAnchor).toBeUndefined();
    expect(readConfig({ SEED_ANCHOR: '2025-06-30' }).seedAnchor?.toISOString()).toBe(
      '2025-06-30T00:00:00.000Z',
    );
    for (const bad of ['30/06/2025', '2025-02-30x', 'yesterday', '2025-13-45']) {
      expect(() => readConfig({ SEED_ANCHOR: bad })).toThrow('SEED_ANCHOR must be a date as YYYY-MM-DD');
    }
    expect(() => readConfig({ SEED_ON_START: 'large' })).toThrow(
      'SEED_ON_START must be demo or none, not "large"',
    );
    expect(() => readConfig({ OIDC_ISSUER: 'not a url', OIDC_AUDIENCE: 'x' })).toThrow(
      'OIDC_ISSUER must be an absolute URL',
    );
  });
});
