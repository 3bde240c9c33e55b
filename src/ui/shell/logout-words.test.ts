import { describe, expect, it } from 'vitest';
import { nothingUnsent, unsentWords } from './logout-words.ts';

describe('unsentWords', () => {
  it('names the changes and the photos, each in its number', () => {
    expect(unsentWords({ changes: 2, photos: 1 })).toBe('2 changes and 1 photo');
    expect(unsentWords({ changes: 1, photos: 0 })).toBe('1 change');
    expect(unsentWords({ changes: 0, photos: 3 })).toBe('3 photos');
  });

  it('knows when nothing would be lost', () => {
    expect(nothingUnsent({ changes: 0, photos: 0 })).toBe(true);
    expect(nothingUnsent({ changes: 0, photos: 1 })).toBe(false);
  });
});
