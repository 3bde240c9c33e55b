import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as v from 'valibot';
import { API_BASE } from '../../src/api/paths.ts';
import { SyncResponseSchema } from '../../src/api/sync-items.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import type { FleetFacts } from '../../src/server/testing/fixtures.ts';
import { signInLocally, type ServerProcess } from '../../src/server/testing/server-process.ts';

// What the server bench sends (server-load.ts): its database, its token and the fleet's facts a save needs (the save
// itself is wholeInspection, in src/server/testing/fixtures.ts).

const run = promisify(execFile);

/** The bench's PostgreSQL: its URL, its data directory when known (for its CPU), and how to let it go. */
export interface BenchDatabase {
  readonly url: string;
  readonly dataDir: string | undefined;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL or TEST_DATABASE_URL, else a PostgreSQL started by scripts/start-test-postgres.sh, stopped and deleted
 * by `stop` (each run left one running, with its data, before).
 */
export async function benchDatabase(log: (message: string) => void): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (given) return { url: given, dataDir: undefined, stop: async () => {} };
  log('no DATABASE_URL or TEST_DATABASE_URL: starting PostgreSQL with scripts/start-test-postgres.sh');
  const dataFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'inspect-bench-pg-')), 'data-dir');
  const { stdout } = await run('bash', ['scripts/start-test-postgres.sh'], {
    env: { ...process.env, TEST_PG_DATA_FILE: dataFile },
  });
  const dataDir = (await readFile(dataFile, 'utf8')).trim();
  await rm(path.dirname(dataFile), { recursive: true, force: true });
  return {
    url: stdout.trim().split('\n').at(-1) ?? '',
    dataDir,
    stop: async () => {
      await run('bash', ['scripts/stop-test-postgres.sh', dataDir]);
      log(`stopped the PostgreSQL in ${dataDir}`);
    },
  };
}

/** Runs `use` on the bench's schema of the PostgreSQL at `target`. */
export async function withDb<T>(target: string, schema: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ kind: 'postgres', url: target, schema, poolSize: 2 });
  try {
    return await use(db.db);
  } finally {
    await db.close();
  }
}

/** What a save needs (a machine with its undercarriage sides), read from a full sync. */
export async function factsOverApi(server: ServerProcess): Promise<FleetFacts> {
  const token = await benchToken(server);
  const response = await fetch(`${server.url}${API_BASE}/inspection/sync`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { syncItems } = v.parse(SyncResponseSchema, await response.json());
  const sidesOf = (assetId: number) =>
    syncItems.equipments.filter((e) => e.assetId === assetId && e.equipmentTypeId === 3);
  const asset = syncItems.assets.find(
    (a) => a.bucketName !== null && a.externalId !== null && sidesOf(a.id).length > 0,
  );
  if (asset === undefined) throw new Error('no machine with undercarriage sides in the fleet');
  return {
    asset: {
      id: asset.id,
      externalId: asset.externalId ?? '',
      siteId: asset.siteId,
      name: asset.name ?? 'Machine',
    },
    sides: sidesOf(asset.id).map((e) => ({ id: e.id, externalId: e.externalId, name: e.name })),
    yard: { id: 0, externalId: '', siteId: 0 },
    otherSite: 0,
    fitment: { id: 0, partIds: [] },
  };
}

// Asked of the server, so it holds wherever the server keeps its keys (DATA_DIR, or the database with PostgreSQL).
export const benchToken = (server: ServerProcess): Promise<string> =>
  signInLocally(server, { name: 'Bench Inspector', email: 'bench@example.com' });

/**
 * The authorization headers of the inspectors whose saves the bench sends, one per client at the highest concurrency:
 * a fleet's saves come from many inspectors at once, and the server's audit names each (decision 0038).
 */
export async function inspectorHeaders(
  server: ServerProcess,
  count: number,
): Promise<Record<string, string>[]> {
  const tokens = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      signInLocally(server, { name: `Bench Inspector ${n + 1}`, email: `bench${n + 1}@example.com` }),
    ),
  );
  return tokens.map((token) => ({
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip',
    'content-type': 'application/json',
  }));
}
