import type { EngineStatus } from '../engine/engine-events.ts';

/** What of EngineEvents this needs: the status and its changes. */
export interface StatusSource {
  getStatus(): EngineStatus;
  subscribe(listener: () => void): () => void;
}

type FirstSync = 'not started' | 'running' | 'over';

/**
 * Where this tab's first full sync is: not started (the device never synced, and no sync runs yet: the first screen
 * shows before the session's token lets it start), running, or over (the device synced before, the last attempt
 * failed, or this tab syncs nothing: its engine failed or another tab holds the database).
 */
export function firstSync(status: EngineStatus): FirstSync {
  const { state, sync } = status;
  if (state.kind !== 'starting' && state.kind !== 'ready') return 'over';
  if (!sync || (sync.phase === 'idle' && sync.lastSyncDate === null)) return 'not started';
  if (sync.lastSyncDate !== null || sync.phase === 'error' || sync.phase === 'offline') return 'over';
  return sync.phase === 'idle' ? 'not started' : 'running';
}

/** A first sync that has not started by then is not coming (nobody signed in): the work runs. */
export const FIRST_SYNC_START_MS = 5_000;
/** A first sync still running by then (a very slow network) no longer holds the work back. */
export const FIRST_SYNC_WAIT_MS = 120_000;

/**
 * Calls `run` now, or once the device's first full sync has ended (done or failed) if one is coming. Work that can
 * wait (the service worker's precache: 148 downloads and cache writes) then does not take CPU from the first sync,
 * which on a 2-core tablet is bound by it (~0.6 s of the large fleet's sync, measured A/B).
 */
export function unlessFirstSync(events: StatusSource, run: () => void): void {
  if (firstSync(events.getStatus()) === 'over') {
    run();
    return;
  }
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    clearTimeout(startTimer);
    clearTimeout(latest);
    unsubscribe();
    run();
  };
  const check = () => {
    const now = firstSync(events.getStatus());
    if (now === 'over') fire();
    else if (now === 'running') clearTimeout(startTimer);
  };
  const unsubscribe = events.subscribe(check);
  const latest = setTimeout(fire, FIRST_SYNC_WAIT_MS);
  if (firstSync(events.getStatus()) === 'not started') startTimer = setTimeout(fire, FIRST_SYNC_START_MS);
}
