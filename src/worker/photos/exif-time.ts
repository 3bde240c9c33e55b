import { isTaken } from '../../rules/index.ts';

// When the camera says a photo was taken: EXIF DateTimeOriginal, with OffsetTimeOriginal where the camera wrote it
// (decision 0063). Read from the original bytes in the photos' worker, before compression draws the picture again
// and the EXIF is gone. Hand-written: two tags of one IFD, every read checked against the segment's end, so a
// corrupt or missing EXIF gives no time rather than an error, and the photo is kept whatever its bytes say.

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;

/** The bytes EXIF sits within: APP1 comes first in a camera's JPEG and holds at most 64 KB. */
export const EXIF_SEARCH_BYTES = 128 * 1024;

/** "2026-12-03T08:34:12" or "2026-12-03T08:34:12+08:00"; undefined without a readable DateTimeOriginal. */
export function exifTakenAt(bytes: Uint8Array): string | undefined {
  try {
    const tiff = exifTiff(bytes);
    return tiff === undefined ? undefined : takenFromTiff(tiff);
  } catch {
    return undefined;
  }
}

/** The TIFF block of the JPEG's EXIF APP1 segment. */
function exifTiff(bytes: Uint8Array): DataView | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return undefined;
    const marker = view.getUint8(at + 1);
    // Start of scan or end of image: the picture's data follows, no more metadata.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = view.getUint16(at + 2);
    if (length < 2) return undefined;
    const start = at + 4;
    const end = Math.min(at + 2 + length, view.byteLength);
    if (marker === 0xe1 && end - start > 6 && ascii(view, start, 6) === 'Exif\0\0') {
      return new DataView(view.buffer, view.byteOffset + start + 6, end - start - 6);
    }
    at += 2 + length;
  }
  return undefined;
}

function takenFromTiff(tiff: DataView): string | undefined {
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  if (tiff.getUint16(2, little) !== 42) return undefined;
  const ifd0 = entries(tiff, tiff.getUint32(4, little), little);
  const pointer = ifd0.get(EXIF_IFD_POINTER);
  if (pointer === undefined) return undefined;
  const exif = entries(tiff, tiff.getUint32(pointer + 8, little), little);
  const date = text(tiff, exif.get(DATE_TIME_ORIGINAL), little);
  // "2026:12:03 08:34:12"
  const m = date === undefined ? null : /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(date);
  if (!m) return undefined;
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
  if (!isTaken(local)) return undefined;
  const offset = text(tiff, exif.get(OFFSET_TIME_ORIGINAL), little)?.trim();
  return offset !== undefined && isTaken(`${local}${offset}`) ? `${local}${offset}` : local;
}

/** An IFD's entries: tag → the entry's offset in the TIFF block. */
function entries(tiff: DataView, offset: number, little: boolean): Map<number, number> {
  const found = new Map<number, number>();
  if (offset + 2 > tiff.byteLength) return found;
  const count = tiff.getUint16(offset, little);
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) break;
    found.set(tiff.getUint16(entry, little), entry);
  }
  return found;
}

/** An ASCII entry's text, without its closing NUL; undefined when the entry is not ASCII or runs past the block. */
function text(tiff: DataView, entry: number | undefined, little: boolean): string | undefined {
  if (entry === undefined || tiff.getUint16(entry + 2, little) !== ASCII) return undefined;
  const count = tiff.getUint32(entry + 4, little);
  // Four bytes or fewer sit in the entry itself; longer ones at the offset it gives.
  const start = count <= 4 ? entry + 8 : tiff.getUint32(entry + 8, little);
  if (count === 0 || start + count > tiff.byteLength) return undefined;
  return ascii(tiff, start, count).replace(/\0+$/, '');
}

function ascii(view: DataView, start: number, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String.fromCharCode(view.getUint8(start + i));
  return s;
}
