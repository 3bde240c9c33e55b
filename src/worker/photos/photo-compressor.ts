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

type PhotoWork = Pick<PhotoWorkerApi, 'compress' | 'warmUp'>;

/**
 * The engine's side of photo compression: in the photos' own worker, which the page starts when asked (`spawn`,
 * decision 0108), else on this thread (no page gave a starter, or the start failed); either is loaded when the first
 * photo field opens or the first photo comes, not with the engine.
 */
export function createPhotoCompressor(
  spawn: () => Endpoint | Promise<Endpoint> | undefined,
): PhotoCompressor {
  let work: Promise<PhotoWork> | undefined;
  const onThisThread = (): Promise<PhotoWork> =>
    import('./compress-photo.ts').then((m) => ({ compress: m.compressPhoto, warmUp: m.warmUpCompression }));
  const ready = (): Promise<PhotoWork> => {
    work ??= Promise.resolve()
      .then(spawn)
      .then(
        (endpoint) =>
          endpoint ? (wrap<PhotoWorkerApi>(endpoint) as Remote<PhotoWorkerApi>) : onThisThread(),
        onThisThread,
      );
    return work;
  };
  let warm: Promise<void> | undefined;
  return {
    compress: oneAtATime(async (input: Blob, marks?: readonly PhotoMark[]) =>
      (await ready()).compress(input, marks),
    ),
    prepare() {
      warm ??= ready().then((w) => w.warmUp());
      return warm;
    },
  };
}
