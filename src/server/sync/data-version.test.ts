import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { readDataVersion } from './data-version.ts';
import { LIST_SOURCES, LIST_TABLES } from './lists.ts';
import { startSync } from './stream.ts';

// The data version moves with every change a full sync would show, and only then.

describe('the data version covers what a full sync reads', () => {
  it('every table a list joins is a list table itself (so its changes are stamped where the version looks)', () => {
    const tables = new Set(Object.values(LIST_SOURCES).map((source) => source.table));
    const joined = Object.values(LIST_SOURCES).flatMap((source) =>
      [...(source.joins ?? '').matchAll(/JOIN (\w+)/g)].map((match) => match[1]),
    );
    expect(joined.length).toBeGreaterThan(0);
    expect(joined.filter((table) => !tables.has(table ?? ''))).toEqual([]);
  });
});

describe.each(BACKENDS)('the data version on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { SYNC_SNAPSHOTS: 'off' } });
  });
  afterAll(() => server?.close());

  const version = async () => {
    // As the route reads it: after the full sync's cursor.
    await startSync(server.db, { overlapMs: 0 });
    return (await readDataVersion(server.db)).id;
  };

  it('reads every max(changed_at) from an index on changed_at', async () => {
    const tables = [...new Set(Object.values(LIST_SOURCES).map((source) => source.table)), 'sync_tombstones'];
    // From the catalogue alone: pg_indexes would open every index of the database, and one that another test drops
    // meanwhile fails the read ("could not open relation with OID …").
    const indexed = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
      WHERE c.relnamespace = current_schema()::regnamespace AND i.indnatts = 1 AND i.indpred IS NULL
        AND a.attname = 'changed_at'`.execute(server.db);
    const withIndex = new Set(indexed.rows.map((row) => row.table));
    expect(tables.filter((table) => !withIndex.has(table))).toEqual([]);
  });

  it('reads every list table’s greatest id from its primary key', async () => {
    const keyed = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
      WHERE c.relnamespace = current_schema()::regnamespace AND i.indisprimary AND i.indnatts = 1
        AND a.attname = 'id'`.execute(server.db);
    const withKey = new Set(keyed.rows.map((row) => row.table));
    expect(LIST_TABLES.filter((table) => !withKey.has(table))).toEqual([]);
  });

  it('stays while nothing changes, or an update changes nothing', async () => {
    const before = await version();
    expect(await version()).toBe(before);
    await server.db
      .updateTable('units')
      .set({ name: sql`name` })
      .execute();
    expect(await version()).toBe(before);
  });

  it('moves with an insert, an update, a delete, a rename, and a reset', async () => {
    const seen = new Set([await version()]);
    const moved = async (what: string) => {
      const next = await version();
      expect(seen.has(next), what).toBe(false);
      seen.add(next);
    };
    const customer = await server.db
      .insertInto('customers')
      .values({ name: 'Version Co' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moved('insert');
    await server.db
      .updateTable('customers')
      .set({ name: 'Version Co 2' })
      .where('id', '=', customer.id)
      .execute();
    await moved('update');
    await server.db.deleteFrom('customers').where('id', '=', customer.id).execute();
    await moved('delete');
    // Stamped in the past, as a bulk load might: the table's greatest id still moves.
    await sql`INSERT INTO customers (name, changed_at) VALUES ('Back-dated', clock_timestamp() - interval '1 day')`.execute(
      server.db,
    );
    await moved('back-dated insert');
    const status = await server.db
      .selectFrom('inspectionStatuses')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('inspectionStatuses')
      .set({ name: 'Renamed' })
      .where('id', '=', status.id)
      .execute();
    await moved('rename of a joined name');
    await server.db
      .updateTable('inspectionStatuses')
      .set({ name: status.name })
      .where('id', '=', status.id)
      .execute();
    await moved('rename back');
    await sql`UPDATE sync_state SET full_sync_before = clock_timestamp() WHERE id = 1`.execute(server.db);
    await moved('reset');
  });
});
