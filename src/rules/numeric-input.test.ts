import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { acceptsKeystrokes, failureEffect, validateInput } from './numeric-input.ts';

describe('validateInput (recording spec §5)', () => {
  it.each([
    ['123', 'integer', '123'],
    [' 12 ', 'integer', '12'],
    ['007', 'integer', '007'],
    ['12.5', 'float', '12.5'],
    ['12.', 'float', '12.'],
    ['.5', 'float', '.5'],
    ['12', 'float', '12'],
    ['anything at all', 'text', 'anything at all'],
    [' padded ', 'text', ' padded '],
  ] as const)('%j is a valid %s', (raw, kind, value) => {
    expect(validateInput(raw, kind)).toEqual({ ok: true, empty: false, value });
  });

  it.each([
    ['12.3', 'integer'],
    ['-1', 'integer'],
    ['+1', 'integer'],
    ['1e3', 'integer'],
    ['abc', 'integer'],
    ['1 2', 'integer'],
    ['1.2.3', 'float'],
    ['12,5', 'float'],
    ['-1.5', 'float'],
    ['.', 'float'],
    ['abc', 'float'],
  ] as const)('%j is InvalidInput for %s, said in words', (raw, kind) => {
    expect(validateInput(raw, kind)).toEqual({
      ok: false,
      code: 'InvalidInput',
      message:
        kind === 'integer'
          ? 'Enter a whole number: digits only, no decimal point or sign'
          : 'Enter a number: digits with at most one decimal point, no sign',
    });
  });

  it.each([[''], ['   '], ['\t\n'], [null], [undefined]])('%j is empty for every kind', (raw) => {
    for (const kind of ['integer', 'float', 'text'] as const) {
      expect(validateInput(raw, kind)).toEqual({ ok: true, empty: true });
    }
  });

  it('accepts every string of digits as an integer and a float', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        return validateInput(digits, 'integer').ok && validateInput(digits, 'float').ok;
      }),
    );
  });

  it('never accepts a letter in a number field', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'x', 'e', '-'), fc.string(), (a, letter, b) => {
        const raw = `${a}${letter}${b}`;
        return !validateInput(raw, 'integer').ok && !validateInput(raw, 'float').ok;
      }),
    );
  });
});

describe('acceptsKeystrokes (recording spec §5)', () => {
  it.each([
    ['', 'integer', true],
    ['12', 'integer', true],
    ['1a', 'integer', false],
    ['1.', 'integer', false],
    ['12.', 'float', true],
    ['.', 'float', true],
    ['1.2.', 'float', false],
    ['x', 'text', true],
  ] as const)('%j in a %s field: %s', (raw, kind, ok) => expect(acceptsKeystrokes(raw, kind)).toBe(ok));
});

describe('failureEffect (recording spec §5)', () => {
  it.each([
    ['InvalidInput', 'input', true, true],
    ['BelowOrEqualZero', 'input', true, true],
    ['InvalidInput', 'select', true, true],
    ['BelowOrEqualZero', 'select', false, false],
  ] as const)('%s on an %s: clear %s, delete %s', (code, field, clearField, deleteObservation) => {
    expect(failureEffect(code, field)).toEqual({ clearField, deleteObservation });
  });
});
