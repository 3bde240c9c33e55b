import { describe, expect, it } from 'vitest';
import { ambiguousNumber, decimalMarkOf, normalizeDecimalText } from './locale-numbers.ts';
import { validateInput } from './numeric-input.ts';

describe('decimalMarkOf: the locale decimal mark, from Intl', () => {
  it.each([
    ['en-US', '.'],
    ['en-AU', '.'],
    ['es-CL', ','],
    ['pt-BR', ','],
    ['de-DE', ','],
  ] as const)('%s writes %j', (locale, mark) => expect(decimalMarkOf(locale)).toBe(mark));

  it('asked again, each locale keeps its own mark (the language switched back and forth)', () => {
    expect(['pt-BR', 'en-US', 'pt-BR', 'en-US', 'es-CL'].map((l) => decimalMarkOf(l))).toEqual([
      ',',
      '.',
      ',',
      '.',
      ',',
    ]);
  });
});

describe('a float typed with the locale mark', () => {
  it('"12,5" where the locale writes a decimal comma is 12.5, stored with a point', () => {
    expect(validateInput('12,5', 'float', ',')).toEqual({ ok: true, empty: false, value: '12.5' });
    expect(validateInput(' 7,000 ', 'float', ',')).toEqual({ ok: true, empty: false, value: '7.000' });
  });

  it('a point stays a decimal point in a decimal-comma locale', () => {
    expect(validateInput('12.5', 'float', ',')).toEqual({ ok: true, empty: false, value: '12.5' });
  });

  it('"1.234,5" in en-US could be read two ways: refused with a clear message, nothing stored', () => {
    expect(validateInput('1.234,5', 'float', '.')).toEqual({
      ok: false,
      code: 'InvalidInput',
      message:
        'This number could be read two ways: type it with one decimal mark (.) and no thousands separators, like 1234.5',
    });
  });

  it.each([
    ['1,234.5', '.'],
    ['1,234', '.'],
    ['1.234,5', ','],
    ['1.234', ','],
  ] as const)('%j with the decimal mark %j is ambiguous', (raw, mark) =>
    expect(normalizeDecimalText(raw, mark)).toEqual({ ok: false, message: ambiguousNumber(mark) }),
  );

  it('"12,5" where the locale writes a point is not a number (recording spec §5)', () => {
    expect(validateInput('12,5', 'float', '.')).toMatchObject({ ok: false, code: 'InvalidInput' });
  });

  it('a whole number field takes no mark at all', () => {
    expect(validateInput('12,5', 'integer', ',')).toMatchObject({ ok: false, code: 'InvalidInput' });
  });
});
