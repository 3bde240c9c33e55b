// How the report writes numbers and dates. Written out by hand (no Intl locales), so the worker and the server,
// whatever their locale, write the same text; a date and time is written in the writer's zone, as the screens do.

import { formatDateTime as formatDisplayDateTime } from '../rules/index.ts';

import { formatWhole } from '../rules/judgement-text.ts';
import { withDecimalMark } from '../rules/locale-format.ts';
import type { ReportWords } from './report-words.ts';

export { actionLabel } from '../rules/action-severity.ts';
export { formatDay, formatHours, formatPercent, formatSigned, formatWhole } from '../rules/judgement-text.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function utc(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * recording spec §9 date display, as every screen writes it ("21 Nov 26 • 08:05AM", src/rules): in the zone of the
 * device or server that writes the report (run the server in the fleet's zone, TZ, for its reports to match).
 */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  return iso && utc(iso) !== undefined ? formatDisplayDateTime(iso, locale) : '';
}

/** "Jan 27" */
export function formatMonth(iso: string): string {
  const d = utc(iso);
  return d === undefined ? '' : `${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCFullYear() % 100)}`;
}

/** "2026-11-21" */
export function isoDay(iso: string): string {
  const d = utc(iso);
  return d === undefined ? iso.slice(0, 10) : d.toISOString().slice(0, 10);
}

export const formatMm = (n: number) => `${n.toFixed(2)} mm`;

/** An observation value as text in the report's language: booleans as Yes/No, ISO dates as dates, a unit after numbers. */
export function formatValue(
  value: string,
  w: Pick<ReportWords, 'yes' | 'no' | 'locale'>,
  unit?: string,
): string {
  const text = value.trim();
  if (text === 'true') return w.yes;
  if (text === 'false') return w.no;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatDateTime(text, w.locale);
  if (/^[-+]?\d+$/.test(text)) {
    const whole = formatWhole(Number(text), w.locale);
    return unit === undefined ? whole : `${whole} ${unit}`;
  }
  if (unit !== undefined && /^[-+]?\d+\.\d+$/.test(text)) return `${withDecimalMark(text, w.locale)} ${unit}`;
  return text;
}
