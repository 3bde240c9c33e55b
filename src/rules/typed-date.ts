// A date (or date and time) typed and shown in the inspector's order (decision 0088): the order and separators come
// from Intl's own parts for the locale ("03/12/2026" in Spanish, "12/03/2026" in English), the letters of the
// placeholder are words passed in ("dd/mm/aaaa"), and what is stored stays an ISO day or an ISO instant.

/** A date field's kind: a day ("2026-12-03") or a local date and time (stored as an ISO instant). */
export type DateKind = 'date' | 'datetime';

/** The placeholder's letters for each part, in the inspector's language ("dd", "mm", "aaaa"…). */
export interface DateLetters {
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly hour: string;
  readonly minute: string;
}

type PartType = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod' | 'literal';
interface Part {
  readonly type: PartType;
  readonly value: string;
}

const FIELDS: readonly PartType[] = ['day', 'month', 'year', 'hour', 'minute', 'dayPeriod'];

// One formatter per locale and kind, in UTC: a date field asks for its order and placeholder at every render, and
// making an Intl formatter costs far more than using one (a screen open made one each time). The device's own time
// is written with it too, shifted by the zone's offset at that instant (see formatTypedDate).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, kind: DateKind): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(kind === 'datetime' ? { hour: '2-digit', minute: '2-digit' } : {}),
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  return format;
}

const partsOf = (format: Intl.DateTimeFormat, at: Date): Part[] =>
  format
    .formatToParts(at)
    .filter((p) => FIELDS.includes(p.type as PartType) || p.type === 'literal')
    .map((p) => ({ type: p.type as PartType, value: p.value }));

/** The numeric parts in the locale's order: ['day', 'month', 'year'] in Spanish, ['month', 'day', 'year'] in English. */
const orderOf = (locale: string, kind: DateKind): PartType[] =>
  partsOf(formatterOf(locale, kind), new Date(Date.UTC(2026, 11, 3, 9, 5)))
    .map((p) => p.type)
    .filter((t) => t !== 'literal' && t !== 'dayPeriod');

// decision 0088: the placeholder in the locale's order and separators, with the language's letters ("dd/mm/aaaa")
export function datePlaceholder(locale: string, kind: DateKind, letters: DateLetters): string {
  const format = formatterOf(locale, kind);
  const morning = partsOf(format, new Date(Date.UTC(2026, 11, 3, 9, 5)));
  const evening = partsOf(format, new Date(Date.UTC(2026, 11, 3, 21, 5)));
  return morning
    .map((p, i) => {
      if (p.type === 'literal') return p.value;
      if (p.type === 'dayPeriod') return `${p.value}/${evening[i]?.value ?? ''}`;
      return letters[p.type];
    })
    .join('')
    .replace(/\s/g, ' ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// decision 0088: a stored value written in the locale's order ("2026-12-03" → "03/12/2026"); '' when none
export function formatTypedDate(stored: string | null | undefined, locale: string, kind: DateKind): string {
  if (!stored) return '';
  if (kind === 'date') {
    const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(stored);
    if (!day) return '';
    const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return formatterOf(locale, kind).format(at);
  }
  const at = new Date(stored);
  if (Number.isNaN(at.getTime())) return '';
  // The device's wall-clock time at that instant, written by the UTC formatter: the zone's offset is read at each
  // call, so a zone changed while the app is open is followed.
  const wallClock = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return formatterOf(locale, kind).format(wallClock).replace(/\s/g, ' ');
}

/** What a typed text reads as: nothing typed, a stored value, or not a date. */
export type TypedDate =
  | { readonly kind: 'empty' }
  | { readonly kind: 'date'; readonly value: string }
  | { readonly kind: 'impossible' };

const IMPOSSIBLE: TypedDate = { kind: 'impossible' };

const dayPeriods = new Map<string, { am: string; pm: string } | undefined>();

/** The locale's words for the day's halves ("am", "pm"), lower case and without dots or spaces; read once a locale. */
function dayPeriodsOf(locale: string): { am: string; pm: string } | undefined {
  if (dayPeriods.has(locale)) return dayPeriods.get(locale);
  const found = readDayPeriods(locale);
  dayPeriods.set(locale, found);
  return found;
}

function readDayPeriods(locale: string): { am: string; pm: string } | undefined {
  const format = formatterOf(locale, 'datetime');
  const word = (hour: number) =>
    partsOf(format, new Date(Date.UTC(2026, 0, 1, hour)))
      .find((p) => p.type === 'dayPeriod')
      ?.value.toLowerCase()
      .replace(/[.\s]/g, '');
  const am = word(9);
  const pm = word(21);
  return am === undefined || pm === undefined ? undefined : { am, pm };
}

function realDay(year: number, month: number, day: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** A four-digit year as typed; two digits are this century's ("26" → 2026). */
const fullYear = (digits: string): number | undefined =>
  digits.length === 4 ? Number(digits) : digits.length === 2 ? 2000 + Number(digits) : undefined;

/** The numbers typed; a day typed as digits alone ("03122026", a phone's number pad has no "/") split in the order. */
function digitGroups(words: string, locale: string, kind: DateKind): string[] {
  const groups = words.match(/\d+/g) ?? [];
  const only = groups[0] ?? '';
  if (kind !== 'date' || groups.length !== 1 || (only.length !== 8 && only.length !== 6)) return groups;
  const yearWidth = only.length - 4;
  let at = 0;
  return orderOf(locale, kind).map((type) => {
    const width = type === 'year' ? yearWidth : 2;
    at += width;
    return only.slice(at - width, at);
  });
}

// A year first is read as ISO ("2026-12-03"); any separator between the numbers; an impossible day or letters are
// not a date.
// decision 0088: a typed date read in the locale's order ("03/12/2026" in Spanish is 3 December)
export function parseTypedDate(text: string, locale: string, kind: DateKind): TypedDate {
  const typed = text.trim().toLowerCase();
  if (typed === '') return { kind: 'empty' };
  const periods = kind === 'datetime' ? dayPeriodsOf(locale) : undefined;
  const compact = typed.replace(/[.\s]/g, '');
  const half =
    periods && compact.endsWith(periods.pm) ? 'pm' : periods && compact.endsWith(periods.am) ? 'am' : '';
  const words = half === '' ? typed : typed.replace(/[a-z.\s]+$/u, '');
  if (/[^\d\s/.\-:,]/u.test(words)) return IMPOSSIBLE;
  const numbers = digitGroups(words, locale, kind);
  const wanted = kind === 'date' ? 3 : 5;
  if (numbers.length !== wanted) return IMPOSSIBLE;
  const yearFirst = (numbers[0] ?? '').length === 4;
  const order = yearFirst ? ['year', 'month', 'day', 'hour', 'minute'] : orderOf(locale, kind);
  const at = (type: string) => numbers[order.indexOf(type)] ?? '';
  const year = fullYear(at('year'));
  const month = Number(at('month'));
  const day = Number(at('day'));
  if (year === undefined || at('day').length > 2 || at('month').length > 2) return IMPOSSIBLE;
  if (!realDay(year, month, day)) return IMPOSSIBLE;
  if (kind === 'date') return { kind: 'date', value: `${year}-${pad(month)}-${pad(day)}` };
  let hour = Number(at('hour'));
  const minute = Number(at('minute'));
  if (half !== '' && (hour < 1 || hour > 12)) return IMPOSSIBLE;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59 || at('minute').length !== 2) return IMPOSSIBLE;
  return { kind: 'date', value: new Date(year, month - 1, day, hour, minute).toISOString() };
}
