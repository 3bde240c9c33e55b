import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BoundedText, IsoDate, UtcTimestamp, isBoundedJson, isRealDate } from './wire.ts';

// What the check replaced: Date.parse rolls 2024-02-30 over to 1 March, so a real date reads back as the same day;
// and PostgreSQL has no year 0 (Date has), so 0000 is no date either.
function roundTrips(value: string): boolean {
  const time = Date.parse(value);
  return (
    !value.startsWith('0000') &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value.slice(0, 10)
  );
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateText = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const timestampText = fc
  .tuple(
    dateText,
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.integer({ min: 0, max: 61 }),
    fc.option(fc.stringMatching(/^\d{1,9}$/)),
  )
  .map(
    ([date, h, m, s, ms]) => `${date}T${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}${ms === null ? '' : `.${ms}`}Z`,
  );

describe('isRealDate', () => {
  it('agrees with the Date round trip on every date and timestamp the patterns let through', () => {
    fc.assert(
      fc.property(fc.oneof(dateText, timestampText), (text) => isRealDate(text) === roundTrips(text)),
      {
        numRuns: 20_000,
      },
    );
  });

  it('refuses days and times that do not exist, in the schemas', () => {
    expect(v.is(IsoDate, '2024-02-29')).toBe(true);
    expect(v.is(IsoDate, '2023-02-29')).toBe(false);
    expect(v.is(IsoDate, '1900-02-29')).toBe(false);
    expect(v.is(IsoDate, '2000-02-29')).toBe(true);
    expect(v.is(UtcTimestamp, '2025-04-31T06:30:00.000Z')).toBe(false);
    expect(v.is(UtcTimestamp, '2025-03-01T24:00:00.000Z')).toBe(false);
    expect(v.is(UtcTimestamp, '2025-03-01T23:59:59.999Z')).toBe(true);
  });
});

describe('what the database gives back as it was stored', () => {
  it('takes timestamps a 4-digit year carries after rounding to microseconds, and no year 0', () => {
    expect(v.is(UtcTimestamp, '9999-12-31T23:59:59.999999Z')).toBe(true);
    // PostgreSQL rounds 7 decimals up to 10000-01-01, which no device reads back.
    expect(v.is(UtcTimestamp, '9999-12-31T23:59:59.9999999Z')).toBe(false);
    expect(v.is(UtcTimestamp, '0000-01-01T00:00:00Z')).toBe(false);
    expect(v.is(IsoDate, '0000-01-01')).toBe(false);
    expect(v.is(UtcTimestamp, '0001-01-01T00:00:00Z')).toBe(true);
  });

  it('refuses text with a lone surrogate or a NUL, and takes a whole emoji', () => {
    const text = BoundedText(20);
    expect(v.is(text, 'pit \ud83d\ude9c')).toBe(true);
    expect(v.is(text, 'pit \ud83d')).toBe(false);
    expect(v.is(text, '\udc00 pit')).toBe(false);
    expect(v.is(text, 'a\u0000b')).toBe(false);
  });

  it('stops at the limit of values of free-form JSON, however many keys an object has', () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    // Counted, not timed: the values it reads before giving up, out of 100,000.
    let read = 0;
    const counted = new Proxy(many, {
      get: (target, key) => {
        read += 1;
        return Reflect.get(target, key);
      },
    });
    expect(isBoundedJson(counted, 8, 2_000)).toBe(false);
    expect(read).toBeLessThanOrEqual(2_000);
    expect(isBoundedJson({ a: [1, 'x', { b: null }] }, 8, 2_000)).toBe(true);
    expect(isBoundedJson({ '\ud800': 1 }, 8, 2_000)).toBe(false);
    expect(isBoundedJson({ a: ['\udfff'] }, 8, 2_000)).toBe(false);
  });
});
