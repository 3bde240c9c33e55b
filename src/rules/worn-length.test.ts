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
    ['abc', def],
    ['12,5', def],
    ['60', undefined],
    ['60', { baselineValue: 50, limit: 0 }],
  ])('%j with %j is InvalidInput', (raw, definition) => {
    expect(validateWornLength(raw, definition)).toEqual({
      ok: false,
      code: 'InvalidInput',
      message: 'InvalidInput',
    });
  });

  it.each([
    ['49', 'Value equal or below 0'],
    ['0', 'Value equal or below 0'],
    ['100.2', 'Value above 250% of max 100'],
    ['500', 'Value above 250% of max 100'],
  ])('%j is BelowOrEqualZero: %s', (raw, message) => {
    expect(validateWornLength(raw, def)).toEqual({ ok: false, code: 'BelowOrEqualZero', message });
  });

  it.each([
    ['50', 0, undefined],
    ['60', 50, undefined],
    [' 70 ', 100, undefined],
    ['80', 150, undefined],
    ['80.2', 151, 'Value above 150% of max 100'],
    ['100', 250, 'Value above 150% of max 100'],
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
