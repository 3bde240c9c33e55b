import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  computeActionStatus,
  NO_ACTION_TYPE_FOUND,
  selectActionType,
  type ActionType,
  type Threshold,
} from './action-status.ts';

const types: ActionType[] = [
  { id: 1, name: 'NoAction', sortOrder: 1, defaultColourCode: '#8AD38D' },
  { id: 2, name: 'MonitorMaintenance', sortOrder: 2, defaultColourCode: '#FFCD83' },
  { id: 3, name: 'ScheduleChangeout', sortOrder: 3, defaultColourCode: '#F7B2B2' },
  { id: 4, name: 'ChangeoutImmediately', sortOrder: 4, defaultColourCode: '#682424' },
  { id: 5, name: 'NoMeasurements', sortOrder: 0 },
];
const thresholds: Threshold[] = [
  { minPercentage: 30, actionTypeId: 2 },
  { minPercentage: 70, actionTypeId: 3 },
  { minPercentage: 100, actionTypeId: 4 },
];
const dimension = { baselineValue: 50, limit: 20 };

describe('selectActionType (recording spec §9)', () => {
  it.each([
    [0, undefined],
    [29.99, undefined],
    [30, 'MonitorMaintenance'],
    [69.99, 'MonitorMaintenance'],
    [70, 'ScheduleChangeout'],
    [99.99, 'ScheduleChangeout'],
    [100, 'ChangeoutImmediately'],
    [250, 'ChangeoutImmediately'],
  ])('wear %d gives %s', (wear, name) => {
    expect(selectActionType(wear, thresholds, types)?.name).toBe(name);
  });

  it('among equal minPercentage matches the highest sortOrder wins, whatever the order', () => {
    const tied: Threshold[] = [
      { minPercentage: 50, actionTypeId: 2 },
      { minPercentage: 50, actionTypeId: 4 },
      { minPercentage: 50, actionTypeId: 3 },
    ];
    expect(selectActionType(60, tied, types)?.name).toBe('ChangeoutImmediately');
    expect(selectActionType(60, [...tied].reverse(), types)?.name).toBe('ChangeoutImmediately');
  });

  it('a higher minPercentage beats a higher sortOrder', () => {
    const mixed: Threshold[] = [
      { minPercentage: 10, actionTypeId: 4 },
      { minPercentage: 40, actionTypeId: 2 },
    ];
    expect(selectActionType(50, mixed, types)?.name).toBe('MonitorMaintenance');
  });

  it('ignores thresholds whose action type is unknown', () => {
    expect(selectActionType(80, [{ minPercentage: 50, actionTypeId: 99 }], types)).toBeUndefined();
  });

  const thresholdArb = fc.record({
    minPercentage: fc.integer({ min: -50, max: 300 }),
    actionTypeId: fc.integer({ min: 1, max: 6 }),
  });

  it('never chooses a threshold above the wear, and no matching threshold is higher', () => {
    fc.assert(
      fc.property(fc.array(thresholdArb), fc.double({ min: -50, max: 300, noNaN: true }), (ts, wear) => {
        const chosen = selectActionType(wear, ts, types);
        const matches = ts.filter(
          (t) => t.minPercentage <= wear && types.some((a) => a.id === t.actionTypeId),
        );
        if (chosen === undefined) return matches.length === 0;
        const best = Math.max(...matches.map((t) => t.minPercentage));
        const chosenThresholds = matches.filter((t) => t.actionTypeId === chosen.id);
        const top = matches.filter((t) => t.minPercentage === best);
        const topOrder = Math.max(
          ...top.map((t) => types.find((a) => a.id === t.actionTypeId)?.sortOrder ?? -1),
        );
        return (
          chosenThresholds.some((t) => t.minPercentage === best && t.minPercentage <= wear) &&
          chosen.sortOrder === topOrder
        );
      }),
    );
  });
});

describe('computeActionStatus (recording spec §8 and §9)', () => {
  const run = (measurements: (string | number | null | undefined)[], extra: object = {}) =>
    computeActionStatus({ measurements, dimension, thresholds, actionTypes: types, ...extra });

  it.each([
    [[], 'NoMeasurements'],
    [['', '  ', null, undefined], 'NoMeasurements'],
    [['abc'], 'InvalidMeasurements'],
    [['60', 'x'], 'InvalidMeasurements'],
    [[NaN], 'InvalidMeasurements'],
    [['49'], 'InvalidMeasurements'],
    [['100.2'], 'InvalidMeasurements'],
    [['50'], 'NoAction'],
    [['56'], 'MonitorMaintenance'],
    [['55.99'], 'NoAction'],
    [['64'], 'ScheduleChangeout'],
    [['70'], 'ChangeoutImmediately'],
    [['100'], 'ChangeoutImmediately'],
  ])('%j gives %s', (measurements, status) => {
    expect(run(measurements)).toMatchObject({ ok: true, status });
  });

  it('averages repeated measurements and reports the wear and the colours', () => {
    expect(run(['60', '62', ''])).toEqual({
      ok: true,
      status: 'MonitorMaintenance',
      actionType: types[1],
      measurement: 61,
      wearPercent: 55,
      colour: '#FFCD83',
      textColour: '#000000',
    });
    expect(run([70])).toMatchObject({
      status: 'ChangeoutImmediately',
      colour: '#682424',
      textColour: '#FFFFFF',
    });
  });

  it('NoMeasurements and InvalidMeasurements are grey and carry their action type when one exists', () => {
    expect(run([])).toEqual({
      ok: true,
      status: 'NoMeasurements',
      actionType: types[4],
      colour: '#BDBDBD',
      textColour: '#000000',
    });
    expect(run(['abc'])).toEqual({
      ok: true,
      status: 'InvalidMeasurements',
      colour: '#BDBDBD',
      textColour: '#000000',
    });
    expect(run(['40'])).toMatchObject({ status: 'InvalidMeasurements', measurement: 40, wearPercent: -50 });
  });

  it('is invalid without a part dimension or with a zero limit', () => {
    expect(run(['60'], { dimension: undefined })).toMatchObject({ status: 'InvalidMeasurements' });
    expect(run(['60'], { dimension: { baselineValue: 50, limit: 0 } })).toMatchObject({
      status: 'InvalidMeasurements',
      measurement: 60,
    });
  });

  it(`fails with "${NO_ACTION_TYPE_FOUND}" when nothing matches and there is no NoAction type`, () => {
    const result = computeActionStatus({
      measurements: ['50'],
      dimension,
      thresholds,
      actionTypes: types.filter((t) => t.name !== 'NoAction'),
    });
    expect(result).toEqual({
      ok: false,
      code: 'NoActionTypeFound',
      message: 'No action type found for NoAction',
    });
  });

  it('uses the default colour code of an action type the spec does not name', () => {
    const custom: ActionType[] = [{ id: 9, name: 'Inspect', sortOrder: 9, defaultColourCode: '#123' }];
    const result = computeActionStatus({
      measurements: ['60'],
      dimension,
      thresholds: [{ minPercentage: 0, actionTypeId: 9 }],
      actionTypes: custom,
    });
    expect(result).toMatchObject({ ok: true, status: 'Inspect', colour: '#112233', textColour: '#FFFFFF' });
  });
});
