import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './connect.ts';

// The server migrator: the numbered files of migrations/server (0001_name.sql …) applied in order, each in its own
// transaction together with the row that records it, under an advisory lock so two servers starting at once do not
// both apply a file. A recorded file whose text changed is refused: migrations are append-only.

export const SERVER_MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations/server',
);

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
const MIGRATION_LOCK = sql`pg_advisory_xact_lock(1346, hashtext(current_schema()))`;

/** The migration files of a directory, in version order. */
export async function readMigrations(dir = SERVER_MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of names) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named like 0001_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version))
      throw new Error(`Two migrations have version ${version}`);
    const text = await readFile(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(text).digest('hex');
    migrations.push({ version, name: match[2] as string, sql: text, checksum });
  }
  return migrations;
}

// Under the same lock: two servers creating the table at once race in PostgreSQL's catalogue even with IF NOT EXISTS
// ("duplicate key value violates unique constraint pg_type_typname_nsp_index", seen in CI ci33).
async function ensureTable(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT ${MIGRATION_LOCK}`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`.execute(trx);
  });
}

/** Applies every migration not yet applied; returns the versions it applied. */
export async function migrate(db: Db, migrations?: readonly Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  await ensureTable(db);
  const applied: number[] = [];
  for (const migration of all) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT ${MIGRATION_LOCK}`.execute(trx);
      const found = await sql<{ checksum: string }>`
        SELECT checksum FROM schema_migrations WHERE version = ${migration.version}`.execute(trx);
      const row = found.rows[0];
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} was changed after it was applied; add a new file instead`,
          );
        }
        return false;
      }
      // No parameters: the whole file goes as one simple-protocol query, so it may hold many statements.
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name, checksum)
        VALUES (${migration.version}, ${migration.name}, ${migration.checksum})`.execute(trx);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
