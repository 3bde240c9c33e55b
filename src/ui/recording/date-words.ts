import { defineMessages } from 'react-intl';
import type { SaysWords } from '../../i18n/says-words.ts';
import { datePlaceholder, type DateKind, type DateLetters } from '../../rules/index.ts';

// A typed date's placeholder letters and its refusal (decision 0088). The order and separators come from Intl for the
// locale; only the letters standing for each part are words ("aaaa" is the Spanish and Portuguese year).
const words = defineMessages({
  day: { id: 'date.letters.day', defaultMessage: 'dd' },
  month: { id: 'date.letters.month', defaultMessage: 'mm' },
  year: { id: 'date.letters.year', defaultMessage: 'yyyy' },
  hour: { id: 'date.letters.hour', defaultMessage: 'hh' },
  minute: { id: 'date.letters.minute', defaultMessage: 'mm' },
  notADate: {
    id: 'date.notADate',
    defaultMessage: 'Not a date: type it as {pattern}',
  },
  // Not naming the field: a label search for the field ("Install Date") would find the button too.
  calendar: { id: 'date.calendar', defaultMessage: 'Open the calendar' },
});

/** The placeholder in the inspector's language and order: "dd/mm/aaaa", "mm/dd/yyyy, hh:mm AM/PM". */
export function placeholderIn(t: SaysWords, kind: DateKind): string {
  const letters: DateLetters = {
    day: t.formatMessage(words.day),
    month: t.formatMessage(words.month),
    year: t.formatMessage(words.year),
    hour: t.formatMessage(words.hour),
    minute: t.formatMessage(words.minute),
  };
  return datePlaceholder(t.locale, kind, letters);
}

/** The refusal of a typed text that is no date, naming the order to type it in. */
export const notADate = (t: SaysWords, kind: DateKind): string =>
  t.formatMessage(words.notADate, { pattern: placeholderIn(t, kind) });

/** The calendar button's name for a screen reader; it sits right after the field it fills. */
export const calendarName = (t: SaysWords): string => t.formatMessage(words.calendar);
