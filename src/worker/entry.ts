// The engine worker: owns the local database. Everything it does lives in modules that also run in Node tests.
import { expose } from 'comlink';
import { clientMigrations } from '../db/client-migrations.ts';
import { createEngineApi } from './api.ts';
import { installEngineErrorTransfer } from './engine-error.ts';
import { EngineHost } from './engine-host.ts';
import { createOpfsOpener } from './opfs-opener.ts';
import type { CompressPhoto } from './photos/compress-photo.ts';
import { oneAtATime } from './photos/one-at-a-time.ts';
import { createOpfsPhotoFiles } from './photos/photo-files.ts';
import { markStart } from './start-marks.ts';
import { SyncService } from './sync/sync-service.ts';

markStart('evaluated');

const host = new EngineHost({
  opener: createOpfsOpener(),
  migrations: clientMigrations,
  locks: navigator.locks,
  channel: new BroadcastChannel('inspect-db-owner'),
});
const files = createOpfsPhotoFiles();
const sync = new SyncService({ host, files });
void host.start();
sync.start();
installEngineErrorTransfer();
// The photo compressor loads with the first photo: most starts of the worker take none. Photos chosen together are
// compressed one after another, so the worker holds one camera picture's pixels at a time.
const compress: CompressPhoto = oneAtATime(async (input: Blob) =>
  (await import('./photos/compress-photo.ts')).compressPhoto(input),
);
expose(createEngineApi(host, { sync, files, compress }));
