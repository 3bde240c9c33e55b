import { describe, expect, it } from 'vitest';
import { datePlaceholder, formatTypedDate, parseTypedDate } from './typed-date.ts';

const english = { day: 'dd', month: 'mm', year: 'yyyy', hour: 'hh', minute: 'mm' };
const spanish = { day: 'dd', month: 'mm', year: 'aaaa', hour: 'hh', minute: 'mm' };

describe('a date typed in the inspector order', () => {
  it('shows the placeholder in the language order', () => {
    expect(datePlaceholder('es', 'date', spanish)).toBe('dd/mm/aaaa');
    expect(datePlaceholder('pt-BR', 'date', spanish)).toBe('dd/mm/aaaa');
    expect(datePlaceholder('en', 'date', english)).toBe('mm/dd/yyyy');
    expect(datePlaceholder('es', 'datetime', spanish)).toBe('dd/mm/aaaa, hh:mm');
    expect(datePlaceholder('en', 'datetime', english)).toBe('mm/dd/yyyy, hh:mm AM/PM');
  });

  it('writes a stored day in the language order', () => {
    expect(formatTypedDate('2026-12-03', 'es', 'date')).toBe('03/12/2026');
    expect(formatTypedDate('2026-12-03', 'pt-BR', 'date')).toBe('03/12/2026');
    expect(formatTypedDate('2026-12-03', 'en', 'date')).toBe('12/03/2026');
    expect(formatTypedDate('', 'es', 'date')).toBe('');
    expect(formatTypedDate(null, 'es', 'date')).toBe('');
  });

  it('writes a stored instant in local time in the language order', () => {
    const evening = new Date(2026, 11, 3, 21, 5).toISOString();
    expect(formatTypedDate(evening, 'es', 'datetime')).toBe('03/12/2026, 21:05');
    expect(formatTypedDate(evening, 'pt-BR', 'datetime')).toBe('03/12/2026, 21:05');
    expect(formatTypedDate(evening, 'en', 'datetime')).toBe('12/03/2026, 09:05 PM');
  });

  it("writes an instant in the device's zone as it is when written, across a daylight-saving change", () => {
    const zone = process.env.TZ;
    try {
      // Santiago de Chile: UTC-3 in December (summer time), UTC-4 from the first Sunday of April 2027.
      process.env.TZ = 'America/Santiago';
      expect(formatTypedDate('2026-12-03T12:05:00.000Z', 'es', 'datetime')).toBe('03/12/2026, 09:05');
      expect(formatTypedDate('2027-04-05T12:05:00.000Z', 'es', 'datetime')).toBe('05/04/2027, 08:05');
      // Perth (UTC+8, no summer time): the same instant past midnight is the next day there.
      process.env.TZ = 'Australia/Perth';
      expect(formatTypedDate('2026-12-03T18:30:00.000Z', 'en', 'datetime')).toBe('12/04/2026, 02:30 AM');
      // Half-hour zones keep their minutes (India, UTC+5:30).
      process.env.TZ = 'Asia/Kolkata';
      expect(formatTypedDate('2026-12-03T18:30:00.000Z', 'pt-BR', 'datetime')).toBe('04/12/2026, 00:00');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('reads a typed day in the language order and stores it as an ISO day', () => {
    expect(parseTypedDate('03/12/2026', 'es', 'date')).toEqual({ kind: 'date', value: '2026-12-03' });
    expect(parseTypedDate('03/12/2026', 'pt-BR', 'date')).toEqual({ kind: 'date', value: '2026-12-03' });
    expect(parseTypedDate('03/12/2026', 'en', 'date')).toEqual({ kind: 'date', value: '2026-03-12' });
    expect(parseTypedDate('3-12-26', 'es', 'date')).toEqual({ kind: 'date', value: '2026-12-03' });
    expect(parseTypedDate(' 2026-12-03 ', 'es', 'date')).toEqual({ kind: 'date', value: '2026-12-03' });
    expect(parseTypedDate('29/02/2028', 'es', 'date')).toEqual({ kind: 'date', value: '2028-02-29' });
    expect(parseTypedDate('03122026', 'es', 'date')).toEqual({ kind: 'date', value: '2026-12-03' });
    expect(parseTypedDate('120326', 'en', 'date')).toEqual({ kind: 'date', value: '2026-12-03' });
    expect(parseTypedDate('', 'es', 'date')).toEqual({ kind: 'empty' });
  });

  it('refuses impossible dates and letters', () => {
    for (const text of [
      '31/02/2026',
      '2026-13-01',
      'abc',
      '03/12',
      '03/12/2026x',
      '00/12/2026',
      '29/02/2026',
    ]) {
      expect(parseTypedDate(text, 'es', 'date'), text).toEqual({ kind: 'impossible' });
    }
    expect(parseTypedDate('02/31/2026', 'en', 'date')).toEqual({ kind: 'impossible' });
    expect(parseTypedDate('13/01/2026', 'en', 'date')).toEqual({ kind: 'impossible' });
  });

  it('reads a typed date and time as a local instant', () => {
    const evening = new Date(2026, 11, 3, 21, 5).toISOString();
    expect(parseTypedDate('03/12/2026, 21:05', 'es', 'datetime')).toEqual({ kind: 'date', value: evening });
    expect(parseTypedDate('03/12/2026 21:05', 'pt-BR', 'datetime')).toEqual({ kind: 'date', value: evening });
    expect(parseTypedDate('12/03/2026, 09:05 PM', 'en', 'datetime')).toEqual({
      kind: 'date',
      value: evening,
    });
    expect(parseTypedDate('12/03/2026 9:05 pm', 'en', 'datetime')).toEqual({ kind: 'date', value: evening });
    const midnight = new Date(2026, 11, 3, 0, 30).toISOString();
    expect(parseTypedDate('12/03/2026 12:30 AM', 'en', 'datetime')).toEqual({
      kind: 'date',
      value: midnight,
    });
    for (const text of ['03/12/2026', '03/12/2026 24:00', '03/12/2026 21:5', '31/11/2026 10:00']) {
      expect(parseTypedDate(text, 'es', 'datetime'), text).toEqual({ kind: 'impossible' });
    }
    expect(parseTypedDate('12/03/2026 13:05 PM', 'en', 'datetime')).toEqual({ kind: 'impossible' });
  });
});
