// The engine worker: owns the local database. Everything it does lives in modules that also run in Node tests.
import { expose } from 'comlink';
import { clientMigrations } from '../db/client-migrations.ts';
import { createEngineApi } from './api.ts';
import { EngineHost } from './engine-host.ts';
import { createOpfsOpener } from './opfs-opener.ts';

const host = new EngineHost({
  opener: createOpfsOpener(),
  migrations: clientMigrations,
  locks: navigator.locks,
  channel: new BroadcastChannel('inspect-db-owner'),
});
void host.start();
expose(createEngineApi(host));
