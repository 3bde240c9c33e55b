import { useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { syncProgressFraction } from '../../../rules/index.ts';
import type { InspectionOverview } from '../../../worker/contract.ts';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { useBrowserOnline } from '../../shell/use-browser-online.ts';
import { syncFailing } from '../../shell/sync-failure.ts';
import { useConnectivity } from '../../shell/use-connectivity.ts';
import { bannerState, TAP_TWICE_MS } from './banner-state.ts';

// The spec's banner words (src/rules/sync-progress.ts SYNC_OFFLINE, SYNC_ERROR, SYNC_COMPLETE, imagesUploadedLabel),
// here as messages: English the spec's verbatim (catalogues.test.ts), the other languages translated at display.
const words = defineMessages({
  offline: {
    id: 'inspectionSync.offline',
    defaultMessage:
      "Offline Mode - You're currently offline. Your Inspection Data and the report will sync when connection is restored.",
  },
  error: { id: 'inspectionSync.error', defaultMessage: 'Error - An error has occurred, please try again.' },
  complete: {
    id: 'inspectionSync.complete',
    defaultMessage:
      'Sync Complete - Your Inspection Data has been synced successfully and the report has been generated.',
  },
  images: defineMessage<{ uploaded: number; total: number }>({
    id: 'inspectionSync.images',
    defaultMessage: '{uploaded} of {total} images uploaded',
  }),
  anError: { id: 'inspectionSync.anError', defaultMessage: 'An error occurred' },
  refused: defineMessage<{ count: number }>({
    id: 'inspectionSync.refused',
    defaultMessage: '{count, plural, one {# change was} other {# changes were}} refused by the server',
  }),
  retrying: { id: 'inspectionSync.retrying', defaultMessage: 'Retrying…' },
  retry: { id: 'inspectionSync.retry', defaultMessage: 'Retry' },
  progress: { id: 'inspectionSync.progress', defaultMessage: 'Inspection sync progress' },
});

/**
 * The completed inspection's sync banner (shell spec "Sync banner states", recording spec §8): Offline Mode (orange),
 * Error with Retry (a second tap within 1.5 s shows the error message), sync in progress with its percentage and
 * "n of m images uploaded", Sync Complete (green).
 */
export function InspectionSyncBanner({ overview }: { overview: InspectionOverview }) {
  const { engine, sync } = useEngine();
  const browserOnline = useBrowserOnline();
  const probeOnline = useConnectivity();
  const lastTap = useRef(0);
  const [showMessage, setShowMessage] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const t = useIntl().formatMessage;
  const { upload } = overview;
  const state = bannerState({
    offline: !browserOnline || probeOnline === false,
    // A retry of a failed push keeps the error and its Retry on screen: the banner turned to "Syncing" under the
    // first tap, and the second tap of a double tap (the error's message) found no button (a slow push, > 1.5 s).
    failed: (sync !== undefined && syncFailing(sync)) || upload.rejectedChanges > 0,
    synced: overview.isSynced,
  });
  if (state === 'offline') {
    return (
      <p className="inspection-sync offline" data-testid="inspection-sync" aria-live="polite">
        {t(words.offline)}
      </p>
    );
  }
  if (state === 'error') {
    const message =
      sync !== undefined && syncFailing(sync)
        ? (sync.message ?? t(words.anError))
        : t(words.refused, { count: upload.rejectedChanges });
    const onRetry = () => {
      const now = Date.now();
      const second = now - lastTap.current <= TAP_TWICE_MS;
      lastTap.current = now;
      if (second) {
        setShowMessage(true);
        return;
      }
      setRetrying(true);
      void engine.syncNow().finally(() => setRetrying(false));
    };
    return (
      <div className="inspection-sync error" data-testid="inspection-sync" aria-live="assertive">
        <p>{t(words.error)}</p>
        <button type="button" className="button" onClick={onRetry} aria-busy={retrying}>
          {retrying ? t(words.retrying) : t(words.retry)}
        </button>
        {showMessage ? (
          <p className="inspection-sync-message" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    );
  }
  if (state === 'syncing') {
    const percent = Math.round(syncProgressFraction(upload.photosUploaded, upload.photosTotal) * 100);
    return (
      <div className="inspection-sync syncing" data-testid="inspection-sync" aria-live="polite">
        <p>
          <FormattedMessage
            id="inspectionSync.syncing"
            defaultMessage="Syncing this inspection… {percent}"
            values={{ percent: <strong>{percent}%</strong> }}
          />
        </p>
        <progress max={100} value={percent} aria-label={t(words.progress)} />
        <p>{t(words.images, { uploaded: upload.photosUploaded, total: upload.photosTotal })}</p>
      </div>
    );
  }
  return (
    <p className="inspection-sync complete" data-testid="inspection-sync" aria-live="polite">
      {t(words.complete)}
    </p>
  );
}
