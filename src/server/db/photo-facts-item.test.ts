import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observableItemSeeds } from '../../rules/catalogue.ts';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { readMigrations } from './migrate.ts';

// migrations/server/0023: a database seeded before a photo's caption, time and place (decision 0063) gets their
// observable item, so a device's save of a photo's facts is not refused for an unknown item.

describe.each(BACKENDS)('the photo facts observable item on $name', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(backend, await makeTempDir('inspect-photo-facts-'));
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.dispose();
  });

  const stored = async () =>
    (
      await sql<{ id: number; identifier: string; dataTypeId: number; isCollection: boolean }>`
        SELECT id, identifier, data_type_id, is_collection FROM observable_items
        WHERE identifier = 'Photo.Facts'`.execute(test.database.db)
    ).rows;

  it('is added to a database seeded without it, as the catalogue seeds it', async () => {
    const seeded = observableItemSeeds().find((i) => i.identifier === 'Photo.Facts');
    const expected = [{ id: seeded?.id, identifier: 'Photo.Facts', dataTypeId: 1, isCollection: true }];
    expect(await stored()).toEqual(expected);
    await sql`DELETE FROM observable_items WHERE identifier = 'Photo.Facts'`.execute(test.database.db);
    const migration = (await readMigrations()).find((m) => m.name === 'photo_facts');
    await sql.raw(migration?.sql ?? '').execute(test.database.db);
    expect(await stored()).toEqual(expected);
  });
});
