import { describe, expect, it } from 'vitest';
import { judgeMeasurement, type JudgementInput } from './measurement-judgement.ts';

const base: JudgementInput = {
  measurement: '61',
  dimension: { baselineValue: 50, limit: 20 },
  thresholds: [
    { minPercentage: 0, actionTypeId: 1 },
    { minPercentage: 50, actionTypeId: 2 },
  ],
  actionTypes: [
    { id: 1, name: 'NoAction', sortOrder: 1 },
    { id: 2, name: 'MonitorMaintenance', sortOrder: 2 },
  ],
  machineHours: 2000,
  date: '2026-10-01T00:00:00Z',
  history: [{ date: '2026-09-01T00:00:00Z', machineHours: 1000, value: '56' }],
};

describe('judgeMeasurement', () => {
  it('gives the action now, the previous reading with the change, and the hours and dates at 100 % and 120 %', () => {
    const j = judgeMeasurement(base);
    expect(j.now).toMatchObject({ status: 'MonitorMaintenance', wearPercent: 55, colour: '#FFCD83' });
    expect(j.before).toEqual({
      value: 56,
      wearPercent: 30,
      date: '2026-09-01T00:00:00Z',
      machineHours: 1000,
      valueChange: 5,
      wearChange: 25,
    });
    expect(j.warnings).toEqual([]);
    // 25 % per 1000 h; 1000 h per 30 days
    expect(j.forecast).toMatchObject({ status: 'forecast', hoursAt100: 3800, hoursAt120: 4600 });
    expect(j.forecast.dateAt100?.slice(0, 10)).toBe('2026-11-24');
  });

  it('warns when wear went down with no changeout, but not after one', () => {
    const down = judgeMeasurement({ ...base, measurement: '54' });
    expect(down.warnings.map((w) => w.code)).toEqual(['WearDecreased']);
    expect(judgeMeasurement({ ...base, measurement: '54', changedOut: true }).warnings).toEqual([]);
  });

  it('says not enough data with one reading, and no measurement when blank', () => {
    const j = judgeMeasurement({ ...base, measurement: '', history: [] });
    expect(j.now).toMatchObject({ status: 'NoMeasurements' });
    expect(j.before).toBeUndefined();
    expect(j.forecast).toEqual({ status: 'not enough data' });
  });

  it('ignores readings of later inspections', () => {
    const j = judgeMeasurement({
      ...base,
      history: [...base.history, { date: '2026-12-01T00:00:00Z', machineHours: 3000, value: '70' }],
    });
    expect(j.before?.date).toBe('2026-09-01T00:00:00Z');
  });
});
