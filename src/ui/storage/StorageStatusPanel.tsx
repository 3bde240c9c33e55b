import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { decimalMarkOf } from '../../rules/index.ts';
import { formatBytes } from './storage-status.ts';

const words = {
  ...defineMessages({
    unsupported: { id: 'storage.unsupported', defaultMessage: 'This browser cannot promise to keep data' },
    persisted: {
      id: 'storage.persisted',
      defaultMessage: 'Data is kept on this device (persistent storage granted)',
    },
    mayClear: {
      id: 'storage.mayClear',
      defaultMessage: 'The browser may clear data when space runs low: sync often',
    },
    title: { id: 'storage.title', defaultMessage: 'Device storage' },
    unknown: { id: 'storage.unknown', defaultMessage: 'unknown' },
  }),
  used: defineMessage<{ used: string; quota: string }>({
    id: 'storage.used',
    defaultMessage: 'Used {used} of {quota}',
  }),
};
import { useStorageStatus } from './use-storage-status.ts';

/** Tells the inspector whether this device keeps their data safe from browser cleanup. */
export function StorageStatusPanel() {
  const { data } = useStorageStatus();
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!data) return null;
  const persisted =
    data.persisted === 'unsupported'
      ? t(words.unsupported)
      : data.persisted
        ? t(words.persisted)
        : t(words.mayClear);
  // "1.5 MB" with the locale's decimal mark; a size the browser does not give is said in words.
  const size = (bytes: number | undefined) =>
    bytes === undefined ? t(words.unknown) : formatBytes(bytes).replace('.', decimalMarkOf(intl.locale));
  return (
    <section className="panel" aria-label={t(words.title)}>
      <h2>{t(words.title)}</h2>
      <p data-testid="storage-persisted">{persisted}</p>
      <p>{t(words.used, { used: size(data.usageBytes), quota: size(data.quotaBytes) })}</p>
    </section>
  );
}
