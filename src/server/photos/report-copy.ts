import sharp from 'sharp';
import { PHOTO_MAX_SIDE } from './image-check.ts';
import { REPORT_PHOTO_MAX_SIDE, REPORT_PHOTO_QUALITY } from './report-size.ts';

// The scaling of a photo for a report (report-size.ts says to what), with sharp: run in a child process of its own
// (scale-child.ts), never in the server's.

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
