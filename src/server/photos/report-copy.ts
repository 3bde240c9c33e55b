import sharp from 'sharp';
import { imageSize } from '../../report/image-size.ts';
import { PHOTO_MAX_SIDE } from './image-check.ts';

// The copy of a photo a Word report holds: at most REPORT_PHOTO_MAX_SIDE a side, JPEG. A photo on paper is at most
// 8 cm wide (two a row, about 250 dpi at 1600 px), so a 4096 px, 10 MiB original adds nothing to the page but its
// weight: made at that size, ten such photos made one report hold 100 MB. The device stores its photos at this size
// already (decision 0024), so most photos are used as they are, without decoding (decision 0045).

/** The longest side of a report's photo, in pixels: what the device stores (decision 0024). */
export const REPORT_PHOTO_MAX_SIDE = 1600;
/** JPEG quality of a scaled copy: what a camera's photo looks like printed two to a row. */
export const REPORT_PHOTO_QUALITY = 80;
/** A photo at most this large (and of at most REPORT_PHOTO_MAX_SIDE) goes into the report as it is: the device's. */
export const REPORT_PHOTO_AS_IS_BYTES = 512 * 1024;

// libvips keeps the results of recent operations (decoded images among them) to reuse them: a report never asks for
// the same photo twice, and a burst would leave that memory held after it. One photo at a time is scaled (the report
// slots), so one thread per image is enough and leaves the other cores to the requests.
sharp.cache(false);
sharp.concurrency(1);

export interface ReportCopy {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Whether the stored photo may go into a report as it is: small, of a format Word shows, and no larger than a copy. */
export function usableAsIs(bytes: Uint8Array): boolean {
  if (bytes.byteLength > REPORT_PHOTO_AS_IS_BYTES) return false;
  const size = imageSize(bytes);
  return size !== undefined && Math.max(size.width, size.height) <= REPORT_PHOTO_MAX_SIDE;
}

/**
 * The photo scaled to fit REPORT_PHOTO_MAX_SIDE (never enlarged), turned upright as its EXIF says, on white where it
 * was transparent, as a JPEG. Throws when the bytes do not decode (the stored file was only image-shaped).
 */
export async function scaleForReport(original: Uint8Array): Promise<ReportCopy> {
  const { data, info } = await sharp(original, {
    // Stored photos are at most PHOTO_MAX_SIDE a side (image-check.ts): anything larger is not one of ours.
    limitInputPixels: PHOTO_MAX_SIDE * PHOTO_MAX_SIDE,
    // A camera file with a recoverable flaw still prints; one that does not decode is refused.
    failOn: 'error',
  })
    .autoOrient()
    .resize({
      width: REPORT_PHOTO_MAX_SIDE,
      height: REPORT_PHOTO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: REPORT_PHOTO_QUALITY, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
