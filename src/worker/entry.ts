// The engine worker: owns the local database. Everything it does lives in modules that also run in Node tests.
import { expose } from 'comlink';
import { clientMigrations, clientSchemaScript } from '../db/client-migrations.ts';
import { createEngineApi } from './api.ts';
import { installEngineErrorTransfer } from './engine-error.ts';
import { EngineHost } from './engine-host.ts';
import { HelperWorkers } from './helper-workers.ts';
import { wordsShown } from './language.ts';
import { createOpfsOpener } from './opfs-opener.ts';
import { createPhotoCompressor } from './photos/photo-compressor.ts';
import { createOpfsPhotoFiles } from './photos/photo-files.ts';
import { startInspectionReadAhead } from './recording/start-read-ahead.ts';
import { refusalIn } from './refusal-words.ts';
import { listenForStartAddress } from './start-address.ts';
import { markStart } from './start-marks.ts';
import { readerOnPort } from './sync/answer-source.ts';
import { SyncService } from './sync/sync-service.ts';

markStart('evaluated');

const host = new EngineHost({
  opener: createOpfsOpener(),
  migrations: clientMigrations,
  schemaScript: clientSchemaScript,
  locks: navigator.locks,
  channel: new BroadcastChannel('inspect-db-owner'),
});
const files = createOpfsPhotoFiles();
// The sync reader and the photos' worker are started by the page, never here (decision 0108).
const helpers = new HelperWorkers();
const sync = new SyncService({
  host,
  files,
  startReader: () => helpers.start('sync-reader')?.then(readerOnPort),
});
// Before Comlink's listener (expose, below): the page's address is not a call of the API.
listenForStartAddress(self, startInspectionReadAhead(host));
void host.start();
sync.start();
installEngineErrorTransfer((message) => refusalIn(message, wordsShown()));
// Photos are compressed in their own worker, started with the first photo field: most starts of the engine take
// none, and a camera picture's decoding never holds up the screens' reads and saves.
const photos = createPhotoCompressor(() => helpers.start('photos'));
expose(
  createEngineApi(host, { sync, files, helpers, compress: photos.compress, preparePhotos: photos.prepare }),
);
