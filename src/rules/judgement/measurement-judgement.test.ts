import { describe, expect, it } from 'vitest';
import { forecastLine } from '../judgement-text.ts';
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

// Wear % = (measured − baseline) / limit × 100 (recording spec §9). With baseline 50 and limit 20 every millimetre
// above 50 is 5 %: 51 → 5 %, 52 → 10 %, 56 → 30 %, 60 → 50 %, 61 → 55 %.
const SEP = '2026-09-01T00:00:00Z';
const AUG = '2026-08-01T00:00:00Z';
const SEP_READING = { date: SEP, machineHours: 1000, value: '56' };

describe('judgeMeasurement: what is left out', () => {
  it('with no dimension there is no wear, no trend and no forecast, but the previous value is still shown', () => {
    const j = judgeMeasurement({ ...base, dimension: undefined });
    expect(j.now).toMatchObject({ ok: true, status: 'InvalidMeasurements' });
    expect(j.before).toEqual({
      value: 56,
      wearPercent: undefined,
      date: SEP,
      machineHours: 1000,
      valueChange: undefined,
      wearChange: undefined,
    });
    expect(j.readings).toEqual([]);
    expect(j.warnings).toEqual([]);
    expect(j.forecast).toEqual({ status: 'not enough data' });
  });

  it('with no wear limit the values still change (61 − 56 = 5 mm) but no wear is worked out', () => {
    const j = judgeMeasurement({ ...base, dimension: { baselineValue: 50, limit: 0 } });
    expect(j.now).toMatchObject({ status: 'InvalidMeasurements', measurement: 61 });
    expect(j.before).toMatchObject({
      value: 56,
      wearPercent: undefined,
      valueChange: 5,
      wearChange: undefined,
    });
    expect(j.readings).toEqual([]);
  });

  it('keeps only numeric readings of earlier inspections: not the same day, not a later day, not a text', () => {
    const j = judgeMeasurement({
      ...base,
      history: [
        { date: base.date, machineHours: 2000, value: '70' },
        { date: '2026-12-01T00:00:00Z', machineHours: 3000, value: '70' },
        { date: '2026-09-15T00:00:00Z', machineHours: 1500, value: 'n/a' },
        ...base.history,
      ],
    });
    expect(j.before).toMatchObject({ value: 56, date: SEP });
    expect(j.readings.map((r) => r.date)).toEqual([SEP, base.date]);
  });

  it('the previous reading is the latest one before, whatever order the history comes in', () => {
    const j = judgeMeasurement({
      ...base,
      history: [...base.history, { date: AUG, machineHours: 500, value: '51' }],
    });
    expect(j.before).toMatchObject({ value: 56, wearPercent: 30, date: SEP, valueChange: 5, wearChange: 25 });
    // Oldest first, this reading last: (500 h, 5 %), (1000 h, 30 %), (2000 h, 55 %).
    expect(j.readings).toEqual([
      { machineHours: 500, wearPercent: 5, date: AUG, changedOut: false },
      { machineHours: 1000, wearPercent: 30, date: SEP, changedOut: false },
      { machineHours: 2000, wearPercent: 55, date: base.date, changedOut: false },
    ]);
    // Least squares through the three points: mean hours 3500/3, mean wear 30; Sxy = 37 500, Sxx = 3 500 000/3;
    // slope 9/280 % per hour, intercept −7.5 %. 100 % at 107.5 × 280/9 = 3344.4 h, 120 % at 127.5 × 280/9 = 3966.7 h.
    expect(j.forecast).toMatchObject({ status: 'forecast', hoursAt100: 3344, hoursAt120: 3967 });
  });

  it('rounds the changes: 61.37 − 56.2 = 5.17 mm, 56.85 − 31 = 25.85 %', () => {
    const j = judgeMeasurement({
      ...base,
      measurement: '61.37',
      history: [{ ...SEP_READING, value: '56.2' }],
    });
    expect(j.before?.valueChange).toBe(5.17);
    expect(j.before?.wearChange).toBe(25.85);
  });

  it('a blank measurement keeps the previous reading without a change, and no warning', () => {
    const j = judgeMeasurement({ ...base, measurement: '  ' });
    expect(j.now).toMatchObject({ status: 'NoMeasurements' });
    expect(j.before).toMatchObject({
      value: 56,
      wearPercent: 30,
      valueChange: undefined,
      wearChange: undefined,
    });
    expect(j.readings).toEqual([{ machineHours: 1000, wearPercent: 30, date: SEP, changedOut: false }]);
    expect(j.warnings).toEqual([]);
  });
});

describe('judgeMeasurement: hours and the trend', () => {
  it('a reading without machine hours is kept as the previous value but not on the trend', () => {
    const j = judgeMeasurement({
      ...base,
      history: [{ ...SEP_READING, machineHours: null }],
    });
    expect(j.before).toMatchObject({ value: 56, machineHours: null });
    expect(j.readings).toEqual([{ machineHours: 2000, wearPercent: 55, date: base.date, changedOut: false }]);
    expect(j.forecast).toEqual({ status: 'not enough data' });
  });

  it('with no machine hours now, nothing is checked for plausibility: 54 mm (20 %) after 30 % gives no warning', () => {
    const j = judgeMeasurement({ ...base, measurement: '54', machineHours: null });
    expect(j.now).toMatchObject({ wearPercent: 20 });
    expect(j.warnings).toEqual([]);
    expect(j.readings.map((r) => r.date)).toEqual([SEP]);
  });

  it('a first reading with hours has nothing to be compared with', () => {
    const j = judgeMeasurement({ ...base, measurement: '70', history: [] });
    // 70 mm is 100 %: high, but there is no earlier reading to call its rise implausible.
    expect(j.warnings).toEqual([]);
    expect(j.readings).toEqual([
      { machineHours: 2000, wearPercent: 100, date: base.date, changedOut: false },
    ]);
  });

  it('checks the rise against the last reading on the trend, not an older one', () => {
    // 62 mm (60 %) at 1000 h, 60 mm (50 %) at 1500 h, 61 mm (55 %) now at 2000 h: against the last reading the wear
    // rose 5 % in 500 h (plausible); against the older one it would have gone down.
    const j = judgeMeasurement({
      ...base,
      history: [
        { date: SEP, machineHours: 1000, value: '62' },
        { date: '2026-09-15T00:00:00Z', machineHours: 1500, value: '60' },
      ],
    });
    expect(j.warnings).toEqual([]);
  });

  it('wear going down says the wear is not rising', () => {
    // 54 mm is 20 % now, after 30 %: the line falls.
    expect(judgeMeasurement({ ...base, measurement: '54' }).forecast).toEqual({ status: 'never reaches' });
  });

  it('a changeout in the history restarts the trend at the new component', () => {
    // 60 mm (50 %) at 500 h, changed out, 52 mm (10 %) at 1000 h, 61 mm (55 %) at 2000 h now. Since the changeout:
    // slope 45 % per 1000 h, intercept 10 − 45 = −35 %; 100 % at 135/0.045 = 3000 h, 120 % at 155/0.045 = 3444.4 h.
    // Hours per day: 1000 h in the 30 days from 1 Sep to 1 Oct; 3000 h is 1000 h (30 days) after now: 31 Oct;
    // 3444.4 h is 1444.4 h, 43.3 days, after: 13 Nov 08:00.
    const j = judgeMeasurement({
      ...base,
      history: [
        { date: AUG, machineHours: 500, value: '60' },
        { date: SEP, machineHours: 1000, value: '52', changedOut: true },
      ],
    });
    expect(j.readings.map((r) => r.changedOut)).toEqual([false, true, false]);
    expect(j.warnings).toEqual([]);
    expect(j.forecast).toEqual({
      status: 'forecast',
      hoursAt100: 3000,
      hoursAt120: 3444,
      dateAt100: '2026-10-31T00:00:00.000Z',
      dateAt120: '2026-11-13T08:00:00.000Z',
    });
  });

  it('a changeout now leaves one reading of the new component: not enough data, and no warning for the fall', () => {
    const j = judgeMeasurement({ ...base, measurement: '52', changedOut: true });
    expect(j.readings.at(-1)).toEqual({
      machineHours: 2000,
      wearPercent: 10,
      date: base.date,
      changedOut: true,
    });
    expect(j.warnings).toEqual([]);
    expect(j.forecast).toEqual({ status: 'not enough data' });
  });

  it('gives the dates at 100 % and 120 % from the machine’s recent hours per day', () => {
    // base: 100 % at 3800 h, 1800 h after now at 1000 h per 30 days = 54 days; 120 % at 4600 h, 78 days.
    expect(judgeMeasurement(base).forecast).toEqual({
      status: 'forecast',
      hoursAt100: 3800,
      hoursAt120: 4600,
      dateAt100: '2026-11-24T00:00:00.000Z',
      dateAt120: '2026-12-18T00:00:00.000Z',
    });
  });

  it('gives no dates when the hours did not move since the last reading', () => {
    // 51 mm (5 %) at 500 h, 56 mm (30 %) at 1000 h, 61 mm (55 %) again at 1000 h now. Mean hours 2500/3, mean wear
    // 30; Sxy = 12 500, Sxx = 500 000/3; slope 0.075 % per hour, intercept −32.5 %: 100 % at 132.5/0.075 = 1766.7 h,
    // 120 % at 152.5/0.075 = 2033.3 h. No hours went by in the last month, so no hours per day and no date.
    const j = judgeMeasurement({
      ...base,
      machineHours: 1000,
      history: [...base.history, { date: AUG, machineHours: 500, value: '51' }],
    });
    // Strict: the dates are left out, not present and undefined.
    expect(j.forecast).toStrictEqual({ status: 'forecast', hoursAt100: 1767, hoursAt120: 2033 });
    // 25 % in no hours at all is faster than any rate.
    expect(j.warnings.map((w) => w.code)).toEqual(['RiseTooFast']);
  });

  it('gives no dates when the last two readings are of the same day', () => {
    // Nothing measured now; 51 mm (5 %) at 500 h on 1 Aug, 56 mm (30 %) at 1000 h and 58 mm (40 %) at 1100 h, both
    // on 1 Sep. The line still rises, but hours per day cannot be told from one day.
    const j = judgeMeasurement({
      ...base,
      measurement: '',
      history: [
        { date: AUG, machineHours: 500, value: '51' },
        { date: SEP, machineHours: 1000, value: '56' },
        { date: SEP, machineHours: 1100, value: '58' },
      ],
    });
    expect(Object.keys(j.forecast)).toEqual(['status', 'hoursAt100', 'hoursAt120']);
  });
});

describe('judgeMeasurement: a fleet with no No Action type', () => {
  it('reports that no action type is found and shows no change from before', () => {
    // 52 mm is 10 %: no threshold reached and no NoAction to fall back on (recording spec §9).
    const j = judgeMeasurement({ ...base, measurement: '52', thresholds: [], actionTypes: [] });
    expect(j.now).toEqual({
      ok: false,
      code: 'NoActionTypeFound',
      message: 'No action type found for NoAction',
    });
    expect(j.before).toMatchObject({
      value: 56,
      wearPercent: 30,
      valueChange: undefined,
      wearChange: undefined,
    });
    expect(j.readings.map((r) => r.date)).toEqual([SEP]);
  });
});

describe('judgeMeasurement: the judged history (Status History sheet)', () => {
  // wear % = (value − 50) / 20 × 100 (recording spec §9): 51 mm 5 %, 56 mm 30 %, 62 mm 60 %.
  const named = { machineName: 'EX-204', siteName: 'Karratha' };
  const history = [
    { date: '2026-09-01T00:00:00Z', machineHours: 1000, value: '62', inspectionExternalId: 'sep', ...named },
    { date: '2026-08-01T00:00:00Z', machineHours: null, value: '51', inspectionExternalId: 'aug', ...named },
    // None of these is a past reading: the same day, a later day, a text.
    { date: '2026-10-01T00:00:00Z', machineHours: 1900, value: '58', inspectionExternalId: 'same' },
    { date: '2026-11-01T00:00:00Z', machineHours: 2500, value: '70', inspectionExternalId: 'nov' },
    { date: '2026-07-01T00:00:00Z', machineHours: 400, value: 'worn', inspectionExternalId: 'jul' },
  ];

  it('lists each earlier reading oldest first, with its inspection, machine, site, value, wear and action', () => {
    const j = judgeMeasurement({ ...base, history });
    expect(j.history).toMatchObject([
      {
        inspectionExternalId: 'aug',
        machineName: 'EX-204',
        siteName: 'Karratha',
        date: '2026-08-01T00:00:00Z',
        value: 51,
        status: { ok: true, status: 'NoAction', wearPercent: 5 },
      },
      {
        inspectionExternalId: 'sep',
        date: '2026-09-01T00:00:00Z',
        value: 62,
        status: { ok: true, status: 'MonitorMaintenance', wearPercent: 60, colour: '#FFCD83' },
      },
    ]);
    expect(j.history).toHaveLength(2);
  });

  it('a reading without its inspection or names says so with null', () => {
    const [only] = judgeMeasurement(base).history;
    expect(only).toMatchObject({ inspectionExternalId: null, machineName: null, siteName: null, value: 56 });
  });

  it('a past reading that cannot be judged (no dimension) is listed as invalid, with no wear', () => {
    const [only] = judgeMeasurement({ ...base, dimension: undefined }).history;
    expect(only?.value).toBe(56);
    expect(only?.status).toMatchObject({ ok: true, status: 'InvalidMeasurements' });
    expect(only?.status.ok && only.status.wearPercent).toBeUndefined();
  });

  it('judges a past reading by the thresholds: 56 mm (30 %) is no action, whatever the reading now', () => {
    const [only] = judgeMeasurement({ ...base, measurement: '' }).history;
    expect(only?.status).toMatchObject({ ok: true, status: 'NoAction', wearPercent: 30 });
  });

  it('is empty without earlier readings', () => {
    expect(judgeMeasurement({ ...base, history: [] }).history).toEqual([]);
  });
});

describe('judgeMeasurement: the forecast line (the trend chart)', () => {
  it('is the line through the readings since the changeout: 30 % at 1000 h, 55 % at 2000 h', () => {
    // slope 25 % / 1000 h = 0.025 % per h; intercept 30 − 0.025 × 1000 = 5; 100 % at 95 / 0.025 = 3800 h.
    const { line } = judgeMeasurement(base);
    expect(line.status).toBe('forecast');
    if (line.status !== 'forecast') return;
    expect(line.pointsUsed).toBe(2);
    expect(line.slopePerHour).toBeCloseTo(0.025, 9);
    expect(line.intercept).toBeCloseTo(5, 6);
    expect(line.hoursAt100).toBeCloseTo(3800, 6);
    expect(line.hoursAt120).toBeCloseTo(4600, 6);
  });

  it('with one reading there is no line', () => {
    expect(judgeMeasurement({ ...base, history: [] }).line).toEqual({
      status: 'not enough data',
      pointsUsed: 1,
    });
  });

  it('a later reading is not on the line', () => {
    const later = { date: '2026-12-01T00:00:00Z', machineHours: 3000, value: '50' };
    const { line } = judgeMeasurement({ ...base, history: [...base.history, later] });
    expect(line.pointsUsed).toBe(2);
  });
});
