import { describe, expect, it } from 'vitest';
import { keepTogether } from './keep-together.ts';

// What a reader sees: "~" marks a no-break space.
const shown = (text: string) => keepTogether(text).replaceAll('\u00a0', '~');

describe('keepTogether', () => {
  it('keeps a number with its unit, a day whole, and a separator with the fact after it', () => {
    expect(shown('49.5 mm · 35.4 % · 01 Oct 26 · 13,585 h · change +2.5 %')).toBe(
      '49.5~mm ·~35.4~% ·~01~Oct~26 ·~13,585~h ·~change +2.5~%',
    );
  });

  it('keeps the forecast’s dates and hours whole', () => {
    expect(shown('100 % at 17,784 h (≈ 25 Jul 27) · 120 % at 19,030 h (≈ 21 Oct 27)')).toBe(
      '100~% at 17,784~h (≈~25~Jul~27) ·~120~% at 19,030~h (≈~21~Oct~27)',
    );
  });

  it('keeps a position with its number, and leaves words alone', () => {
    expect(shown('Teeth — Position 3: Changeout')).toBe('Teeth — Position~3: Changeout');
    expect(shown('12 shoes, 3 times')).toBe('12~shoes, 3 times');
    expect(shown('5 hours')).toBe('5 hours');
  });
});
