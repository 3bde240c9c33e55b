import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { Kysely } from 'kysely';
import { clientMigrations } from './client-migrations.ts';
import { SqliteWasmDialect } from './kysely-dialect.ts';
import { migrate, type Migration } from './migrator.ts';
import type { Database } from './schema.ts';
import { SerialDb } from './serial-db.ts';
import type { Sqlite3 } from './sqlite-types.ts';

let loading: Promise<Sqlite3> | undefined;

/** The real sqlite-wasm build, loaded once per process (Node resolves the package's node entry). */
export function loadSqlite3(): Promise<Sqlite3> {
  loading ??= sqlite3InitModule();
  return loading;
}

export interface OpenDb {
  readonly serial: SerialDb;
  readonly kysely: Kysely<Database>;
}

/** A migrated in-memory database: what the tests run the engine's DB layer against. */
export async function openMemoryDb(migrations: readonly Migration[] = clientMigrations): Promise<OpenDb> {
  const sqlite3 = await loadSqlite3();
  const db = new sqlite3.oo1.DB(':memory:', 'c');
  migrate(db, migrations);
  const serial = new SerialDb(sqlite3, db);
  return { serial, kysely: new Kysely<Database>({ dialect: new SqliteWasmDialect(serial) }) };
}
