import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface TestInspection {
  readonly inspectionExternalId: string;
  readonly categoryTypeExternalId: string;
}

/** An in-progress inspection with its default category type, as a test's starting point. */
export async function insertTestInspection(db: Kysely<Database>, assetId = 101): Promise<TestInspection> {
  const inspectionExternalId = crypto.randomUUID();
  const categoryTypeExternalId = crypto.randomUUID();
  await db
    .insertInto('inspections')
    .values({
      externalId: inspectionExternalId,
      name: `Asset ${assetId}`,
      assetId,
      siteId: 21,
      inspectionDate: '2026-11-21T08:00:00.000Z',
      inspectorName: 'Ana Inspector',
      isSynced: 1,
    })
    .execute();
  await db
    .insertInto('inspectionCategoryTypes')
    .values({
      externalId: categoryTypeExternalId,
      inspectionExternalId,
      categoryId: 1,
      category: 'All Categories',
      typeId: 1,
      type: 'AllTypes',
      isSynced: 1,
    })
    .execute();
  return { inspectionExternalId, categoryTypeExternalId };
}
