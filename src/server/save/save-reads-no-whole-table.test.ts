import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsRequestSchema } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { fleetFacts, wholeInspection, type FleetFacts } from '../testing/fixtures.ts';
import { saveInspections } from './save.ts';

// A save's work for each observation does not grow with the fleet: it reads no table whole, even on a connection
// whose plans were made while the tables were small (a new database, once autovacuum has analysed its few rows) and
// kept as they grew. PostgreSQL keeps a connection's plans (PL/pgSQL's, a foreign key's) until the table is analysed
// again: planned on the test fleet's 60 category types, the audit trigger of migration 0009 and the foreign key of an
// observation's category type each scanned the whole table for every observation of every save (migrations 0011
// and 0012). Counted by PostgreSQL's own statistics (rows read by sequential scans), so PostgreSQL only.

const jordan: Identity = {
  sub: 'jordan-sub',
  name: 'Jordan Reyes',
  email: 'jordan@example.com',
  claims: { sub: 'jordan-sub', name: 'Jordan Reyes' },
};

const TABLES = ['inspections', 'inspection_category_types', 'observations', 'asset_inspections'];

/** Rows read by sequential scans of the save's tables, flushed from this connection's statistics first. */
async function rowsScanned(conn: Db): Promise<number> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(conn);
  const { rows } = await sql<{
    n: string;
  }>`SELECT coalesce(sum(seq_tup_read), 0) AS n FROM pg_stat_user_tables
    WHERE schemaname = current_schema() AND relname = ANY(${TABLES}::text[])`.execute(conn);
  return Number(rows[0]?.n);
}

const bigSave = (facts: FleetFacts) => v.parse(SaveInspectionsRequestSchema, wholeInspection(facts));

describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  'what a save reads on $name',
  (backend) => {
    let database: TestDatabase;
    let facts: FleetFacts;
    beforeAll(async () => {
      database = await openTestDatabase(backend, await makeTempDir('save-reads-'));
      facts = await fleetFacts(database.database.db);
    });
    afterAll(() => database?.dispose());

    it('reads no table whole for each observation, after its tables grew past the plans made when they were small', async () => {
      await database.database.db.connection().execute(async (conn) => {
        // Statistics of the small test fleet, as autovacuum gathers them after a seed, then plans made on them:
        // PostgreSQL settles on a generic plan after five runs.
        await sql`ANALYZE inspections, inspection_category_types, observations, asset_inspections`.execute(
          conn,
        );
        for (let i = 0; i < 8; i++) await saveInspections(conn, bigSave(facts), jordan);
        await sql`INSERT INTO inspection_category_types (external_id, inspection_id, inspection_external_id,
            category_id, type_id)
          SELECT gen_random_uuid(), i.id, i.external_id, 1, 1
          FROM (SELECT id, external_id FROM inspections ORDER BY id LIMIT 1) i, generate_series(1, 5000)`.execute(
          conn,
        );
        await sql`INSERT INTO observations (external_id, category_type_id, category_type_external_id,
            observable_item_id, value, data_level_id)
          SELECT gen_random_uuid(), o.category_type_id, o.category_type_external_id, o.observable_item_id, 'x',
            o.data_level_id
          FROM (SELECT * FROM observations ORDER BY id LIMIT 1) o, generate_series(1, 5000)`.execute(conn);
        const before = await rowsScanned(conn);
        await saveInspections(conn, bigSave(facts), jordan);
        // Before migrations 0011 and 0012 this save read 205,000–406,000 rows: the 5,040 category types once or
        // twice for each of its 40 observations. What is left is one lookup of the save's own category type by a
        // plan made on the small table: one scan at most, made again at the table's next ANALYZE.
        const grown = await rowsScanned(conn);
        expect(grown - before).toBeLessThan(2 * 5_040);
        await sql`ANALYZE inspection_category_types, observations`.execute(conn);
        await saveInspections(conn, bigSave(facts), jordan);
        expect((await rowsScanned(conn)) - grown).toBeLessThan(1_000);
      });
    });
  },
);
