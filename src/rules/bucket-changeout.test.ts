import { describe, expect, it } from 'vitest';
import { validateBucketChangeoutDate, validateBucketChangeoutHours } from './bucket-changeout.ts';

describe('bucket changeout (recording spec §5, as the undercarriage changeout)', () => {
  const bounds = { totalMachineHours: 5000, lastChangeoutHours: 1200 };
  it('ignores hours below 1 and needs the total machine hours', () => {
    expect(validateBucketChangeoutHours(0, bounds)).toEqual({ ok: true, ignored: true });
    expect(validateBucketChangeoutHours(10, { totalMachineHours: null, lastChangeoutHours: null })).toEqual({
      ok: false,
      message: 'Total Machine Hours is not set',
    });
  });
  it('keeps the hours between the last changeout and the total machine hours', () => {
    expect(validateBucketChangeoutHours(1000, bounds)).toEqual({
      ok: false,
      message: 'Bucket Changeout cannot be less than 1200',
    });
    expect(validateBucketChangeoutHours(5001, bounds)).toEqual({
      ok: false,
      message: 'Bucket Changeout cannot be greater than 5000',
    });
    expect(validateBucketChangeoutHours(4000, bounds)).toEqual({ ok: true });
  });
  it('keeps the date between the last changeout and the inspection date', () => {
    expect(validateBucketChangeoutDate('2026-10-02', '2026-10-01T08:00:00Z', null)).toMatchObject({
      ok: false,
      message: 'Date cannot be in the future',
    });
    expect(validateBucketChangeoutDate('2026-01-01', '2026-10-01T08:00:00Z', '2026-03-01')).toMatchObject({
      ok: false,
      message: 'Date cannot be in the past',
    });
    expect(validateBucketChangeoutDate('2026-10-01', '2026-10-01T08:00:00Z', '2026-03-01')).toEqual({
      ok: true,
    });
  });
});
