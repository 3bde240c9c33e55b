import { describe, expect, it } from 'vitest';
import { openFleetDb } from './fleet-db.fixture.ts';
import { FLEET } from './fleet.fixture.ts';
import { inspectionContents } from './inspection-contents.ts';
import { startInspection } from './inspection-start.ts';

describe('startInspection (choosing an entry on Select Machine or Bucket)', () => {
  it('creates an inspection in progress on the machine with the default category and type, and its outbox entries', async () => {
    const { kysely } = await openFleetDb();
    const created = await startInspection(
      kysely,
      { kind: 'machine', assetId: FLEET.assets.ex204 },
      'Ana Inspector',
    );
    const inspection = await kysely
      .selectFrom('inspections')
      .selectAll()
      .where('externalId', '=', created.externalId)
      .executeTakeFirstOrThrow();
    expect(inspection).toMatchObject({
      id: null,
      name: 'EX-204',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      equipmentExternalId: null,
      inspectionStatus: 'In Progress',
      inspectionStatusId: 1,
      inspectionDate: created.inspectionDate,
      completed: 0,
      reopened: 0,
      inspectorName: 'Ana Inspector',
      isSynced: 0,
    });
    const categoryTypes = await kysely.selectFrom('inspectionCategoryTypes').selectAll().execute();
    expect(categoryTypes).toEqual([
      expect.objectContaining({
        externalId: created.inspectionCategoryTypes[0]?.externalId,
        inspectionExternalId: created.externalId,
        categoryId: 1,
        category: 'All Categories',
        typeId: 1,
        type: 'AllTypes',
        isSynced: 0,
      }),
    ]);
    const outbox = await kysely
      .selectFrom('outbox')
      .select(['entityType', 'entityExternalId', 'operation'])
      .execute();
    expect(outbox).toEqual([
      { entityType: 'inspection', entityExternalId: created.externalId, operation: 'upsert' },
      {
        entityType: 'inspectionCategoryType',
        entityExternalId: created.inspectionCategoryTypes[0]?.externalId,
        operation: 'upsert',
      },
    ]);
  });

  it('inspects a bucket on its own where it is kept: a yard inspection named by the bucket tapped', async () => {
    const { kysely } = await openFleetDb();
    const created = await startInspection(
      kysely,
      { kind: 'bucket', equipmentExternalId: FLEET.buckets.spareA },
      'Ana Inspector',
    );
    const contents = await inspectionContents(kysely, created.externalId);
    expect(contents).toMatchObject({
      assetId: null,
      mineLocationId: FLEET.mineLocations.northYard,
      title: 'Spare Bucket A',
      customerName: 'Pilbara Iron',
      siteName: 'Karratha North',
      hasUndercarriage: false,
      bucket: { externalId: FLEET.buckets.spareA, name: 'Spare Bucket A' },
    });
  });

  it('uses -1 for a default category or type the device does not know yet, and refuses unknown subjects', async () => {
    const { kysely, serial } = await openFleetDb();
    serial.db.exec('DELETE FROM inspectionCategories; DELETE FROM inspectionStatuses');
    const created = await startInspection(kysely, { kind: 'machine', assetId: FLEET.assets.sh07 }, 'Bo');
    const row = await kysely.selectFrom('inspectionCategoryTypes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ categoryId: -1, category: 'All Categories', typeId: 1 });
    expect(created.externalId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(startInspection(kysely, { kind: 'machine', assetId: 999 }, 'Bo')).rejects.toThrow(
      'Asset not found',
    );
    await expect(
      startInspection(kysely, { kind: 'bucket', equipmentExternalId: 'nope' }, 'Bo'),
    ).rejects.toThrow('Mine Location not found');
  });
});

describe('inspectionContents', () => {
  it("shows the machine's header, its undercarriage and its bucket", async () => {
    const { kysely } = await openFleetDb();
    const created = await startInspection(kysely, { kind: 'machine', assetId: FLEET.assets.ex204 }, 'Ana');
    expect(await inspectionContents(kysely, created.externalId)).toEqual({
      externalId: created.externalId,
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      title: 'EX-204',
      customerName: 'Pilbara Iron',
      siteName: 'Karratha North',
      // The small fleet's sites name no default unit: millimetres (decision 0071).
      siteLengthUnitId: null,
      inspectionDate: created.inspectionDate,
      completed: false,
      // Started here: this device's own (the server has not named an owner yet).
      ownedBy: null,
      hasUndercarriage: true,
      bucket: { externalId: FLEET.buckets.ex204, name: 'EX-204 Bucket' },
      deletedAndBack: null,
    });
  });

  it('knows a machine without undercarriage or bucket, and an unknown inspection', async () => {
    const { kysely } = await openFleetDb();
    const created = await startInspection(kysely, { kind: 'machine', assetId: FLEET.assets.zeta }, 'Ana');
    expect(await inspectionContents(kysely, created.externalId)).toMatchObject({
      hasUndercarriage: false,
      bucket: null,
    });
    expect(await inspectionContents(kysely, 'missing')).toBeUndefined();
  });
});
