import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkPlausibility } from './plausibility.ts';

const at = (machineHours: number, wearPercent: number, changedOut = false) => ({
  machineHours,
  wearPercent,
  changedOut,
});

describe('plausibility of a new reading', () => {
  it('accepts a first reading', () => {
    expect(checkPlausibility(undefined, at(100, 40))).toEqual({ plausible: true, warnings: [] });
  });

  it.each([
    [at(1000, 40), at(1100, 45), {}],
    [at(1000, 40), at(1100, 50), {}],
    [at(1000, 40), at(1000, 40), {}],
    [at(1000, 40), at(1200, 55), { maxRisePer100Hours: 8 }],
    [at(1000, 40), at(1100, 39.5), { decreaseTolerance: 1 }],
    [at(1000, 80), at(1100, 5, true), {}],
  ])('%j then %j with %j is plausible', (previous, next, options) => {
    expect(checkPlausibility(previous, next, options)).toEqual({ plausible: true, warnings: [] });
  });

  it('warns when wear goes down with no changeout in between', () => {
    expect(checkPlausibility(at(1000, 40), at(1100, 35))).toEqual({
      plausible: false,
      warnings: [
        { code: 'WearDecreased', message: 'Wear went down from 40% to 35% with no changeout in between' },
      ],
    });
  });

  it('warns when wear rises faster than the configured rate per 100 hours', () => {
    expect(checkPlausibility(at(1000, 40), at(1100, 55))).toEqual({
      plausible: false,
      warnings: [
        { code: 'RiseTooFast', message: 'Wear rose 15% in 100 hours, faster than 10% per 100 hours' },
      ],
    });
    expect(checkPlausibility(at(1000, 40), at(1200, 55.5), { maxRisePer100Hours: 5 }).warnings).toEqual([
      { code: 'RiseTooFast', message: 'Wear rose 15.5% in 200 hours, faster than 5% per 100 hours' },
    ]);
  });

  it('warns about a rise with no hours in between, and about hours going back', () => {
    expect(checkPlausibility(at(1000, 40), at(1000, 41)).warnings.map((w) => w.code)).toEqual([
      'RiseTooFast',
    ]);
    expect(checkPlausibility(at(1000, 40), at(900, 42))).toEqual({
      plausible: false,
      warnings: [
        { code: 'HoursDecreased', message: 'Machine hours went down from 1000 to 900' },
        { code: 'RiseTooFast', message: 'Wear rose 2% in 0 hours, faster than 10% per 100 hours' },
      ],
    });
  });

  it('a steady rise within the rate over growing hours is always plausible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
        (hours, delta, wear, share) => {
          const rise = (delta / 100) * 10 * share;
          return checkPlausibility(at(hours, wear), at(hours + delta, wear + rise)).plausible;
        },
      ),
    );
  });

  it('a fall in wear without a changeout is never plausible', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (w, fall) => {
          return !checkPlausibility(at(1000, w), at(1100, w - fall)).plausible;
        },
      ),
    );
  });
});
