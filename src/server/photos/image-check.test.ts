import { describe, expect, it } from 'vitest';
import { testJpeg, testPng, testWebp } from '../testing/test-images.ts';
import { checkWholeImage, PHOTO_MAX_SIDE } from './image-check.ts';

// A photo is stored only when the whole file is an image of a size the report can hold.

describe('checkWholeImage', () => {
  it('reads the size of whole JPEG, PNG and WebP files', () => {
    expect(checkWholeImage(testJpeg(1, 600, { width: 1600, height: 1200 }))).toEqual({
      ok: true,
      type: 'image/jpeg',
      width: 1600,
      height: 1200,
    });
    expect(checkWholeImage(testPng(7, 300, { width: 1200, height: 1600 }))).toMatchObject({
      ok: true,
      type: 'image/png',
      width: 1200,
      height: 1600,
    });
    expect(checkWholeImage(testWebp(3, 200, { width: 800, height: 600 }))).toMatchObject({
      ok: true,
      type: 'image/webp',
      width: 800,
      height: 600,
    });
  });

  it('refuses a file whose first bytes are a JPEG and whose rest is anything else', () => {
    const fake = new Uint8Array(10 * 1024 * 1024).fill(0x41);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(checkWholeImage(fake)).toEqual({
      ok: false,
      problem:
        'The file is not a whole JPEG image (it is cut short or damaged): take or choose the photo again',
    });
  });

  it('refuses a photo cut short, and a PNG whose bytes do not match their checksums', () => {
    const whole = testJpeg(1);
    expect(checkWholeImage(whole.subarray(0, whole.length - 100)).ok).toBe(false);
    const png = testPng(7);
    png[60] = 8;
    expect(checkWholeImage(png).ok).toBe(false);
    const webp = testWebp(3);
    expect(checkWholeImage(webp.subarray(0, webp.length - 1)).ok).toBe(false);
  });

  it('refuses a photo larger than 4096 pixels on a side, naming its size', () => {
    expect(PHOTO_MAX_SIDE).toBe(4096);
    expect(checkWholeImage(testJpeg(1, 600, { width: 20000, height: 15000 }))).toEqual({
      ok: false,
      tooLarge: true,
      problem:
        'The photo is 20000 × 15000 pixels: at most 4096 pixels on each side are kept (the app sends 1600)',
    });
    expect(checkWholeImage(testJpeg(1, 600, { width: 4096, height: 3072 })).ok).toBe(true);
  });

  it('refuses what is not an image at all', () => {
    expect(checkWholeImage(new TextEncoder().encode('<svg/>'))).toEqual({
      ok: false,
      problem: 'The file is not a JPEG, PNG or WebP image',
    });
  });
});
