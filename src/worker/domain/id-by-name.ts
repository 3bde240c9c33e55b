import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Reference rows the device needs by meaning ('Bucket', 'All Categories', 'In Progress') arrive with server ids:
// they are found by name, ignoring case, spaces, '_' and '-' ('AllTypes' matches 'All Types').

type NamedTable =
  | 'equipmentCategories'
  | 'equipmentTypes'
  | 'inspectionCategories'
  | 'inspectionTypes'
  | 'inspectionStatuses';

const squash = (name: string) => name.replace(/[\s_-]/g, '').toLowerCase();

/** The id of the row of `table` named `name`, or undefined when the synced lists have none. */
export async function idByName(
  trx: Transaction<Database>,
  table: NamedTable,
  name: string,
): Promise<number | undefined> {
  const rows = await trx.selectFrom(table).select(['id', 'name']).execute();
  return rows.find((r) => squash(r.name) === squash(name))?.id;
}
