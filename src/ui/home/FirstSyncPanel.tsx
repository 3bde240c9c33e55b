import { useEngine } from '../engine/EngineProvider.tsx';
import { useBrowserOnline } from '../shell/use-browser-online.ts';

/**
 * Before the device's first sync has finished, Home says what is happening instead of "No inspections yet.": the
 * download with its progress (rows applied, from the worker), or that a connection is needed.
 */
export function FirstSyncPanel() {
  const { sync, online } = useEngine();
  const browserOnline = useBrowserOnline();
  if (!sync || sync.lastSyncDate !== null) return null;
  if (!browserOnline || online === false) {
    return (
      <section className="panel first-sync" aria-label="First sync">
        <h2>No fleet on this device yet</h2>
        <p>
          Connect to the network once: the machines, buckets and past inspections download to this device.
        </p>
      </section>
    );
  }
  const percent = sync.progress === undefined ? undefined : Math.round(sync.progress * 100);
  return (
    <section className="panel first-sync" aria-label="First sync">
      <h2>Downloading your fleet to this device</h2>
      <progress
        max={100}
        value={percent}
        aria-label="Download progress"
        aria-valuetext={percent === undefined ? 'Starting' : `${percent}%`}
      />
      <p aria-live="polite" data-testid="first-sync-progress">
        {percent === undefined ? 'Asking the server for the fleet…' : `${percent}% applied`}
        {sync.phase === 'error' && sync.message ? ` · ${sync.message}` : ''}
      </p>
      <p className="muted">This happens once; after it the app works offline.</p>
    </section>
  );
}
