/// <reference lib="webworker" />
import { expose } from 'comlink';
import { installEngineErrorTransfer } from '../engine-error.ts';
import { helperPort } from '../helper-workers.ts';
import { compressPhoto, warmUpCompression } from './compress-photo.ts';

// The photos' own worker, started by the page when the engine asks, with the first photo field (decision 0108):
// decoding a camera picture and drawing it smaller takes this thread 100–200 ms a photo, which the engine's thread
// keeps for the screens' reads and saves meanwhile. photo-compressor.ts is the engine's side, on the port the page
// hands over.

installEngineErrorTransfer();
void helperPort(self as unknown as DedicatedWorkerGlobalScope).then((port) =>
  expose({ compress: compressPhoto, warmUp: warmUpCompression } satisfies PhotoWorkerApi, port),
);

export interface PhotoWorkerApi {
  compress: typeof compressPhoto;
  warmUp: typeof warmUpCompression;
}
