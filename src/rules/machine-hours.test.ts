import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isHoursSet,
  OPERATION_INPUT_KINDS,
  validateTotalMachineHours,
  validateUndercarriageChangeoutHours,
} from './machine-hours.ts';

describe('validateTotalMachineHours (recording spec §5)', () => {
  it.each([
    [100, { previous: 50, next: 200 }, { ok: true }],
    [50, { previous: 50, next: 200 }, { ok: true }],
    [200, { previous: 50, next: 200 }, { ok: true }],
    [49, { previous: 50, next: 200 }, { ok: false, message: 'Total Machine Hours cannot be less than 50' }],
    [
      201,
      { previous: 50, next: 200 },
      { ok: false, message: 'Total Machine Hours cannot be greater than 200' },
    ],
    [10, { previous: -1 }, { ok: true }],
    [10, { previous: null, next: null }, { ok: true }],
    [10, {}, { ok: true }],
    [null, { previous: 50 }, { ok: true, ignored: true }],
    [-1, { previous: 50 }, { ok: true, ignored: true }],
  ])('%j with %j', (value, bounds, expected) => {
    expect(validateTotalMachineHours(value, bounds)).toEqual(expected);
  });

  it('accepts every value between the previous and next inspection', () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.nat(100000), fc.nat(100000), (a, b, c) => {
        const [previous, value, next] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        return validateTotalMachineHours(value, { previous, next }).ok;
      }),
    );
  });
});

describe('validateUndercarriageChangeoutHours (recording spec §5)', () => {
  it.each([
    ['Left', 0, { totalMachineHours: 1000 }, { ok: true, ignored: true }],
    ['Left', 0.5, {}, { ok: true, ignored: true }],
    ['Left', null, {}, { ok: true, ignored: true }],
    ['Left', undefined, {}, { ok: true, ignored: true }],
    ['Left', -5, {}, { ok: true, ignored: true }],
    ['Left', 1, {}, { ok: false, message: 'Total Machine Hours is not set' }],
    ['Right', 10, { totalMachineHours: -1 }, { ok: false, message: 'Total Machine Hours is not set' }],
    ['Right', 10, { totalMachineHours: null }, { ok: false, message: 'Total Machine Hours is not set' }],
    [
      'Left',
      50,
      { totalMachineHours: 1000, lastChangeout: 100 },
      { ok: false, message: 'Left Undercarriage Changeout cannot be less than 100' },
    ],
    [
      'Right',
      50,
      { totalMachineHours: 1000, lastChangeout: 100 },
      { ok: false, message: 'Right Undercarriage Changeout cannot be less than 100' },
    ],
    [
      'Left',
      600,
      { totalMachineHours: 1000, nextChangeout: 500 },
      { ok: false, message: 'Left Undercarriage Changeout cannot be greater than 500' },
    ],
    [
      'Right',
      600,
      { totalMachineHours: 1000, nextChangeout: 500 },
      { ok: false, message: 'Right Undercarriage Changeout cannot be greater than 500' },
    ],
    [
      'Left',
      1200,
      { totalMachineHours: 1000 },
      { ok: false, message: 'Undercarriage Changeout cannot be greater than 1000' },
    ],
    ['Left', 1000, { totalMachineHours: 1000, lastChangeout: 1000, nextChangeout: 1000 }, { ok: true }],
    [
      'Right',
      1,
      { totalMachineHours: 0 },
      { ok: false, message: 'Undercarriage Changeout cannot be greater than 0' },
    ],
    ['Left', 500, { totalMachineHours: 1000, lastChangeout: -1, nextChangeout: null }, { ok: true }],
  ] as const)('%s %j with %j', (side, value, bounds, expected) => {
    expect(validateUndercarriageChangeoutHours(side, value, bounds)).toEqual(expected);
  });
});

describe('operation inputs (recording spec §5: tonnage, BCM and hours are integers)', () => {
  it('declares every operation number an integer', () => {
    expect(OPERATION_INPUT_KINDS).toEqual({
      totalMachineHours: 'integer',
      tonnage: 'integer',
      bcm: 'integer',
      changeoutHours: 'integer',
    });
  });

  it.each([
    [0, true],
    [12, true],
    [-1, false],
    [NaN, false],
    [Infinity, false],
    [null, false],
    [undefined, false],
  ])('isHoursSet(%j) is %s', (value, set) => expect(isHoursSet(value)).toBe(set));
});
