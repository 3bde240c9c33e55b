import { beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb, type OpenDb } from './open-memory-db.ts';
import type { Database } from './schema.ts';

// Every table and column of the Kysely type, spelled out; the mapped type makes the compiler reject a missing or
// extra column, so this object and `Database` cannot drift apart.
type ColumnsOf<T> = { [C in keyof T]-?: true };
const expected: { [T in keyof Database]-?: ColumnsOf<Database[T]> } = {
  kv: { key: true, value: true, updatedAt: true },
  outbox: {
    seq: true,
    entityType: true,
    entityExternalId: true,
    inspectionExternalId: true,
    operation: true,
    payload: true,
    createdAt: true,
    attempts: true,
    nextAttemptAt: true,
    state: true,
    lastError: true,
  },
  photoQueue: {
    fileName: true,
    observationExternalId: true,
    inspectionExternalId: true,
    mimeType: true,
    byteSize: true,
    state: true,
    attempts: true,
    nextAttemptAt: true,
    lastError: true,
    createdAt: true,
    uploadedAt: true,
  },
  syncState: { id: true, lastSyncDate: true, lastFullSyncAt: true, lastPullAt: true, lastPushAt: true, lastError: true },
  schema_migrations: { version: true, name: true, applied_at: true },
};

describe('local schema', () => {
  let open: OpenDb;
  beforeAll(async () => {
    open = await openMemoryDb();
  });

  function actualColumns(table: string): string[] {
    return open.serial.db.selectValues(`SELECT name FROM pragma_table_info(?) ORDER BY cid`, [table]).map(String);
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
