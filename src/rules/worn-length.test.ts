import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { validateWornLength } from './worn-length.ts';

const def = { baselineValue: 50, limit: 20 };

describe('validateWornLength (recording spec §5)', () => {
  it.each([[''], ['  '], [null], [undefined]])('%j is ignored', (raw) => {
    expect(validateWornLength(raw, def)).toEqual({ ok: true, ignored: true });
    expect(validateWornLength(raw, undefined)).toEqual({ ok: true, ignored: true });
  });

  it.each([
    ['abc', def, 'Enter a number: digits with at most one decimal point, no sign'],
    ['12,5', def, 'Enter a number: digits with at most one decimal point, no sign'],
    ['60', undefined, 'This part has no worn length dimension, so a worn length cannot be judged'],
    ['60', { baselineValue: 50, limit: 0 }, 'The wear cannot be worked out: the part has no wear limit'],
  ])('%j with %j is InvalidInput, said in words', (raw, definition, message) => {
    expect(validateWornLength(raw, definition)).toEqual({ ok: false, code: 'InvalidInput', message });
  });

  it.each([
    ['49', 'Below 0 % wear: check the measurement'],
    ['0', 'Below 0 % wear: check the measurement'],
    ['100.2', 'Above 250 % wear: check the measurement'],
    ['500', 'Above 250 % wear: check the measurement'],
  ])('%j is BelowOrEqualZero: %s', (raw, message) => {
    expect(validateWornLength(raw, def)).toEqual({ ok: false, code: 'BelowOrEqualZero', message });
  });

  it.each([
    ['50', 0, undefined],
    ['60', 50, undefined],
    [' 70 ', 100, undefined],
    ['80', 150, undefined],
    ['80.2', 151, 'Above 150 % wear: well past the wear limit'],
    ['100', 250, 'Above 150 % wear: well past the wear limit'],
  ])('%j is accepted at %d percent', (raw, wearPercent, warning) => {
    const result = validateWornLength(raw, def);
    expect(result).toMatchObject({ ok: true, ignored: false, wearPercent });
    expect('warning' in result ? result.warning : undefined).toBe(warning);
  });

  it('accepts exactly the wear percentages from 0 to 250', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), (hundredths) => {
        const measured = hundredths / 100;
        const result = validateWornLength(String(measured), def);
        const wear = ((measured - 50) / 20) * 100;
        return result.ok === (wear >= -1e-9 && wear <= 250 + 1e-9);
      }),
    );
  });
});
