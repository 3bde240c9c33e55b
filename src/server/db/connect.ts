import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements.ts';
import { isProcessAlive, startTimeOf } from './process-alive.ts';
import type { ServerDatabase } from './schema.ts';

// One Kysely instance over either backend: a real PostgreSQL (DATABASE_URL) through a pg Pool, or PGlite embedded in
// the process (a data directory, nothing to install) through PGlite's node-postgres adapter, a pool of one
// connection. Both speak the same SQL, so every query, migration and test runs unchanged on either.

export type Db = Kysely<ServerDatabase>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** A short description for logs, with no password. */
  readonly description: string;
  /**
   * Checks the database answers. On PostgreSQL over a connection of its own, so it never queues behind the pool's
   * busy connections (full syncs); PGlite, in this process, answers while it is open.
   */
  ping(): Promise<void>;
  /** The pool's connections now (the metrics' inspect_db_pool_connections). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

function poolUseOf(pool: pg.Pool, max: number): PoolUse {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max };
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; schema?: string | undefined; poolSize?: number | undefined };

function kyselyOver(pool: pg.Pool): Db {
  return new Kysely<ServerDatabase>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    // jsonb values (metaData, equipmentMap) keep their keys as sent.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it. A lock file with
 * the owner's pid and start time keeps a second server (or `npm run seed` while the server runs) out; the lock of a
 * process that is gone, a zombie, or whose pid now names another process is taken over (process-alive.ts).
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  const mine = `${process.pid} ${startTimeOf(process.pid)}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = await writeFile(file, mine, { flag: 'wx' }).then(
      () => true,
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      },
    );
    if (taken) return () => rm(file, { force: true });
    // "pid starttime" (older servers wrote the pid alone).
    const [pid = '', started = ''] = (await readFile(file, 'utf8').catch(() => '')).trim().split(/\s+/);
    const owner = Number(pid);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner, started)) {
      throw new Error(
        `The embedded database at ${dataDir} is in use by process ${owner}: stop it first (or use DATABASE_URL)`,
      );
    }
    await rm(file, { force: true });
  }
  throw new Error(`Cannot lock the embedded database at ${dataDir}`);
}

/**
 * PGlite's memory is the process's and never shrinks (WebAssembly memory only grows): PostgreSQL's own 128 MB buffer
 * cache, filled by a large fleet, doubled the operating system's cache of the same files, and index builds (a seed)
 * took 64 MB more. Smaller, they stop being most of an idle server's memory (docs/decisions/0028-cheap-delta-syncs.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'];

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  let unlock = async () => {};
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  const lite = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), startParams }).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  const pool = new pg.Pool(createPgConfig(lite));
  const db = kyselyOver(pool);
  return {
    db,
    kind: 'pglite',
    description: dataDir === undefined ? 'PGlite (in memory)' : `PGlite at ${dataDir}`,
    // PGlite lives in this process: it answers as long as it is open. A query would wait for its one connection,
    // held by any long transaction (a full sync, a stream to a slow client), and make the probe say offline.
    poolUse: () => poolUseOf(pool, 1),
    async ping() {
      if (lite.closed) throw new Error('The embedded database is closed');
    },
    async close() {
      await db.destroy();
      await lite.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string, schema: string | undefined, poolSize = 10): Promise<Database> {
  const options = {
    connectionString: url,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };
  const pool = new pg.Pool({ ...options, max: poolSize });
  const probePool = new pg.Pool({
    ...options,
    max: 1,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
  });
  // An idle client that loses its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  probePool.on('error', () => {});
  const db = kyselyOver(pool);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${redact(url)}${schema === undefined ? '' : ` (schema ${schema})`}`,
    poolUse: () => poolUseOf(pool, poolSize),
    async ping() {
      await probePool.query('SELECT 1');
    },
    async close() {
      await probePool.end();
      await db.destroy();
    },
  };
}

/** Opens the database the target names. The caller migrates it (migrate.ts). */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir)
    : openPostgres(target.url, target.schema, target.poolSize);
}
