// How a judgement's numbers and dates are written, once for every place that shows them (measuring screens, review,
// completed page, report on the device and the server): written out by hand, in UTC, so no locale or zone changes
// the text and a forecast reads the same everywhere.
import { formatLength, type LengthUnit } from './lengths.ts';
import { groupedWhole, shortMonth, SOURCE_LOCALE, withDecimalMark } from './locale-format.ts';
import type { ForecastFact } from './judgement/measurement-judgement.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

// recording spec §9: whole numbers written with thousands separators (the locale's, decision 0065)
export function formatWhole(n: number, locale: string = SOURCE_LOCALE): string {
  const rounded = Math.round(n);
  if (locale !== SOURCE_LOCALE) return groupedWhole(rounded, locale);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** "56.8 %": every wear percentage shown (screens, review, report) has one decimal. */
export const formatPercent = (n: number, locale: string = SOURCE_LOCALE): string =>
  `${withDecimalMark(n.toFixed(1), locale)} %`;

// decision 0042: a change, "+6.1 %" / "-2.0 %" / "±0.0 %", one decimal as formatPercent
export function formatSigned(n: number, unit: string, locale: string = SOURCE_LOCALE): string {
  const text = Math.abs(n).toFixed(1);
  const sign = text === '0.0' ? '±' : n > 0 ? '+' : '-';
  return `${sign}${withDecimalMark(text, locale)} ${unit}`;
}

/**
 * A measurement with its unit: a length (judged in mm) in the unit the inspector reads, "361.25 mm" or "14.222 in"
 * (decision 0053); "12 shoes".
 */
export const formatMeasure = (
  value: number,
  unit: string,
  shown: LengthUnit = 'mm',
  locale: string = SOURCE_LOCALE,
): string =>
  unit === 'mm' ? formatLength(value, shown, locale) : `${withDecimalMark(String(value), locale)} ${unit}`;

/** "12,340 h" ("12.340 h" in Spanish) */
export const formatHours = (n: number, locale: string = SOURCE_LOCALE): string =>
  `${formatWhole(n, locale)} h`;

// recording spec §9 date display: day, short month (the locale's, decision 0065), two-digit year
export function formatDay(iso: string | null | undefined, locale: string = SOURCE_LOCALE): string {
  const d = iso ? new Date(iso) : undefined;
  if (d === undefined || Number.isNaN(d.getTime())) return '';
  const month = locale === SOURCE_LOCALE ? MONTHS[d.getUTCMonth()] : shortMonth(d.getUTCMonth(), locale);
  return `${pad(d.getUTCDate())} ${month} ${pad(d.getUTCFullYear() % 100)}`;
}

const LEVELS = [100, 120] as const;

/**
 * The forecast's words (decision 0065): the spec's English by default; a translation passes its own, built from its
 * catalogue, so the rules stay pure and the numbers keep one place.
 */
export interface ForecastWords {
  readonly locale: string;
  /** "past by 11 Oct 26": a limit passed, its date only. */
  pastBy(day: string): string;
  /** "past since 19,444 h (≈ 11 Oct 26)" */
  pastSince(when: string): string;
  readonly notRising: string;
  readonly notEnoughData: string;
  /** "Past 100 % since 19,444 h (≈ 11 Oct 26)" */
  levelPastSince(level: number, when: string): string;
  /** "Past 100 % by 11 Oct 26" */
  levelPastBy(level: number, day: string): string;
  /** "100 % at 20,688 h (≈ 09 Dec 26)" */
  levelAt(level: number, when: string): string;
  /** "100 %: Not enough data" */
  levelIs(level: number, text: string): string;
}

export const ENGLISH_FORECAST_WORDS: ForecastWords = {
  locale: SOURCE_LOCALE,
  pastBy: (day) => `past by ${day}`,
  pastSince: (when) => `past since ${when}`,
  notRising: 'Wear is not rising',
  notEnoughData: 'Not enough data',
  levelPastSince: (level, when) => `Past ${level} % since ${when}`,
  levelPastBy: (level, day) => `Past ${level} % by ${day}`,
  levelAt: (level, when) => `${level} % at ${when}`,
  levelIs: (level, text) => `${level} %: ${text}`,
};

type ForecastAt =
  | { kind: 'past-by'; day: string }
  | { kind: 'past-since'; when: string }
  | { kind: 'not-rising' }
  | { kind: 'not-enough-data' }
  | { kind: 'at'; when: string };

function forecastAt(forecast: ForecastFact, level: 100 | 120, locale: string): ForecastAt {
  const hours = level === 100 ? forecast.hoursAt100 : forecast.hoursAt120;
  const date = level === 100 ? forecast.dateAt100 : forecast.dateAt120;
  const when = (h: number) =>
    date === undefined ? formatHours(h, locale) : `${formatHours(h, locale)} (≈ ${formatDay(date, locale)})`;
  if (level === 100 ? forecast.past100 : forecast.past120)
    return hours === undefined
      ? { kind: 'past-by', day: formatDay(date, locale) }
      : { kind: 'past-since', when: when(hours) };
  if (forecast.status === 'never reaches') return { kind: 'not-rising' };
  if (forecast.status !== 'forecast' || hours === undefined) return { kind: 'not-enough-data' };
  return { kind: 'at', when: when(hours) };
}

// The forecast at 100 % and 120 % worn, hours and approximate date; a limit already passed says since when, never a
// time ahead: RECORDING.md measure-and-judge panel and decision 0042
export function forecastText(
  forecast: ForecastFact,
  level: 100 | 120,
  words: ForecastWords = ENGLISH_FORECAST_WORDS,
): string {
  const at = forecastAt(forecast, level, words.locale);
  switch (at.kind) {
    case 'past-by':
      return words.pastBy(at.day);
    case 'past-since':
      return words.pastSince(at.when);
    case 'not-rising':
      return words.notRising;
    case 'not-enough-data':
      return words.notEnoughData;
    case 'at':
      return at.when;
  }
}

// "100 % at 20,688 h (≈ 09 Dec 26) · 120 % at …", "Past 100 % since 19,444 h (≈ 11 Oct 26) · 120 % at …", or why
// there is none: decision 0042, the whole forecast in one line as the measuring screen, review and report write it
export function forecastLine(forecast: ForecastFact, words: ForecastWords = ENGLISH_FORECAST_WORDS): string {
  const past = forecast.past100 === true;
  if (!past && forecast.status !== 'forecast') return forecastText(forecast, 100, words);
  return LEVELS.map((level) => {
    const at = forecastAt(forecast, level, words.locale);
    if (at.kind === 'past-since') return words.levelPastSince(level, at.when);
    if (at.kind === 'past-by') return words.levelPastBy(level, at.day);
    const text = forecastText(forecast, level, words);
    return forecast.status === 'forecast' ? words.levelAt(level, text) : words.levelIs(level, text);
  }).join(' · ');
}
