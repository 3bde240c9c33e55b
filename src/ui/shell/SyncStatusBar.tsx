import { useRef, useState } from 'react';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useBrowserOnline } from './use-browser-online.ts';
import { useConnectivity } from './use-connectivity.ts';
import { useFocusClearOf } from './use-focus-clear-of.ts';
import { useNow } from './use-now.ts';
import { lastSyncedWords, syncingWords, unreadWords, waitingCount, waitingWords } from './sync-words.ts';

export const OFFLINE_BANNER =
  "Offline: everything you record is kept on this device and syncs when you're back online.";

/** The banner's own words: one line on a 360 px phone, the count never cut (what it counts shows when room). */
function OfflineLine({ waiting }: { waiting: ReturnType<typeof waitingCount> }) {
  return (
    <>
      {/* The spaces between the parts are for those who read its text (a flex line lays out no space). */}
      <strong>Offline</strong> <span className="sync-banner-kept">· kept on this device</span>{' '}
      {waiting ? (
        <span className="sync-banner-waiting">
          · {waiting.total} to upload<span className="sync-banner-detail"> ({waiting.parts})</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * Docked at the bottom of every screen: an offline banner in words as soon as the browser says so (the probe then
 * confirms), and a sync error in words with Retry. Nothing while all is well: the full line is on Home.
 */
export function SyncAlerts() {
  const { engine, sync } = useEngine();
  const browserOnline = useBrowserOnline();
  const probeOnline = useConnectivity();
  const [retrying, setRetrying] = useState(false);
  // spec: a double tap on the error shows its whole message; a single tap does here (one line is all a phone shows).
  const [whole, setWhole] = useState(false);
  const offline = !browserOnline || probeOnline === false;
  const waiting = sync ? waitingWords(sync) : undefined;
  // A retry running after a failure keeps the failure on screen (the engine keeps its message until one succeeds).
  const retryingAfterFailure = sync?.message !== undefined && syncingWords(sync) !== undefined;
  const failed = sync !== undefined && (sync.phase === 'error' || retryingAfterFailure);
  const dock = useRef<HTMLDivElement>(null);
  useFocusClearOf(dock, offline || failed);
  // Each alert is a new bar (key), not the other one resized: a bar that grew or shrank in place was a layout shift.
  if (offline) {
    return (
      <div ref={dock} key="offline" className="sync-dock">
        <p
          aria-live="polite"
          className="sync-banner offline"
          data-testid="offline-banner"
          title={OFFLINE_BANNER}
        >
          <OfflineLine waiting={sync ? waitingCount(sync) : undefined} />
        </p>
      </div>
    );
  }
  if (!sync || !failed) return null;
  return (
    <div ref={dock} key="error" className="sync-dock">
      {/* A live region, not role=alert: the screen's own alerts (validation, not found) stay the only alert. */}
      <div aria-live="assertive" className="sync-banner error" data-testid="sync-error">
        {/* Two lines at most on a phone; a tap shows the whole message (it is also on the Test screen). */}
        <button
          type="button"
          className={whole ? 'sync-banner-text whole' : 'sync-banner-text'}
          aria-expanded={whole}
          title={sync.message}
          onClick={() => setWhole((w) => !w)}
        >
          <span className="sync-banner-words">
            <strong>Sync failed:</strong> {sync.message ?? 'An error occurred'}
            {waiting ? ` · ${waiting}` : ''}
            {retryingAfterFailure ? ' · Trying again…' : ''}
          </span>
        </button>
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
  // Its line is kept while the worker has not said yet: the lists below must not move when it does (decision 0055).
  if (!sync) return <p className="sync-line" data-testid="sync-status-pending" />;
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
