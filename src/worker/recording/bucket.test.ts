import { describe, expect, it } from 'vitest';
import { catalogueId } from '../../rules/index.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET, openEx204 } from '../domain/fleet.fixture.ts';
import { newBucketOptions } from '../domain/new-bucket-options.ts';
import { addBucketToInspection } from './bucket-add.ts';
import { changeOutBucket } from './bucket-changeout.ts';
import { bucketMeasurementModel } from './bucket-measurement.ts';
import { bucketChoiceModel, bucketModel } from './bucket-model.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { completeBucketSpecifications } from './bucket-save.ts';
import { deletePhoto, recordPhoto } from './record-photo.ts';
import { recordValue } from './record-value.ts';
import type { WriteTarget } from './write-target.ts';

/** A bucket field's value, addressed as the bucket screens address it. */
const saveBucketField = (
  db: Parameters<typeof recordValue>[0],
  input: {
    inspectionExternalId: string;
    bucketExternalId: string;
    identifier: string;
    value: string | null;
    partExternalIds?: string[];
  },
) => {
  const { bucketExternalId, partExternalIds, ...rest } = input;
  const target: WriteTarget = {
    kind: 'bucket',
    bucketExternalId,
    ...(partExternalIds ? { partExternalIds } : {}),
  };
  return recordValue(db, { ...rest, target });
};

const current = testUuid('c', 3);
const yard = testUuid('c', 4);
const { ex204, spareA } = FLEET.buckets;
const TEETH = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength';
const toothA = 'b1000000-0000-4000-8000-000000000951';
const toothB = 'b1000000-0000-4000-8000-000000000952';

async function setup() {
  const open = await openFleetDb([
    openEx204(current),
    {
      externalId: yard,
      name: 'North Yard',
      assetId: null,
      mineLocationId: FLEET.mineLocations.northYard,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T08:00:00Z',
      completed: false,
      inspectorName: 'Bo',
    },
  ]);
  // Two teeth on the machine's bucket, measured against a 540 mm baseline with 210 mm of wear allowed.
  open.serial.db.exec(`
    INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position) VALUES
      ('${toothA}', 951, 9003, '${ex204}', 701, 1), ('${toothB}', 952, 9003, '${ex204}', 701, 2);
    INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('b1000000-0000-4000-8000-000000000961', 961, 701, 4, ${catalogueId(TEETH)}, 540, -210);
    INSERT INTO observableActionTypes (id, name, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 1, NULL), (2, 'MonitorMaintenance', 2, NULL), (3, 'ChangeoutImmediately', 4, NULL);
    INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 961, 0, 1), (2, 961, 50, 2), (3, 961, 100, 3);
  `);
  return open.kysely;
}

describe('bucket recording', () => {
  it('sees the machine’s bucket, its teeth by part type, and what can replace it', async () => {
    const db = await setup();
    const choice = await bucketChoiceModel(db, current);
    expect(choice.bucket?.externalId).toBe(ex204);
    expect(choice.spares.map((s) => s.name)).toEqual(['Spare Bucket A']);
    expect(choice.mineLocations.map((l) => l.name)).toEqual(['North Yard']);
    const model = await bucketModel(db, current, ex204);
    expect(model.positions.filter((p) => p.getType === 'Teeth').map((p) => p.position)).toEqual([1, 2]);
  });

  it('offers the manufacturers New Bucket offers (the asset manufacturers)', async () => {
    const db = await setup();
    const { manufacturers } = await newBucketOptions(db, { customerId: null, siteId: null });
    const model = await bucketModel(db, current, ex204);
    expect(model.options.manufacturers).toEqual(['Caterpillar', 'ESCO', 'Komatsu']);
    expect(model.options.manufacturers).toEqual(manufacturers.map((m) => m.name));
  });

  it('refuses a bucket of another machine or yard', async () => {
    const db = await setup();
    await expect(bucketModel(db, current, FLEET.buckets.spareB)).rejects.toThrow('Equipment not found');
  });

  it('records one observation on several positions at once, and a worn length judged on its dimension', async () => {
    const db = await setup();
    await saveBucketField(db, {
      inspectionExternalId: current,
      bucketExternalId: ex204,
      identifier: 'Bucket.GroundEngagingTools.Teeth.Part.Condition',
      value: 'Monitor',
      partExternalIds: [toothA, toothB],
    });
    await saveBucketField(db, {
      inspectionExternalId: current,
      bucketExternalId: ex204,
      identifier: TEETH,
      value: '400',
      partExternalIds: [toothA],
    });
    const model = await bucketModel(db, current, ex204);
    const [a, b] = model.positions;
    expect(a?.values['Bucket.GroundEngagingTools.Teeth.Part.Condition']?.value).toBe('Monitor');
    expect(b?.values['Bucket.GroundEngagingTools.Teeth.Part.Condition']?.value).toBe('Monitor');
    expect(a?.status).toMatchObject({ measurement: 400, wearPercent: 66.7, status: 'MonitorMaintenance' });
    // Tooth B is not measured, but its condition Monitor calls for Monitor / Maintenance (decision 0023).
    expect(b?.status).toMatchObject({ measurement: null, wearPercent: null, status: 'MonitorMaintenance' });
    const measured = await bucketMeasurementModel(db, {
      inspectionExternalId: current,
      bucketExternalId: ex204,
      identifier: TEETH,
      partExternalId: toothA,
      onPart: true,
    });
    expect(measured.judgement.now).toMatchObject({ status: 'MonitorMaintenance' });
    expect(measured.value?.value).toBe('400');
  });

  it('records what a tooth showed chosen (Good, Same parts) once it is measured, on that tooth only', async () => {
    const db = await setup();
    const at = { inspectionExternalId: current, bucketExternalId: ex204 };
    const condition = 'Bucket.GroundEngagingTools.Teeth.Part.Condition';
    const changeout = 'Bucket.GroundEngagingTools.Teeth.Part.Changeout';
    await saveBucketField(db, { ...at, identifier: TEETH, value: '400', partExternalIds: [toothA] });
    const [a, b] = (await bucketModel(db, current, ex204)).positions;
    expect(a?.values[condition]?.value).toBe('Good');
    expect(a?.values[changeout]?.value).toBe('NO');
    expect(b?.values[condition]).toBeUndefined();
    // Each default goes to the server like any value: the worn length and the two defaults, one outbox entry each.
    expect(await db.selectFrom('outbox').select('entityType').execute()).toHaveLength(3);
    // A choice made is never replaced by a default: changing the worn length leaves Monitor as chosen.
    await saveBucketField(db, { ...at, identifier: condition, value: 'Monitor', partExternalIds: [toothB] });
    await saveBucketField(db, { ...at, identifier: TEETH, value: '410', partExternalIds: [toothB] });
    const again = (await bucketModel(db, current, ex204)).positions[1];
    expect(again?.values[condition]?.value).toBe('Monitor');
    expect(again?.values[changeout]?.value).toBe('NO');
  });

  it('checks a quantity against the fitment, records the default changeout on completion, and says so in the statuses', async () => {
    const db = await setup();
    const at = { inspectionExternalId: current, bucketExternalId: ex204 };
    const qty = 'Bucket.GroundEngagingTools.Teeth.Quantity';
    // The bucket's fitment has two teeth.
    await expect(saveBucketField(db, { ...at, identifier: qty, value: '3' })).rejects.toThrow(
      "Qty cannot be more than 2: this bucket's fitment has 2 teeth",
    );
    await expect(saveBucketField(db, { ...at, identifier: qty, value: '0' })).rejects.toThrow(
      'Qty must be a whole number of at least 1',
    );
    await saveBucketField(db, { ...at, identifier: qty, value: '2' });
    await saveBucketField(db, {
      ...at,
      identifier: 'Bucket.GroundEngagingTools.Teeth.Completed',
      value: '2026-10-01T09:00:00.000Z',
    });
    const model = await bucketModel(db, current, ex204);
    // recording spec §4: same parts is NO; shown selected by default, so recorded when the screen is completed.
    expect(model.values['Bucket.GroundEngagingTools.Teeth.Changeout']?.value).toBe('NO');
    expect(model.statuses.partTypes).toEqual({ Teeth: 'completed' });
    expect(model.statuses.get).toBe('completed');
    expect(model.statuses.specifications).toBe('notStarted');
    expect(model.statuses.overall).toBe('inProgress');
  });

  it('records the positions a part type is completed without, and forgets them once all are measured', async () => {
    const db = await setup();
    const at = { inspectionExternalId: current, bucketExternalId: ex204 };
    await saveBucketField(db, { ...at, identifier: TEETH, value: '400', partExternalIds: [toothA] });
    const complete = () =>
      saveBucketField(db, {
        ...at,
        identifier: 'Bucket.GroundEngagingTools.Teeth.Completed',
        value: '2026-10-01T09:00:00.000Z',
      });
    await complete();
    let model = await bucketModel(db, current, ex204);
    expect(model.values['Bucket.GroundEngagingTools.Teeth.NotInspected']?.value).toBe('Position 2');
    const queued = await db
      .selectFrom('outbox')
      .select('seq')
      .where(
        'entityExternalId',
        '=',
        model.values['Bucket.GroundEngagingTools.Teeth.NotInspected']?.externalId ?? '',
      )
      .execute();
    expect(queued).toHaveLength(1);
    await saveBucketField(db, { ...at, identifier: TEETH, value: '420', partExternalIds: [toothB] });
    await complete();
    model = await bucketModel(db, current, ex204);
    expect(model.values['Bucket.GroundEngagingTools.Teeth.NotInspected']).toBeUndefined();
  });

  it('completes the specifications with what the screen showed pre-filled, once nothing is left blank', async () => {
    const db = await setup();
    const at = { inspectionExternalId: current, bucketExternalId: ex204 };
    await expect(completeBucketSpecifications(db, at)).rejects.toThrow(
      "Fill in Manufacturer, Bucket Part Number (P/N), Capital Item (CI) Number, Customer's Bucket Serial Number first",
    );
    await saveBucketField(db, { ...at, identifier: 'Bucket.Specifications.Manufacturer', value: 'ESCO' });
    await db
      .updateTable('equipments')
      .set({ partNumber: 'P-100', capitalIndexNumber: 'CI-7', serialNumber: 'SN-88231' })
      .where('externalId', '=', ex204)
      .execute();
    await completeBucketSpecifications(db, at);
    const after = await bucketModel(db, current, ex204);
    expect(after.values['Bucket.Specifications.CustomerBucketName']?.value).toBe('EX-204 Bucket');
    expect(after.values['Bucket.Specifications.SerialNumber']?.value).toBe('SN-88231');
    expect(after.statuses.specifications).toBe('completed');
  });

  it('changes the bucket out: the old one to a yard, the new one onto the machine, with the outbox', async () => {
    const db = await setup();
    await recordValue(db, {
      target: { kind: 'inspection' },
      inspectionExternalId: current,
      identifier: 'Operation.TotalMachineHours',
      value: '5000',
    });
    const change = {
      inspectionExternalId: current,
      fromExternalId: ex204,
      toExternalId: spareA,
      date: '2026-10-01',
      mineLocationId: FLEET.mineLocations.northYard,
    };
    await expect(changeOutBucket(db, { ...change, hours: '6000' })).rejects.toThrow(
      'Bucket Changeout cannot be greater than 5000',
    );
    await expect(changeOutBucket(db, { ...change, date: '2026-10-02', hours: '4000' })).rejects.toThrow(
      'Date cannot be in the future',
    );
    expect(
      await db.selectFrom('outbox').select('seq').where('entityType', '=', 'equipment').execute(),
    ).toEqual([]);
    await changeOutBucket(db, { ...change, hours: '4000' });
    const rows = await db
      .selectFrom('equipments')
      .select(['externalId', 'assetId', 'mineLocationId'])
      .where('externalId', 'in', [ex204, spareA])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { externalId: ex204, assetId: null, mineLocationId: FLEET.mineLocations.northYard },
      { externalId: spareA, assetId: FLEET.assets.ex204, mineLocationId: null },
    ]);
    const queued = await db.selectFrom('outbox').select(['entityType', 'entityExternalId']).execute();
    expect(queued.filter((e) => e.entityType === 'equipment').map((e) => e.entityExternalId)).toEqual([
      ex204,
      spareA,
    ]);
    expect((await bucketChoiceModel(db, current)).bucket?.externalId).toBe(spareA);
    const values = await db
      .selectFrom('observations')
      .select(['observableItem', 'value', 'entityExternalId'])
      .where('observableItem', 'like', 'Bucket.%')
      .execute();
    expect(values).toEqual(
      expect.arrayContaining([
        { observableItem: 'Bucket.Changeout.Checked', value: 'true', entityExternalId: ex204 },
        { observableItem: 'Bucket.Changeout.Hours', value: '4000', entityExternalId: ex204 },
        { observableItem: 'Bucket.Rotation.ChangeToExternalId', value: spareA, entityExternalId: ex204 },
      ]),
    );
  });

  it('adds a bucket in a yard inspection, recorded at the mine-location level', async () => {
    const db = await setup();
    const added = await addBucketToInspection(db, yard, {
      customerBucketName: 'Yard Dipper',
      configurationId: FLEET.fitments.ultralok,
      machineHours: '10',
    });
    expect(added.changeOutFrom).toBeNull();
    const bucket = await db
      .selectFrom('equipments')
      .select(['assetId', 'mineLocationId', 'manufacturerId'])
      .where('externalId', '=', added.bucketExternalId)
      .executeTakeFirstOrThrow();
    expect(bucket).toEqual({
      assetId: null,
      mineLocationId: FLEET.mineLocations.northYard,
      manufacturerId: FLEET.partManufacturers.esco,
    });
    await saveBucketField(db, {
      inspectionExternalId: yard,
      bucketExternalId: added.bucketExternalId,
      identifier: 'Bucket.Summary.Condition',
      value: 'Good',
    });
    const summary = await db
      .selectFrom('observations')
      .select(['dataLevelId', 'entityId'])
      .where('observableItem', '=', 'Bucket.Summary.Condition')
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({ dataLevelId: 4, entityId: FLEET.mineLocations.northYard });
    const model = await bucketModel(db, yard, added.bucketExternalId);
    expect(model.values['Bucket.Specifications.Manufacturer']?.value).toBe('ESCO');
    expect(model.positions).toHaveLength(3);
  });

  it('stores photos chosen together in the order they came, when the first one is kept as received last', async () => {
    const db = await setup();
    const memory = createMemoryPhotoFiles();
    // The first photo's received copy is written only once the second one's is: the slower write of a busy device.
    let secondKept: () => void = () => undefined;
    const secondWritten = new Promise<void>((resolve) => {
      secondKept = resolve;
    });
    const files = {
      ...memory,
      writeReceived: async (name: string, data: Blob) => {
        if ((await data.text()) === 'first') await secondWritten;
        await memory.writeReceived(name, data);
        if ((await data.text()) === 'second') secondKept();
      },
    };
    const deps = { db, files, compress: async (blob: Blob) => ({ photo: blob, thumbnail: blob }) };
    const add = (text: string) =>
      recordPhoto(deps, {
        inspectionExternalId: current,
        target: { kind: 'bucket', bucketExternalId: ex204 },
        identifier: 'Bucket.WearKit.HeelShrouds.Photos',
        image: new Blob([text], { type: 'image/jpeg' }),
      });
    const [first, second] = await Promise.all([add('first'), add('second')]);
    const shown = (await bucketModel(db, current, ex204)).photos['Bucket.WearKit.HeelShrouds.Photos'] ?? [];
    expect(shown.map((p) => p.externalId)).toEqual([
      first.observationExternalId,
      second.observationExternalId,
    ]);
  });

  it('keeps several photos of a bucket field on the bucket, and deletes one with its file', async () => {
    const db = await setup();
    const files = createMemoryPhotoFiles();
    const deps = { db, files, compress: async (blob: Blob) => ({ photo: blob, thumbnail: blob }) };
    const add = () =>
      recordPhoto(deps, {
        inspectionExternalId: current,
        target: { kind: 'bucket', bucketExternalId: ex204 },
        identifier: 'Bucket.WearKit.HeelShrouds.Photos',
        image: new Blob(['jpeg'], { type: 'image/jpeg' }),
      });
    const first = await add();
    await add();
    const model = await bucketModel(db, current, ex204);
    expect(model.photos['Bucket.WearKit.HeelShrouds.Photos']).toHaveLength(2);
    // A photo touches the heel shrouds: the condition and changeout their screen shows are recorded with it.
    expect(model.values['Bucket.WearKit.HeelShrouds.Condition']?.value).toBe('Good');
    expect(model.values['Bucket.WearKit.HeelShrouds.Changeout']?.value).toBe('NO');
    await deletePhoto(deps, current, first.observationExternalId);
    expect((await bucketModel(db, current, ex204)).photos['Bucket.WearKit.HeelShrouds.Photos']).toHaveLength(
      1,
    );
    expect(files.files.size).toBe(1);
    await expect(
      recordPhoto(deps, {
        inspectionExternalId: current,
        target: { kind: 'bucket', bucketExternalId: ex204 },
        identifier: 'Operation.TotalMachineHours',
        image: new Blob(['jpeg'], { type: 'image/jpeg' }),
      }),
    ).rejects.toThrow('Not a bucket field');
  });
});
