import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { insertTestInspection } from '../testing/inspection-fixture.ts';
import { ObservationError, saveObservation } from './save-observation.ts';

async function setup() {
  const open = await openMemoryDb();
  const inspection = await insertTestInspection(open.kysely);
  const save = (input: Omit<Parameters<typeof saveObservation>[1], 'categoryTypeExternalId'>) =>
    open.kysely
      .transaction()
      .execute((trx) =>
        saveObservation(trx, { categoryTypeExternalId: inspection.categoryTypeExternalId, ...input }),
      );
  const outbox = () =>
    open.kysely
      .selectFrom('outbox')
      .select(['entityType', 'operation', 'entityExternalId'])
      .orderBy('seq')
      .execute();
  return { ...open, ...inspection, save, outbox };
}

describe('saveObservation', () => {
  it('stores the value with its catalogue item, marks it and the inspection unsynced, and enqueues it', async () => {
    const { kysely, save, outbox, inspectionExternalId } = await setup();
    const saved = await save({ identifier: 'Operation.TotalMachineHours', value: '12500', entityId: 101 });
    const row = await kysely.selectFrom('observations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      externalId: saved.externalId,
      observableItem: 'Operation.TotalMachineHours',
      value: '12500',
      dataLevelId: 1,
      entityId: 101,
      isSynced: 0,
    });
    expect(await kysely.selectFrom('inspections').select('isSynced').executeTakeFirst()).toEqual({
      isSynced: 0,
    });
    expect(await outbox()).toEqual([
      { entityType: 'observation', operation: 'upsert', entityExternalId: saved.externalId },
    ]);
    expect(saved.inspectionExternalId).toBe(inspectionExternalId);
  });

  it('changes the same observation when saved again, with one outbox entry per change', async () => {
    const { kysely, save, outbox } = await setup();
    const first = await save({ identifier: 'Operation.Tonnage', value: '10', entityId: 101 });
    const second = await save({ identifier: 'Operation.Tonnage', value: '11', entityId: 101 });
    expect(second.externalId).toBe(first.externalId);
    expect(await kysely.selectFrom('observations').select('value').execute()).toEqual([{ value: '11' }]);
    expect(await outbox()).toHaveLength(2);
  });

  it('marks the inspection unsynced once: a later save leaves its row alone and its readers untold', async () => {
    const { serial, save } = await setup();
    const told: string[][] = [];
    serial.onChange((tables) => told.push([...tables].sort()));
    await save({ identifier: 'Operation.Tonnage', value: '10', entityId: 101 });
    await save({ identifier: 'Operation.Tonnage', value: '11', entityId: 101 });
    expect(told).toEqual([
      ['inspections', 'observations', 'outbox'],
      ['observations', 'outbox'],
    ]);
  });

  it('adds a new observation for each photo of a multi-photo field', async () => {
    const { kysely, save } = await setup();
    await save({
      identifier: 'Undercarriage.Left.SideFrame.Photos',
      value: 'a.jpg',
      entityExternalId: 'side-left',
    });
    await save({
      identifier: 'Undercarriage.Left.SideFrame.Photos',
      value: 'b.jpg',
      entityExternalId: 'side-left',
    });
    expect(await kysely.selectFrom('observations').select('value').orderBy('value').execute()).toEqual([
      { value: 'a.jpg' },
      { value: 'b.jpg' },
    ]);
  });

  it('deletes on null and enqueues the delete with what the server needs to find it', async () => {
    const { kysely, save, outbox } = await setup();
    const saved = await save({ identifier: 'Operation.Bcm', value: '5', entityId: 101 });
    await save({ identifier: 'Operation.Bcm', value: null, entityId: 101 });
    expect(await kysely.selectFrom('observations').selectAll().execute()).toEqual([]);
    expect((await outbox()).map((e) => e.operation)).toEqual(['upsert', 'delete']);
    const entry = await kysely
      .selectFrom('outbox')
      .select('payload')
      .where('operation', '=', 'delete')
      .executeTakeFirst();
    expect(JSON.parse(entry?.payload ?? '{}')).toMatchObject({
      externalId: saved.externalId,
      id: null,
      observableItemId: expect.any(Number),
      dataLevelId: 1,
    });
  });

  it('stores nothing when the item or the category type is unknown', async () => {
    const { kysely, save } = await setup();
    await expect(save({ identifier: 'No.Such.Item', value: '1' })).rejects.toThrow(
      new ObservationError('observationService.observableItem.empty'),
    );
    await expect(
      kysely.transaction().execute((trx) =>
        saveObservation(trx, {
          categoryTypeExternalId: 'missing',
          identifier: 'Operation.Bcm',
          value: '1',
        }),
      ),
    ).rejects.toThrow('Inspection Category Type not found');
    expect(await kysely.selectFrom('observations').selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
