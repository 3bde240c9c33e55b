import { useRef, useState } from 'react';
import {
  imagesUploadedLabel,
  SYNC_COMPLETE,
  SYNC_ERROR,
  SYNC_OFFLINE,
  syncProgressFraction,
} from '../../../rules/index.ts';
import type { InspectionOverview } from '../../../worker/contract.ts';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { useBrowserOnline } from '../../shell/use-browser-online.ts';
import { useConnectivity } from '../../shell/use-connectivity.ts';
import { bannerState, TAP_TWICE_MS } from './banner-state.ts';

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
  const { upload } = overview;
  const state = bannerState({
    offline: !browserOnline || probeOnline === false,
    failed: sync?.phase === 'error' || upload.rejectedChanges > 0,
    synced: overview.isSynced,
  });
  if (state === 'offline') {
    return (
      <p className="inspection-sync offline" data-testid="inspection-sync" aria-live="polite">
        {SYNC_OFFLINE}
      </p>
    );
  }
  if (state === 'error') {
    const message =
      sync?.phase === 'error'
        ? (sync.message ?? 'An error occurred')
        : `${upload.rejectedChanges === 1 ? '1 change was' : `${upload.rejectedChanges} changes were`} refused by the server`;
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
        <p>{SYNC_ERROR}</p>
        <button type="button" className="button" onClick={onRetry} aria-busy={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
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
          Syncing this inspection… <strong>{percent}%</strong>
        </p>
        <progress max={100} value={percent} aria-label="Inspection sync progress" />
        <p>{imagesUploadedLabel(upload.photosUploaded, upload.photosTotal)}</p>
      </div>
    );
  }
  return (
    <p className="inspection-sync complete" data-testid="inspection-sync" aria-live="polite">
      {SYNC_COMPLETE}
    </p>
  );
}
