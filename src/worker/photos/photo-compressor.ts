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
 * The engine's side of photo compression: in the photos' own worker where workers can start workers, else on this
 * thread; either is loaded when the first photo field opens or the first photo comes, not with the engine.
 */
export function createPhotoCompressor(
  spawn: (() => Endpoint) | undefined = spawnPhotoWorker,
): PhotoCompressor {
  let work: Promise<PhotoWork> | undefined;
  const ready = (): Promise<PhotoWork> => {
    work ??= spawn
      ? Promise.resolve(wrap<PhotoWorkerApi>(spawn()) as Remote<PhotoWorkerApi>)
      : import('./compress-photo.ts').then((m) => ({
          compress: m.compressPhoto,
          warmUp: m.warmUpCompression,
        }));
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

const spawnPhotoWorker =
  typeof Worker === 'function'
    ? () =>
        new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'inspect-photos' })
    : undefined;
