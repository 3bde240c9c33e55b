import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from './fleet-db.fixture.ts';
import { FLEET, categoryTypeIdOf } from './fleet.fixture.ts';
import {
  cancelReopen,
  deleteInspection,
  reopenInspection,
  submitInspection,
} from './inspection-lifecycle.ts';
import { rememberSignedInUser } from './inspection-owner.ts';

const id = testUuid('b', 1);
const categoryType = categoryTypeIdOf(id);

async function completedInspection() {
  const open = await openFleetDb([
    {
      externalId: id,
      name: 'EX-204',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T00:00:00Z',
      completed: true,
      inspectorName: 'Ana',
      isSynced: true,
    },
  ]);
  open.serial.db
    .exec(`INSERT INTO observations (externalId, id, categoryTypeExternalId, observableItemId, value, dataLevelId, isSynced)
    VALUES ('o-kept', 77, '${categoryType}', 5, 'before', 1, 1)`);
  return open;
}

describe('reopen and cancel (recording spec §4)', () => {
  it('reopens with a backup, and a cancel puts back exactly what was completed', async () => {
    const { kysely, serial } = await completedInspection();
    await reopenInspection(kysely, id);
    let inspection = await kysely.selectFrom('inspections').selectAll().executeTakeFirstOrThrow();
    expect(inspection).toMatchObject({ completed: 1, reopened: 1, isReopened: 1, isSynced: 0 });
    expect(await kysely.selectFrom('inspectionBackups').select('externalId').execute()).toEqual([
      { externalId: id },
    ]);

    // Edits after the reopen: a changed value and a new observation.
    serial.db.exec(`UPDATE observations SET value = 'after', isSynced = 0 WHERE externalId = 'o-kept'`);
    serial.db
      .exec(`INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, value, dataLevelId)
      VALUES ('o-new', '${categoryType}', 6, 'added', 1)`);

    await cancelReopen(kysely, id);
    inspection = await kysely.selectFrom('inspections').selectAll().executeTakeFirstOrThrow();
    expect(inspection).toMatchObject({ completed: 1, reopened: 0, isReopened: 0 });
    const observations = await kysely.selectFrom('observations').select(['externalId', 'value']).execute();
    expect(observations).toEqual([{ externalId: 'o-kept', value: 'before' }]);
    expect(await kysely.selectFrom('inspectionBackups').selectAll().execute()).toEqual([]);
    const outbox = await kysely
      .selectFrom('outbox')
      .select(['entityType', 'entityExternalId', 'operation'])
      .execute();
    expect(outbox).toEqual([
      { entityType: 'inspection', entityExternalId: id, operation: 'upsert' },
      { entityType: 'observation', entityExternalId: 'o-new', operation: 'delete' },
      { entityType: 'inspectionCategoryType', entityExternalId: categoryType, operation: 'upsert' },
      { entityType: 'observation', entityExternalId: 'o-kept', operation: 'upsert' },
      { entityType: 'inspection', entityExternalId: id, operation: 'upsert' },
    ]);
    const deleted = await kysely
      .selectFrom('outbox')
      .select('payload')
      .where('operation', '=', 'delete')
      .execute();
    expect(JSON.parse(deleted[0]?.payload ?? '{}')).toMatchObject({
      externalId: 'o-new',
      id: null,
      categoryTypeExternalId: categoryType,
      observableItemId: 6,
      dataLevelId: 1,
    });
  });

  it('refuses to reopen what is not completed, or cancel what was not reopened', async () => {
    const { kysely } = await completedInspection();
    await expect(cancelReopen(kysely, id)).rejects.toThrow('Only a reopened inspection can be cancelled.');
    await reopenInspection(kysely, id);
    await expect(reopenInspection(kysely, id)).rejects.toThrow(
      'Only a completed inspection can be reopened.',
    );
    await expect(reopenInspection(kysely, 'missing')).rejects.toThrow('Inspection not found');
  });
});

describe('deleteInspection', () => {
  it('deletes an inspection in progress with its categories and observations, and records the delete', async () => {
    const { kysely, serial } = await completedInspection();
    await expect(deleteInspection(kysely, id)).rejects.toThrow(
      'Only an inspection in progress can be deleted.',
    );
    serial.db.exec(`UPDATE inspections SET completed = 0`);
    await deleteInspection(kysely, id);
    expect(await kysely.selectFrom('inspections').selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom('inspectionCategoryTypes').selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom('observations').selectAll().execute()).toEqual([]);
    const outbox = await kysely.selectFrom('outbox').selectAll().execute();
    expect(outbox).toEqual([
      expect.objectContaining({ entityType: 'inspection', entityExternalId: id, operation: 'delete' }),
    ]);
    expect(JSON.parse(outbox[0]?.payload ?? '{}')).toEqual({ id: null, externalId: id });
  });
});

describe('submit (recording spec §4)', () => {
  it('marks a reopened inspection completed again, drops its backup and records the change; again changes nothing', async () => {
    const { kysely } = await completedInspection();
    await reopenInspection(kysely, id);
    await kysely.deleteFrom('outbox').execute();
    await submitInspection(kysely, id);
    expect(await kysely.selectFrom('inspections').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      completed: 1,
      reopened: 0,
      isReopened: 0,
      isSynced: 0,
    });
    expect(await kysely.selectFrom('inspectionBackups').selectAll().execute()).toEqual([]);
    const outbox = () => kysely.selectFrom('outbox').select(['entityType', 'entityExternalId']).execute();
    expect(await outbox()).toEqual([{ entityType: 'inspection', entityExternalId: id }]);
    await submitInspection(kysely, id);
    expect(await outbox()).toHaveLength(1);
  });

  it('stamps a reading with its unit and queues that observation in the submit itself', async () => {
    const { kysely, serial } = await openFleetDb([
      {
        externalId: id,
        name: 'EX-204',
        assetId: FLEET.assets.ex204,
        mineLocationId: null,
        siteId: FLEET.sites.karratha,
        inspectionDate: '2026-10-01T00:00:00Z',
        completed: false,
        inspectorName: 'Ana',
        isSynced: true,
      },
    ]);
    serial.db.exec(`INSERT INTO units (id, code, name, symbol) VALUES (9, 'H', 'Hours', 'h');
      INSERT INTO observations (externalId, id, categoryTypeExternalId, observableItemId, observableItem, value,
        entityId, dataLevelId, isSynced)
      VALUES ('o-hours', 41, '${categoryType}', 391519106, 'Operation.TotalMachineHours', '12500', ${FLEET.assets.ex204}, 1, 1)`);
    await submitInspection(kysely, id);
    expect(
      await kysely.selectFrom('observations').select(['externalId', 'value', 'unitId', 'isSynced']).execute(),
    ).toEqual([{ externalId: 'o-hours', value: '12500', unitId: 9, isSynced: 0 }]);
    expect(
      await kysely
        .selectFrom('outbox')
        .select(['entityType', 'entityExternalId', 'operation'])
        .orderBy('seq')
        .execute(),
    ).toEqual([
      { entityType: 'observation', entityExternalId: 'o-hours', operation: 'upsert' },
      { entityType: 'inspection', entityExternalId: id, operation: 'upsert' },
    ]);
  });

  it('names an inspection that is not on the device', async () => {
    const { kysely } = await completedInspection();
    await expect(submitInspection(kysely, testUuid('b', 9))).rejects.toMatchObject({
      code: 'not-found',
      message: 'Inspection not found',
    });
  });
});

describe("another inspector's inspection (decision 0022)", () => {
  it('is neither reopened, submitted nor deleted here, and nothing is written', async () => {
    const { kysely, serial } = await completedInspection();
    serial.db.exec(`UPDATE inspections SET ownerSub = 'local:ana'`);
    await rememberSignedInUser(kysely, 'local:bo');
    const refused = (verb: string) => ({
      code: 'conflict',
      message: `This inspection belongs to another inspector (Ana): only they can ${verb} it`,
      details: { code: 'InspectionOfAnotherInspector' },
    });
    await expect(reopenInspection(kysely, id)).rejects.toMatchObject(refused('change'));
    serial.db.exec(`UPDATE inspections SET completed = 0`);
    await expect(submitInspection(kysely, id)).rejects.toMatchObject(refused('change'));
    await expect(deleteInspection(kysely, id)).rejects.toMatchObject(refused('delete'));
    expect(await kysely.selectFrom('inspections').select(['completed', 'reopened']).execute()).toEqual([
      { completed: 0, reopened: 0 },
    ]);
    expect(await kysely.selectFrom('inspectionBackups').selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
