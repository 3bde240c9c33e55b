import { crc32 } from 'node:zlib';
import type { PhotoType } from '../../api/photos.ts';
import { sniffPhotoType } from './sniff.ts';

// A photo is stored only when the whole file is an image: its type's structure is walked from the first
// byte to the end (JPEG segments to the end-of-image marker, PNG chunks with their CRCs to IEND, WebP's RIFF size),
// and the width and height it declares are within PHOTO_MAX_SIDE. A file whose first bytes look like a JPEG and whose
// rest is anything else is refused, and no photo asks the report for more pixels than a device ever sends (the
// device stores photos at 1600 px on the long side, decision 0024).

/** The longest side a stored photo may have, in pixels: the device's 1600 px with room for other clients. */
export const PHOTO_MAX_SIDE = 4096;

export type ImageCheck =
  | { readonly ok: true; readonly type: PhotoType; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly problem: string; readonly tooLarge?: true };

const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image';
const broken = (type: string): ImageCheck => ({
  ok: false,
  problem: `The file is not a whole ${type} image (it is cut short or damaged): take or choose the photo again`,
});

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) + (b[i + 2] ?? 0) * 65536;
const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 65536;
const tag = (b: Uint8Array, i: number) => String.fromCharCode(...b.subarray(i, i + 4));

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  let size: { width: number; height: number } | undefined;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) return size; // end of image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2 || i + 2 + length > b.length) return undefined;
    if (isStartOfFrame(marker)) size = { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: runs to the next marker that is not a stuffed 0x00 or a restart.
      while (i + 1 < b.length) {
        if (b[i] === 0xff) {
          const next = b[i + 1] ?? 0;
          if (next !== 0 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        i++;
      }
    }
  }
  return undefined;
}

function pngSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 8;
  let size: { width: number; height: number } | undefined;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = tag(b, i + 4);
    if (i + 12 + length > b.length) return undefined;
    if (crc32(b.subarray(i + 4, i + 8 + length)) !== u32be(b, i + 8 + length)) return undefined;
    if (i === 8 && (type !== 'IHDR' || length !== 13)) return undefined;
    if (type === 'IHDR') size = { width: u32be(b, i + 8), height: u32be(b, i + 12) };
    if (type === 'IEND') return size;
    i += 12 + length;
  }
  return undefined;
}

function webpSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (u32le(b, 4) + 8 !== b.length || b.length < 30) return undefined;
  const chunk = tag(b, 12);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return undefined;
}

const READERS = { 'image/jpeg': jpegSize, 'image/png': pngSize, 'image/webp': webpSize } as const;
const NAMES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' } as const;

/** Whether these bytes are one whole JPEG, PNG or WebP of at most PHOTO_MAX_SIDE on each side. */
export function checkWholeImage(bytes: Uint8Array): ImageCheck {
  const type = sniffPhotoType(bytes);
  if (type === undefined) return { ok: false, problem: NOT_AN_IMAGE };
  const size = READERS[type](bytes);
  if (size === undefined || size.width === 0 || size.height === 0) return broken(NAMES[type]);
  if (size.width > PHOTO_MAX_SIDE || size.height > PHOTO_MAX_SIDE) {
    return {
      ok: false,
      tooLarge: true,
      problem: `The photo is ${size.width} × ${size.height} pixels: at most ${PHOTO_MAX_SIDE} pixels on each side are kept (the app sends 1600)`,
    };
  }
  return { ok: true, type, ...size };
}
