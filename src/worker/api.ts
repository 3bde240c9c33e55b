import { proxy } from 'comlink';
import { createDevApi } from './api/dev-api.ts';
import { createObservationApi } from './api/observation-api.ts';
import { createReportApi } from './api/report-api.ts';
import { createShellApi } from './api/shell-api.ts';
import { createSyncApi, type SyncApiDeps } from './api/sync-api.ts';
import type { EngineHost } from './engine-host.ts';
import type { EngineListener, EngineState } from './engine-status.ts';

/**
 * The one object the worker exposes over Comlink: the engine's life, then domain methods grouped by area (one file
 * each in ./api), never raw SQL except the developer console.
 */
export function createEngineApi(host: EngineHost, sync: Omit<SyncApiDeps, 'host'>) {
  return {
    getState(): EngineState {
      return host.state;
    },
    /**
     * The UI passes a Comlink proxy; it hears state changes, the tables each write changed, connectivity and sync.
     * A new subscriber is told the current state, connectivity and sync status at once, so none is missed.
     */
    subscribe(listener: EngineListener): () => void {
      const stop = host.subscribe(listener);
      const online = sync.sync.connectivity.known;
      if (online !== undefined) listener({ type: 'connectivity', online });
      listener({ type: 'sync', status: sync.sync.status });
      return proxy(stop);
    },
    requestTakeover(): void {
      host.requestTakeover();
    },
    ...createDevApi(host),
    ...createShellApi(host),
    ...createObservationApi(host),
    ...createSyncApi({ host, ...sync }),
    ...createReportApi(host, sync.files),
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
