import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/run.ts';
import type { Backend } from './backends.ts';

// Fresh, migrated databases seeded with the `test` fleet, fast: PGlite makes a data directory in seconds (its initdb),
// so one template directory is built per content of the migrations and the seed, kept in the temp folder, and
// copied for each server (a fraction of a second). On PostgreSQL each server gets a schema of its own.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['migrations/server', 'src/server/seed', 'src/server/db', 'src/rules']) {
    for (const file of await filesUnder(path.join(ROOT, dir))) {
      hash.update(path.relative(ROOT, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const dir = path.join(tmpdir(), `inspect-pglite-template-${await templateKey()}`);
  if (await stat(path.join(dir, 'PG_VERSION')).catch(() => undefined)) return dir;
  const building = `${dir}.building-${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  try {
    await migrate(database.db);
    await seed(database.db, 'test', 'whenEmpty');
  } finally {
    await database.close();
  }
  await rename(building, dir).catch(async () => {
    // Another worker finished first: use its template.
    await rm(building, { recursive: true, force: true });
  });
  return dir;
}

export interface TestDatabase {
  readonly database: Database;
  /** Removes what the database left behind (the PostgreSQL schema). */
  dispose(): Promise<void>;
}

/** A migrated database with the `test` fleet; `{ seeded: false }`: migrated only, for a test that writes every row. */
export async function openTestDatabase(
  backend: Backend,
  dataDir: string,
  { seeded = true }: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  if (backend.name === 'pglite' && !seeded) {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await migrate(database.db);
    return { database, dispose: async () => {} };
  }
  if (backend.name === 'pglite') {
    template ??= buildTemplate();
    const target = path.join(dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
    await cp(await template, target, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: target });
    return { database, dispose: async () => {} };
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: backend.url, poolSize: 1 });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
  const database = await openDatabase({ kind: 'postgres', url: backend.url, schema, poolSize: 8 });
  await migrate(database.db);
  if (seeded) await seed(database.db, 'test', 'whenEmpty');
  return {
    database,
    async dispose() {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
      await admin.close();
    },
  };
}

export function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}
