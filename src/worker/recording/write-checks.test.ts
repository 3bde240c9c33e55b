import { describe, expect, it } from 'vitest';
import { testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET } from '../domain/fleet.fixture.ts';
import { recordPhoto } from './record-photo.ts';
import { recordCheckbox, recordValue } from './record-value.ts';

import { current, photo, refusal, ROLLER_PATH, setup } from './write-checks.fixture.ts';

// Every refusal of the write doors: the EngineError's code, its words for people, the spec's code in details.code
// where the spec names one (recording spec §5 and §8), and nothing written: no observation, no outbox entry, no file.

describe('the checks every write passes', () => {
  it('parse: an input of the wrong shape is refused with its words and InvalidInput', async () => {
    const { db, written } = await setup();
    const before = await written();
    const value = (input: Record<string, unknown>) =>
      refusal(
        recordValue(db, {
          inspectionExternalId: current,
          target: { kind: 'inspection' },
          identifier: 'Operation.Tonnage',
          value: '10',
          ...input,
        } as Parameters<typeof recordValue>[1]),
      );
    expect(await value({ inspectionExternalId: ' ' })).toEqual({
      code: 'invalid-input',
      message: 'No inspection ID provided',
      specCode: 'InvalidInput',
    });
    expect(await value({ target: { kind: 'everywhere' } })).toEqual({
      code: 'invalid-input',
      message: 'Say where the value is recorded',
      specCode: 'InvalidInput',
    });
    expect(await value({ value: 10 })).toEqual({
      code: 'invalid-input',
      message: 'A value is text',
      specCode: 'InvalidInput',
    });
    expect(await value({ target: { kind: 'bucket', bucketExternalId: '' } })).toEqual({
      code: 'invalid-input',
      message: 'Equipment not found',
      specCode: 'InvalidInput',
    });
    expect(await written()).toEqual(before);
  });

  it('a value longer than its field holds (the limit the server also keeps) is refused naming the field', async () => {
    const { db, written } = await setup();
    const tonnage = (value: string) =>
      recordValue(db, {
        inspectionExternalId: current,
        target: { kind: 'inspection' },
        identifier: 'Operation.Tonnage',
        value,
      });
    expect(await refusal(tonnage('1'.repeat(41)))).toEqual({
      code: 'invalid-input',
      message: 'Operation / Tonnage holds at most 40 characters; this value has 41',
      specCode: 'InvalidInput',
    });
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
    await tonnage('1'.repeat(40));
    expect(await written()).toEqual({ observations: 1, outbox: 1 });
  });

  it('an inspection that is not on the device is "Inspection not found", with the spec code', async () => {
    const { db, written } = await setup();
    expect(
      await refusal(
        recordValue(db, {
          inspectionExternalId: testUuid('f', 9),
          target: { kind: 'inspection' },
          identifier: 'Operation.Tonnage',
          value: '10',
        }),
      ),
    ).toEqual({
      code: 'not-found',
      message: 'Inspection not found',
      specCode: 'observationService.inspection.empty',
    });
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
  });

  it('catalogue lookup: an unknown field is "Observable item not found" with the spec code', async () => {
    const { db, deps, written } = await setup();
    const expected = {
      code: 'not-found',
      message: 'Observable item not found',
      specCode: 'observationService.observableItem.empty',
    };
    expect(
      await refusal(
        recordValue(db, {
          inspectionExternalId: current,
          target: { kind: 'inspection' },
          identifier: 'No.Such.Path',
          value: 'x',
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        recordPhoto(deps, {
          inspectionExternalId: current,
          target: { kind: 'side', side: 'left' },
          identifier: 'Undercarriage.Left.Nowhere.Photos',
          image: photo(),
        }),
      ),
    ).toEqual(expected);
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
  });

  it('a catalogued field written where it does not belong is refused, saying where it belongs', async () => {
    const { db, deps, written } = await setup();
    const at = (target: Parameters<typeof recordValue>[1]['target'], identifier: string) =>
      refusal(recordValue(db, { inspectionExternalId: current, target, identifier, value: 'Good' }));
    const notFound = (message: string) => ({
      code: 'not-found',
      message,
      specCode: 'observationService.observableItem.empty',
    });
    expect(await at({ kind: 'inspection' }, 'Bucket.Summary.Condition')).toEqual(
      notFound('Not a field of the inspection: say which side or bucket'),
    );
    expect(await at({ kind: 'side', side: 'left' }, 'Undercarriage.Right.SideFrame.Comments')).toEqual(
      notFound('Not a field of the Left side'),
    );
    expect(
      await at({ kind: 'bucket', bucketExternalId: FLEET.buckets.ex204 }, 'Operation.TotalMachineHours'),
    ).toEqual(notFound('Not a bucket field'));
    // a position's field needs one of that side's positions
    expect(
      await at({ kind: 'side', side: 'left' }, 'Undercarriage.Left.LoadRollers.Position.VisualCondition'),
    ).toMatchObject({ code: 'not-found', message: 'Equipment part not found' });
    // the side must be one of the asset's
    expect(await at({ kind: 'side', side: 'middle' }, 'Undercarriage.Left.SideFrame.Comments')).toMatchObject(
      {
        code: 'not-found',
        message: 'Equipment not found',
      },
    );
    // a photo field through the photo door only, and the photo door takes photo fields only
    expect(
      await refusal(
        recordPhoto(deps, {
          inspectionExternalId: current,
          target: { kind: 'inspection' },
          identifier: 'Operation.Tonnage',
          image: photo(),
        }),
      ),
    ).toEqual({ code: 'invalid-input', message: 'Not a photo field', specCode: 'InvalidInput' });
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
  });

  it('a value its field cannot hold: InvalidInput, or BelowOrEqualZero for a wear out of range', async () => {
    const { db, written } = await setup();
    const value = (target: Parameters<typeof recordValue>[1]['target'], identifier: string, text: string) =>
      refusal(recordValue(db, { inspectionExternalId: current, target, identifier, value: text }));
    const onLeft = { kind: 'side', side: 'left' } as const;
    expect(await value({ kind: 'inspection' }, 'LockOn.LockedOn', 'maybe')).toEqual({
      code: 'invalid-input',
      message: 'Choose yes or no',
      specCode: 'InvalidInput',
    });
    expect(await value(onLeft, ROLLER_PATH, 'x')).toEqual({
      code: 'invalid-input',
      message: 'Enter a number: digits with at most one decimal point, no sign',
      specCode: 'InvalidInput',
    });
    // 59 mm on a 58 mm new roller path with a -24 mm limit: -4.2 % wear
    expect(await value(onLeft, ROLLER_PATH, '59')).toEqual({
      code: 'invalid-input',
      message: 'Below 0 % wear: check the measurement',
      specCode: 'BelowOrEqualZero',
    });
    expect(await value({ kind: 'inspection' }, 'Operation.TotalMachineHours', '12.5')).toEqual({
      code: 'invalid-input',
      message: 'Enter a whole number: digits only, no decimal point or sign',
      specCode: 'InvalidInput',
    });
    // a photo or a pitch gauge reading is not a value: its own door keeps its file or its average
    expect(await value(onLeft, 'Undercarriage.Left.SideFrame.Photos', 'a.jpg')).toEqual({
      code: 'invalid-input',
      message: 'Unsupported data type',
      specCode: 'InvalidInput',
    });
    expect(
      await value(onLeft, 'Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings', '356'),
    ).toMatchObject({ message: 'Unsupported data type', specCode: 'InvalidInput' });
    expect(
      await refusal(
        recordCheckbox(db, {
          inspectionExternalId: current,
          target: { kind: 'inspection' },
          identifier: 'Operation.Tonnage',
          checked: false,
        }),
      ),
    ).toEqual({ code: 'invalid-input', message: 'Not a checkbox', specCode: 'InvalidInput' });
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
  });

  it('a write that passes is one observation with its outbox entry', async () => {
    const { db, written } = await setup();
    const saved = await recordValue(db, {
      inspectionExternalId: current,
      target: { kind: 'side', side: 'left' },
      identifier: ROLLER_PATH,
      value: ' 46 ',
    });
    expect(saved).toMatchObject({ identifier: ROLLER_PATH, deleted: false });
    const row = await db
      .selectFrom('observations')
      .select(['value', 'entityExternalId'])
      .where('externalId', '=', saved.externalId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ value: '46', entityExternalId: FLEET.undercarriage.left });
    expect(await written()).toEqual({ observations: 1, outbox: 1 });
  });
});
