import { shortMonth, SOURCE_LOCALE, usesDayClock } from './locale-format.ts';
import { ENGLISH_CHECK_WORDS, type CheckWords } from './check-words.ts';

// Date rules: changeout date bounds and hours between inspections (recording spec §5), and the one way every screen
// and the report write a date and time (recording spec §9).

export const DATE_IN_FUTURE = ENGLISH_CHECK_WORDS.dateFuture();
export const DATE_IN_PAST = ENGLISH_CHECK_WORDS.datePast();

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const HOUR_MS = 60 * 60 * 1000;

// recording spec §5: dates compare by calendar day, the YYYY-MM-DD written at the start of an ISO-8601 string
export function dayKey(date: string): string | undefined {
  const match = DAY.exec(date.trim());
  return match === null ? undefined : match[0];
}

export type DateCheck =
  { ok: true } | { ok: false; code: 'InvalidDate' | 'Future' | 'Past'; message: string };

// recording spec §5: a date after max shows "Date cannot be in the future", before min "Date cannot be in the past"
export function validateDateRange(
  date: string,
  bounds: { min?: string | null; max?: string | null },
  words: CheckWords = ENGLISH_CHECK_WORDS,
): DateCheck {
  const day = dayKey(date);
  if (day === undefined) return { ok: false, code: 'InvalidDate', message: words.enterDate() };
  const max = bounds.max ? dayKey(bounds.max) : undefined;
  const min = bounds.min ? dayKey(bounds.min) : undefined;
  if (max !== undefined && day > max) return { ok: false, code: 'Future', message: words.dateFuture() };
  if (min !== undefined && day < min) return { ok: false, code: 'Past', message: words.datePast() };
  return { ok: true };
}

// recording spec §5: changeout date: max is the inspection date, min is the previous changeout date
export function validateChangeoutDate(
  date: string,
  inspectionDate: string,
  previousChangeoutDate?: string | null,
  words: CheckWords = ENGLISH_CHECK_WORDS,
): DateCheck {
  return validateDateRange(date, { min: previousChangeoutDate ?? null, max: inspectionDate }, words);
}

// recording spec §5: hours between inspections: whole hours since the last inspection of the same asset, 0 if none or negative
export function hoursBetweenInspections(
  lastInspectionDate: string | null | undefined,
  currentInspectionDate: string,
): number {
  if (!lastInspectionDate) return 0;
  const diff = Date.parse(currentInspectionDate) - Date.parse(lastInspectionDate);
  if (!Number.isFinite(diff) || diff <= 0) return 0;
  return Math.floor(diff / HOUR_MS);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

// In the zone of the device (or server) that writes it; the text itself when it is not a date, '' for none.
// recording spec §9 date display, shell spec §2 Footer 'dd MMM yy • hh:mma' ("25 Nov 26 • 02:41PM")
// decision 0065: another locale writes its own month and, where it reads one, a 24-hour clock ("25 nov 26 • 14:41")
export function formatDateTime(
  date: Date | string | null | undefined,
  locale: string = SOURCE_LOCALE,
): string {
  if (date === null || date === undefined || date === '') return '';
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return typeof date === 'string' ? date : '';
  if (locale !== SOURCE_LOCALE) {
    const day = `${two(d.getDate())} ${shortMonth(d.getMonth(), locale)} ${two(d.getFullYear() % 100)}`;
    if (usesDayClock(locale)) return `${day} • ${two(d.getHours())}:${two(d.getMinutes())}`;
  }
  const hours12 = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
  const meridiem = d.getHours() < 12 ? 'AM' : 'PM';
  return `${two(d.getDate())} ${MONTHS[d.getMonth()]} ${two(d.getFullYear() % 100)} • ${two(hours12)}:${two(d.getMinutes())}${meridiem}`;
}
