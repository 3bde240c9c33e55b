import { describe, expect, it } from 'vitest';
import { catalogueId } from './catalogue-types.ts';
import { valueMaxLength, valueTooLong } from './value-limits.ts';

// What each field holds, by its data type, and the words naming a field a value is too long for.

const id = (identifier: string) => catalogueId(identifier);

describe('value limits', () => {
  it('a comment holds 20,000 characters, a number and a date 40, a photo file name 200, a checkbox 5', () => {
    expect(valueMaxLength(id('ExecutiveSummary.Comments'))).toBe(20_000);
    expect(valueMaxLength(id('Operation.TotalMachineHours'))).toBe(40);
    expect(valueMaxLength(id('Operation.LeftUndercarriageChangeout.Date'))).toBe(40);
    expect(valueMaxLength(id('MachinePhoto.CoverPhoto'))).toBe(200);
    expect(valueMaxLength(id('LockOn.LockedOn'))).toBe(5);
  });

  it('a field the catalogue does not hold is bounded by the longest field', () => {
    expect(valueMaxLength(7)).toBe(20_000);
  });

  it('a value that fits says nothing; one character more names the field, its limit and the length', () => {
    expect(valueTooLong(id('ExecutiveSummary.Comments'), 'x'.repeat(20_000))).toBeUndefined();
    expect(valueTooLong(id('ExecutiveSummary.Comments'), 'x'.repeat(20_001))).toBe(
      'Inspection Summary / Comments holds at most 20,000 characters; this value has 20,001',
    );
    expect(valueTooLong(id('Operation.TotalMachineHours'), '1'.repeat(41))).toBe(
      'Operation / Total Machine Hours holds at most 40 characters; this value has 41',
    );
    expect(valueTooLong(id('LockOn.LockedOn'), 'false')).toBeUndefined();
  });
});
