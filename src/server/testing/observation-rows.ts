import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// Observations written straight into the database, around the save route, for tests of what the database itself
// refuses (migrations/server/0010 and 0012).

/** The columns by which an observation names another row. */
export type ReferenceColumn =
  'category_type_id' | 'observable_item_id' | 'data_level_id' | 'unit_id' | 'action_type_id';

/** As read through the server's Db (its CamelCase plugin). */
export interface StoredObservation {
  categoryTypeId: number;
  categoryTypeExternalId: string;
  observableItemId: number;
  dataLevelId: number;
}

export async function anObservation(db: Db): Promise<StoredObservation> {
  const { rows } = await sql<StoredObservation>`SELECT category_type_id, category_type_external_id::text,
    observable_item_id, data_level_id FROM observations ORDER BY id LIMIT 1`.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error('the test fleet has no observation');
  return row;
}

/**
 * Inserts an observation like `like`, with `values` in place of its references; answers its id. `marker`: a comment
 * in the statement's text, to find it among the database's sessions.
 */
export async function insertObservation(
  db: Db,
  like: StoredObservation,
  values: Partial<Record<ReferenceColumn, number>> = {},
  marker = '',
): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO observations /* ${sql.raw(marker)} */ (external_id,
      category_type_id, category_type_external_id, observable_item_id, value, data_level_id, unit_id, action_type_id)
    VALUES (${randomUUID()}::uuid, ${values.category_type_id ?? like.categoryTypeId},
      ${like.categoryTypeExternalId}::uuid, ${values.observable_item_id ?? like.observableItemId}, '1',
      ${values.data_level_id ?? like.dataLevelId}, ${values.unit_id ?? null}, ${values.action_type_id ?? null})
    RETURNING id`.execute(db);
  return (rows[0] as { id: number }).id;
}

/** How many observations name row `id` by `column`. */
export async function countObservations(db: Db, column: ReferenceColumn, id: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM observations
    WHERE ${sql.ref(column)} = ${id}`.execute(db);
  return Number(rows[0]?.n);
}
