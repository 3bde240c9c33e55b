import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../api/paths.ts';
import { SyncResponseSchema } from '../api/sync-items.ts';
import { loadLocalKeys } from './auth/local-keys.ts';
import { mintLocalToken } from './auth/local-token.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { makeTempDir } from './testing/databases.ts';
import { fleetFacts, inspectionRequest } from './testing/fixtures.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';

// The server scales past one process: two server processes on one PostgreSQL (sharing DATA_DIR for photos and the
// local signing key, nothing else) start together (one seeds, one migrates, neither twice), and a device can save
// through one and pull through the other, and sign in through both. PostgreSQL only: PGlite is one process's database (CI sets TEST_DATABASE_URL, and
// backends.test.ts fails there without it).

const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe.skipIf(url === '')('two server processes on one PostgreSQL', () => {
  const schema = `multi_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let admin: Database;
  let db: Database;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  beforeAll(async () => {
    admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
    dataDir = await makeTempDir('inspect-multi-');
    const env = {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      DIST_DIR: `${dataDir}/dist`,
      PUBLIC_URL: 'http://localhost',
      SEED_ON_START: 'demo',
      SYNC_OVERLAP_MS: '0',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([a.ready, b.ready]);
    db = await openDatabase({ kind: 'postgres', url, schema, poolSize: 2 });
    token = await mintLocalToken({
      keys: await loadLocalKeys(dataDir),
      issuer: 'http://localhost/oidc',
      audience: 'api://inspect-app',
      clientId: 'inspect-app',
      ttlSeconds: 3600,
      name: 'Jordan Reyes',
      email: 'jordan@example.com',
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(admin.db);
    await admin?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${API_BASE}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const pull = async (server: ServerProcess, since?: string) => {
    const response = await api(server, `inspection/sync${since ? `?LastSyncDate=${since}` : ''}`);
    expect(response.status).toBe(200);
    return v.parse(SyncResponseSchema, await response.json());
  };

  it('both start on one database: seeded once, both ready', async () => {
    const seeded = [a, b].filter((server) =>
      server.lines.some((line) => line.msg === 'database ready' && line.seeded),
    );
    expect(seeded).toHaveLength(1);
    for (const server of [a, b])
      expect((await fetch(`${server.url}${API_BASE}/probe/ready`)).status).toBe(200);
  });

  it('saves through one process and syncs through the other, both ways', async () => {
    const facts = await fleetFacts(db.db);
    const { request, inspection, hours, externalId } = inspectionRequest(facts);
    expect((await api(a, 'inspection', { method: 'POST', body: JSON.stringify(request) })).status).toBe(200);
    const full = await pull(b);
    expect(full.syncItems.inspections.map((i) => i.externalId)).toContain(externalId);

    const edit = {
      ...request,
      inspections: [
        {
          ...inspection,
          categoriesTypes: [
            { ...inspection.categoriesTypes[0], observations: [{ ...hours, value: '41300' }] },
          ],
        },
      ],
    };
    expect((await api(b, 'inspection', { method: 'POST', body: JSON.stringify(edit) })).status).toBe(200);
    const delta = await pull(a, full.serverTimeUtc);
    expect(delta.syncItems.observations).toEqual([
      expect.objectContaining({ externalId: hours.externalId, value: '41300' }),
    ]);
  });

  it('signs in through both: begun on one, finished on the other, refreshed on the first', async () => {
    const cookies = new Map<string, string>();
    const go = async (target: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size > 0)
        headers.set('cookie', [...cookies].map(([k, value]) => `${k}=${value}`).join('; '));
      const response = await fetch(target, { ...init, headers, redirect: 'manual' });
      for (const cookie of response.headers.getSetCookie()) {
        const pair = cookie.split(';')[0] ?? '';
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return response;
    };
    const next = (response: Response, server: ServerProcess) =>
      new URL(response.headers.get('location') ?? '', server.url);
    const verifier = base64url(randomBytes(32));
    const query = new URLSearchParams({
      client_id: 'inspect-app',
      redirect_uri: 'http://localhost/redirect.html',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      state: 's',
      nonce: 'n',
    });
    const start = await go(`${a.url}/oidc/auth?${query}`);
    expect(start.status).toBe(303);
    const interaction = next(start, b);
    const login = await go(`${interaction.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Mei Chen', email: 'mei.chen@example.com' }),
    });
    expect(login.status).toBe(303);
    const resume = await go(next(login, a).href);
    expect(resume.status).toBe(303);
    const code = next(resume, a).searchParams.get('code') ?? '';
    const tokenAt = (server: ServerProcess, body: Record<string, string>) =>
      fetch(`${server.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'inspect-app', ...body }),
      });
    const exchange = await tokenAt(b, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost/redirect.html',
      code_verifier: verifier,
    });
    expect(exchange.status).toBe(200);
    const tokens = (await exchange.json()) as { access_token: string; refresh_token: string };
    const refreshed = await tokenAt(a, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const { access_token: access } = (await refreshed.json()) as { access_token: string };
    const sync = await fetch(`${b.url}${API_BASE}/inspection/sync?LastSyncDate=${new Date().toISOString()}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(sync.status).toBe(200);
  });

  it('shares full sync snapshots: made by either process, each in a file of its own, served by both', async () => {
    const servedBy = (server: ServerProcess) =>
      server.lines.filter((line) => line.msg === 'full sync served from a snapshot').length;
    await db.db.insertInto('customers').values({ name: 'Shared Snapshot Co' }).execute();
    // Both answer live at once and store the same version under their own cursors: neither file is ever half.
    const [fromA, fromB] = await Promise.all([pull(a), pull(b)]);
    const newest = [fromA.serverTimeUtc, fromB.serverTimeUtc].sort().at(-1);
    const before = [servedBy(a), servedBy(b)];
    const [againA, againB] = await Promise.all([pull(a), pull(b)]);
    expect([servedBy(a), servedBy(b)]).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1]);
    expect([againA.serverTimeUtc, againB.serverTimeUtc]).toEqual([newest, newest]);
    expect(againA).toEqual(againB);
    expect(againA.syncItems.customers.map((c) => c.name)).toContain('Shared Snapshot Co');
  });
});
