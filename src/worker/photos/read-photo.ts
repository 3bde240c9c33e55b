import type { CompressPhoto } from './compress-photo.ts';
import type { PhotoFiles } from './photo-files.ts';

export interface PhotoReadDeps {
  readonly files: PhotoFiles;
  readonly compress: CompressPhoto;
  /** The photo of a device's file from the server (GET inspection/download/{observationId}?file=). */
  readonly download: (observationExternalId: string, fileName: string) => Promise<Blob>;
}

/** A stored photo, fetched from the server first (and kept) when this device does not have the file. */
export async function readPhoto(
  deps: PhotoReadDeps,
  fileName: string,
  observationExternalId: string,
): Promise<Blob | undefined> {
  const local = await deps.files.read(fileName);
  if (local) return local;
  // By its file name: another device's photo of the reading (a conflict's) is kept under its own (decision 0064).
  const blob = await deps.download(observationExternalId, fileName);
  await deps.files.write(fileName, blob);
  return blob;
}

/**
 * The small image a photo grid shows: the one made with the photo, or made now (once, and kept) from the photo when
 * this device has none, e.g. for a photo another device took.
 */
export async function readThumbnail(
  deps: PhotoReadDeps,
  fileName: string,
  observationExternalId: string,
): Promise<Blob | undefined> {
  const local = await deps.files.readThumbnail(fileName);
  if (local) return local;
  const photo = await readPhoto(deps, fileName, observationExternalId);
  if (!photo) return undefined;
  const { thumbnail } = await deps.compress(photo);
  await deps.files.writeThumbnail(fileName, thumbnail);
  return thumbnail;
}
