import { formatBytes } from './storage-status.ts';
import { useStorageStatus } from './use-storage-status.ts';

/** Tells the inspector whether this device keeps their data safe from browser cleanup. */
export function StorageStatusPanel() {
  const { data } = useStorageStatus();
  if (!data) return null;
  const persisted =
    data.persisted === 'unsupported'
      ? 'This browser cannot promise to keep data'
      : data.persisted
        ? 'Data is kept on this device (persistent storage granted)'
        : 'The browser may clear data when space runs low: sync often';
  return (
    <section className="panel" aria-label="Device storage">
      <h2>Device storage</h2>
      <p data-testid="storage-persisted">{persisted}</p>
      <p>
        Used {formatBytes(data.usageBytes)} of {formatBytes(data.quotaBytes)}
      </p>
    </section>
  );
}
