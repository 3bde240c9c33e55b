import { Kysely } from 'kysely';
import { clientMigrations, clientSchemaScript } from './client-migrations.ts';
import { SqliteWasmDialect } from './kysely-dialect.ts';
import { migrate, type Migration } from './migrator.ts';
import type { Database } from './schema.ts';
import { SerialDb } from './serial-db.ts';
import { loadSqlite3 } from './sqlite-load.ts';

export { loadSqlite3 };

export interface OpenDb {
  readonly serial: SerialDb;
  readonly kysely: Kysely<Database>;
}

/**
 * A migrated in-memory database: what the tests run the engine's DB layer against. With the app's migrations it is
 * made as a new device's is, from the schema script.
 */
export async function openMemoryDb(migrations: readonly Migration[] = clientMigrations): Promise<OpenDb> {
  const sqlite3 = await loadSqlite3();
  const db = new sqlite3.oo1.DB(':memory:', 'c');
  migrate(db, migrations, migrations === clientMigrations ? clientSchemaScript : undefined);
  const serial = new SerialDb(sqlite3, db);
  return { serial, kysely: new Kysely<Database>({ dialect: new SqliteWasmDialect(serial) }) };
}
