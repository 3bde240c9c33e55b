import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IsoDate, UtcTimestamp, isRealDate } from './wire.ts';

// What the check replaced: Date.parse rolls 2024-02-30 over to 1 March, so a real date reads back as the same day.
function roundTrips(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
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
