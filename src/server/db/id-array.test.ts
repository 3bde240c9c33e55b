import { describe, expect, it } from 'vitest';
import { idArray } from './id-array.ts';

describe('idArray', () => {
  it('writes integers and UUIDs as an array literal', () => {
    expect(idArray([1, 22, -3])).toBe('{1,22,-3}');
    expect(idArray(['0b2f6c1e-9d3a-4f5e-8a7b-1c2d3e4f5a6b', 'A0000000-0000-4000-8000-000000000001'])).toBe(
      '{0b2f6c1e-9d3a-4f5e-8a7b-1c2d3e4f5a6b,A0000000-0000-4000-8000-000000000001}',
    );
    expect(idArray([])).toBe('{}');
  });

  it('refuses anything that would need quoting, so no element can split or escape the literal', () => {
    expect(() => idArray(['a,b'])).toThrow(/neither an integer nor a UUID/);
    expect(() => idArray(['0b2f6c1e-9d3a-4f5e-8a7b-1c2d3e4f5a6b"}'])).toThrow();
    expect(() => idArray([1.5])).toThrow();
    expect(() => idArray([Number.NaN])).toThrow();
  });
});
