import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ObservationValues } from '../../rules/index.ts';

/** A stored observation as a screen needs it: its value and which row to change. */
export interface StoredValue {
  readonly externalId: string;
  readonly value: string | null;
  /** The unit it was measured in: a length shows in the inspector's unit from it (decision 0053). */
  readonly unitId?: number | null;
}

export type StoredValues = Readonly<Record<string, StoredValue>>;

type Db = Kysely<Database> | Transaction<Database>;

/** The inspection's observations of the given paths (all of them when none are given), by identifier. */
export async function readStoredValues(
  db: Db,
  inspectionExternalId: string,
  identifiers?: readonly string[],
): Promise<StoredValues> {
  let query = db
    .selectFrom('observations as o')
    .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
    .select(['o.externalId', 'o.observableItem', 'o.value', 'o.unitId'])
    .where('c.inspectionExternalId', '=', inspectionExternalId);
  if (identifiers) {
    if (identifiers.length === 0) return {};
    query = query.where('o.observableItem', 'in', identifiers);
  }
  const rows = await query.orderBy('o.externalId').execute();
  const values: Record<string, StoredValue> = {};
  for (const row of rows) {
    if (row.observableItem !== null)
      values[row.observableItem] = { externalId: row.externalId, value: row.value, unitId: row.unitId };
  }
  return values;
}

/** The plain values the completion rules read. */
export function plainValues(stored: StoredValues): ObservationValues {
  const values: Record<string, string | null> = {};
  for (const [identifier, { value }] of Object.entries(stored)) values[identifier] = value;
  return values;
}
