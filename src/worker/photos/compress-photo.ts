import { drawMarks, type PhotoMark } from '../../rules/photo-marks.ts';
import { EngineError } from '../engine-error.ts';
import { EXIF_SEARCH_BYTES, exifTakenAt } from './exif-time.ts';
import {
  firstWithinLimit,
  fitWithin,
  PHOTO_LIMITS,
  THUMBNAIL_MAX_SIDE,
  THUMBNAIL_QUALITY,
  type Size,
} from './photo-size.ts';

/** A captured image made ready to keep: the photo as stored and sent, and the small image the photo grids show. */
export interface CompressedPhoto {
  readonly photo: Blob;
  readonly thumbnail: Blob;
  /** When the camera says it was taken (EXIF, which the stored photo no longer has); absent when it does not say. */
  readonly taken?: string;
}

/** `marks`: a drawing (issue 54) flattened into the picture at its stored size, and so into its thumbnail. */
export type CompressPhoto = (input: Blob, marks?: readonly PhotoMark[]) => Promise<CompressedPhoto>;

/**
 * In the worker, on OffscreenCanvas: the camera's picture is decoded once (createImageBitmap, off this thread, and
 * turned upright by its EXIF orientation: the browser's default, which older browsers spell differently, so it is
 * not named), drawn at the stored size and encoded within the limits, then the thumbnail drawn from that. Only one
 * picture's pixels are held at a time, and given back as soon as they are drawn.
 */
export const compressPhoto: CompressPhoto = async (input, marks) => {
  const taken = exifTakenAt(new Uint8Array(await input.slice(0, EXIF_SEARCH_BYTES).arrayBuffer()));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(input);
  } catch {
    throw new EngineError('invalid-input', 'The photo could not be read');
  }
  // The canvas of the latest encoding tried (a smaller size draws a new one).
  const drawn: { canvas?: OffscreenCanvas } = {};
  try {
    const photo = await firstWithinLimit(async ({ maxSide, quality }) => {
      const size = fitWithin(bitmap, maxSide);
      let canvas = drawn.canvas;
      if (!canvas || canvas.width !== size.width || canvas.height !== size.height) {
        release(canvas);
        canvas = drawn.canvas = draw(bitmap, size, marks);
      }
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }, PHOTO_LIMITS.maxBytes);
    bitmap.close();
    if (!drawn.canvas) throw new Error('Nothing was drawn');
    const small = draw(drawn.canvas, fitWithin(drawn.canvas, THUMBNAIL_MAX_SIDE));
    const thumbnail = await small.convertToBlob({ type: 'image/jpeg', quality: THUMBNAIL_QUALITY });
    release(small);
    return { photo, thumbnail, ...(taken ? { taken } : {}) };
  } finally {
    bitmap.close();
    release(drawn.canvas);
  }
};

function draw(
  source: ImageBitmap | OffscreenCanvas,
  size: Size,
  marks?: readonly PhotoMark[],
): OffscreenCanvas {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d context on OffscreenCanvas');
  // A camera picture shrinks 2.5× and a photo 4× to its thumbnail: the default smoothing would alias fine detail.
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  if (marks && marks.length > 0) drawMarks(context, marks, size.width, size.height);
  return canvas;
}

/** A canvas's pixels go at once rather than when the collector gets to it. */
function release(canvas: OffscreenCanvas | undefined): void {
  if (!canvas) return;
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * Decodes and encodes a tiny picture once: the first camera photo then finds the codecs and this code ready (the
 * first photo of a session was about half a second slower than the next ones).
 */
export async function warmUpCompression(): Promise<void> {
  const canvas = new OffscreenCanvas(8, 8);
  canvas.getContext('2d')?.fillRect(0, 0, 8, 8);
  const { thumbnail } = await compressPhoto(await canvas.convertToBlob({ type: 'image/jpeg' }));
  if (thumbnail.size === 0) throw new Error('The photo codecs gave an empty picture');
}
