import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  dayKey,
  formatDateTime,
  hoursBetweenInspections,
  validateChangeoutDate,
  validateDateRange,
} from './dates.ts';

describe('changeout date (recording spec §5)', () => {
  it.each([
    ['2024-05-01', '2024-05-01T23:00:00Z', null, { ok: true }],
    ['2024-04-30', '2024-05-01T08:00:00Z', '2024-04-30', { ok: true }],
    [
      '2024-05-02',
      '2024-05-01T08:00:00Z',
      null,
      { ok: false, code: 'Future', message: 'Date cannot be in the future' },
    ],
    [
      '2024-03-31T12:00:00Z',
      '2024-05-01',
      '2024-04-01',
      { ok: false, code: 'Past', message: 'Date cannot be in the past' },
    ],
    ['2024-04-15', '2024-05-01', undefined, { ok: true }],
    ['soon', '2024-05-01', undefined, { ok: false, code: 'InvalidDate', message: 'Enter a date' }],
  ])('%s with inspection %s and previous %j', (date, inspectionDate, previous, expected) => {
    expect(validateChangeoutDate(date, inspectionDate, previous)).toEqual(expected);
  });

  it('a date range without bounds (or with unreadable bounds) accepts any date', () => {
    expect(validateDateRange('2024-01-01', {})).toEqual({ ok: true });
    expect(validateDateRange('2024-01-01', { min: 'x', max: '' })).toEqual({ ok: true });
  });

  it('dayKey reads the calendar day at the start of an ISO string', () => {
    expect(dayKey(' 2024-02-29T23:59:59+10:00 ')).toBe('2024-02-29');
    expect(dayKey('29/02/2024')).toBeUndefined();
  });

  it('every day between min and max is accepted', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        const [min, date, max] = [a, b, c].map((d) => d.toISOString()).sort() as [string, string, string];
        return validateDateRange(date, { min, max }).ok;
      }),
    );
  });
});

describe('hoursBetweenInspections (recording spec §5)', () => {
  it.each([
    [null, '2024-01-01T00:00:00Z', 0],
    [undefined, '2024-01-01T00:00:00Z', 0],
    ['', '2024-01-01T00:00:00Z', 0],
    ['2024-01-01T00:00:00Z', '2024-01-01T05:59:00Z', 5],
    ['2024-01-01T00:00:00Z', '2024-01-03T00:00:00Z', 48],
    ['2024-01-02T00:00:00Z', '2024-01-01T00:00:00Z', 0],
    ['2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', 0],
    ['garbage', '2024-01-01T00:00:00Z', 0],
  ])('from %j to %s is %d hours', (last, current, hours) => {
    expect(hoursBetweenInspections(last, current)).toBe(hours);
  });

  it('is a whole number of hours, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b) => {
        const h = hoursBetweenInspections(new Date(a).toISOString(), new Date(b).toISOString());
        return Number.isInteger(h) && h >= 0;
      }),
    );
  });
});

describe('formatDateTime (recording spec §9, shell spec §2: dd MMM yy • hh:mma, the zone of the writer)', () => {
  it.each([
    ['2026-11-25T14:41:00Z', '25 Nov 26 • 02:41PM'],
    ['2026-01-03T00:05:00Z', '03 Jan 26 • 12:05AM'],
    ['2026-07-09T12:00:00Z', '09 Jul 26 • 12:00PM'],
    ['not a date', 'not a date'],
    ['', ''],
    [null, ''],
  ] as const)('%j is %j', (value, text) => expect(formatDateTime(value)).toBe(text));

  it('takes a Date too', () =>
    expect(formatDateTime(new Date('2026-11-25T09:30:00Z'))).toBe('25 Nov 26 • 09:30AM'));
  it('an invalid Date writes nothing', () => expect(formatDateTime(new Date(Number.NaN))).toBe(''));
});
