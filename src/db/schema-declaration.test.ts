import { describe, expect, it } from 'vitest';
// Tests may cross the layers: the declaration (src/api) against the client migrations.
import { missingColumns } from '../api/declared-columns.testing.ts';
import { clientMigrations } from './client-migrations.ts';
import { migrate, type Migration } from './migrator.ts';
import { loadSqlite3 } from './open-memory-db.ts';
import { declaredSyncTables } from './schema-columns.testing.ts';

// The device's sync tables are typed from the wire rows (schema-sync.ts): a field added there and forgotten in a
// client migration would compile and fail on the first pull. This names it.
async function missingAfter(migrations: readonly Migration[]): Promise<string[]> {
  const sqlite3 = await loadSqlite3();
  const db = new sqlite3.oo1.DB(':memory:', 'c');
  try {
    migrate(db, migrations);
    return missingColumns(declaredSyncTables(), (table) =>
      db.selectValues(`SELECT name FROM pragma_table_info(?)`, [table]).map(String),
    );
  } finally {
    db.close();
  }
}

describe('the sync tables as declared, against the client migrations', () => {
  it('has every declared column in the migrated database', async () => {
    expect(await missingAfter(clientMigrations)).toEqual([]);
  });

  it('names the table and column when a migration leaves a declared column out', async () => {
    const forgotten = 'ALTER TABLE inspectionBackups ADD COLUMN ownerSub TEXT;';
    const doctored = clientMigrations.map((migration) =>
      migration.sql.includes(forgotten)
        ? { ...migration, sql: migration.sql.replace(forgotten, '') }
        : migration,
    );
    expect(doctored).not.toEqual(clientMigrations);
    expect(await missingAfter(doctored)).toEqual(['inspectionBackups.ownerSub']);
  });
});
