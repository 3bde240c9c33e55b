// The planner's list as CSV (RFC 4180: CRLF, fields quoted when they hold the separator, a quote or a line break),
// built in the worker and handed to the screen as one Blob: the fleet's rows never cross as an array. Its headers
// and words are in the inspector's language; where the language writes a decimal comma (es, pt-BR) the separator is
// ";" and the wear "82,5", as a spreadsheet set to that language opens a CSV (decision 0065). Dates stay ISO days.
import { defineMessages } from '@formatjs/intl';
import type { ReportWords } from '../../report/report-words.ts';
import { decimalMarkOf } from '../../rules/locale-numbers.ts';
import { SOURCE_LOCALE, withDecimalMark } from '../../rules/locale-format.ts';
import { PLANNER_CSV_COLUMNS } from '../../rules/planner.ts';
import { wordsShown } from '../language.ts';
import type { PlannerEntry } from './planner-index.ts';
import { plannerWords, sideText } from './planner-views.ts';

// In PLANNER_CSV_COLUMNS's order; the English is the spec's header, byte for byte.
const headers = defineMessages({
  customer: { id: 'planner.csv.customer', defaultMessage: 'Customer' },
  site: { id: 'planner.csv.site', defaultMessage: 'Site' },
  machine: { id: 'planner.csv.machine', defaultMessage: 'Machine' },
  assetType: { id: 'planner.csv.assetType', defaultMessage: 'Asset type' },
  side: { id: 'planner.csv.side', defaultMessage: 'Side' },
  component: { id: 'planner.csv.component', defaultMessage: 'Component' },
  position: { id: 'planner.csv.position', defaultMessage: 'Position' },
  part: { id: 'planner.csv.part', defaultMessage: 'Part' },
  partNumber: { id: 'planner.csv.partNumber', defaultMessage: 'Part number' },
  wear: { id: 'planner.csv.wear', defaultMessage: 'Wear %' },
  action: { id: 'planner.csv.action', defaultMessage: 'Action' },
  readingDate: { id: 'planner.csv.readingDate', defaultMessage: 'Reading date' },
  hoursAt100: { id: 'planner.csv.hoursAt100', defaultMessage: 'Hours at 100 %' },
  dateAt100: { id: 'planner.csv.dateAt100', defaultMessage: 'Date at 100 %' },
  hoursAt120: { id: 'planner.csv.hoursAt120', defaultMessage: 'Hours at 120 %' },
  dateAt120: { id: 'planner.csv.dateAt120', defaultMessage: 'Date at 120 %' },
  lastInspection: { id: 'planner.csv.lastInspection', defaultMessage: 'Last inspection' },
});

/** The CSV's header row in the shown language (English: PLANNER_CSV_COLUMNS). */
export function plannerCsvHeaders(): string[] {
  const t = wordsShown();
  return t.locale === SOURCE_LOCALE
    ? [...PLANNER_CSV_COLUMNS]
    : Object.values(headers).map((m) => t.formatMessage(m));
}

/** "," where the language writes a decimal point; ";" where it writes a decimal comma. */
const separatorOf = (locale: string) => (decimalMarkOf(locale) === ',' ? ';' : ',');

const day = (iso: string | undefined) => (iso === undefined ? '' : iso.slice(0, 10));
const hours = (n: number | undefined) => (n === undefined ? '' : String(n));

function field(value: string, separator: string): string {
  // A cell starting with = + - @ is a formula to a spreadsheet: a leading quote keeps it text.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(entry: PlannerEntry, w: ReportWords, separator: string): string {
  const f = entry.forecast;
  return [
    entry.machine.customer,
    entry.machine.site,
    entry.machine.name,
    entry.machine.assetType,
    entry.side === null ? '' : sideText(entry.side, w),
    w.partName(entry.component),
    w.partName(entry.place),
    entry.partName === null ? '' : w.partName(entry.partName),
    entry.partNumber ?? '',
    entry.wearPercent === null ? '' : withDecimalMark(entry.wearPercent.toFixed(1), w.locale),
    w.actionName(entry.action),
    day(entry.readingDate),
    hours(f.hoursAt100),
    day(f.dateAt100),
    hours(f.hoursAt120),
    day(f.dateAt120),
    entry.lastInspectionExternalId,
  ]
    .map((value) => field(value, separator))
    .join(separator);
}

/** The rows as a CSV file, header first; built in slices so a long list never holds the worker for long at once. */
export async function plannerCsv(entries: readonly PlannerEntry[]): Promise<Blob> {
  const w = plannerWords();
  const separator = separatorOf(w.locale);
  // A spreadsheet opening a CSV in Spanish or Portuguese reads its accents as UTF-8 only after a byte-order mark.
  const bom = w.locale === SOURCE_LOCALE ? '' : '\uFEFF';
  const parts: string[] = [
    `${bom}${plannerCsvHeaders()
      .map((h) => field(h, separator))
      .join(separator)}\r\n`,
  ];
  const SLICE = 5000;
  for (let start = 0; start < entries.length; start += SLICE) {
    const lines = entries.slice(start, start + SLICE).map((entry) => line(entry, w, separator));
    parts.push(`${lines.join('\r\n')}\r\n`);
    // Lets a read that came in meanwhile (a keystroke's page) go first.
    if (start + SLICE < entries.length) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
