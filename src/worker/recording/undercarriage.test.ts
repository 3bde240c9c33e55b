import { describe, expect, it } from 'vitest';
import {
  catalogueId,
  gaugeReadingWritten,
  INCH_UNIT_ID,
  MM_UNIT_ID,
  PITCH_GAUGE_UNIT_ID,
  takenReadingJudgement,
} from '../../rules/index.ts';
import { judgedTargets } from './judged-targets.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET } from '../domain/fleet.fixture.ts';
import { EngineError } from '../engine-error.ts';
import {
  positionModel,
  positionsModel,
  undercarriageItemModel,
  undercarriageMenuModel,
  undercarriageSidesModel,
} from './undercarriage-models.ts';
import { recordCheckbox, recordValue } from './record-value.ts';
import { measuringRunModel } from './measuring-run-model.ts';
import { showLengthsIn } from '../length-unit.ts';
import { keepFactsBetweenWrites } from './facts-memo.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import { localReportSource } from '../report/local-report-source.ts';
import {
  addPitchGaugeReading,
  deletePitchGaugeReading,
  markUndercarriageComplete,
} from './undercarriage-save.ts';

// EX-204 (a HEX) with a track shoe on its left side (pitch 355 mm, limit 11 mm; roller path 58 mm, limit -24 mm)
// and three load rollers; the model's flags change per test.

const current = testUuid('c', 3);
const noPhotos = { read: () => Promise.resolve(undefined) };
const PE = 'Undercarriage.Left.Shoes.PitchExtension';

async function setup(
  flags = 'showLoadRollerConditionMenu = 1, showSliderConditionMenu = 1, shoesPerSide = 7',
) {
  const open = await openFleetDb([
    {
      externalId: current,
      name: 'EX-204',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T08:00:00Z',
      completed: false,
      inspectorName: 'Bo',
    },
  ]);
  const left = FLEET.undercarriage.left;
  const dim = (id: number, identifier: string, baseline: number, limit: number) =>
    `INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('${testUuid('b', id)}', ${id}, 801, 1, ${catalogueId(identifier)}, ${baseline}, ${limit});`;
  open.serial.db.exec(`
    UPDATE assetModels SET ${flags} WHERE id = 11;
    INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('${testUuid('b', 801)}', 801, 41, 1, 'Track Shoe', 'TS-1'), ('${testUuid('b', 802)}', 802, 41, 1, 'Load Roller', 'LR-1');
    INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position, "group") VALUES
      ('${testUuid('a', 901)}', 901, 9001, '${left}', 801, 1, 'Shoes'),
      ('${testUuid('a', 902)}', 902, 9001, '${left}', 802, 1, 'Load Rollers'),
      ('${testUuid('a', 903)}', 903, 9001, '${left}', 802, 2, 'Load Rollers'),
      ('${testUuid('a', 904)}', 904, 9001, '${left}', 802, 3, 'Load Rollers');
    ${dim(911, `${PE}.TapeMeasure.WornLength`, 355, 11)}
    ${dim(912, `${PE}.PitchGauge.WornLength`, 355, 11)}
    ${dim(913, 'Undercarriage.Left.Shoes.RollerPath.WornLength', 58, -24)}
    INSERT INTO observableActionTypes (id, name, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 1, NULL), (2, 'MonitorMaintenance', 2, NULL);
    INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 911, 0, 1), (2, 911, 50, 2);
  `);
  const db = open.kysely;
  const where = { inspectionExternalId: current, sideName: 'left' };
  const onLeft = (partExternalId?: string) => ({
    inspectionExternalId: current,
    target: { kind: 'side' as const, side: 'left', ...(partExternalId ? { partExternalId } : {}) },
  });
  const field = (identifier: string, value: string | null, part?: string) =>
    recordValue(db, { ...onLeft(part), identifier, value });
  const check = (identifier: string, checked: boolean) =>
    recordCheckbox(db, { ...onLeft(), identifier, checked });
  return { db, serial: open.serial, where, field, check };
}

const rejects = async (promise: Promise<unknown>, message: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).message).toBe(message);
};

describe('undercarriage screens', () => {
  it('lists both sides and shows only the items the model flags, with statuses rolling up', async () => {
    const { db, field } = await setup();
    const sides = await undercarriageSidesModel(db, current);
    expect(sides.sides.map((s) => [s.label, s.sideName, s.status])).toEqual([
      ['Left Side', 'left', 'notStarted'],
      ['Right Side', 'right', 'notStarted'],
    ]);
    const menu = await undercarriageMenuModel(db, current, 'left');
    expect(menu.sections.map((s) => [s.title, s.items.map((i) => i.label)])).toEqual([
      ['Photos', ['Side Frame']],
      ['Shoes', ['Pitch Extension', 'Roller Path', 'Drive Lug']],
      // HEX: the tumbler roller path shows without the flag
      ['Drive Tumbler', ['Roller Path', 'Drive Lug', 'Engagement']],
      ['Roller Assemblies', ['Load Rollers']],
      ['Slider', ['Slider']],
    ]);
    await field('Undercarriage.Left.SideFrame.Comments', 'Cracked weld at the rear');
    expect((await undercarriageMenuModel(db, current, 'left')).sections[0]?.items[0]?.status).toBe(
      'completed',
    );
    const after = await undercarriageSidesModel(db, current);
    expect(after.sides[0]?.status).toBe('inProgress');
    expect(after.status).toBe('inProgress');
    await rejects(undercarriageMenuModel(db, current, 'middle'), 'Equipment not found');
    await rejects(undercarriageItemModel(db, current, 'left', 'FrontIdler'), 'Page not found');
  });

  it('computes the tape measure pitch extension, clears it on an invalid combination and refuses alerts', async () => {
    const { db, field } = await setup();
    await field(`${PE}.TapeMeasure.Measurement`, '2499');
    let model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.values[`${PE}.TapeMeasure.WornLength`]).toBeUndefined();
    await field(`${PE}.TapeMeasure.NumberOfShoes`, '7');
    model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.values[`${PE}.TapeMeasure.WornLength`]?.value).toBe('357');
    expect(model.measurement?.judgement.now).toMatchObject({
      ok: true,
      wearPercent: expect.closeTo(18.18, 1),
      status: 'NoAction',
    });
    await rejects(field(`${PE}.TapeMeasure.NumberOfShoes`, '8'), 'Choose 1 to 7 shoes');
    await rejects(field(`${PE}.TapeMeasure.NumberOfShoes`, '0'), 'Choose 1 to 7 shoes');
    // 2 shoes: 1249.5 mm per shoe is far above 250 % of the limit; nothing of that save is kept
    await rejects(field(`${PE}.TapeMeasure.NumberOfShoes`, '2'), 'Above 250 % wear: check the measurement');
    model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.values[`${PE}.TapeMeasure.NumberOfShoes`]?.value).toBe('7');
    await field(`${PE}.TapeMeasure.NumberOfShoes`, null);
    model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.values[`${PE}.TapeMeasure.WornLength`]).toBeUndefined();
  });

  it('averages pitch gauge readings (unit 15) and silently rejects one that breaks the range', async () => {
    const { db, where } = await setup();
    expect(await addPitchGaugeReading(db, { ...where, value: '356' })).toEqual({
      accepted: true,
      average: 356,
    });
    expect(await addPitchGaugeReading(db, { ...where, value: '357.5' })).toEqual({
      accepted: true,
      average: 356.75,
    });
    expect(await addPitchGaugeReading(db, { ...where, value: '500' })).toEqual({ accepted: false });
    await rejects(addPitchGaugeReading(db, { ...where, value: 'abc' }), 'Invalid value');
    const model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.gauge?.readings.map((r) => r.value)).toEqual(['356', '357.5']);
    expect(model.values[`${PE}.PitchGauge.WornLength`]?.value).toBe('356.75');
    const units = await db
      .selectFrom('observations')
      .select('unitId')
      .where('observableItem', '=', `${PE}.PitchGauge.Readings`)
      .execute();
    expect(units.map((u) => u.unitId)).toEqual([15, 15]);
    for (const reading of model.gauge?.readings ?? []) {
      await deletePitchGaugeReading(db, { ...where, observationExternalId: reading.observationExternalId });
    }
    const empty = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(empty.values[`${PE}.PitchGauge.WornLength`]).toBeUndefined();
  });

  it('deletes an indicator number of shoes on uncheck and checks worn length against the part', async () => {
    const { db, field, check } = await setup();
    const broken = `${PE}.WearIndicators.Pins.Broken`;
    await check(broken, true);
    await field(`${broken}.NumberOfShoes`, '3');
    let model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.values[`${broken}.NumberOfShoes`]?.value).toBe('3');
    await check(broken, false);
    model = await undercarriageItemModel(db, current, 'left', 'Shoes.PitchExtension');
    expect(model.values[broken]?.value).toBe('false');
    expect(model.values[`${broken}.NumberOfShoes`]).toBeUndefined();
    const roller = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
    await rejects(field(roller, 'x'), 'Enter a number: digits with at most one decimal point, no sign');
    await rejects(field(roller, '59'), 'Below 0 % wear: check the measurement');
    await field(roller, '46');
    await rejects(
      field('Undercarriage.Left.Shoes.DriveLug.WornLength', '80'),
      'This part has no worn length dimension, so a worn length cannot be judged',
    );
    // a field of the other side is not this side's
    await rejects(field('Undercarriage.Right.SideFrame.Comments', 'x'), 'Not a field of the Left side');
  });

  it('lists positions with completion and records a position on its own part', async () => {
    const { db, where, field } = await setup();
    let list = await positionsModel(db, current, 'left', 'load-rollers');
    expect(list.positions.map((p) => [p.position, p.percent])).toEqual([
      [1, -1],
      [2, -1],
      [3, -1],
    ]);
    expect(list.groupPercent).toBe(-1);
    const second = list.positions[1];
    await field(
      'Undercarriage.Left.LoadRollers.Position.VisualCondition',
      'Monitor',
      second?.equipmentPartExternalId,
    );
    await rejects(
      field('Undercarriage.Left.LoadRollers.Position.VisualCondition', 'Monitor'),
      'Equipment part not found',
    );
    list = await positionsModel(db, current, 'left', 'load-rollers');
    expect(list.positions.map((p) => p.percent)).toEqual([-1, 100, -1]);
    expect(list.groupPercent).toBe(33);
    const detail = await positionModel(db, current, 'left', 'load-rollers', '903', '2');
    expect(detail.values['Undercarriage.Left.LoadRollers.Position.VisualCondition']?.value).toBe('Monitor');
    // COMPLETE on the position: its screen then offers DONE alone (one control to finish).
    expect(detail.completed).toBe(false);
    await markUndercarriageComplete(db, {
      ...where,
      itemKey: 'LoadRollers',
      equipmentPartExternalId: second?.equipmentPartExternalId,
    });
    expect((await positionModel(db, current, 'left', 'load-rollers', '903', '2')).completed).toBe(true);
    const first = list.positions[0];
    expect(
      (await positionModel(db, current, 'left', 'load-rollers', first?.equipmentPartId ?? '', '1')).completed,
    ).toBe(false);
    expect((await positionsModel(db, current, 'left', 'load-rollers')).completed).toBe(false);
    await rejects(positionModel(db, current, 'left', 'load-rollers', '903', '5'), 'Equipment part not found');
    await rejects(positionsModel(db, current, 'left', 'return-rollers'), 'Page not found');
    await markUndercarriageComplete(db, { ...where, itemKey: 'LoadRollers' });
    expect((await positionsModel(db, current, 'left', 'load-rollers')).completed).toBe(true);
    // The list's MARK AS COMPLETE records no untouched position's condition (they were not inspected).
    const firstPart = list.positions[0]?.equipmentPartExternalId;
    const conditionOfFirst = async () =>
      (
        await db
          .selectFrom('observations')
          .select('value')
          .where('observableItem', '=', 'Undercarriage.Left.LoadRollers.Position.VisualCondition')
          .where('entityExternalId', '=', firstPart ?? '')
          .executeTakeFirst()
      )?.value;
    expect(await conditionOfFirst()).toBeUndefined();
    // A position's COMPLETE with its condition left as shown (Good) records Good.
    await markUndercarriageComplete(db, {
      ...where,
      itemKey: 'LoadRollers',
      equipmentPartExternalId: firstPart,
    });
    expect(await conditionOfFirst()).toBe('Good');
  });

  it('walks the side’s gauge readings, saying which are empty and each item’s judged result (decision 0054)', async () => {
    const { db, where, field } = await setup();
    let run = await measuringRunModel(db, current, 'left');
    // EX-204 is a HEX: the tumbler's roller path is measured too
    expect(run.readings.map((r) => [r.identifier.replace('Undercarriage.Left.', ''), r.empty])).toEqual([
      ['Shoes.PitchExtension.PitchGauge.Readings', true],
      ['Shoes.PitchExtension.TapeMeasure.Measurement', true],
      ['Shoes.RollerPath.WornLength', true],
      ['DriveTumbler.RollerPath.WornLength', true],
      ['DriveTumbler.DriveLug.WornLength', true],
      ['Shoes.DriveLug.WornLength', true],
    ]);
    expect(run.readings.every((r) => r.judgement === null)).toBe(true);
    await addPitchGaugeReading(db, { ...where, value: '356' });
    await field(`${PE}.TapeMeasure.NumberOfShoes`, '2');
    // 721 mm over 2 shoes is 360.5 mm a shoe: (360.5 - 355) / 11 = 50 % wear, the 50 % threshold's Monitor
    await field(`${PE}.TapeMeasure.Measurement`, '721');
    run = await measuringRunModel(db, current, 'left');
    expect(run.readings.map((r) => r.empty)).toEqual([false, false, true, true, true, true]);
    const tape = run.readings[1];
    expect(tape?.judgement?.action.name).toBe('MonitorMaintenance');
    expect(tape?.judgement?.finding).toContain('50.0 %');
    await rejects(measuringRunModel(db, current, 'middle'), 'Equipment not found');
  });

  it('judges a reading taken after the facts were kept, and a read from kept facts still lists their tables (decision 0060)', async () => {
    const { db, serial, field } = await setup();
    keepFactsBetweenWrites(db, serial);
    const first = await serial.recordReads(() => measuringRunModel(db, current, 'left'));
    const kept = await serial.recordReads(() => measuringRunModel(db, current, 'left'));
    // The second read answered from the kept facts: a later write to a reading or a dimension must still refresh it
    expect(kept.tables).toEqual(first.tables);
    expect(kept.tables).toEqual(expect.arrayContaining(['observations', 'partDimensions']));
    expect(kept.value.readings[1]?.judgement).toBeNull();
    await field(`${PE}.TapeMeasure.NumberOfShoes`, '2');
    // 721 mm over 2 shoes is 360.5 mm a shoe: (360.5 - 355) / 11 = 50 % wear, the 50 % threshold's Monitor
    await field(`${PE}.TapeMeasure.Measurement`, '721');
    const after = await measuringRunModel(db, current, 'left');
    expect(after.readings[1]?.judgement?.action.name).toBe('MonitorMaintenance');
    expect(after.readings[1]?.judgement?.finding).toContain('50.0 %');
  });

  it('kept facts follow the inspection’s own readings, a dimension changed and a reading cleared (decision 0067)', async () => {
    const { db, serial, field } = await setup();
    keepFactsBetweenWrites(db, serial);
    const tape = async () => (await measuringRunModel(db, current, 'left')).readings[1]?.judgement;
    await field(`${PE}.TapeMeasure.NumberOfShoes`, '2');
    // 721 mm over 2 shoes is 360.5 mm a shoe: (360.5 - 355) / 11 = 50 % wear, the 50 % threshold's Monitor
    await field(`${PE}.TapeMeasure.Measurement`, '721');
    expect(await tape()).toMatchObject({ action: { name: 'MonitorMaintenance' } });
    expect((await tape())?.finding).toContain('50.0 %');
    // 710 mm over 2 shoes is 355 mm a shoe: (355 - 355) / 11 = 0 % wear, below 50 %: no action
    await field(`${PE}.TapeMeasure.Measurement`, '710');
    expect(await tape()).toMatchObject({ action: { name: 'NoAction' } });
    expect((await tape())?.finding).toContain('0.0 %');
    // Two readings one after the other, the second written while the first's are read again: the second counts
    await field(`${PE}.TapeMeasure.Measurement`, '721');
    await field(`${PE}.TapeMeasure.Measurement`, '710');
    expect((await tape())?.finding).toContain('0.0 %');
    // The part's limit now 22 mm: 721 mm gives (360.5 - 355) / 22 = 25 % wear, no action
    await field(`${PE}.TapeMeasure.Measurement`, '721');
    await db.updateTable('partDimensions').set({ limit: 22 }).where('id', '=', 911).execute();
    expect((await tape())?.finding).toContain('25.0 %');
    await field(`${PE}.TapeMeasure.Measurement`, null);
    expect(await tape()).toBeNull();
    // A first reading on another part of the side (load roller 3): its judgement shows at once
    await field('Undercarriage.Left.LoadRollers.Position.VisualCondition', 'Changeout', testUuid('a', 904));
    const list = await positionsModel(db, current, 'left', 'load-rollers');
    expect(list.positions.map((p) => p.judgement?.action.label ?? null)).toEqual([
      null,
      null,
      'Changeout Immediately',
    ]);
  });

  it('shows each list entry’s judged result, not only its completion', async () => {
    const { db, field } = await setup();
    const condition = 'Undercarriage.Left.LoadRollers.Position.VisualCondition';
    await field(condition, 'Monitor', testUuid('a', 903));
    await field(condition, 'Changeout', testUuid('a', 904));
    const list = await positionsModel(db, current, 'left', 'load-rollers');
    expect(
      list.positions.map((p) => [p.position, p.judgement?.action.label ?? null, p.judgement?.finding]),
    ).toEqual([
      [1, null, undefined],
      [2, 'Monitor / Maintenance', 'Monitor'],
      [3, 'Changeout Immediately', 'Changeout'],
    ]);
    const menu = await undercarriageMenuModel(db, current, 'left');
    const rollers = menu.sections.flatMap((s) => s.items).find((i) => i.key === 'LoadRollers');
    expect(rollers?.status).toBe('completed');
    expect(rollers?.judgement).toMatchObject({
      finding: 'Position 3: Changeout',
      action: { name: 'ChangeoutImmediately' },
    });
    const sides = await undercarriageSidesModel(db, current);
    expect(sides.sides.find((s) => s.side === 'Left')?.judgement?.finding).toBe(
      'Load Rollers — Position 3: Changeout',
    );
    expect(sides.sides.find((s) => s.side === 'Right')?.judgement).toBeNull();
  });

  it('records the positions a list is completed without, with its outbox entry, and the device report lists them', async () => {
    const { db, where, field } = await setup();
    const list = await positionsModel(db, current, 'left', 'load-rollers');
    expect(list.entries).toEqual([
      { name: 'Position 1', done: false },
      { name: 'Position 2', done: false },
      { name: 'Position 3', done: false },
    ]);
    await field(
      'Undercarriage.Left.LoadRollers.Position.VisualCondition',
      'Good',
      list.positions[1]?.equipmentPartExternalId,
    );
    await markUndercarriageComplete(db, { ...where, itemKey: 'LoadRollers' });
    const recorded = await db
      .selectFrom('observations')
      .select(['externalId', 'value'])
      .where('observableItem', '=', 'Undercarriage.Left.LoadRollers.NotInspected')
      .executeTakeFirstOrThrow();
    expect(recorded.value).toBe('Position 1, Position 3');
    const queued = await db
      .selectFrom('outbox')
      .select('entityType')
      .where('entityExternalId', '=', recorded.externalId)
      .execute();
    expect(queued).toHaveLength(1);
    const source = await localReportSource(db, noPhotos, current, 'UndercarriageInspection', new Date());
    expect(assembleReportData(source).notInspected).toContainEqual({
      where: 'Left Side — Load Rollers',
      what: ['Position 1', 'Position 3'],
    });
    // Completed again once every position is done, nothing is left out: the recorded names go.
    for (const p of [list.positions[0], list.positions[2]])
      await field(
        'Undercarriage.Left.LoadRollers.Position.VisualCondition',
        'Good',
        p?.equipmentPartExternalId,
      );
    await markUndercarriageComplete(db, { ...where, itemKey: 'LoadRollers' });
    const after = await db
      .selectFrom('observations')
      .select('value')
      .where('observableItem', '=', 'Undercarriage.Left.LoadRollers.NotInspected')
      .executeTakeFirst();
    expect(after).toBeUndefined();
  });
});

describe('a worn length typed in inches (decision 0053)', () => {
  const roller = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
  const onLeft = { inspectionExternalId: current, target: { kind: 'side' as const, side: 'left' } };

  it('is recorded as typed with the inch unit id and judged as its exact millimetres', async () => {
    const { db } = await setup();
    await recordValue(db, { ...onLeft, identifier: roller, value: '1.5', unit: 'in' });
    const row = await db
      .selectFrom('observations')
      .select(['value', 'unitId'])
      .where('observableItem', '=', roller)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ value: '1.5', unitId: INCH_UNIT_ID });
    // 1.5 in = 38.1 mm; roller path new 58 mm, limit -24 mm: (38.1 − 58) / −24 × 100 = 82.916667 %
    const [target] = await judgedTargets(db, current);
    const now = target?.governing?.judgement.now;
    expect(now?.ok && now.measurement).toBe(38.1);
    expect(now?.ok && now.wearPercent).toBe(82.916667);
    // The same length in millimetres replaces it, with the millimetre's unit id, and judges the same.
    await recordValue(db, { ...onLeft, identifier: roller, value: '38.1', unit: 'mm' });
    const again = await db
      .selectFrom('observations')
      .select(['value', 'unitId'])
      .where('observableItem', '=', roller)
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ value: '38.1', unitId: MM_UNIT_ID });
    const [same] = await judgedTargets(db, current);
    expect(same).toEqual(target);
  });

  it('is range-checked in millimetres: 2.5 in (63.5 mm) is longer than the new 58 mm part', async () => {
    const { db } = await setup();
    await rejects(
      recordValue(db, { ...onLeft, identifier: roller, value: '2.5', unit: 'in' }),
      'Below 0 % wear: check the measurement',
    );
    // 2.2 in = 55.88 mm is kept
    await recordValue(db, { ...onLeft, identifier: roller, value: '2.2', unit: 'in' });
  });

  it('only a length takes a unit', async () => {
    const { db } = await setup();
    await rejects(
      recordValue(db, {
        ...onLeft,
        identifier: 'Undercarriage.Left.SideFrame.Comments',
        value: 'x',
        unit: 'in',
      }),
      'Only a length is measured in mm or inches',
    );
  });
});

describe('a measuring run’s reading judged on the page (decision 0076)', () => {
  const RP = 'Undercarriage.Left.Shoes.RollerPath';
  type Db = Awaited<ReturnType<typeof setup>>['db'];
  /** The left roller path's worn length as the measuring screen saves it. */
  const rollerPath = (db: Db, value: string, unit: 'mm' | 'in') =>
    recordValue(db, {
      inspectionExternalId: current,
      target: { kind: 'side', side: 'left' },
      identifier: `${RP}.WornLength`,
      value,
      unit,
    });
  const runOf = async (db: Db) => {
    const run = await measuringRunModel(db, current, 'left');
    if (run.facts === null) throw new Error('a side’s run gives its facts');
    return {
      facts: run.facts,
      judgementOf: (id: string) => run.readings.find((r) => r.identifier === id)?.judgement,
    };
  };

  it('writes its lengths in the inspector’s inches, on the page as the worker does', async () => {
    const { db } = await setup();
    showLengthsIn('in');
    try {
      const run = await measuringRunModel(db, current, 'left');
      if (run.facts === null) throw new Error('a side’s run gives its facts');
      expect(run.unit).toBe('in');
      // 46 mm typed: 1.811 in (46 / 25.4 to a thousandth), (46 - 58) / -24 = 50 % worn
      const page = takenReadingJudgement(
        run.facts,
        'Left',
        'uc:Left:Shoes.RollerPath',
        [{ identifier: `${RP}.WornLength`, value: '46', unitId: MM_UNIT_ID }],
        undefined,
        run.unit,
      );
      await rollerPath(db, '46', 'mm');
      expect(page?.finding).toBe('1.811 in · 50.0 %');
      expect(page).toEqual((await runOf(db)).judgementOf(`${RP}.WornLength`));
    } finally {
      showLengthsIn('site');
    }
  });

  it('comes to the judgement the worker gives once the worn length is saved, in mm and in inches', async () => {
    const { db, field } = await setup();
    // Roller path 58 mm, limit -24 mm: 46 mm is (46 - 58) / -24 = 50 % worn
    let { facts } = await runOf(db);
    const inMm = takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.RollerPath', [
      { identifier: `${RP}.WornLength`, value: '46', unitId: MM_UNIT_ID },
    ]);
    await rollerPath(db, '46', 'mm');
    let worker = (await runOf(db)).judgementOf(`${RP}.WornLength`);
    expect(inMm?.finding).toContain('50.0 %');
    expect(inMm).toEqual(worker);

    // Measured again in inches over the stored one: 1.5 in is 38.1 mm, (38.1 - 58) / -24 = 82.9 %
    facts = (await runOf(db)).facts;
    const inInches = takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.RollerPath', [
      { identifier: `${RP}.WornLength`, value: '1.5', unitId: INCH_UNIT_ID },
    ]);
    await field(`${RP}.WornLength`, null);
    await rollerPath(db, '1.5', 'in');
    worker = (await runOf(db)).judgementOf(`${RP}.WornLength`);
    expect(inInches?.finding).toContain('82.9 %');
    expect(inInches).toEqual(worker);
  });

  it('comes to the worker’s judgement of the pitch gauge from the average it recorded; a tape measure waits for the worker', async () => {
    const { db, where } = await setup();
    const { facts } = await runOf(db);
    const added = await addPitchGaugeReading(db, { ...where, value: '360.5' });
    if (!added.accepted) throw new Error('360.5 mm is in range');
    // One reading: its average 360.5 mm is (360.5 - 355) / 11 = 50 % worn, the pitch extension's result
    const page = takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.PitchExtension', [
      {
        identifier: `${PE}.PitchGauge.WornLength`,
        value: String(added.average),
        unitId: PITCH_GAUGE_UNIT_ID,
      },
    ]);
    const worker = (await runOf(db)).judgementOf(`${PE}.PitchGauge.Readings`);
    expect(page?.finding).toContain('50.0 %');
    expect(page).toEqual(worker);
    // The tape's worn length is worked out by the save from the number of shoes: not judged from what was typed
    expect(
      takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.PitchExtension', [
        { identifier: `${PE}.TapeMeasure.Measurement`, value: '721', unitId: MM_UNIT_ID },
      ]),
    ).toBeUndefined();
  });

  it('tells a pitch gauge reading’s average from the run’s facts as the worker then records it (decision 0101)', async () => {
    const { db, where } = await setup();
    await addPitchGaugeReading(db, { ...where, value: '356' });
    const { facts } = await runOf(db);
    const readings = `${PE}.PitchGauge.Readings`;
    // (356 + 357.5) / 2 = 356.75 mm
    const told = gaugeReadingWritten(facts, 'Left', readings, '357.5');
    expect(told).toEqual([
      { identifier: `${PE}.PitchGauge.WornLength`, value: '356.75', unitId: PITCH_GAUGE_UNIT_ID },
    ]);
    expect(await addPitchGaugeReading(db, { ...where, value: '357.5' })).toEqual({
      accepted: true,
      average: 356.75,
    });
    // (356 + 357.5 + 500) / 3 = 404.5 mm: (404.5 - 355) / 11 = 450 % worn, over 250 %: neither keeps it
    const later = (await runOf(db)).facts;
    expect(gaugeReadingWritten(later, 'Left', readings, '500')).toBeUndefined();
    expect(await addPitchGaugeReading(db, { ...where, value: '500' })).toEqual({ accepted: false });
  });
});
