import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testJpeg } from '../testing/test-images.ts';
import { scaleForReport } from './report-copy.ts';
import { usableAsIs } from './report-size.ts';
import { scaleInChild } from './scale-child.ts';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#806040' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

// Decoding a 4096 px photo takes a second or more on a shared machine, and a child process starts Node and sharp.
const SCALING_MS = 60_000;

describe('a photo for a report', () => {
  it(
    'scales a 4096 × 3072 camera photo to 1600 × 1200 JPEG',
    async () => {
      const copy = await scaleForReport(await photo(4096, 3072));
      expect([copy.width, copy.height]).toEqual([1600, 1200]);
      const meta = await sharp(copy.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1200]);
    },
    SCALING_MS,
  );

  it(
    'turns a portrait photo upright as its EXIF says before fitting it in 1600 px',
    async () => {
      // Stored 3000 × 2000 with orientation 6 (turn 90°): it is seen as 2000 × 3000.
      const rotated = new Uint8Array(
        await sharp(await photo(3000, 2000))
          .withMetadata({ orientation: 6 })
          .toBuffer(),
      );
      const copy = await scaleForReport(rotated);
      expect([copy.width, copy.height]).toEqual([1067, 1600]);
    },
    SCALING_MS,
  );

  it(
    'never enlarges, and makes a WebP (which Word cannot show) a JPEG',
    async () => {
      const copy = await scaleForReport(await photo(800, 600, 'webp'));
      expect([copy.width, copy.height]).toEqual([800, 600]);
      expect((await sharp(copy.bytes).metadata()).format).toBe('jpeg');
    },
    SCALING_MS,
  );

  it(
    'uses the device’s photos as they are: JPEG or PNG of at most 1600 px and 512 KB',
    async () => {
      expect(usableAsIs(await photo(1600, 1200))).toBe(true);
      expect(usableAsIs(await photo(1600, 1200, 'png'))).toBe(true);
      expect(usableAsIs(await photo(1601, 1200))).toBe(false);
      expect(usableAsIs(await photo(800, 600, 'webp'))).toBe(false);
      expect(usableAsIs(testJpeg(0, 600 * 1024, { width: 1600, height: 1200 }))).toBe(false);
    },
    SCALING_MS,
  );

  it(
    'refuses a file that is only shaped like a JPEG',
    async () => {
      const shaped = testJpeg(0x41, 1000, { width: 4096, height: 3072 });
      await expect(scaleForReport(shaped)).rejects.toThrow();
    },
    SCALING_MS,
  );

  it(
    'is scaled in a child process, which answers the copy or why the photo does not decode',
    async () => {
      const copy = await scaleInChild(await photo(4096, 3072));
      expect([copy.width, copy.height]).toEqual([1600, 1200]);
      expect((await sharp(copy.bytes).metadata()).format).toBe('jpeg');
      await expect(scaleInChild(testJpeg(0x41, 1000, { width: 4096, height: 3072 }))).rejects.toThrow(
        'The photo was not scaled (exit 1)',
      );
    },
    SCALING_MS,
  );
});
