import { useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useBrowserOnline } from './use-browser-online.ts';
import { useConnectivity } from './use-connectivity.ts';
import { retryingAfterFailure, syncFailing } from './sync-failure.ts';
import { useDockHeight } from './use-dock-height.ts';
import { useFocusClearOf } from './use-focus-clear-of.ts';
import { useNow } from './use-now.ts';
import { lastSyncedWords, syncingWords, unreadWords, waitingCount, waitingWords } from './sync-words.ts';

const words = defineMessages({
  offlineBanner: {
    id: 'sync.offline.banner',
    defaultMessage:
      "Offline: everything you record is kept on this device and syncs when you're back online.",
  },
  offline: { id: 'sync.offline', defaultMessage: 'Offline' },
  kept: { id: 'sync.offline.kept', defaultMessage: '· kept on this device' },
  toUpload: defineMessage<{ total: number }>({
    id: 'sync.offline.toUpload',
    defaultMessage: '· {total} to upload',
  }),
  failed: { id: 'sync.failed', defaultMessage: 'Sync failed:' },
  anError: { id: 'sync.failed.unknown', defaultMessage: 'An error occurred' },
  tryingAgain: { id: 'sync.failed.tryingAgain', defaultMessage: '· Trying again…' },
  retrying: { id: 'sync.retrying', defaultMessage: 'Retrying…' },
  retry: { id: 'sync.retry', defaultMessage: 'Retry' },
  allUploaded: { id: 'sync.allUploaded', defaultMessage: 'Everything is uploaded' },
  refused: defineMessage<{ count: number }>({
    id: 'sync.refused',
    defaultMessage: '{count, plural, one {# change was} other {# changes were}} refused by the server',
  }),
  refusedWhy: defineMessage<{ reason: string }>({
    id: 'sync.refused.why',
    defaultMessage: ': {reason} Your values stay on this device.',
  }),
  unreadRest: defineMessage<{ unread: string }>({
    id: 'sync.unread.rest',
    defaultMessage: '{unread}: the rest of the data synced, and the next sync tries them again',
  }),
});

/** The banner's own words: one line on a 360 px phone, the count never cut (what it counts shows when room). */
function OfflineLine({ waiting }: { waiting: ReturnType<typeof waitingCount> }) {
  return (
    <>
      {/* The spaces between the parts are for those who read its text (a flex line lays out no space). */}
      <strong>
        <FormattedMessage {...words.offline} />
      </strong>{' '}
      <span className="sync-banner-kept">
        <FormattedMessage {...words.kept} />
      </span>{' '}
      {waiting ? (
        <span className="sync-banner-waiting">
          <FormattedMessage {...words.toUpload} values={{ total: waiting.total }} />
          <span className="sync-banner-detail"> ({waiting.parts})</span>
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
  const intl = useIntl();
  const t = intl.formatMessage;
  // spec: a double tap on the error shows its whole message; a single tap does here (one line is all a phone shows).
  const [whole, setWhole] = useState(false);
  const offline = !browserOnline || probeOnline === false;
  const waiting = sync ? waitingWords(sync, intl) : undefined;
  // A retry running after a failure keeps the failure on screen (the engine keeps its message until one succeeds).
  const triedAgain = sync !== undefined && retryingAfterFailure(sync);
  const failed = sync !== undefined && syncFailing(sync);
  const dock = useRef<HTMLDivElement>(null);
  useFocusClearOf(dock, offline || failed);
  useDockHeight(dock, offline ? 'offline' : failed ? 'error' : undefined);
  // Each alert is a new bar (key), not the other one resized: a bar that grew or shrank in place was a layout shift.
  if (offline) {
    return (
      <div ref={dock} key="offline" className="sync-dock">
        <p
          aria-live="polite"
          className="sync-banner offline"
          data-testid="offline-banner"
          title={t(words.offlineBanner)}
        >
          <OfflineLine waiting={sync ? waitingCount(sync, intl) : undefined} />
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
            <strong>{t(words.failed)}</strong> {sync.message ?? t(words.anError)}
            {waiting ? ` · ${waiting}` : ''}
            {triedAgain ? ` ${t(words.tryingAgain)}` : ''}
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
          {retrying ? t(words.retrying) : t(words.retry)}
        </button>
      </div>
    </div>
  );
}

/** Home's sync line: when the device last synced, what is on its way, and what the server refused. */
export function SyncStatusLine() {
  const { sync } = useEngine();
  const now = useNow();
  const intl = useIntl();
  const t = intl.formatMessage;
  // Its line is kept while the worker has not said yet: the lists below must not move when it does (decision 0055).
  if (!sync) return <p className="sync-line" data-testid="sync-status-pending" />;
  const syncing = syncingWords(sync, intl);
  const waiting = waitingWords(sync, intl);
  const unread = unreadWords(sync.unreadRecords, intl);
  return (
    // Its words are not kept in Home's snapshot: they would say when the device synced as of then (decision 0099).
    <p className="sync-line" aria-live="polite" data-testid="sync-status" data-snapshot="blank">
      <span>{syncing ?? lastSyncedWords(sync.lastSyncedAt ?? sync.lastSyncDate, now, intl)}</span>
      {waiting ? <span>{waiting}</span> : <span>{t(words.allUploaded)}</span>}
      {sync.rejectedChanges > 0 ? (
        <span className="error-text">
          {t(words.refused, { count: sync.rejectedChanges })}
          {sync.lastRefusal ? t(words.refusedWhy, { reason: sync.lastRefusal.replace(/\.?$/, '.') }) : null}
        </span>
      ) : null}
      {unread ? (
        <span className="error-text" data-testid="sync-unread">
          {t(words.unreadRest, { unread })}
        </span>
      ) : null}
    </p>
  );
}
