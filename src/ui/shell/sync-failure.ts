import type { SyncStatus } from '../../worker/contract.ts';

// A failed sync stays a failure while it is tried again: the engine keeps the failure's message through the next
// attempt until one succeeds (sync-engine.ts), so the error and its Retry do not vanish for the length of each try.

/** A sync running again after a failure (the failure's message kept while it pushes, uploads or pulls). */
export function retryingAfterFailure(sync: Pick<SyncStatus, 'phase' | 'message'>): boolean {
  return (
    sync.message !== undefined &&
    (sync.phase === 'pushing' || sync.phase === 'uploading' || sync.phase === 'pulling')
  );
}

/** The sync failed and has not succeeded since: its error shows, also while a retry runs. */
export function syncFailing(sync: Pick<SyncStatus, 'phase' | 'message'>): boolean {
  return sync.phase === 'error' || retryingAfterFailure(sync);
}
