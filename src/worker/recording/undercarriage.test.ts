import { describe, expect, it } from 'vitest';
import { testUuid } from '../domain/fleet-db.fixture.ts';
import {
  positionModel,
  positionsModel,
  undercarriageItemModel,
  undercarriageMenuModel,
  undercarriageSidesModel,
} from './undercarriage-models.ts';
import { measuringRunModel } from './measuring-run-model.ts';
import { keepFactsBetweenWrites } from './facts-memo.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import { localReportSource } from '../report/local-report-source.ts';
import {
  addPitchGaugeReading,
  deletePitchGaugeReading,
  markUndercarriageComplete,
} from './undercarriage-save.ts';
import { current, PE, rejects, setup } from './undercarriage.fixture.ts';

const noPhotos = { read: () => Promise.resolve(undefined) };

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
