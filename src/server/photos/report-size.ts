import { imageSize } from '../../report/image-size.ts';

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

/** Whether the stored photo may go into a report as it is: small, of a format Word shows, and no larger than a copy. */
export function usableAsIs(bytes: Uint8Array): boolean {
  if (bytes.byteLength > REPORT_PHOTO_AS_IS_BYTES) return false;
  const size = imageSize(bytes);
  return size !== undefined && Math.max(size.width, size.height) <= REPORT_PHOTO_MAX_SIDE;
}
