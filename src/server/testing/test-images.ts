import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Whole images for upload tests (the server refuses files that are only image-shaped, image-check.ts): the structure
// of a JPEG, PNG or WebP around bytes of the caller's choice. They are not meant to be looked at.

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [...u16(Math.floor(n / 65536)), ...u16(n % 65536)];

/** Entropy-coded bytes never hold 0xFF (a marker would follow it): the payload is kept below it. */
const payload = (bytes: Uint8Array | number[]) => Array.from(bytes, (b) => (b === 0xff ? 0xfe : b));

/** A baseline JPEG of `width` × `height` whose scan data is `data` (or `size` bytes of `fill`). */
export function testJpeg(
  fill: number,
  size = 600,
  { width = 1600, height = 1200, data }: { width?: number; height?: number; data?: Uint8Array } = {},
): Uint8Array<ArrayBuffer> {
  const sof = [
    0xff,
    0xc0,
    ...u16(17),
    8,
    ...u16(height),
    ...u16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  const sos = [0xff, 0xda, ...u16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0];
  const scan = payload(data ?? new Array<number>(size).fill(fill));
  return new Uint8Array([0xff, 0xd8, ...sof, ...sos, ...scan, 0xff, 0xd9]);
}

function chunk(type: string, data: number[]): number[] {
  const body = [...Buffer.from(type, 'latin1'), ...data];
  return [...u32(data.length), ...body, ...u32(crc32(new Uint8Array(body)))];
}

/** A PNG of `width` × `height` whose IDAT holds `size` bytes of `fill`. */
export function testPng(
  fill: number,
  size = 300,
  { width = 1600, height = 1200 } = {},
): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...u32(width), ...u32(height), 8, 2, 0, 0, 0]),
    ...chunk('IDAT', new Array<number>(size).fill(fill)),
    ...chunk('IEND', []),
  ]);
}

/** A lossy WebP (VP8) of `width` × `height` with `size` bytes of `fill` after its frame header. */
export function testWebp(
  fill: number,
  size = 200,
  { width = 1600, height = 1200 } = {},
): Uint8Array<ArrayBuffer> {
  const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
  const frame = [
    0,
    0,
    0,
    0x9d,
    0x01,
    0x2a,
    ...le16(width),
    ...le16(height),
    ...new Array<number>(size).fill(fill),
  ];
  const vp8 = [...Buffer.from('VP8 '), ...le32(frame.length), ...frame];
  return new Uint8Array([...Buffer.from('RIFF'), ...le32(4 + vp8.length), ...Buffer.from('WEBP'), ...vp8]);
}

/**
 * A real JPEG whose pixels are noise, the heaviest a camera's photo of that size gets: 4096 × 3072 is about 5.8 MB
 * (ten fit an inspection's 64 MiB photo budget), 1600 × 1200 about 650 KB.
 */
export async function cameraJpeg(
  width: number,
  height: number,
  quality = 65,
): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = randomBytes(width * height * 3);
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
  return new Uint8Array(jpeg);
}
