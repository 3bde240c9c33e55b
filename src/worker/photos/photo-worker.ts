/// <reference lib="webworker" />
import { expose } from 'comlink';
import { installEngineErrorTransfer } from '../engine-error.ts';
import { compressPhoto, warmUpCompression } from './compress-photo.ts';

// The photos' own worker, started by the engine's worker with the first photo field: decoding a camera picture and
// drawing it smaller takes this thread 100–200 ms a photo, which the engine's thread keeps for the screens' reads
// and saves meanwhile. photo-compressor.ts is the engine's side.

installEngineErrorTransfer();
expose({ compress: compressPhoto, warmUp: warmUpCompression } satisfies PhotoWorkerApi);

export interface PhotoWorkerApi {
  compress: typeof compressPhoto;
  warmUp: typeof warmUpCompression;
}
