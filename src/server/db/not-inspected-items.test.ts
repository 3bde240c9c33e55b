import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observableItemSeeds } from '../../rules/catalogue.ts';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { readMigrations } from './migrate.ts';

// migrations/server/0016: a database seeded before the "not inspected" items gets them, so a device's save
// of a list completed with entries not done is not refused for an unknown observable item.

describe.each(BACKENDS)('the not-inspected observable items on $name', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(backend, await makeTempDir('inspect-not-inspected-'));
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.dispose();
  });

  const stored = async () =>
    (
      await sql<{ id: number; identifier: string }>`
        SELECT id, identifier FROM observable_items WHERE identifier LIKE '%.NotInspected' ORDER BY id`.execute(
        test.database.db,
      )
    ).rows;

  it('are added to a database seeded without them, as the catalogue seeds them', async () => {
    const expected = observableItemSeeds()
      .filter((i) => i.identifier.endsWith('.NotInspected'))
      .map((i) => ({ id: i.id, identifier: i.identifier }))
      .sort((a, b) => a.id - b.id);
    expect(expected).toHaveLength(20);
    expect(await stored()).toEqual(expected);
    await sql`DELETE FROM observable_items WHERE identifier LIKE '%.NotInspected'`.execute(test.database.db);
    const migration = (await readMigrations()).find((m) => m.name === 'not_inspected_items');
    await sql.raw(migration?.sql ?? '').execute(test.database.db);
    expect(await stored()).toEqual(expected);
  });
});
