import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { heldOpen, refusal, waitingForLock } from '../testing/held-transactions.ts';
import {
  anObservation,
  countObservations,
  insertObservation,
  type StoredObservation,
} from '../testing/observation-rows.ts';
import type { Db } from './connect.ts';

// An observation's category type is checked once per statement by a trigger, and a category type's observations are
// deleted with it by a trigger, instead of by a foreign key with ON DELETE CASCADE (migrations/server/0012, decision
// 0032). The guarantees are the foreign key's, whichever of two transactions comes first.

/** A new category type of the inspection that `like`'s category type belongs to; answers its id. */
async function newCategoryType(db: Db, like: StoredObservation): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO inspection_category_types (external_id, inspection_id,
      inspection_external_id, category_id, type_id)
    SELECT ${randomUUID()}::uuid, inspection_id, inspection_external_id, category_id, type_id
    FROM inspection_category_types WHERE id = ${like.categoryTypeId} RETURNING id`.execute(db);
  return (rows[0] as { id: number }).id;
}

const tombstones = async (db: Db, observationId: number) =>
  (
    await sql<{ n: string }>`SELECT count(*) AS n FROM sync_tombstones
      WHERE list = 'observations' AND row_id = ${observationId}`.execute(db)
  ).rows[0]?.n;

describe.each(BACKENDS)("an observation's category type on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let like: StoredObservation;
  beforeAll(async () => {
    database = await openTestDatabase(backend, await makeTempDir('category-type-reference-'));
    db = database.database.db;
    like = await anObservation(db);
  });
  afterAll(() => database?.dispose());

  it('refuses an observation naming a category type that is not there, on insert and on update', async () => {
    const inserted = await refusal(insertObservation(db, like, { category_type_id: 987_654 }));
    expect(inserted.code).toBe('23503');
    expect(inserted.constraint).toBe('observations_category_type_id_fkey');
    expect(await countObservations(db, 'category_type_id', 987_654)).toBe(0);
    const id = await insertObservation(db, like);
    const updated = await refusal(
      sql`UPDATE observations SET category_type_id = ${987_654} WHERE id = ${id}`.execute(db),
    );
    expect(updated.code).toBe('23503');
    expect(await countObservations(db, 'category_type_id', like.categoryTypeId)).toBeGreaterThan(0);
  });

  it('deletes the observations of a deleted category type, each with its tombstone', async () => {
    const categoryType = await newCategoryType(db, like);
    const ids = [
      await insertObservation(db, like, { category_type_id: categoryType }),
      await insertObservation(db, like, { category_type_id: categoryType }),
    ];
    await sql`DELETE FROM inspection_category_types WHERE id = ${categoryType}`.execute(db);
    expect(await countObservations(db, 'category_type_id', categoryType)).toBe(0);
    for (const id of ids) expect(Number(await tombstones(db, id))).toBe(1);
  });

  it("refuses to change a category type's id while observations name it, or to empty the table alone", async () => {
    const moved = await refusal(
      sql`UPDATE inspection_category_types SET id = id + 100000 WHERE id = ${like.categoryTypeId}`.execute(
        db,
      ),
    );
    expect(moved.code).toBe('23503');
    expect(moved.constraint).toBe('observations_category_type_id_fkey');
    const emptied = await refusal(sql`TRUNCATE inspection_category_types CASCADE`.execute(db));
    expect(emptied.code).toBe('23503');
    expect(await countObservations(db, 'category_type_id', like.categoryTypeId)).toBeGreaterThan(0);
  });
});

describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  "an observation's category type under concurrent transactions on $name",
  (backend) => {
    let database: TestDatabase;
    let db: Db;
    let like: StoredObservation;
    beforeAll(async () => {
      database = await openTestDatabase(backend, await makeTempDir('category-type-concurrency-'));
      db = database.database.db;
      like = await anObservation(db);
    });
    afterAll(() => database?.dispose());

    it('deletes an observation committed while its category type was being deleted, with it', async () => {
      const categoryType = await newCategoryType(db, like);
      const writer = heldOpen(db, (trx) => insertObservation(trx, like, { category_type_id: categoryType }));
      await writer.done;
      const marker = `delete-${randomUUID()}`;
      const deleting = sql`DELETE FROM inspection_category_types /* ${sql.raw(marker)} */
        WHERE id = ${categoryType}`.execute(db);
      await waitingForLock(db, marker);
      writer.release();
      await writer.committed;
      await deleting;
      expect(await countObservations(db, 'category_type_id', categoryType)).toBe(0);
    });

    it('refuses an observation of a category type that a transaction still open has just deleted', async () => {
      const categoryType = await newCategoryType(db, like);
      const deleter = heldOpen(db, (trx) =>
        sql`DELETE FROM inspection_category_types WHERE id = ${categoryType}`.execute(trx),
      );
      await deleter.done;
      const marker = `insert-${randomUUID()}`;
      const naming = refusal(insertObservation(db, like, { category_type_id: categoryType }, marker));
      await waitingForLock(db, marker);
      deleter.release();
      await deleter.committed;
      const error = await naming;
      expect(error.code).toBe('23503');
      expect(error.constraint).toBe('observations_category_type_id_fkey');
      expect(await countObservations(db, 'category_type_id', categoryType)).toBe(0);
    });
  },
);
