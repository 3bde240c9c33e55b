import { defineMessage, defineMessages } from 'react-intl';
import { englishTranslator, type Translator } from '../../i18n/catalogues.ts';
import type { SyncStatus } from '../../worker/contract.ts';
import { formatIsoDateTime } from './format.ts';

// The sync status in words an inspector reads at a glance: when it last synced, what waits, errors (decision 0065:
// in the inspector's language; `t` is the screen's translator, English by default).

/** The part of a translator these words need: react-intl's useIntl() and @formatjs/intl's createIntl() both give it. */
export type Say = Pick<Translator, 'formatMessage' | 'locale'>;

const words = defineMessages({
  notSynced: { id: 'sync.notSynced', defaultMessage: 'Not synced yet' },
  justNow: { id: 'sync.justNow', defaultMessage: 'Synced just now' },
  minutesAgo: defineMessage<{ minutes: number }>({
    id: 'sync.minutesAgo',
    defaultMessage: 'Synced {minutes} min ago',
  }),
  hoursAgo: defineMessage<{ hours: number }>({ id: 'sync.hoursAgo', defaultMessage: 'Synced {hours} h ago' }),
  syncedOn: defineMessage<{ date: string }>({ id: 'sync.syncedOn', defaultMessage: 'Synced {date}' }),
  changes: defineMessage<{ count: number }>({
    id: 'sync.changes',
    defaultMessage: '{count, plural, one {# change} other {# changes}}',
  }),
  photos: defineMessage<{ count: number }>({
    id: 'sync.photos',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
  waiting: defineMessage<{ total: number; parts: string }>({
    id: 'sync.waiting',
    defaultMessage: '{total} waiting to upload ({parts})',
  }),
  unread: defineMessage<{ count: number }>({
    id: 'sync.unread',
    defaultMessage: '{count, plural, one {# record} other {# records}} could not be read',
  }),
  pushing: { id: 'sync.pushing', defaultMessage: 'Sending changes…' },
  uploading: { id: 'sync.uploading', defaultMessage: 'Uploading photos…' },
  fetching: { id: 'sync.fetching', defaultMessage: 'Fetching updates…' },
  downloading: defineMessage<{ percent: number }>({
    id: 'sync.downloading',
    defaultMessage: 'Downloading data… {percent}%',
  }),
});

const MINUTE = 60_000;

/** "just now", "5 min ago", "3 h ago", else the spec's date format. */
export function lastSyncedWords(
  lastSyncDate: string | null,
  now: number,
  t: Say = englishTranslator(),
): string {
  if (lastSyncDate === null) return t.formatMessage(words.notSynced);
  const at = Date.parse(lastSyncDate);
  if (!Number.isFinite(at)) return t.formatMessage(words.notSynced);
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return t.formatMessage(words.justNow);
  if (ago < 60 * MINUTE) return t.formatMessage(words.minutesAgo, { minutes: Math.floor(ago / MINUTE) });
  if (ago < 24 * 60 * MINUTE)
    return t.formatMessage(words.hoursAgo, { hours: Math.floor(ago / (60 * MINUTE)) });
  return t.formatMessage(words.syncedOn, { date: formatIsoDateTime(lastSyncDate, t.locale) });
}

type Waiting = Pick<SyncStatus, 'pendingChanges' | 'photosTotal' | 'photosUploaded'>;

/** How many things wait to upload and what they are ("2 changes, 1 photo"), or undefined when nothing waits. */
export function waitingCount(
  status: Waiting,
  t: Say = englishTranslator(),
): { total: number; parts: string } | undefined {
  const photos = Math.max(0, status.photosTotal - status.photosUploaded);
  const total = status.pendingChanges + photos;
  if (total === 0) return undefined;
  const parts = [
    status.pendingChanges > 0 ? t.formatMessage(words.changes, { count: status.pendingChanges }) : undefined,
    photos > 0 ? t.formatMessage(words.photos, { count: photos }) : undefined,
  ].filter(Boolean);
  return { total, parts: parts.join(', ') };
}

/** "3 waiting to upload (2 changes, 1 photo)", or undefined when nothing waits. */
export function waitingWords(status: Waiting, t: Say = englishTranslator()) {
  const waiting = waitingCount(status, t);
  return waiting && t.formatMessage(words.waiting, { total: waiting.total, parts: waiting.parts });
}

/** "1 record could not be read": pulled rows this device set aside (the SQL console's syncQuarantine). */
export function unreadWords(unreadRecords: number, t: Say = englishTranslator()): string | undefined {
  if (unreadRecords <= 0) return undefined;
  return t.formatMessage(words.unread, { count: unreadRecords });
}

export function syncingWords(
  status: Pick<SyncStatus, 'phase' | 'progress'>,
  t: Say = englishTranslator(),
): string | undefined {
  switch (status.phase) {
    case 'pushing':
      return t.formatMessage(words.pushing);
    case 'uploading':
      return t.formatMessage(words.uploading);
    case 'pulling':
      return status.progress === undefined
        ? t.formatMessage(words.fetching)
        : t.formatMessage(words.downloading, { percent: Math.round(status.progress * 100) });
    default:
      return undefined;
  }
}
