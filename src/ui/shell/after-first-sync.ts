import type { EngineStatus } from '../engine/engine-events.ts';

/** What of EngineEvents this needs: the status and its changes. */
export interface StatusSource {
  getStatus(): EngineStatus;
  subscribe(listener: () => void): () => void;
}

/**
 * The device's first full sync is still to come or under way in this tab: it has never synced, and its last attempt
 * did not fail (a first screen shows before the session's token lets the sync start, so "not pulling yet" counts
 * too). A tab whose engine failed, or whose database another tab holds, syncs nothing: nothing to wait for.
 */
export function awaitingFirstSync(status: EngineStatus): boolean {
  const { state, sync } = status;
  if (state.kind !== 'starting' && state.kind !== 'ready') return false;
  if (!sync) return true;
  return sync.lastSyncDate === null && sync.phase !== 'error' && sync.phase !== 'offline';
}

/** A device that never gets to sync (nobody signs in) still runs the work after this long. */
export const FIRST_SYNC_WAIT_MS = 120_000;

/**
 * Calls `run` now, or once the device's first full sync has ended (done or failed) if it is to come. Work that can
 * wait (the service worker's precache: a dozen downloads and cache writes) then does not take CPU from the first
 * sync, which on a 2-core tablet is bound by it.
 */
export function unlessFirstSync(events: StatusSource, run: () => void, latestMs = FIRST_SYNC_WAIT_MS): void {
  if (!awaitingFirstSync(events.getStatus())) {
    run();
    return;
  }
  const fire = () => {
    clearTimeout(latest);
    unsubscribe();
    run();
  };
  const unsubscribe = events.subscribe(() => {
    if (!awaitingFirstSync(events.getStatus())) fire();
  });
  const latest = setTimeout(fire, latestMs);
}
