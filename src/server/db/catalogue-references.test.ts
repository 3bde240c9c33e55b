import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { heldOpen, refusal, waitingForLock } from '../testing/held-transactions.ts';
import {
  anObservation,
  countObservations as count,
  insertObservation,
  type StoredObservation,
} from '../testing/observation-rows.ts';
import type { Db } from './connect.ts';

// An observation's references to the catalogue (its observable item, data level, unit and action type) are checked
// once per statement by triggers instead of by foreign keys (migrations/server/0010, decision 0032). They must keep
// every guarantee the foreign keys gave: no observation names a catalogue row that is not there, and no catalogue row
// an observation names goes away, whichever of two transactions comes first.

class RolledBack extends Error {
  readonly rowsLeft: number;
  constructor(rowsLeft: number) {
    super(`rolled back with ${rowsLeft} rows left`);
    this.rowsLeft = rowsLeft;
  }
}

/** The references, with how the test makes a row of the catalogue table and which text column it may rename. */
const REFERENCES = [
  {
    column: 'observable_item_id',
    table: 'observable_items',
    text: 'label',
    insert: (tag: string) => sql`INSERT INTO observable_items (id, data_type_id, identifier)
      SELECT max(id) + 1, min(data_type_id), ${tag} FROM observable_items RETURNING id`,
  },
  {
    column: 'data_level_id',
    table: 'observable_levels',
    text: 'name',
    insert: (tag: string) => sql`INSERT INTO observable_levels (name) VALUES (${tag}) RETURNING id`,
  },
  {
    column: 'unit_id',
    table: 'units',
    text: 'name',
    insert: (tag: string) => sql`INSERT INTO units (code, name) VALUES (${tag}, ${tag}) RETURNING id`,
  },
  {
    column: 'action_type_id',
    table: 'observable_action_types',
    text: 'name',
    insert: (tag: string) =>
      sql`INSERT INTO observable_action_types (name, sort_order) VALUES (${tag}, 99) RETURNING id`,
  },
] as const;

/** A row of a catalogue table that no observation names (made for the test). */
async function unusedRow(db: Db, reference: (typeof REFERENCES)[number]): Promise<number> {
  const { rows } = await reference.insert(`unused-${randomUUID()}`).execute(db);
  return (rows[0] as { id: number }).id;
}

const UNITS = REFERENCES[2];

describe.each(BACKENDS)("observations' catalogue references on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let like: StoredObservation;
  beforeAll(async () => {
    database = await openTestDatabase(backend, await makeTempDir('catalogue-references-'));
    db = database.database.db;
    like = await anObservation(db);
  });
  afterAll(() => database?.dispose());

  it.each(REFERENCES)(
    'refuses an observation naming a row of $table that is not there',
    async ({ column }) => {
      const error = await refusal(insertObservation(db, like, { [column]: 987_654 }));
      expect(error.code).toBe('23503');
      expect(error.constraint).toBe(`observations_${column}_fkey`);
      expect(error.message).toContain(`observations_${column}_fkey`);
      expect(await count(db, column, 987_654)).toBe(0);
    },
  );

  it('refuses the whole statement when one row of many names a missing row, and names that id', async () => {
    const before = await count(db, 'observable_item_id', like.observableItemId);
    const rows = [like.observableItemId, 876_543, like.observableItemId].map((item) => ({
      external_id: randomUUID(),
      category_type_id: like.categoryTypeId,
      category_type_external_id: like.categoryTypeExternalId,
      observable_item_id: item,
      data_level_id: like.dataLevelId,
    }));
    const error = await refusal(
      sql`INSERT INTO observations (external_id, category_type_id, category_type_external_id, observable_item_id,
          data_level_id)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(external_id uuid,
          category_type_id integer, category_type_external_id uuid, observable_item_id integer, data_level_id integer)`.execute(
        db,
      ),
    );
    expect(error.code).toBe('23503');
    expect((error as { detail?: string }).detail).toBe(
      'Key (observable_item_id)=(876543) is not present in table "observable_items".',
    );
    expect(await count(db, 'observable_item_id', like.observableItemId)).toBe(before);
  });

  it('refuses an update that makes an observation name a missing row, and keeps one that does not', async () => {
    const id = await insertObservation(db, like);
    const error = await refusal(
      sql`UPDATE observations SET unit_id = ${765_432} WHERE id = ${id}`.execute(db),
    );
    expect(error.code).toBe('23503');
    expect(error.constraint).toBe('observations_unit_id_fkey');
    await sql`UPDATE observations SET value = '2' WHERE id = ${id}`.execute(db);
    const { rows } = await sql<{
      value: string;
      unitId: number | null;
    }>`SELECT value, unit_id FROM observations
      WHERE id = ${id}`.execute(db);
    expect(rows[0]).toEqual({ value: '2', unitId: null });
  });

  it.each(REFERENCES)(
    'refuses to delete a row of $table that an observation names, or to change its id; deletes one none names',
    async (reference) => {
      const { column, table, text } = reference;
      const named = await unusedRow(db, reference);
      await insertObservation(db, like, { [column]: named });
      const deleted = await refusal(sql`DELETE FROM ${sql.table(table)} WHERE id = ${named}`.execute(db));
      expect(deleted.code).toBe('23503');
      expect(deleted.constraint).toBe(`observations_${column}_fkey`);
      const moved = await refusal(
        sql`UPDATE ${sql.table(table)} SET id = id + 100000 WHERE id = ${named}`.execute(db),
      );
      expect(moved.code).toBe('23503');
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(text)} = 'Renamed' WHERE id = ${named}`.execute(db);
      const unused = await unusedRow(db, reference);
      await sql`DELETE FROM ${sql.table(table)} WHERE id = ${unused}`.execute(db);
      const left = await sql`SELECT id FROM ${sql.table(table)} WHERE id IN (${named}, ${unused})`.execute(
        db,
      );
      expect(left.rows).toEqual([{ id: named }]);
    },
  );

  it('refuses to empty a catalogue table while observations name it, and empties it with them', async () => {
    const error = await refusal(sql`TRUNCATE observable_levels CASCADE`.execute(db));
    expect(error.code).toBe('23503');
    expect(error.constraint).toBe('observations_data_level_id_fkey');
    // In a transaction rolled back after: the other tests of this file use the fleet.
    const emptied = db.transaction().execute(async (trx) => {
      await sql`TRUNCATE observations, observable_levels CASCADE`.execute(trx);
      const left = await sql<{ n: string }>`SELECT count(*) AS n FROM observable_levels`.execute(trx);
      throw new RolledBack(Number(left.rows[0]?.n));
    });
    await expect(emptied).rejects.toEqual(new RolledBack(0));
    expect(await count(db, 'data_level_id', like.dataLevelId)).toBeGreaterThan(0);
  });
});

// PGlite has one connection: two transactions cannot overlap there.
describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  "observations' catalogue references under concurrent transactions on $name",
  (backend) => {
    let database: TestDatabase;
    let db: Db;
    let like: StoredObservation;
    beforeAll(async () => {
      database = await openTestDatabase(backend, await makeTempDir('catalogue-concurrency-'));
      db = database.database.db;
      like = await anObservation(db);
    });
    afterAll(() => database?.dispose());

    it('refuses to delete a unit that a transaction still open has just named', async () => {
      const unit = await unusedRow(db, UNITS);
      const writer = heldOpen(db, (trx) => insertObservation(trx, like, { unit_id: unit }));
      await writer.done;
      const marker = `delete-${randomUUID()}`;
      const deleting = refusal(
        sql`DELETE FROM units /* ${sql.raw(marker)} */ WHERE id = ${unit}`.execute(db),
      );
      await waitingForLock(db, marker);
      writer.release();
      await writer.committed;
      expect((await deleting).code).toBe('23503');
      expect(await count(db, 'unit_id', unit)).toBe(1);
    });

    it('refuses an observation naming a unit that a transaction still open has just deleted', async () => {
      const unit = await unusedRow(db, UNITS);
      const deleter = heldOpen(db, (trx) => sql`DELETE FROM units WHERE id = ${unit}`.execute(trx));
      await deleter.done;
      const marker = `insert-${randomUUID()}`;
      const naming = refusal(insertObservation(db, like, { unit_id: unit }, marker));
      await waitingForLock(db, marker);
      deleter.release();
      await deleter.committed;
      const error = await naming;
      expect(error.code).toBe('23503');
      expect(error.constraint).toBe('observations_unit_id_fkey');
      expect(await count(db, 'unit_id', unit)).toBe(0);
    });
  },
);
