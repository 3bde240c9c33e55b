// How a judgement's numbers and dates are written, once for every place that shows them (measuring screens, review,
// completed page, report on the device and the server): written out by hand, in UTC, so no locale or zone changes
// the text and a forecast reads the same everywhere.
import type { ForecastFact } from './measurement-judgement.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

// recording spec §9: whole numbers written with thousands separators
export function formatWhole(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** "12,340 h" */
export const formatHours = (n: number): string => `${formatWhole(n)} h`;

// recording spec §9 date display: day, short month, two-digit year
export function formatDay(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : undefined;
  if (d === undefined || Number.isNaN(d.getTime())) return '';
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCFullYear() % 100)}`;
}

// RECORDING.md measure-and-judge panel: the forecast at 100 % and 120 % worn, hours and approximate date
export function forecastText(forecast: ForecastFact, level: 100 | 120): string {
  if (forecast.status === 'never reaches') return 'Wear is not rising';
  const hours = level === 100 ? forecast.hoursAt100 : forecast.hoursAt120;
  if (forecast.status !== 'forecast' || hours === undefined) return 'Not enough data';
  const date = level === 100 ? forecast.dateAt100 : forecast.dateAt120;
  return date === undefined ? formatHours(hours) : `${formatHours(hours)} (≈ ${formatDay(date)})`;
}
