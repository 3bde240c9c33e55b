import { describe, expect, it } from 'vitest';
import { pastLimitSince, type DatedWearReading } from './past-limit.ts';

const r = (
  machineHours: number,
  wearPercent: number,
  date: string,
  changedOut = false,
): DatedWearReading => ({
  machineHours,
  wearPercent,
  date: `${date}T00:00:00.000Z`,
  changedOut,
});

describe('pastLimitSince', () => {
  it('says since when the fitted line has been past 100 % and 120 %, dated between the readings either side', () => {
    // Least squares through (18,000 h, 40 %), (19,000 h, 70 %), (20,000 h, 130 %): mean 19,000 h / 80 %,
    // slope 90,000 / 2,000,000 = 0.045 % per h, intercept 80 − 855 = −775.
    const readings = [r(18_000, 40, '2026-06-01'), r(19_000, 70, '2026-09-01'), r(20_000, 130, '2026-12-01')];
    // 100 %: 875 / 0.045 = 19,444.4 h, 4/9 of the 91 days from 1 Sep = 40 d 10 h 40 min.
    const at100 = pastLimitSince(readings, 100);
    expect(at100?.hours).toBeCloseTo(19_444.444, 2);
    expect(at100?.date.slice(0, 16)).toBe('2026-10-11T10:40');
    // 120 %: 895 / 0.045 = 19,888.9 h, 8/9 of 91 days = 80 d 21 h 20 min.
    const at120 = pastLimitSince(readings, 120);
    expect(at120?.hours).toBeCloseTo(19_888.889, 2);
    expect(at120?.date.slice(0, 16)).toBe('2026-11-20T21:20');
  });

  it('never names a time after the newest reading, even when the line crosses later', () => {
    // (0, 50), (1,000, 52), (2,000, 104): slope 54,000 / 2,000,000 = 0.027, intercept 68.667 − 27 = 41.667;
    // the line reaches 100 % at 2,160.5 h, after the reading at 2,000 h that is already 104 %.
    const readings = [r(0, 50, '2026-01-01'), r(1_000, 52, '2026-02-01'), r(2_000, 104, '2026-03-01')];
    expect(pastLimitSince(readings, 100)).toEqual({ hours: 2_000, date: '2026-03-01T00:00:00.000Z' });
    expect(pastLimitSince(readings, 120)).toBeUndefined();
  });

  it('never names a date after the newest reading, even when an older reading is dated later', () => {
    // (1,000 h, 90 %) dated 25 Dec, (2,000 h, 110 %) dated 1 Dec: slope 0.02 % per h, intercept 70, 100 % at
    // 1,500 h; halfway between the two dates would be 13 Dec, after the newest reading's 1 Dec.
    const readings = [r(1_000, 90, '2026-12-25'), r(2_000, 110, '2026-12-01')];
    expect(pastLimitSince(readings, 100)).toEqual({ hours: 1_500, date: '2026-12-01T00:00:00.000Z' });
  });

  it('never names a time before the first reading of the part', () => {
    // (1,000, 105), (2,000, 116.7): slope 0.0117, the line crosses 100 % at 572.6 h, before the first reading.
    const readings = [r(1_000, 105, '2026-01-01'), r(2_000, 116.7, '2026-02-01')];
    expect(pastLimitSince(readings, 100)).toEqual({ hours: 1_000, date: '2026-01-01T00:00:00.000Z' });
  });

  it('without a rising line, takes the first reading at or past the level', () => {
    expect(pastLimitSince([r(5_000, 116.7, '2026-12-03')], 100)).toEqual({
      hours: 5_000,
      date: '2026-12-03T00:00:00.000Z',
    });
    // Falling wear (120 % then 110 %): no line reaches anything, the part is past 100 % since its first reading.
    expect(pastLimitSince([r(1_000, 120, '2026-01-01'), r(2_000, 110, '2026-02-01')], 100)).toEqual({
      hours: 1_000,
      date: '2026-01-01T00:00:00.000Z',
    });
  });

  it('counts only the readings since the last changeout', () => {
    // The old part's 130 % is ignored; (2,000, 10), (3,000, 105): slope 0.095, intercept −180, 100 % at
    // 280 / 0.095 = 2,947.37 h, 18/19 of the 28 days from 1 Feb = 26.53 d.
    const readings = [
      r(1_000, 130, '2026-01-01'),
      r(2_000, 10, '2026-02-01', true),
      r(3_000, 105, '2026-03-01'),
    ];
    const since = pastLimitSince(readings, 100);
    expect(since?.hours).toBeCloseTo(2_947.368, 2);
    expect(since?.date.slice(0, 16)).toBe('2026-02-27T12:37');
  });

  it('says nothing when the newest reading is below the level', () => {
    expect(pastLimitSince([r(1_000, 40, '2026-01-01'), r(2_000, 99.9, '2026-02-01')], 100)).toBeUndefined();
    expect(pastLimitSince([], 100)).toBeUndefined();
  });
});

describe('pastLimitSince at the edges', () => {
  it('two readings at the same hours date the limit at the reading the line reaches it on', () => {
    // No line through two readings at 1,000 h: the first reading at or past 100 % is the newest one.
    const since = pastLimitSince([r(1_000, 90, '2026-01-01'), r(1_000, 110, '2026-02-01')], 100);
    expect(since?.hours).toBe(1_000);
  });
});

describe('pastLimitSince: the level itself and a falling line', () => {
  it('a newest reading exactly at 100 % is past it: since where the line reaches 100 %', () => {
    // 50 % at 1,000 h, 100 % at 2,000 h: the line reaches 100 % at 2,000 h, the newest reading's date.
    expect(pastLimitSince([r(1_000, 50, '2026-01-01'), r(2_000, 100, '2026-02-01')], 100)).toEqual({
      hours: 2_000,
      date: '2026-02-01T00:00:00.000Z',
    });
  });

  it('without a rising line, the first reading at or past the level counts, one exactly at it included', () => {
    // Least squares through these four falls (a long way on at 9,000 h back to 100 %): no rising line. The first
    // reading at or past 100 % is the one exactly at 100 % (1,100 h, 1 Feb), not the 90 % before it nor the 200 % after.
    const readings = [
      r(1_000, 90, '2026-01-01'),
      r(1_100, 100, '2026-02-01'),
      r(1_200, 200, '2026-03-01'),
      r(9_000, 100, '2026-09-01'),
    ];
    expect(pastLimitSince(readings, 100)).toEqual({ hours: 1_100, date: '2026-02-01T00:00:00.000Z' });
  });

  it('no readings, no date', () => {
    expect(pastLimitSince([], 100)).toBeUndefined();
  });
});
