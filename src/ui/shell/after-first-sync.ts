import type { EngineStatus } from '../engine/engine-events.ts';

/** What of EngineEvents this needs: the status and its changes. */
export interface StatusSource {
  getStatus(): EngineStatus;
  subscribe(listener: () => void): () => void;
}

/** A first full sync is under way: the device has never synced and the engine is pulling. */
export function firstSyncRunning(status: EngineStatus): boolean {
  return status.sync?.phase === 'pulling' && status.sync.lastSyncDate === null;
}

/**
 * Calls `run` now, or once the device's first full sync has ended (done or failed) if one is running. Work that can
 * wait (the service worker's precache: a dozen downloads and cache writes) then does not take CPU from the first sync,
 * which on a 2-core tablet is bound by it.
 */
export function unlessFirstSync(events: StatusSource, run: () => void): void {
  if (!firstSyncRunning(events.getStatus())) {
    run();
    return;
  }
  const unsubscribe = events.subscribe(() => {
    if (firstSyncRunning(events.getStatus())) return;
    unsubscribe();
    run();
  });
}
