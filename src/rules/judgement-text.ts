// How a judgement's numbers and dates are written, once for every place that shows them (measuring screens, review,
// completed page, report on the device and the server): written out by hand, in UTC, so no locale or zone changes
// the text and a forecast reads the same everywhere.
import { formatLength, type LengthUnit } from './lengths.ts';
import type { ForecastFact } from './measurement-judgement.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

// recording spec §9: whole numbers written with thousands separators
export function formatWhole(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** "56.8 %": every wear percentage shown (screens, review, report) has one decimal. */
export const formatPercent = (n: number): string => `${n.toFixed(1)} %`;

// decision 0042: a change, "+6.1 %" / "-2.0 %" / "±0.0 %", one decimal as formatPercent
export function formatSigned(n: number, unit: string): string {
  const text = Math.abs(n).toFixed(1);
  const sign = text === '0.0' ? '±' : n > 0 ? '+' : '-';
  return `${sign}${text} ${unit}`;
}

/**
 * A measurement with its unit: a length (judged in mm) in the unit the inspector reads, "361.25 mm" or "14.222 in"
 * (decision 0053); "12 shoes".
 */
export const formatMeasure = (value: number, unit: string, shown: LengthUnit = 'mm'): string =>
  unit === 'mm' ? formatLength(value, shown) : `${value} ${unit}`;

/** "12,340 h" */
export const formatHours = (n: number): string => `${formatWhole(n)} h`;

// recording spec §9 date display: day, short month, two-digit year
export function formatDay(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : undefined;
  if (d === undefined || Number.isNaN(d.getTime())) return '';
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCFullYear() % 100)}`;
}

const LEVELS = [100, 120] as const;

const hoursAndDay = (hours: number, date: string | undefined): string =>
  date === undefined ? formatHours(hours) : `${formatHours(hours)} (≈ ${formatDay(date)})`;

// The forecast at 100 % and 120 % worn, hours and approximate date; a limit already passed says since when, never a
// time ahead: RECORDING.md measure-and-judge panel and decision 0042
export function forecastText(forecast: ForecastFact, level: 100 | 120): string {
  const hours = level === 100 ? forecast.hoursAt100 : forecast.hoursAt120;
  const date = level === 100 ? forecast.dateAt100 : forecast.dateAt120;
  if (level === 100 ? forecast.past100 : forecast.past120)
    return hours === undefined ? `past by ${formatDay(date)}` : `past since ${hoursAndDay(hours, date)}`;
  if (forecast.status === 'never reaches') return 'Wear is not rising';
  if (forecast.status !== 'forecast' || hours === undefined) return 'Not enough data';
  return hoursAndDay(hours, date);
}

// "100 % at 20,688 h (≈ 09 Dec 26) · 120 % at …", "Past 100 % since 19,444 h (≈ 11 Oct 26) · 120 % at …", or why
// there is none: decision 0042, the whole forecast in one line as the measuring screen, review and report write it
export function forecastLine(forecast: ForecastFact): string {
  const past = forecast.past100 === true;
  if (!past && forecast.status !== 'forecast') return forecastText(forecast, 100);
  return LEVELS.map((level) => {
    const text = forecastText(forecast, level);
    if (text.startsWith('past ')) return `Past ${level} % ${text.slice('past '.length)}`;
    return forecast.status === 'forecast' ? `${level} % at ${text}` : `${level} %: ${text}`;
  }).join(' · ');
}
