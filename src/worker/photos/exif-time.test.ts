import { describe, expect, it } from 'vitest';
import { exifTakenAt } from './exif-time.ts';

// Hand-made JPEGs: SOI, an APP1 "Exif" segment holding a TIFF block (IFD0 with the Exif IFD pointer, the Exif IFD
// with DateTimeOriginal and, when given, OffsetTimeOriginal), then a start of scan. Laid out byte by byte here.

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function u16(n: number, little: boolean): number[] {
  return little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff];
}
function u32(n: number, little: boolean): number[] {
  const big = [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return little ? big.reverse() : big;
}

/** The TIFF block: header (8), IFD0 with one entry at 8 (2 + 12 + 4 = 18), the Exif IFD at 26, then the texts. */
function tiff(little: boolean, date: string, offset?: string): number[] {
  const exifIfd = 26;
  const entryCount = offset === undefined ? 1 : 2;
  const textsAt = exifIfd + 2 + entryCount * 12 + 4;
  const dateText = [...ascii(date), 0];
  const offsetText = offset === undefined ? [] : [...ascii(offset), 0];
  return [
    ...ascii(little ? 'II' : 'MM'),
    ...u16(42, little),
    ...u32(8, little),
    // IFD0: one entry, ExifIFDPointer (0x8769), LONG (4), count 1, the Exif IFD's offset.
    ...u16(1, little),
    ...u16(0x8769, little),
    ...u16(4, little),
    ...u32(1, little),
    ...u32(exifIfd, little),
    ...u32(0, little),
    // Exif IFD: DateTimeOriginal (0x9003) and OffsetTimeOriginal (0x9011), ASCII (2), at their offsets.
    ...u16(entryCount, little),
    ...u16(0x9003, little),
    ...u16(2, little),
    ...u32(dateText.length, little),
    ...u32(textsAt, little),
    ...(offset === undefined
      ? []
      : [
          ...u16(0x9011, little),
          ...u16(2, little),
          ...u32(offsetText.length, little),
          ...u32(textsAt + dateText.length, little),
        ]),
    ...u32(0, little),
    ...dateText,
    ...offsetText,
  ];
}

function jpeg(app1Body?: number[]): Uint8Array {
  const app1 = app1Body === undefined ? [] : [0xff, 0xe1, ...u16(app1Body.length + 2, false), ...app1Body];
  // A JFIF APP0 first, as many cameras write, then the EXIF, then a start of scan and some picture bytes.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...app1, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9]);
}

const exif = (body: number[]) => [...ascii('Exif'), 0, 0, ...body];

describe('exifTakenAt', () => {
  it('reads DateTimeOriginal from a little-endian (Intel) EXIF', () => {
    expect(exifTakenAt(jpeg(exif(tiff(true, '2026:12:03 08:34:12'))))).toBe('2026-12-03T08:34:12');
  });

  it('reads DateTimeOriginal from a big-endian (Motorola) EXIF', () => {
    expect(exifTakenAt(jpeg(exif(tiff(false, '2025:07:19 17:02:45'))))).toBe('2025-07-19T17:02:45');
  });

  it('adds OffsetTimeOriginal where the camera wrote it', () => {
    expect(exifTakenAt(jpeg(exif(tiff(true, '2026:12:03 08:34:12', '+08:00'))))).toBe(
      '2026-12-03T08:34:12+08:00',
    );
    expect(exifTakenAt(jpeg(exif(tiff(false, '2026:12:03 08:34:12', '-03:00'))))).toBe(
      '2026-12-03T08:34:12-03:00',
    );
  });

  it('gives no time for a JPEG without EXIF', () => {
    expect(exifTakenAt(jpeg())).toBeUndefined();
  });

  it('gives no time for what is not a JPEG', () => {
    expect(exifTakenAt(new Uint8Array(ascii('\x89PNG\r\n')))).toBeUndefined();
    expect(exifTakenAt(new Uint8Array([]))).toBeUndefined();
  });

  it('gives no time, and no error, for a corrupt EXIF', () => {
    const good = exif(tiff(true, '2026:12:03 08:34:12'));
    // The byte order mark is neither II nor MM.
    expect(exifTakenAt(jpeg([...good.slice(0, 6), ...ascii('XX'), ...good.slice(8)]))).toBeUndefined();
    // Cut short in the middle of the Exif IFD: the date's offset points past the end.
    expect(exifTakenAt(jpeg(good.slice(0, 40)))).toBeUndefined();
    // The Exif IFD pointer points far past the segment.
    const farPointer = [...good.slice(0, 6 + 18), ...u32(0xfffff0, true), ...good.slice(6 + 22)];
    expect(exifTakenAt(jpeg(farPointer))).toBeUndefined();
    // A camera that never set its clock.
    expect(exifTakenAt(jpeg(exif(tiff(false, '0000:00:00 00:00:00'))))).toBeUndefined();
  });

  it('keeps the time when the offset is not one', () => {
    expect(exifTakenAt(jpeg(exif(tiff(true, '2026:12:03 08:34:12', '   :  '))))).toBe('2026-12-03T08:34:12');
  });
});
