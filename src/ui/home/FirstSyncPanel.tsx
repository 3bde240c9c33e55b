import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useBrowserOnline } from '../shell/use-browser-online.ts';

const words = defineMessages({
  label: { id: 'home.firstSync.label', defaultMessage: 'First sync' },
  noFleet: { id: 'home.firstSync.noFleet', defaultMessage: 'No fleet on this device yet' },
  connect: {
    id: 'home.firstSync.connect',
    defaultMessage:
      'Connect to the network once: the machines, buckets and past inspections download to this device.',
  },
  downloading: { id: 'home.firstSync.downloading', defaultMessage: 'Downloading your fleet to this device' },
  progress: { id: 'home.firstSync.progress', defaultMessage: 'Download progress' },
  starting: { id: 'home.firstSync.starting', defaultMessage: 'Starting' },
  asking: { id: 'home.firstSync.asking', defaultMessage: 'Asking the server for the fleet…' },
  once: { id: 'home.firstSync.once', defaultMessage: 'This happens once; after it the app works offline.' },
});

const applied = defineMessage<{ percent: number }>({
  id: 'home.firstSync.applied',
  defaultMessage: '{percent}% applied',
});

/**
 * Before the device's first sync has finished, Home says what is happening instead of "No inspections yet.": the
 * download with its progress (rows applied, from the worker), or that a connection is needed.
 */
export function FirstSyncPanel() {
  const { sync, online } = useEngine();
  const browserOnline = useBrowserOnline();
  const t = useIntl().formatMessage;
  if (!sync || sync.lastSyncDate !== null) return null;
  if (!browserOnline || online === false) {
    return (
      <section className="panel first-sync" aria-label={t(words.label)}>
        <h2>{t(words.noFleet)}</h2>
        <p>{t(words.connect)}</p>
      </section>
    );
  }
  const percent = sync.progress === undefined ? undefined : Math.round(sync.progress * 100);
  return (
    <section className="panel first-sync" aria-label={t(words.label)}>
      <h2>{t(words.downloading)}</h2>
      <progress
        max={100}
        value={percent}
        aria-label={t(words.progress)}
        aria-valuetext={percent === undefined ? t(words.starting) : `${percent}%`}
      />
      <p aria-live="polite" data-testid="first-sync-progress">
        {percent === undefined ? t(words.asking) : t(applied, { percent })}
        {sync.phase === 'error' && sync.message ? ` · ${sync.message}` : ''}
      </p>
      <p className="muted">{t(words.once)}</p>
    </section>
  );
}
