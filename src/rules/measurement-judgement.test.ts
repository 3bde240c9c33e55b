import { describe, expect, it } from 'vitest';
import { forecastLine } from './judgement-text.ts';
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

describe('judgeMeasurement past 100 %', () => {
  // 50 mm new, 20 mm allowance: 5 % a mm; 73.34 mm is 116.7 %, 56 mm was 30 %.
  const worn: JudgementInput = { ...base, measurement: '73.34' };

  it('says since when the part has been past 100 %, and when it reaches 120 %, never a date ahead for 100 %', () => {
    const j = judgeMeasurement(worn);
    expect(j.now).toMatchObject({ wearPercent: 116.7 });
    // Line through (1,000 h, 30 %) and (2,000 h, 116.7 %): 0.0867 % per h. 100 % at 1,000 + 70 / 0.0867 =
    // 1,807.4 h, 0.8074 of the 30 days from 1 Sep = 24.2 d; 120 % at 1,000 + 90 / 0.0867 = 2,038.1 h, ahead of
    // 2,000 h by 38.1 h at 1,000 h per 30 days = 1.14 d.
    expect(j.forecast).toMatchObject({ past100: true, hoursAt100: 1807, hoursAt120: 2038 });
    expect(j.forecast.past120).toBeUndefined();
    expect(j.forecast.dateAt100?.slice(0, 10)).toBe('2026-09-25');
    expect(j.forecast.dateAt120?.slice(0, 10)).toBe('2026-10-02');
    expect(forecastLine(j.forecast)).toBe(
      'Past 100 % since 1,807 h (≈ 25 Sep 26) · 120 % at 2,038 h (≈ 02 Oct 26)',
    );
  });

  it('past 120 % too, both say since when', () => {
    // 75 mm is 125 %: line through (1,000, 30) and (2,000, 125), 0.095 % per h; 100 % at 1,000 + 70 / 0.095 =
    // 1,736.8 h (22.1 d after 1 Sep), 120 % at 1,000 + 90 / 0.095 = 1,947.4 h (28.4 d).
    const j = judgeMeasurement({ ...worn, measurement: '75' });
    expect(j.forecast).toMatchObject({ past100: true, past120: true, hoursAt100: 1737, hoursAt120: 1947 });
    expect(forecastLine(j.forecast)).toBe(
      'Past 100 % since 1,737 h (≈ 23 Sep 26) · Past 120 % since 1,947 h (≈ 29 Sep 26)',
    );
  });

  it('without machine hours now, past 100 % at this inspection', () => {
    const j = judgeMeasurement({ ...worn, machineHours: null });
    expect(j.forecast).toMatchObject({ past100: true, dateAt100: '2026-10-01T00:00:00Z' });
    expect(j.forecast.hoursAt100).toBeUndefined();
    expect(forecastLine(j.forecast)).toBe('Past 100 % by 01 Oct 26 · 120 %: Not enough data');
  });

  it('below 100 % the forecast looks ahead as before', () => {
    // 1,800 h and 2,600 h after 2,000 h at 1,000 h per 30 days: 54 and 78 days after 1 Oct.
    expect(forecastLine(judgeMeasurement(base).forecast)).toBe(
      '100 % at 3,800 h (≈ 24 Nov 26) · 120 % at 4,600 h (≈ 18 Dec 26)',
    );
  });
});
