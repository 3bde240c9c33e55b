// What a stored photo may be, so photos fit the device's storage and upload over a weak signal: at most 1600 px
// on the long side and about 0.5 MB, orientation kept; and the thumbnail the screens show in their photo grids (a
// tile is 120 px high, a third of the page wide).

export const PHOTO_LIMITS = { maxSide: 1600, maxBytes: 512 * 1024 } as const;
export const THUMBNAIL_MAX_SIDE = 400;
export const THUMBNAIL_QUALITY = 0.8;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size that fits `size` within `maxSide` on its long side, keeping its proportions; never enlarged. */
export function fitWithin(size: Size, maxSide: number): Size {
  const long = Math.max(size.width, size.height);
  if (long <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** One way of encoding the photo: its long side and JPEG quality. */
export interface Encoding {
  readonly maxSide: number;
  readonly quality: number;
}

/**
 * The encodings tried in turn until one is within the byte limit: camera quality first, then lower qualities, then
 * smaller sizes. A camera photo of 12 MP is within it at the first (about 250 KB); the rest are for pictures full of
 * fine detail. The last is taken whatever its size, so there is always a photo.
 */
export const ENCODINGS: readonly Encoding[] = [
  { maxSide: PHOTO_LIMITS.maxSide, quality: 0.85 },
  { maxSide: PHOTO_LIMITS.maxSide, quality: 0.72 },
  { maxSide: PHOTO_LIMITS.maxSide, quality: 0.6 },
  { maxSide: 1360, quality: 0.6 },
  { maxSide: 1150, quality: 0.6 },
  { maxSide: 1000, quality: 0.5 },
];

/** Encodes with each encoding in turn and keeps the first result within the limit (else the last). */
export async function firstWithinLimit(
  encode: (encoding: Encoding) => Promise<Blob>,
  maxBytes: number = PHOTO_LIMITS.maxBytes,
): Promise<Blob> {
  let last: Blob | undefined;
  for (const encoding of ENCODINGS) {
    last = await encode(encoding);
    if (last.size <= maxBytes) return last;
  }
  if (!last) throw new Error('No encoding to try');
  return last;
}
