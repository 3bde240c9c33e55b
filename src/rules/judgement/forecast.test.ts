import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fitForecast, forecastComponent, readingsSinceChangeout, type WearReading } from './forecast.ts';

const line = (slope: number, intercept: number, hours: number[]): WearReading[] =>
  hours.map((h) => ({ machineHours: h, wearPercent: intercept + slope * h }));

describe('remaining-life forecast', () => {
  it('says "not enough data" with fewer than two points', () => {
    expect(forecastComponent([])).toEqual({
      sinceChangeout: { status: 'not enough data', pointsUsed: 0 },
      recent: { status: 'not enough data', pointsUsed: 0 },
    });
    expect(forecastComponent([{ machineHours: 100, wearPercent: 10 }])).toEqual({
      sinceChangeout: { status: 'not enough data', pointsUsed: 1 },
      recent: { status: 'not enough data', pointsUsed: 1 },
      lastReadingHours: 100,
    });
  });

  it('says "not enough data" when every reading is at the same hours', () => {
    expect(fitForecast(line(0, 10, [500, 500, 500]))).toEqual({ status: 'not enough data', pointsUsed: 3 });
  });

  it('fits a straight line exactly and reports when 100 % and 120 % are reached', () => {
    const result = fitForecast(line(0.01, 0, [0, 1000, 2000, 3000]));
    expect(result.status).toBe('forecast');
    if (result.status !== 'forecast') return;
    expect(result.pointsUsed).toBe(4);
    expect(result.slopePerHour).toBeCloseTo(0.01, 12);
    expect(result.intercept).toBeCloseTo(0, 9);
    expect(result.hoursAt100).toBeCloseTo(10000, 6);
    expect(result.hoursAt120).toBeCloseTo(12000, 6);
    expect(result.remainingHoursTo100).toBeCloseTo(7000, 6);
    expect(result.remainingHoursTo120).toBeCloseTo(9000, 6);
  });

  it('uses least squares on noisy points', () => {
    // Points (0, 1), (1, 3), (2, 2), (3, 4): slope 0.8, intercept 1.3.
    const result = fitForecast([
      { machineHours: 0, wearPercent: 1 },
      { machineHours: 1, wearPercent: 3 },
      { machineHours: 2, wearPercent: 2 },
      { machineHours: 3, wearPercent: 4 },
    ]);
    expect(result).toMatchObject({ status: 'forecast' });
    if (result.status !== 'forecast') return;
    expect(result.slopePerHour).toBeCloseTo(0.8, 12);
    expect(result.intercept).toBeCloseTo(1.3, 12);
    expect(result.hoursAt100).toBeCloseTo(98.7 / 0.8, 9);
  });

  it.each([
    ['falling', line(-0.01, 50, [0, 100, 200])],
    ['flat', line(0, 50, [0, 100, 200])],
  ])('a %s history never reaches 100 %%', (_what, readings) => {
    expect(fitForecast(readings)).toMatchObject({ status: 'never reaches', pointsUsed: 3 });
  });

  it('never forecasts earlier than the last reading when already worn out', () => {
    const result = fitForecast(line(0.05, 0, [2000, 2400, 3000]));
    expect(result).toMatchObject({ status: 'forecast', hoursAt100: 3000, remainingHoursTo100: 0 });
  });

  it('uses only readings since the last changeout, sorted by hours, ignoring unreadable ones', () => {
    const readings: WearReading[] = [
      { machineHours: 3000, wearPercent: 20, changedOut: false },
      { machineHours: 1000, wearPercent: 80 },
      { machineHours: 2000, wearPercent: 5, changedOut: true },
      { machineHours: NaN, wearPercent: 30 },
      { machineHours: 1500, wearPercent: 95 },
      { machineHours: 4000, wearPercent: 35 },
    ];
    expect(readingsSinceChangeout(readings).map((r) => r.machineHours)).toEqual([2000, 3000, 4000]);
    const result = forecastComponent(readings);
    expect(result.sinceChangeout).toMatchObject({ status: 'forecast', pointsUsed: 3 });
    expect(result.lastReadingHours).toBe(4000);
  });

  it('fits the most recent N readings (default 5) separately', () => {
    const early = line(0.005, 0, [0, 1000, 2000, 3000]);
    const late = [4000, 5000, 6000, 7000].map((h) => ({
      machineHours: h,
      wearPercent: 15 + 0.01 * (h - 3000),
    }));
    const readings = [...early, ...late];
    expect(forecastComponent(readings).recent.pointsUsed).toBe(5);
    expect(forecastComponent(readings).sinceChangeout.pointsUsed).toBe(8);
    const recent = forecastComponent(readings, { recentCount: 4 }).recent;
    expect(recent).toMatchObject({ status: 'forecast', pointsUsed: 4 });
    if (recent.status === 'forecast') expect(recent.slopePerHour).toBeCloseTo(0.01, 12);
  });

  it.each([
    [1, 2],
    [0, 2],
    [3.7, 3],
    [NaN, 5],
    [Infinity, 5],
  ])('recentCount %d uses %d points', (recentCount, used) => {
    const readings = line(0.01, 0, [0, 100, 200, 300, 400, 500, 600]);
    expect(forecastComponent(readings, { recentCount }).recent.pointsUsed).toBe(used);
  });

  const reading = fc.record({
    machineHours: fc.integer({ min: 0, max: 50000 }),
    wearPercent: fc.double({ min: -20, max: 250, noNaN: true }),
    changedOut: fc.boolean(),
  });

  it('never forecasts earlier than the last reading, and 120 % never before 100 %', () => {
    fc.assert(
      fc.property(
        fc.array(reading, { maxLength: 30 }),
        fc.integer({ min: 2, max: 10 }),
        (readings, recentCount) => {
          const result = forecastComponent(readings, { recentCount });
          return [result.sinceChangeout, result.recent].every((f) => {
            if (f.status !== 'forecast') return f.status === 'never reaches' ? f.pointsUsed >= 2 : true;
            const last = result.lastReadingHours as number;
            return f.hoursAt100 >= last && f.hoursAt120 >= f.hoursAt100 && f.remainingHoursTo100 >= 0;
          });
        },
      ),
    );
  });

  it('uses at most the requested number of recent points', () => {
    fc.assert(
      fc.property(
        fc.array(reading, { maxLength: 30 }),
        fc.integer({ min: 2, max: 10 }),
        (readings, recentCount) => {
          const result = forecastComponent(readings, { recentCount });
          return (
            result.recent.pointsUsed <= recentCount &&
            result.recent.pointsUsed <= result.sinceChangeout.pointsUsed
          );
        },
      ),
    );
  });
});
