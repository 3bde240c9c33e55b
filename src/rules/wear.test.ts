import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { averageMeasurements, checkWearRange, isValidActionStatusPercent, wearPercent } from './wear.ts';
import { average, isBlank, parseDecimal, roundTo } from './numbers.ts';

const def = { baselineValue: 50, limit: 20 };

describe('wearPercent (recording spec §9: (measured - baseline) / limit x 100)', () => {
  it.each([
    [50, 0],
    [60, 50],
    [70, 100],
    [40, -50],
    [100, 250],
    [55.5, 27.5],
    [55.6, 28],
    [56, 30],
  ])('measured %d gives %d percent', (measured, expected) => {
    expect(wearPercent(measured, def)).toEqual({ ok: true, value: expected });
  });

  it('rejects a zero limit and non-finite inputs', () => {
    expect(wearPercent(60, { baselineValue: 50, limit: 0 })).toMatchObject({
      ok: false,
      code: 'InvalidLimit',
    });
    expect(wearPercent(NaN, def)).toMatchObject({
      ok: false,
      code: 'InvalidInput',
      message: 'The wear cannot be worked out from this value',
    });
    expect(wearPercent(60, { baselineValue: Infinity, limit: 1 })).toMatchObject({ ok: false });
  });

  it('is monotonic in the measurement for a positive limit', () => {
    const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(
        finite,
        finite,
        finite,
        fc.double({ min: 0.001, max: 1e4, noNaN: true }),
        (a, b, base, limit) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const wLo = wearPercent(lo, { baselineValue: base, limit });
          const wHi = wearPercent(hi, { baselineValue: base, limit });
          return wLo.ok && wHi.ok && wLo.value <= wHi.value;
        },
      ),
    );
  });
});

describe('averageMeasurements (recording spec §9: averaged and rounded)', () => {
  it.each([
    [[60, 62], 61],
    [[1, 2, 2], 1.67],
    [[1.005, 1.005], 1.01],
    [[-1.005], -1.01],
    [[10], 10],
  ])('%j averages to %d', (values, expected) => {
    expect(averageMeasurements(values)).toBe(expected);
  });

  it('is undefined without measurements and honours the decimals', () => {
    expect(averageMeasurements([])).toBeUndefined();
    expect(averageMeasurements([1, 2], 0)).toBe(2);
  });

  it('lies between the smallest and largest reading', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { minLength: 1 }), (values) => {
        const avg = averageMeasurements(values) as number;
        return avg >= roundTo(Math.min(...values), 2) - 0.01 && avg <= roundTo(Math.max(...values), 2) + 0.01;
      }),
    );
  });
});

describe('checkWearRange (recording spec §5)', () => {
  it.each([
    [-0.01, {}, 'alert', 'Below 0 % wear: check the measurement'],
    [-50, {}, 'alert', 'Below 0 % wear: check the measurement'],
    [0, {}, 'ok', undefined],
    [100, {}, 'ok', undefined],
    [150, {}, 'ok', undefined],
    [150.01, {}, 'warning', 'Above 150 % wear: well past the wear limit'],
    [250, {}, 'warning', 'Above 150 % wear: well past the wear limit'],
    [250.01, {}, 'alert', 'Above 250 % wear: check the measurement'],
    [121, { max: 80 }, 'warning', 'Above 120 % wear: well past the wear limit'],
    [201, { max: 80 }, 'alert', 'Above 200 % wear: check the measurement'],
    [4, { min: 5 }, 'alert', 'Below 5 % wear: check the measurement'],
    [NaN, {}, 'alert', 'Below 0 % wear: check the measurement'],
  ] as const)('%d with %j is %s', (percent, limits, level, message) => {
    const result = checkWearRange(percent, limits);
    expect(result.level).toBe(level);
    expect(result.valid).toBe(level !== 'alert');
    expect('message' in result ? result.message : undefined).toBe(message);
  });
});

describe('isValidActionStatusPercent (recording spec §5: 0 to 250)', () => {
  it.each([
    [-0.1, false],
    [0, true],
    [125, true],
    [250, true],
    [250.1, false],
    [NaN, false],
  ])('%d is %s', (p, valid) => expect(isValidActionStatusPercent(p)).toBe(valid));
});

describe('numbers', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['-3', -3],
    ['+3', 3],
    ['.5', 0.5],
    ['5.', 5],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['1e3', undefined],
    ['12,5', undefined],
    ['abc', undefined],
    ['1.2.3', undefined],
    [7, 7],
    [NaN, undefined],
    [Infinity, undefined],
  ] as const)('parseDecimal(%j) is %j', (raw, expected) => expect(parseDecimal(raw)).toBe(expected));

  it('isBlank treats whitespace-only as empty', () => {
    expect(isBlank('  \t')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('roundTo rounds half away from zero and never gives -0', () => {
    expect(roundTo(2.345, 2)).toBe(2.35);
    expect(roundTo(-2.345, 2)).toBe(-2.35);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(roundTo(1.5, 0)).toBe(2);
  });

  it('roundTo is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 4 }), (v, d) => {
        const once = roundTo(v, d);
        return roundTo(once, d) === once;
      }),
    );
  });

  it('average of nothing is undefined', () => {
    expect(average([])).toBeUndefined();
    expect(average([2, 4])).toBe(3);
  });
});
