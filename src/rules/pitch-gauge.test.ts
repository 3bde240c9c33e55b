import { describe, it, expect } from 'vitest';
import { addPitchGaugeReading, pitchGaugeAverage } from './pitch-gauge.ts';
import { PITCH_GAUGE_UNIT_ID } from './constants.ts';

const def = { baselineValue: 50, limit: 20 };

describe('pitchGaugeAverage (recording spec §5)', () => {
  it('is "No measurements" without readings', () => {
    expect(pitchGaugeAverage([])).toEqual({ ok: false, code: 'NoMeasurements', message: 'No measurements' });
  });

  it.each([
    [[10, 11, 12], 11],
    [[1, 2, 2], 1.67],
    [[60], 60],
  ])('%j averages to %d', (readings, value) => {
    expect(pitchGaugeAverage(readings)).toEqual({ ok: true, value, count: readings.length });
  });
});

describe('addPitchGaugeReading (recording spec §5)', () => {
  it('saves readings with unit id 15', () => {
    expect(PITCH_GAUGE_UNIT_ID).toBe(15);
    expect(addPitchGaugeReading([], '60', def)).toEqual({
      ok: true,
      accepted: true,
      readings: [60],
      average: 60,
      wearPercent: 50,
      unitId: 15,
    });
  });

  it.each([[''], ['   '], ['abc'], [null], [undefined], ['1,5']])('%j is an invalid value', (raw) => {
    expect(addPitchGaugeReading([60], raw, def)).toEqual({
      ok: false,
      code: 'InvalidInput',
      message: 'Invalid value',
    });
  });

  it('silently rejects a reading when the new average fails the range check', () => {
    const readings = [60];
    expect(addPitchGaugeReading(readings, '30', def)).toEqual({ ok: true, accepted: false, readings });
    expect(addPitchGaugeReading(readings, '150', def)).toEqual({ ok: true, accepted: false, readings });
    expect(addPitchGaugeReading(readings, 60, { baselineValue: 50, limit: 0 })).toMatchObject({
      accepted: false,
    });
  });

  it('accepts a reading whose average stays in range, even if the reading alone would not', () => {
    expect(addPitchGaugeReading([60], '40', def)).toMatchObject({
      accepted: true,
      average: 50,
      wearPercent: 0,
    });
    expect(addPitchGaugeReading([60, 62], '110', def)).toMatchObject({ accepted: true, average: 77.33 });
  });

  it('honours custom range limits', () => {
    expect(addPitchGaugeReading([], '70', def, { max: 30 })).toMatchObject({ accepted: false });
    expect(addPitchGaugeReading([], '60', def, { max: 30 })).toMatchObject({ accepted: true });
  });
});
