import { useRef, useState } from 'react';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useBrowserOnline } from './use-browser-online.ts';
import { useConnectivity } from './use-connectivity.ts';
import { useFocusClearOf } from './use-focus-clear-of.ts';
import { useNow } from './use-now.ts';
import { lastSyncedWords, syncingWords, unreadWords, waitingWords } from './sync-words.ts';

export const OFFLINE_BANNER =
  "Offline: everything you record is kept on this device and syncs when you're back online.";

/**
 * Under the header on every screen: an offline banner in words as soon as the browser says so (the probe then
 * confirms), and a sync error in words with Retry. Nothing while all is well: the full line is on Home.
 */
export function SyncAlerts() {
  const { engine, sync } = useEngine();
  const browserOnline = useBrowserOnline();
  const probeOnline = useConnectivity();
  const [retrying, setRetrying] = useState(false);
  const offline = !browserOnline || probeOnline === false;
  const waiting = sync ? waitingWords(sync) : undefined;
  // A retry running after a failure keeps the failure on screen (the engine keeps its message until one succeeds).
  const retryingAfterFailure = sync?.message !== undefined && syncingWords(sync) !== undefined;
  const failed = sync !== undefined && (sync.phase === 'error' || retryingAfterFailure);
  const dock = useRef<HTMLDivElement>(null);
  useFocusClearOf(dock, offline || failed);
  if (offline) {
    return (
      <div ref={dock} className="sync-dock">
        <p aria-live="polite" className="sync-banner offline" data-testid="offline-banner">
          <strong>{OFFLINE_BANNER}</strong>
          {waiting ? <span> {waiting}.</span> : null}
        </p>
      </div>
    );
  }
  if (!sync || !failed) return null;
  return (
    <div ref={dock} className="sync-dock">
      {/* A live region, not role=alert: the screen's own alerts (validation, not found) stay the only alert. */}
      <div aria-live="assertive" className="sync-banner error" data-testid="sync-error">
        {/* One line on a phone: the whole message is on the Test screen and in the title. */}
        <span className="sync-banner-text" title={sync.message}>
          <strong>Sync failed:</strong> {sync.message ?? 'An error occurred'}
          {waiting ? ` · ${waiting}` : ''}
          {retryingAfterFailure ? ' · Trying again…' : ''}
        </span>
        <button
          type="button"
          className="button"
          disabled={retrying}
          onClick={() => {
            setRetrying(true);
            void engine.syncNow().finally(() => setRetrying(false));
          }}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </div>
  );
}

/** Home's sync line: when the device last synced, what is on its way, and what the server refused. */
export function SyncStatusLine() {
  const { sync } = useEngine();
  const now = useNow();
  if (!sync) return null;
  const syncing = syncingWords(sync);
  const waiting = waitingWords(sync);
  const unread = unreadWords(sync.unreadRecords);
  return (
    <p className="sync-line" aria-live="polite" data-testid="sync-status">
      <span>{syncing ?? lastSyncedWords(sync.lastSyncedAt ?? sync.lastSyncDate, now)}</span>
      {waiting ? <span>{waiting}</span> : <span>Everything is uploaded</span>}
      {sync.rejectedChanges > 0 ? (
        <span className="error-text">
          {sync.rejectedChanges === 1 ? '1 change was' : `${sync.rejectedChanges} changes were`} refused by
          the server
          {sync.lastRefusal
            ? `: ${sync.lastRefusal.replace(/\.?$/, '.')} Your values stay on this device.`
            : null}
        </span>
      ) : null}
      {unread ? (
        <span className="error-text" data-testid="sync-unread">
          {unread}: the rest of the data synced, and the next sync tries them again
        </span>
      ) : null}
    </p>
  );
}
