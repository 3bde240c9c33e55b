import { describe, expect, it } from 'vitest';
import { NEW_BUCKET_OBSERVATIONS as IDS, entryByIdentifier } from '../../rules/index.ts';
import { openFleetDb } from './fleet-db.fixture.ts';
import { FLEET } from './fleet.fixture.ts';
import { EngineError } from '../engine-error.ts';
import { createBucket } from './new-bucket-create.ts';
import { newBucketOptions } from './new-bucket-options.ts';

const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name);

describe('newBucketOptions (cascading selection)', () => {
  it('lists customers and sites that have machines or mine locations, and the site machines by name', async () => {
    const { kysely } = await openFleetDb();
    const none = await newBucketOptions(kysely, { customerId: null, siteId: null });
    expect(names(none.customers)).toEqual(['Bowen Coal', 'Pilbara Iron']);
    expect(none.sites).toEqual([]);
    expect(none.machines).toEqual([]);
    expect(names(none.manufacturers)).toEqual(['Caterpillar', 'ESCO', 'Komatsu']);
    expect(names(none.fitments)).toEqual(['Cat Advansys', 'ESCO Ultralok']);
    const pilbara = await newBucketOptions(kysely, { customerId: FLEET.customers.pilbara, siteId: null });
    expect(names(pilbara.sites)).toEqual(['Karratha North', 'Tom Price']);
    const karratha = await newBucketOptions(kysely, {
      customerId: FLEET.customers.pilbara,
      siteId: FLEET.sites.karratha,
    });
    expect(names(karratha.machines)).toEqual(['EX-204', 'Zeta 9']);
    expect(names(karratha.mineLocations)).toEqual(['North Yard']);
  });
});

const form = {
  customerId: FLEET.customers.pilbara,
  siteId: FLEET.sites.karratha,
  assetId: FLEET.assets.ex204,
  mineLocationId: null,
  customerBucketName: '  New Dipper ',
  manufacturerId: null,
  partNumber: 'P-100',
  configurationId: FLEET.fitments.ultralok,
  capitalIndexNumber: 'CI-9',
  serialNumber: 'SN-1',
  installDate: '2026-11-20',
  machineHours: '12500',
};

describe('createBucket (the eight-step flow)', () => {
  it('creates the bucket with the parts of its fitment, the inspection and every observation, with the outbox', async () => {
    const { kysely } = await openFleetDb();
    const result = await createBucket(kysely, form, 'Ana Inspector', new Date('2026-11-21T01:02:03Z'));
    const bucket = await kysely
      .selectFrom('equipments')
      .selectAll()
      .where('externalId', '=', result.bucketExternalId)
      .executeTakeFirstOrThrow();
    expect(bucket).toMatchObject({
      id: null,
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      parentAssetId: null,
      equipmentCategory: 'Bucket',
      equipmentCategoryId: 2,
      equipmentType: 'Bucket',
      equipmentTypeId: 4,
      name: 'New Dipper',
      manufacturerId: FLEET.partManufacturers.esco, // the fitment's part manufacturer, none was chosen
      configurationId: FLEET.fitments.ultralok,
      serialNumber: 'SN-1',
      partNumber: 'P-100',
      capitalIndexNumber: 'CI-9',
      installDate: '2026-11-20',
      effectiveDate: '2026-11-21T01:02:03.000Z',
    });
    const parts = await kysely
      .selectFrom('equipmentParts')
      .select(['partId', 'position', 'locationId', 'locationName', 'externalEquipmentId'])
      .orderBy('partId')
      .orderBy('position')
      .execute();
    expect(parts).toEqual([
      {
        partId: 701,
        position: 1,
        locationId: 1,
        locationName: 'Left',
        externalEquipmentId: result.bucketExternalId,
      },
      {
        partId: 701,
        position: 2,
        locationId: 2,
        locationName: 'Right',
        externalEquipmentId: result.bucketExternalId,
      },
      {
        partId: 702,
        position: 1,
        locationId: 1,
        locationName: 'Left',
        externalEquipmentId: result.bucketExternalId,
      },
    ]);
    const inspection = await kysely
      .selectFrom('inspections')
      .selectAll()
      .where('externalId', '=', result.inspectionExternalId)
      .executeTakeFirstOrThrow();
    expect(inspection).toMatchObject({
      assetId: FLEET.assets.ex204,
      siteId: FLEET.sites.karratha,
      equipmentExternalId: result.bucketExternalId,
      inspectorName: 'Ana Inspector',
      completed: 0,
    });
    const observations = await kysely
      .selectFrom('observations')
      .select(['observableItem', 'observableItemId', 'value', 'dataLevelId', 'entityId', 'entityExternalId'])
      .execute();
    const byPath = Object.fromEntries(observations.map((o) => [o.observableItem, o]));
    expect(Object.fromEntries(observations.map((o) => [o.observableItem, o.value]))).toEqual({
      [IDS.isChangeOut]: 'true',
      [IDS.isNew]: 'true',
      [IDS.changeOutFrom]: FLEET.buckets.ex204,
      [IDS.externalId]: result.bucketExternalId,
      [IDS.installDate]: '2026-11-20',
      [IDS.machineHours]: '12500',
      [IDS.customer]: 'Pilbara Iron',
      [IDS.site]: 'Karratha North',
      [IDS.machine]: 'EX-204',
      [IDS.capitalIndexNumber]: 'CI-9',
      [IDS.customerBucketName]: 'New Dipper',
      [IDS.fitment]: 'ESCO Ultralok',
      [IDS.manufacturer]: 'ESCO',
      [IDS.partNumber]: 'P-100',
      [IDS.serialNumber]: 'SN-1',
    });
    expect(byPath[IDS.machine]).toMatchObject({ dataLevelId: 1, entityId: FLEET.assets.ex204 });
    expect(byPath[IDS.serialNumber]).toMatchObject({
      dataLevelId: 2,
      entityId: null,
      entityExternalId: result.bucketExternalId,
      observableItemId: entryByIdentifier(IDS.serialNumber)?.id,
    });
    const outbox = await kysely.selectFrom('outbox').select('entityType').execute();
    expect(outbox.map((o) => o.entityType)).toEqual([
      'equipment',
      'inspection',
      'inspectionCategoryType',
      ...observations.map(() => 'observation'),
    ]);
  });

  it('creates a bucket in a mine location: no changeout source, the yard as placement', async () => {
    const { kysely } = await openFleetDb();
    await createBucket(
      kysely,
      {
        ...form,
        assetId: null,
        mineLocationId: FLEET.mineLocations.northYard,
        manufacturerId: 2,
        installDate: ' ',
      },
      'Ana',
    );
    const observations = await kysely
      .selectFrom('observations')
      .select(['observableItem', 'value', 'dataLevelId'])
      .execute();
    const paths = observations.map((o) => o.observableItem);
    expect(paths).not.toContain(IDS.changeOutFrom);
    expect(paths).not.toContain(IDS.machine);
    expect(paths).not.toContain(IDS.installDate);
    expect(observations.find((o) => o.observableItem === IDS.mineLocation)).toEqual({
      observableItem: IDS.mineLocation,
      value: 'North Yard',
      dataLevelId: 4,
    });
    expect(observations.find((o) => o.observableItem === IDS.manufacturer)?.value).toBe('Caterpillar');
  });

  it("fails with invalid-input and each field's exact message, and writes nothing", async () => {
    const { kysely } = await openFleetDb();
    const failure = createBucket(
      kysely,
      { ...form, customerBucketName: '   ', assetId: null, machineHours: '12.5', configurationId: null },
      'Ana',
    );
    await expect(failure).rejects.toBeInstanceOf(EngineError);
    await expect(failure).rejects.toMatchObject({
      code: 'invalid-input',
      details: {
        step: 'validation',
        fields: {
          configurationId: 'GET Fitment is required',
          customerBucketName: 'Customer Bucket Name is required',
          assetId: 'Machine or Mine Location is required',
          mineLocationId: 'Machine or Mine Location is required',
          machineHours: expect.any(String),
        },
      },
    });
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ assetId: 999 }, 'placement', 'Asset not found'],
    [{ assetId: null, mineLocationId: 999 }, 'placement', 'Mine Location not found'],
    [
      { configurationId: FLEET.fitments.advansys, manufacturerId: null },
      'manufacturer',
      'Manufacturer not found',
    ],
  ])('stops with the spec message when %o', async (change, step, message) => {
    const { kysely } = await openFleetDb();
    await expect(createBucket(kysely, { ...form, ...change }, 'Ana')).rejects.toMatchObject({
      code: 'not-found',
      message,
      details: { step },
    });
    expect(await kysely.selectFrom('equipments').selectAll().where('id', 'is', null).execute()).toEqual([]);
  });

  it("says 'Creating Inspection failed' and keeps nothing when the inspection cannot be written", async () => {
    const { kysely, serial } = await openFleetDb();
    serial.db.exec(
      `CREATE TRIGGER no_inspections BEFORE INSERT ON inspections BEGIN SELECT RAISE(ABORT, 'no'); END`,
    );
    await expect(createBucket(kysely, form, 'Ana')).rejects.toMatchObject({
      code: 'internal',
      message: 'Creating Inspection failed',
      details: { step: 'inspection' },
    });
    expect(await kysely.selectFrom('equipments').selectAll().where('id', 'is', null).execute()).toEqual([]);
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
