import { beforeAll, describe, expect, it } from 'vitest';
import { clientMigrations } from './client-migrations.ts';
import { migrate } from './migrator.ts';
import { loadSqlite3, openMemoryDb, type OpenDb } from './open-memory-db.ts';
import { SYNC_LIST_NAMES } from '../api/sync-lists.ts';
// Tests may cross the layers: this is where the wire (src/api) and the tables (src/db) are held to each other.

import { expected } from './schema-columns.testing.ts';
import { schemaSnapshot } from './schema-introspection.testing.ts';

describe('local schema', () => {
  let open: OpenDb;
  beforeAll(async () => {
    open = await openMemoryDb();
  });

  function actualColumns(table: string): string[] {
    return open.serial.db
      .selectValues(`SELECT name FROM pragma_table_info(?) ORDER BY cid`, [table])
      .map(String);
  }

  it('has every table of the Kysely type, and no table the type does not know', () => {
    const tables = open.serial.db
      .selectValues(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .map(String)
      .sort();
    expect(tables).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('table %s has exactly the columns of its type', (table, columns) => {
    expect(actualColumns(table).sort()).toEqual(Object.keys(columns).sort());
  });
});

describe('migration 0001', () => {
  it('applies to an empty database, and re-running the migrations is a no-op', async () => {
    const sqlite3 = await loadSqlite3();
    const db = new sqlite3.oo1.DB(':memory:', 'c');
    const first = migrate(db, clientMigrations);
    expect(first.from).toBe(0);
    expect(first.applied[0]).toBe('0001_sync_tables');
    const before = schemaSnapshot(db);
    expect(migrate(db, clientMigrations)).toEqual({ from: first.to, to: first.to, applied: [] });
    expect(schemaSnapshot(db)).toEqual(before);
  });

  it('stands alone: version 1 holds every spec table, and later migrations apply on top of it', async () => {
    const sqlite3 = await loadSqlite3();
    const db = new sqlite3.oo1.DB(':memory:', 'c');
    expect(migrate(db, clientMigrations.slice(0, 1))).toEqual({
      from: 0,
      to: 1,
      applied: ['0001_sync_tables'],
    });
    const tables = db.selectValues(
      `SELECT name FROM sqlite_schema WHERE type = 'table' AND name <> 'schema_migrations'`,
    );
    // observationConflicts is a list of its own (client migration 0010, decision 0052), not one of the spec's.
    const specLists = SYNC_LIST_NAMES.filter((name) => name !== 'observationConflicts');
    expect(tables.map(String).sort()).toEqual([...specLists, 'inspectionBackups', 'tooltips'].sort());
    expect(migrate(db, clientMigrations).from).toBe(1);
  });

  it('makes every spec table STRICT', async () => {
    const { serial } = await openMemoryDb();
    const loose = serial.db.selectValues(
      `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND strict = 0 AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`,
    );
    expect(loose).toEqual([]);
  });

  it('refuses what the columns cannot hold: a flag of 2, a server id of 0, a duplicate server id, a bad backup, a raw tooltip key', async () => {
    const { serial } = await openMemoryDb();
    const db = serial.db;
    const insertInspection = (externalId: string, id: number | null, completed = 0) =>
      db.exec({
        sql: `INSERT INTO inspections (externalId, id, name, siteId, inspectionDate, inspectorName, completed) VALUES (?, ?, 'EX-1', 1, '2025-03-01T00:00:00.000Z', 'J', ?)`,
        bind: [externalId, id, completed],
      });
    insertInspection('a', null);
    insertInspection('b', null);
    insertInspection('c', 5);
    expect(() => insertInspection('d', 5)).toThrow(/UNIQUE constraint failed: inspections.id/);
    expect(() => insertInspection('e', 0)).toThrow(/CHECK constraint failed/);
    expect(() => insertInspection('f', null, 2)).toThrow(/CHECK constraint failed: completed IN \(0, 1\)/);
    expect(() => insertInspection('a', null)).toThrow(/UNIQUE constraint failed: inspections.externalId/);
    expect(
      db.selectValue(`SELECT isSynced || isReopened || reopened FROM inspections WHERE externalId = 'a'`),
    ).toBe('000');

    // A backup is the inspection's row (by name: later migrations append columns to both) and its observations.
    const columns = db
      .selectValues(`SELECT name FROM pragma_table_info('inspections') ORDER BY cid`)
      .join(', ');
    const backUp = (externalId: string, categoryTypes: string) =>
      db.exec(
        `INSERT INTO inspectionBackups (${columns}, inspectionCategoryTypes, backedUpAt)
         SELECT ${columns}, '${categoryTypes}', '2025-03-02T00:00:00.000Z' FROM inspections WHERE externalId = '${externalId}'`,
      );
    backUp('c', '[]');
    expect(() => backUp('a', '{}')).toThrow(/CHECK constraint failed/);

    const insertTip = (key: string) =>
      db.exec({
        sql: `INSERT INTO tooltips (key, heading, markdownBody, htmlBody) VALUES (?, 'H', 'm', 'h')`,
        bind: [key],
      });
    insertTip('new-bucket-get-fitment');
    for (const raw of ['New Bucket', 'help/tips', 'a.b', 'a--b', ' a', ''])
      expect(() => insertTip(raw), raw).toThrow(/CHECK constraint failed/);
    expect(db.selectValue(`SELECT isModified FROM tooltips`)).toBe(0);
  });
});
