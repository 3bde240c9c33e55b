import { describe, expect, it } from 'vitest';
import {
  ENCODINGS,
  firstWithinLimit,
  fitWithin,
  PHOTO_LIMITS,
  THUMBNAIL_MAX_SIDE,
  type Encoding,
} from './photo-size.ts';

describe('fitWithin', () => {
  it('brings a 12 MP camera picture to 1600 px on its long side, either way up', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('makes the thumbnail of a stored photo 400 px on its long side', () => {
    expect(fitWithin({ width: 1200, height: 1600 }, THUMBNAIL_MAX_SIDE)).toEqual({ width: 300, height: 400 });
  });

  it('never enlarges a small picture, and never makes a side of 0 px', () => {
    expect(fitWithin({ width: 640, height: 480 }, 1600)).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 1600, height: 1600 }, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin({ width: 8000, height: 1 }, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('firstWithinLimit', () => {
  const sized = (bytesFor: (encoding: Encoding) => number) => {
    const tried: Encoding[] = [];
    const encode = async (encoding: Encoding) => {
      tried.push(encoding);
      return new Blob([new Uint8Array(bytesFor(encoding))]);
    };
    return { tried, encode };
  };

  it('keeps the first encoding when a camera photo is within 0.5 MB at camera quality', async () => {
    const { tried, encode } = sized(() => 250 * 1024);
    expect((await firstWithinLimit(encode)).size).toBe(250 * 1024);
    expect(tried).toEqual([{ maxSide: 1600, quality: 0.85 }]);
  });

  it('lowers the quality, then the size, until the photo is within the limit', async () => {
    // Bytes shrink with quality and with area, as a JPEG's do.
    const { tried, encode } = sized(({ maxSide, quality }) =>
      Math.round(1_400_000 * quality * (maxSide / 1600) ** 2),
    );
    const photo = await firstWithinLimit(encode);
    expect(photo.size).toBeLessThanOrEqual(PHOTO_LIMITS.maxBytes);
    // 1,400,000 × 0.6 × (1150/1600)² = 433,945 bytes, the first under 524,288.
    expect(tried.at(-1)).toEqual({ maxSide: 1150, quality: 0.6 });
    expect(tried).toHaveLength(5);
  });

  it('takes the last encoding when none is within the limit, so there is always a photo', async () => {
    const { tried, encode } = sized(() => PHOTO_LIMITS.maxBytes + 1);
    expect((await firstWithinLimit(encode)).size).toBe(PHOTO_LIMITS.maxBytes + 1);
    expect(tried).toEqual(ENCODINGS);
  });

  it('never makes a photo larger than 1600 px on its long side', () => {
    expect(Math.max(...ENCODINGS.map((e) => e.maxSide))).toBe(1600);
  });
});
