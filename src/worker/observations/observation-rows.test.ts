import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { insertTestInspection } from '../testing/inspection-fixture.ts';
import {
  changeObservation,
  putObservation,
  removeInspectionObservations,
  removeObservation,
} from './observation-rows.ts';

// Each former way round the door (a new bucket's insert, a cancelled reopen's restore and delete, submit's stamp)
// now writes through these; each must leave its outbox entry, or the next save would not carry the change.

async function setup() {
  const open = await openMemoryDb();
  const inspection = await insertTestInspection(open.kysely);
  const row = {
    externalId: 'obs-1',
    id: null,
    categoryTypeId: null,
    categoryTypeExternalId: inspection.categoryTypeExternalId,
    observableItemId: 391519106,
    observableItem: 'Operation.TotalMachineHours',
    value: '12500',
    entityId: 101,
    entityExternalId: null,
    dataLevelId: 1,
    unitId: null,
    version: null,
    actionTypeId: null,
  };
  const outbox = () =>
    open.kysely
      .selectFrom('outbox')
      .select(['entityType', 'operation', 'entityExternalId', 'inspectionExternalId'])
      .orderBy('seq')
      .execute();
  const observations = () => open.kysely.selectFrom('observations').selectAll().execute();
  /** A row already synced from the server (id 77), as a completed inspection holds it. */
  const synced = () =>
    open.kysely
      .insertInto('observations')
      .values({ ...row, id: 77, isSynced: 1 })
      .execute();
  return { ...open, ...inspection, row, outbox, observations, synced };
}

describe('observation rows: every write with its outbox entry (decision 0025)', () => {
  it('a new row (a new bucket’s observation) is stored unsynced with its upsert entry', async () => {
    const { kysely, row, outbox, observations, inspectionExternalId } = await setup();
    await kysely.transaction().execute((trx) => putObservation(trx, inspectionExternalId, row));
    expect(await observations()).toEqual([{ ...row, isSynced: 0 }]);
    expect(await outbox()).toEqual([
      { entityType: 'observation', operation: 'upsert', entityExternalId: 'obs-1', inspectionExternalId },
    ]);
  });

  it('a restored row (a cancelled reopen) puts back every column, with its upsert entry', async () => {
    const { kysely, row, outbox, observations, synced, inspectionExternalId } = await setup();
    await synced();
    await kysely.updateTable('observations').set({ value: '13000', entityId: 102, dataLevelId: 2 }).execute();
    const backedUp = { ...row, id: 77 };
    await kysely.transaction().execute((trx) => putObservation(trx, inspectionExternalId, backedUp));
    expect(await observations()).toEqual([{ ...backedUp, isSynced: 0 }]);
    expect(await outbox()).toEqual([
      { entityType: 'observation', operation: 'upsert', entityExternalId: 'obs-1', inspectionExternalId },
    ]);
  });

  it('a value saved again changes only what it names and keeps the server id and entity', async () => {
    const { kysely, row, observations, synced, inspectionExternalId } = await setup();
    await synced();
    await kysely
      .transaction()
      .execute((trx) =>
        putObservation(
          trx,
          inspectionExternalId,
          { ...row, id: null, entityId: 999, value: '12600' },
          { value: '12600' },
        ),
      );
    expect(await observations()).toEqual([{ ...row, id: 77, entityId: 101, value: '12600', isSynced: 0 }]);
  });

  it('a stamped row (submit’s action and unit) changes those columns, unsynced, with its upsert entry', async () => {
    const { kysely, row, outbox, observations, synced, inspectionExternalId } = await setup();
    await synced();
    await kysely
      .transaction()
      .execute((trx) =>
        changeObservation(trx, inspectionExternalId, 'obs-1', { actionTypeId: 3, unitId: 5 }),
      );
    expect(await observations()).toEqual([{ ...row, id: 77, actionTypeId: 3, unitId: 5, isSynced: 0 }]);
    expect(await outbox()).toEqual([
      { entityType: 'observation', operation: 'upsert', entityExternalId: 'obs-1', inspectionExternalId },
    ]);
  });

  it('a removed row leaves a delete entry carrying what the server finds it by', async () => {
    const { kysely, row, outbox, observations, synced, inspectionExternalId } = await setup();
    await synced();
    await kysely
      .transaction()
      .execute((trx) => removeObservation(trx, inspectionExternalId, { ...row, id: 77 }));
    expect(await observations()).toEqual([]);
    expect(await outbox()).toEqual([
      { entityType: 'observation', operation: 'delete', entityExternalId: 'obs-1', inspectionExternalId },
    ]);
    const entry = await kysely.selectFrom('outbox').select('payload').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.payload ?? '{}')).toEqual({
      externalId: 'obs-1',
      id: 77,
      categoryTypeExternalId: row.categoryTypeExternalId,
      observableItemId: 391519106,
      dataLevelId: 1,
      entityId: 101,
      entityExternalId: null,
    });
  });

  it('an inspection’s rows go with it, leaving the inspection’s own delete entry to carry them', async () => {
    const { kysely, outbox, observations, synced, categoryTypeExternalId } = await setup();
    await synced();
    await kysely.transaction().execute((trx) => removeInspectionObservations(trx, [categoryTypeExternalId]));
    expect(await observations()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('a transaction that fails after the write keeps neither the row nor its entry', async () => {
    const { kysely, row, outbox, observations, inspectionExternalId } = await setup();
    await expect(
      kysely.transaction().execute(async (trx) => {
        await putObservation(trx, inspectionExternalId, row);
        throw new Error('the next step failed');
      }),
    ).rejects.toThrow('the next step failed');
    expect(await observations()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
