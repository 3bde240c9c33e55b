import { sql } from 'kysely';
import type { Db } from './connect.ts';

// Bulk loading for the seed: one INSERT … SELECT FROM unnest(array, array, …) per chunk, one parameter per column,
// so a hundred thousand rows take a few statements instead of a hundred thousand (Kysely is for queries, not loads).

export type ColumnType = 'int' | 'text' | 'uuid' | 'bool' | 'float8' | 'timestamptz' | 'jsonb';

export interface TableData {
  /** The table's SQL name. */
  readonly table: string;
  /** Column SQL names and their types, in the order of each row's values. */
  readonly columns: readonly (readonly [string, ColumnType])[];
  readonly rows: unknown[][];
}

const CHUNK_ROWS = 20_000;

export async function bulkInsert(db: Db, data: TableData): Promise<void> {
  const names = data.columns
    .map(([name]) => (name === 'limit' || name === 'group' ? `"${name}"` : name))
    .join(', ');
  for (let start = 0; start < data.rows.length; start += CHUNK_ROWS) {
    const rows = data.rows.slice(start, start + CHUNK_ROWS);
    const arrays = data.columns.map(([, type], index) => {
      const values = rows.map((row) => row[index] ?? null);
      return sql`${values}::${sql.raw(type)}[]`;
    });
    await sql`INSERT INTO ${sql.raw(data.table)} (${sql.raw(names)})
      SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
  }
}
