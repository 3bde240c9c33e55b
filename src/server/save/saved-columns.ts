import { sql, type RawBuilder } from 'kysely';
import { savedFieldNames, type SavedList } from '../../api/save-inspections.ts';
import { snakeCase } from '../sync/lists.ts';

// The column lists of writeInspectionTree's SQL (write.ts), derived from the rows' declarations (decision 0057): a
// field a save carries is a column of the same name in snake_case, so a new one is inserted and updated with no
// line of SQL. Names come from the declarations in code, never from a request, so they are written into the text.

/** The columns a save writes of a list's row: its saved fields, then the server's own, in that order. */
export const savedColumns = (list: SavedList, own: readonly string[] = []): readonly string[] => [
  ...savedFieldNames(list).map(snakeCase),
  ...own,
];

const quoted = (column: string) => `"${column}"`;

/** `(a, b, …)`'s inside: the INSERT's column list. */
export const columnList = (columns: readonly string[]): RawBuilder<unknown> =>
  sql.raw(columns.map(quoted).join(', '));

/** The INSERT's SELECT list: each column from the `from` alias of the input rows, but those computed otherwise. */
export function selectList(
  columns: readonly string[],
  from: string,
  computed: Readonly<Record<string, RawBuilder<unknown>>> = {},
): RawBuilder<unknown> {
  return sql.join(columns.map((column) => computed[column] ?? sql.raw(`${from}.${quoted(column)}`)));
}

/** The ON CONFLICT (external_id) update: every column but the key takes the row sent, but those decided otherwise. */
export function updateSet(
  columns: readonly string[],
  decided: Readonly<Record<string, RawBuilder<unknown>>> = {},
): RawBuilder<unknown> {
  return sql.join(
    columns
      .filter((column) => column !== 'external_id')
      .map(
        (column) =>
          sql`${sql.raw(quoted(column))} = ${decided[column] ?? sql.raw(`excluded.${quoted(column)}`)}`,
      ),
  );
}

/** A row of camelCase fields as the snake_case columns jsonb_populate_recordset reads. */
export const snakeRow = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([field, value]) => [snakeCase(field), value as unknown]));
