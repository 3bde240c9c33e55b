import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { missingColumns } from '../../api/declared-columns.testing.ts';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import { snakeCase, storedFields } from '../sync/lists.ts';
import { openDatabase } from './connect.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';

// The server's synced tables are typed and read from the wire rows (schema.ts, sync/lists.ts, decision 0057): a
// field added there and forgotten in a server migration would compile and fail on the first sync. This names it.
function declaredTables(): Record<string, string[]> {
  return Object.fromEntries(
    SYNC_LIST_NAMES.map((list) => [snakeCase(list), storedFields(list).map(snakeCase)]),
  );
}

async function missingAfter(migrations: readonly Migration[]): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database.db, migrations);
    const { rows } = await sql<{ table: string; column: string }>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema()`.execute(database.db.withoutPlugins());
    return missingColumns(declaredTables(), (table) =>
      rows.filter((row) => row.table === table).map((row) => row.column),
    );
  } finally {
    await database.close();
  }
}

// Each test migrates an empty PGlite from the start: seconds, and more on a loaded machine.
describe('the synced tables as declared, against the server migrations', { timeout: 180_000 }, () => {
  it('has every stored field of every list as a column', async () => {
    expect(await missingAfter(await readMigrations())).toEqual([]);
  });

  it('names the table and column when a migration leaves a declared column out', async () => {
    const own = await readMigrations();
    const forgotten = '  capital_index_number text,\n';
    const doctored = own.map((migration) =>
      migration.sql.includes(forgotten)
        ? { ...migration, sql: migration.sql.replace(forgotten, '') }
        : migration,
    );
    expect(doctored).not.toEqual(own);
    expect(await missingAfter(doctored)).toEqual(['equipments.capital_index_number']);
  });
});
