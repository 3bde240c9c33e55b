import { wrap, type Endpoint, type Remote } from 'comlink';
import type { PhotoMark } from '../../rules/photo-marks.ts';
import type { CompressPhoto } from './compress-photo.ts';
import { oneAtATime } from './one-at-a-time.ts';
import type { PhotoWorkerApi } from './photo-worker.ts';

export interface PhotoCompressor {
  /** Compresses one photo at a time, in the order asked: photos chosen together are decoded in turn. */
  readonly compress: CompressPhoto;
  /** Gets ready for a first photo (the worker started, its code loaded, the codecs used once). */
  readonly prepare: () => Promise<void>;
}

/** What compresses: the photos' worker, or the same functions on this thread. */
export type PhotoWork = Pick<PhotoWorkerApi, 'compress' | 'warmUp'>;

/**
 * The engine's side of photo compression: in the photos' own worker, which the page starts when asked (`spawn`,
 * decision 0108), else on this thread (no page gave a starter, or the start failed); either is loaded when the first
 * photo field opens or the first photo comes, not with the engine.
 */
export function createPhotoCompressor(
  spawn: () => Endpoint | Promise<Endpoint> | undefined,
  onThisThread: () => Promise<PhotoWork> = loadOnThisThread,
): PhotoCompressor {
  let work: Promise<PhotoWork> | undefined;
  const ready = (): Promise<PhotoWork> => {
    if (work) return work;
    const starting = Promise.resolve()
      .then(spawn)
      .then(
        (endpoint) =>
          endpoint ? (wrap<PhotoWorkerApi>(endpoint) as Remote<PhotoWorkerApi>) : onThisThread(),
        onThisThread,
      );
    // Neither could load (offline before the service worker holds the code): this photo fails, the next tries again.
    starting.catch(() => {
      if (work === starting) work = undefined;
    });
    work = starting;
    return starting;
  };
  let warm: Promise<void> | undefined;
  return {
    compress: oneAtATime(async (input: Blob, marks?: readonly PhotoMark[]) =>
      (await ready()).compress(input, marks),
    ),
    prepare() {
      const warming = (warm ??= ready().then((w) => w.warmUp()));
      warming.catch(() => {
        if (warm === warming) warm = undefined;
      });
      return warming;
    },
  };
}

function loadOnThisThread(): Promise<PhotoWork> {
  return import('./compress-photo.ts').then((m) => ({
    compress: m.compressPhoto,
    warmUp: m.warmUpCompression,
  }));
}
