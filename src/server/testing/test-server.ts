import { rm } from 'node:fs/promises';
import type { JWTPayload } from 'jose';
import { API_BASE } from '../../api/paths.ts';
import type { LocalKeys } from '../auth/local-keys.ts';
import { mintLocalToken } from '../auth/local-token.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { memoryLogger } from '../log.ts';
import { startServer, type RunningServer } from '../server.ts';
import type { Backend } from './backends.ts';
import { makeTempDir, openTestDatabase } from './databases.ts';

// Starts the real server on an ephemeral port with a fresh database (a copy of the PGlite template, or a new
// PostgreSQL schema) seeded with the `test` fleet, a temporary DATA_DIR, and a logger that keeps its lines.

export interface TestServer {
  readonly url: string;
  readonly server: RunningServer;
  readonly db: Db;
  readonly config: ServerConfig;
  readonly logs: string[];
  /** The local identity provider's keys the server signs with (from DATA_DIR, or the database on PostgreSQL). */
  localKeys(): LocalKeys;
  /** A valid local access token (default person: Test Inspector). */
  token(person?: {
    name?: string;
    email?: string;
    ttlSeconds?: number;
    now?: number;
    claims?: JWTPayload;
  }): Promise<string>;
  /** fetch against the server; paths starting with / are relative to the origin, others to the API base. */
  fetch(path: string, init?: RequestInit & { token?: string | null }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  readonly env?: Record<string, string>;
  readonly syncBarrier?: boolean;
  readonly beforeSyncCursor?: () => void;
}

export async function startTestServer(
  backend: Backend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await makeTempDir('inspect-server-');
  const { database, dispose } = await openTestDatabase(backend, dataDir);
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: dataDir,
    DIST_DIR: `${dataDir}/dist`,
    SEED_ON_START: 'none',
    SYNC_OVERLAP_MS: '0',
    // Tests send many calls with one token; the rate limit's own tests turn it on.
    RATE_LIMIT_PER_MINUTE: '0',
    ...options.env,
  });
  const log = memoryLogger();
  const server = await startServer({
    config,
    log,
    database,
    ...(options.syncBarrier === undefined ? {} : { syncBarrier: options.syncBarrier }),
    ...(options.beforeSyncCursor === undefined ? {} : { beforeSyncCursor: options.beforeSyncCursor }),
  });
  await server.ready;
  const identity = config.identity;
  const localKeys = () => {
    const keys = server.identity.local?.keys;
    if (keys === undefined) throw new Error('Only the local identity provider has keys here');
    return keys;
  };
  let defaultToken: string | undefined;

  const token: TestServer['token'] = async (person = {}) => {
    if (identity.mode !== 'local') throw new Error('Tokens are made by the local identity provider only');
    return mintLocalToken({
      keys: localKeys(),
      issuer: identity.issuer,
      audience: identity.audience,
      clientId: identity.clientId,
      ttlSeconds: person.ttlSeconds ?? 3600,
      name: person.name ?? 'Test Inspector',
      email: person.email ?? 'inspector@example.com',
      ...(person.now === undefined ? {} : { now: person.now }),
      ...(person.claims === undefined ? {} : { extraClaims: person.claims }),
    });
  };

  return {
    url: server.url,
    server,
    db: database.db,
    config,
    logs: log.lines,
    localKeys,
    token,
    async fetch(path, init = {}) {
      const { token: given, ...rest } = init;
      const headers = new Headers(rest.headers);
      const bearer = given === undefined ? (defaultToken ??= await token()) : given;
      if (bearer !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${bearer}`);
      const target = path.startsWith('/') ? `${server.url}${path}` : `${server.url}${API_BASE}/${path}`;
      return fetch(target, { ...rest, headers, redirect: 'manual' });
    },
    async close() {
      await server.close();
      await database.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
