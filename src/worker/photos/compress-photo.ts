import imageCompression from 'browser-image-compression';

/** Issue 5 §3: at most 1600 px on the long side and about 0.5 MB, orientation kept. */
export const PHOTO_LIMITS = { maxWidthOrHeight: 1600, maxSizeMB: 0.5 } as const;

export type CompressPhoto = (input: Blob) => Promise<Blob>;

/**
 * Compresses in the worker itself (OffscreenCanvas). useWebWorker is off so the library never loads its own copy
 * from a CDN; it reads the EXIF orientation and draws the image upright.
 */
export const compressPhoto: CompressPhoto = async (input) => {
  const file =
    input instanceof File ? input : new File([input], 'photo', { type: input.type || 'image/jpeg' });
  return imageCompression(file, {
    ...PHOTO_LIMITS,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
  });
};
