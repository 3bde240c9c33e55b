import { describe, expect, it } from 'vitest';
import { clientMigrations, clientSchemaScript } from './client-migrations.ts';
import { migrate } from './migrator.ts';
import { loadSqlite3 } from './sqlite-load.ts';
import { parseSchemaScript, schemaScriptOf } from './schema-script.ts';
import type { Oo1Db } from './sqlite-types.ts';

async function emptyDb(): Promise<Oo1Db> {
  const sqlite3 = await loadSqlite3();
  return new sqlite3.oo1.DB(':memory:', 'c');
}

/** What a database holds, the migrations' record aside: each object's definition, and each table's rows. */
function contents(db: Oo1Db) {
  const objects = db.selectArrays(
    `SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name <> 'schema_migrations' ORDER BY type, name`,
  );
  const tables = db.selectValues(
    `SELECT name FROM sqlite_schema WHERE type = 'table' AND name <> 'schema_migrations' ORDER BY name`,
  ) as string[];
  const rows = Object.fromEntries(
    tables.map((table) => [table, db.selectArrays(`SELECT * FROM "${table}" ORDER BY 1`)]),
  );
  return { objects, rows, version: db.selectValue('PRAGMA user_version') };
}

describe('the schema script a new database is made from', () => {
  it('is the one the client migrations make now (run `npm run schema:client` after adding one)', async () => {
    const db = await emptyDb();
    migrate(db, clientMigrations);
    expect(clientSchemaScript.version).toBe(clientMigrations.length);
    expect(clientSchemaScript.sql).toBe(schemaScriptOf(db, clientMigrations.length));
  });

  it('makes the same tables, indexes, views, triggers and rows as the migrations, and records them as applied', async () => {
    const migrated = await emptyDb();
    migrate(migrated, clientMigrations);
    const scripted = await emptyDb();
    expect(migrate(scripted, clientMigrations, clientSchemaScript)).toEqual(
      migrate(await emptyDb(), clientMigrations),
    );
    expect(contents(scripted)).toEqual(contents(migrated));
    expect(scripted.selectArrays('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      migrated.selectArrays('SELECT version, name FROM schema_migrations ORDER BY version'),
    );
    // Its triggers are in force: a machine added is found by the search (migrations 0003–0004).
    scripted.exec(`INSERT INTO assets (id, name, siteId, customerId) VALUES (7, 'EX-7', 1, 1)`);
    expect(scripted.selectValue('SELECT sortName FROM assetSearch WHERE assetId = 7')).toBe('EX-7');
  });

  it('is refused without its version line', () => {
    expect(() => parseSchemaScript('CREATE TABLE a (x);')).toThrow(/no "-- version: N" line/);
    expect(parseSchemaScript('-- note\n-- version: 3\nCREATE TABLE a (x);').version).toBe(3);
  });
});
