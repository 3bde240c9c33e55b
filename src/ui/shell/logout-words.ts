import { defineMessage, defineMessages } from 'react-intl';
import { englishTranslator } from '../../i18n/catalogues.ts';
import { formatDateTime } from '../../rules/index.ts';
import type { UnsentInspection, UnsentWork } from '../../worker/contract.ts';
import type { Say } from './sync-words.ts';

const words = defineMessages({
  changes: defineMessage<{ count: number }>({
    id: 'logout.changes',
    defaultMessage: '{count, plural, one {# change} other {# changes}}',
  }),
  photos: defineMessage<{ count: number }>({
    id: 'logout.photos',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
  supportMessages: defineMessage<{ count: number }>({
    id: 'logout.supportMessages',
    defaultMessage: '{count, plural, one {# support message} other {# support messages}}',
  }),
  and: defineMessage<{ first: string; last: string }>({
    id: 'logout.list.and',
    defaultMessage: '{first} and {last}',
  }),
});

/** "2 changes and 1 photo", "1 change", "3 photos": what a logout would delete before it reached the server. */
export function unsentWords(work: UnsentWork, t: Say = englishTranslator()): string {
  const parts = [
    work.changes > 0 ? t.formatMessage(words.changes, { count: work.changes }) : undefined,
    work.photos > 0 ? t.formatMessage(words.photos, { count: work.photos }) : undefined,
    work.supportMessages > 0
      ? t.formatMessage(words.supportMessages, { count: work.supportMessages })
      : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 1
    ? t.formatMessage(words.and, { first: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' })
    : (parts[0] ?? '');
}

/** How many things unsentWords names: "has" or "have". */
export const unsentCount = (work: UnsentWork): number => work.changes + work.photos + work.supportMessages;

/** "EX-204 · 25 Nov 26 • 02:41PM": an inspection as its card shows it (machine or bucket, and date). */
export const inspectionLine = (inspection: UnsentInspection, locale?: string): string =>
  `${inspection.title} · ${formatDateTime(inspection.inspectionDate, locale)}`;

export const nothingUnsent = (work: UnsentWork): boolean => unsentCount(work) === 0;
