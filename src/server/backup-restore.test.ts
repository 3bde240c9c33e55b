import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../api/paths.ts';
import { SyncResponseSchema, type SyncResponse } from '../api/sync-items.ts';
import { readConfig } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { memoryLogger } from './log.ts';
import { seed } from './seed/run.ts';
import { startServer, type RunningServer } from './server.ts';
import { makeTempDir } from './testing/databases.ts';
import { fleetFacts, inspectionRequest } from './testing/fixtures.ts';
import { signInLocally } from './testing/server-process.ts';
import { testJpeg } from './testing/test-images.ts';

// The backup and restore of docs/operations.md, as an operator runs it: a fleet with inspections and photos (which
// live in PostgreSQL) dumped with `pg_dump -Fc`, restored with `pg_restore` into a fresh database, a server started
// on it: a device's full sync is the same, every photo's bytes are the same, and a token signed before the backup
// still holds (the signing keys are in the database too). PostgreSQL only, as the backup is PostgreSQL's.

const execFileAsync = promisify(execFile);
const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
if (url === '') {
  process.stderr.write(
    'note: TEST_DATABASE_URL is not set, so the backup and restore test did not run ' +
      '(scripts/start-test-postgres.sh starts a PostgreSQL and prints the URL).\n',
  );
}

/** The same server's URL for another database. */
function databaseUrl(name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** pg_dump and pg_restore of the server's own major version (Debian installs each under its version). */
async function postgresTool(admin: Database, tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const { rows } = await sql<{
    major: string;
  }>`SELECT current_setting('server_version_num') AS major`.execute(admin.db);
  return `/usr/lib/postgresql/${Math.floor(Number(rows[0]?.major) / 10_000)}/bin/${tool}`;
}

describe.skipIf(url === '')('backup with pg_dump, restore with pg_restore into a fresh database', () => {
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const sourceName = `backup_source_${suffix}`;
  const restoredName = `backup_restored_${suffix}`;
  let admin: Database;
  let workDir: string;
  let source: RunningServer | undefined;
  let restored: RunningServer | undefined;

  const start = async (name: string, dataDir: string) => {
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost',
      DATABASE_URL: databaseUrl(name),
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'dist'),
      SEED_ON_START: 'none',
      SYNC_OVERLAP_MS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    const server = await startServer({ config, log: memoryLogger() });
    await server.ready;
    return server;
  };

  beforeAll(async () => {
    admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await sql`CREATE DATABASE ${sql.id(sourceName)}`.execute(admin.db);
    await sql`CREATE DATABASE ${sql.id(restoredName)}`.execute(admin.db);
    workDir = await makeTempDir('inspect-backup-');
    const fleet = await openDatabase({ kind: 'postgres', url: databaseUrl(sourceName), poolSize: 2 });
    try {
      await migrate(fleet.db);
      await seed(fleet.db, 'test', 'whenEmpty');
    } finally {
      await fleet.close();
    }
  });
  afterAll(async () => {
    await Promise.all([source?.close(), restored?.close()]);
    for (const name of [sourceName, restoredName])
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    await admin?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('restores inspections, photos and sign-in keys: the same full sync and the same bytes', async () => {
    source = await start(sourceName, path.join(workDir, 'source'));
    const token = await signInLocally(source, { name: 'Jordan Reyes', email: 'jordan@example.com' });
    const call = (server: RunningServer, route: string, init: RequestInit = {}) =>
      fetch(`${server.url}${API_BASE}/${route}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    const fullSync = async (server: RunningServer): Promise<SyncResponse> => {
      const response = await call(server, 'inspection/sync');
      expect(response.status).toBe(200);
      return v.parse(SyncResponseSchema, await response.json());
    };

    // Three inspections, each with a photo; one photo large enough to be stored in several chunks.
    const facts = await fleetFacts(source.services.db);
    const photos = new Map<string, Uint8Array>();
    for (let i = 0; i < 3; i++) {
      const { request, hours } = inspectionRequest(facts, { hours: String(42_000 + i) });
      const saved = await call(source, 'inspection', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      expect(saved.status).toBe(200);
      const photo =
        i === 0
          ? testJpeg(0, 0, { width: 1600, height: 1200, data: new Uint8Array(randomBytes(600_000)) })
          : testJpeg(i, 600);
      const uploaded = await call(source, `inspection/upload/${hours.externalId}`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: Buffer.from(photo),
      });
      expect(uploaded.status).toBe(201);
      photos.set(hours.externalId, photo);
    }
    const before = await fullSync(source);

    // The procedure of docs/operations.md "Backup and restore".
    const dump = path.join(workDir, 'inspect.dump');
    await execFileAsync(await postgresTool(admin, 'pg_dump'), [
      '--format=custom',
      `--file=${dump}`,
      `--dbname=${databaseUrl(sourceName)}`,
    ]);
    await source.close();
    source = undefined;
    await execFileAsync(await postgresTool(admin, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${databaseUrl(restoredName)}`,
      dump,
    ]);

    // A new machine: a fresh DATA_DIR, only the restored database.
    restored = await start(restoredName, path.join(workDir, 'restored'));
    const after = await fullSync(restored);
    expect(after.isFullSync).toBe(true);
    expect(after.syncItems).toEqual(before.syncItems);
    expect(after.syncItems.inspections.length).toBeGreaterThanOrEqual(3);
    for (const [observation, bytes] of photos) {
      const download = await call(restored, `inspection/download/${observation}`);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    }
  });
});
