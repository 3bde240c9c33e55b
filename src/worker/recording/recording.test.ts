import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET, categoryTypeIdOf } from '../domain/fleet.fixture.ts';
import { catalogueId } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { contentsStatuses, lockOnModel, operationModel } from './basics-models.ts';
import { measurementModel, EXAMPLE_MEASUREMENT } from './measurement-model.ts';
import { markComplete } from './basics-save.ts';
import { recordCheckbox, recordValue } from './record-value.ts';

const ON_INSPECTION = { kind: 'inspection' } as const;

const current = testUuid('c', 3);
const earlier = testUuid('c', 1);
const later = testUuid('c', 2);
const ex204 = FLEET.assets.ex204;

async function setup() {
  const open = await openFleetDb([
    {
      externalId: earlier,
      name: 'EX-204',
      assetId: ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-09-01T08:00:00Z',
      completed: true,
      inspectorName: 'Bo',
    },
    {
      externalId: later,
      name: 'EX-204',
      assetId: ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-12-01T08:00:00Z',
      completed: true,
      inspectorName: 'Bo',
    },
    {
      externalId: current,
      name: 'EX-204',
      assetId: ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T08:00:00Z',
      completed: false,
      inspectorName: 'Bo',
    },
  ]);
  const db = open.kysely;
  const observe = (inspection: string, n: number, identifier: string, value: string) =>
    open.serial.db.exec(
      `INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, observableItem, value, dataLevelId, isSynced)
       VALUES ('${testUuid('d', n)}', '${categoryTypeIdOf(inspection)}', ${catalogueId(identifier)}, '${identifier}', '${value}', 1, 1)`,
    );
  observe(earlier, 1, 'Operation.TotalMachineHours', '1000');
  observe(later, 2, 'Operation.TotalMachineHours', '3000');
  observe(earlier, 3, 'Operation.LeftUndercarriageChangeout.Hours', '800');
  const outbox = async () => (await db.selectFrom('outbox').select('entityType').execute()).length;
  const value = async (identifier: string) =>
    (
      await db
        .selectFrom('observations')
        .select('value')
        .where('categoryTypeExternalId', '=', categoryTypeIdOf(current))
        .where('observableItem', '=', identifier)
        .executeTakeFirst()
    )?.value;
  return { ...open, db, observe, outbox, value };
}

const rejects = async (promise: Promise<unknown>, message: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).message).toBe(message);
};

describe('recording saves', () => {
  it('saves a field with its outbox entry, and refuses an unknown inspection with the spec words', async () => {
    const { db, outbox, value } = await setup();
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'LockOn.LockedOn',
      value: 'true',
    });
    expect(await value('LockOn.LockedOn')).toBe('true');
    // The other question showed NO: touched, the screen's NO is recorded too, each with its outbox entry.
    expect(await value('LockOn.NotifiedCustomer')).toBe('false');
    expect(await outbox()).toBe(2);
    await rejects(
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: testUuid('f', 9),
        identifier: 'LockOn.LockedOn',
        value: 'true',
      }),
      'Inspection not found',
    );
    await rejects(
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: current,
        identifier: 'No.Such.Path',
        value: 'x',
      }),
      'Observable item not found',
    );
    await rejects(
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: current,
        identifier: 'LockOn.LockedOn',
        value: 'maybe',
      }),
      'Choose yes or no',
    );
    expect(await outbox()).toBe(2);
  });

  it('checks total machine hours against the previous and next inspections of the asset', async () => {
    const { db, value } = await setup();
    const hours = (v: string) =>
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: current,
        identifier: 'Operation.TotalMachineHours',
        value: v,
      });
    await rejects(hours('999'), 'Total Machine Hours cannot be less than 1000');
    await rejects(hours('3001'), 'Total Machine Hours cannot be greater than 3000');
    await rejects(hours('12.5'), 'Enter a whole number: digits only, no decimal point or sign');
    await hours('2000');
    expect(await value('Operation.TotalMachineHours')).toBe('2000');
    // 30 days since the earlier inspection, in whole hours
    expect(await value('Operation.HoursBetweenInspections')).toBe(String(30 * 24));
  });

  it('checks changeout hours: total set, not below the last changeout, not above the total', async () => {
    const { db } = await setup();
    const left = (v: string) =>
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: current,
        identifier: 'Operation.LeftUndercarriageChangeout.Hours',
        value: v,
      });
    await rejects(left('900'), 'Total Machine Hours is not set');
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.TotalMachineHours',
      value: '2000',
    });
    await rejects(left('700'), 'Left Undercarriage Changeout cannot be less than 800');
    await rejects(left('2500'), 'Undercarriage Changeout cannot be greater than 2000');
    await left('1500');
    await rejects(
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: current,
        identifier: 'Operation.LeftUndercarriageChangeout.Date',
        value: '2026-10-02',
      }),
      'Date cannot be in the future',
    );
    const model = await operationModel(db, current);
    expect(model.previousTotalMachineHours).toBe(1000);
    expect(model.nextTotalMachineHours).toBe(3000);
    expect(model.changeout.Left.lastHours).toBe(800);
  });

  it('unchecking a changeout box deletes its date and hours', async () => {
    const { db, value } = await setup();
    await recordCheckbox(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.LeftUndercarriageChangeout.Checked',
      checked: true,
    });
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.TotalMachineHours',
      value: '2000',
    });
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.LeftUndercarriageChangeout.Hours',
      value: '1500',
    });
    await recordCheckbox(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.LeftUndercarriageChangeout.Checked',
      checked: false,
    });
    expect(await value('Operation.LeftUndercarriageChangeout.Hours')).toBeUndefined();
    expect(await value('Operation.LeftUndercarriageChangeout.Checked')).toBeUndefined();
  });

  it('lock on completes only with both YES, storing the lock-on time once and the completion', async () => {
    const { db, value } = await setup();
    await expect(markComplete(db, current, 'lock-on')).rejects.toThrow(/both questions/);
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'LockOn.LockedOn',
      value: 'true',
    });
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'LockOn.NotifiedCustomer',
      value: 'true',
    });
    expect((await lockOnModel(db, current)).canComplete).toBe(true);
    await markComplete(db, current, 'lock-on', '2026-10-01T09:00:00.000Z');
    expect(await value('LockOn.LockOnTime')).toBe('2026-10-01T09:00:00.000Z');
    await markComplete(db, current, 'lock-on', '2026-10-01T10:00:00.000Z');
    expect(await value('LockOn.LockOnTime')).toBe('2026-10-01T09:00:00.000Z');
    expect(await value('LockOn.Completed')).toBe('2026-10-01T10:00:00.000Z');
    expect((await contentsStatuses(db, current)).lockOn).toBe('completed');
  });

  it('contents statuses follow what was recorded', async () => {
    const { db } = await setup();
    expect(await contentsStatuses(db, current)).toMatchObject({
      lockOn: 'notStarted',
      operation: 'notStarted',
      summary: 'notStarted',
    });
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'LockOn.LockedOn',
      value: 'true',
    });
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.Tonnage',
      value: '5000',
    });
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'ExecutiveSummary.Comments',
      value: 'All good',
    });
    expect(await contentsStatuses(db, current)).toMatchObject({
      lockOn: 'inProgress',
      operation: 'completed',
      summary: 'completed',
    });
  });

  it('refuses changes to a completed inspection', async () => {
    const { db } = await setup();
    await rejects(
      recordValue(db, {
        target: ON_INSPECTION,
        inspectionExternalId: earlier,
        identifier: 'LockOn.LockedOn',
        value: 'true',
      }),
      'This inspection is completed: reopen it to change it',
    );
  });
});

describe('measurement model', () => {
  it('judges the measurement against the part dimension, the previous reading and the trend', async () => {
    const { db, serial, observe } = await setup();
    const id = EXAMPLE_MEASUREMENT.identifier;
    serial.db.exec(`
      INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('b1000000-0000-4000-8000-000000000801', 801, 41, 1, 'PC5500 Track Shoe', 'TS-1');
      INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId) VALUES ('b1000000-0000-4000-8000-000000000901', 901, 9001, '${FLEET.undercarriage.left}', 801);
      INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('b1000000-0000-4000-8000-000000000911', 911, 801, 1, ${catalogueId(id)}, 50, 20);
      INSERT INTO observableActionTypes (id, name, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 1, NULL), (2, 'MonitorMaintenance', 2, NULL), (3, 'ChangeoutImmediately', 4, NULL);
      INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 911, 0, 1), (2, 911, 50, 2), (3, 911, 100, 3);
    `);
    observe(earlier, 10, id, '56');
    observe(later, 11, id, '62');
    await recordValue(db, {
      target: ON_INSPECTION,
      inspectionExternalId: current,
      identifier: 'Operation.TotalMachineHours',
      value: '2000',
    });
    const before = await measurementModel(db, current, 'Left', id);
    expect(before.judgement.now).toMatchObject({ status: 'NoMeasurements' });
    await recordValue(db, {
      target: { kind: 'side', side: 'Left' },
      inspectionExternalId: current,
      identifier: id,
      value: '61',
    });
    const model = await measurementModel(db, current, 'Left', id);
    expect(model.dimension).toEqual({ baselineValue: 50, limit: 20 });
    expect(model.judgement.now).toMatchObject({ status: 'MonitorMaintenance', wearPercent: 55 });
    expect(model.judgement.before).toMatchObject({
      value: 56,
      wearPercent: 30,
      machineHours: 1000,
      valueChange: 5,
      wearChange: 25,
    });
    expect(model.judgement.forecast.status).toBe('forecast');
    expect(model.judgement.forecast.hoursAt100).toBe(3800);
    // The Status History lists this machine's past readings (56 mm: 30 %), not a later inspection's 62 mm.
    expect(model.history.map((h) => [h.wearPercent, h.status])).toEqual([[30, 'NoAction']]);
    expect(model.history[0]).toMatchObject({
      inspectionExternalId: earlier,
      date: '2026-09-01T08:00:00.000Z',
    });
    expect(model.chartSvg).toContain('<svg');
    await rejects(
      recordValue(db, {
        target: { kind: 'side', side: 'Middle' },
        inspectionExternalId: current,
        identifier: id,
        value: '61',
      }),
      'Equipment not found',
    );
  });
});
