import { describe, expect, it } from 'vitest';
import { clampZoom, photoGridStep } from './photo-grid.ts';

describe('photo grid', () => {
  it('steps its height: none, up to 3, up to 6, more than 6 scrolls', () => {
    expect([0, 1, 3, 4, 6, 7, 20].map(photoGridStep)).toEqual([
      'none',
      'one-row',
      'one-row',
      'two-rows',
      'two-rows',
      'scroll',
      'scroll',
    ]);
  });

  it('keeps zoom between 1x and 3x', () => {
    expect([0.5, 1, 2.5, 3, 4].map(clampZoom)).toEqual([1, 1, 2.5, 3, 3]);
  });
});
