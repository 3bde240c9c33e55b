import { describe, expect, it } from 'vitest';
import { inWords } from './display-words.ts';

describe('inWords', () => {
  it('splits a code name into its words', () => {
    expect(inWords('AllTypes')).toBe('All Types');
    expect(inWords('MonitorMaintenance')).toBe('Monitor Maintenance');
  });

  it('leaves a name in words, or in capitals, as it is', () => {
    expect(inWords('All Categories')).toBe('All Categories');
    expect(inWords('PC5500')).toBe('PC5500');
    expect(inWords('ESCO')).toBe('ESCO');
  });
});
