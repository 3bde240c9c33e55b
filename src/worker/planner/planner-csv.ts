// The planner's list as CSV (RFC 4180: comma-separated, CRLF, fields quoted when they hold a comma, quote or line
// break), built in the worker and handed to the screen as one Blob: the fleet's rows never cross as an array.
import { PLANNER_CSV_COLUMNS } from '../../rules/planner.ts';
import type { PlannerEntry } from './planner-index.ts';

const day = (iso: string | undefined) => (iso === undefined ? '' : iso.slice(0, 10));
const hours = (n: number | undefined) => (n === undefined ? '' : String(n));

function field(value: string): string {
  // A cell starting with = + - @ is a formula to a spreadsheet: a leading quote keeps it text.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(entry: PlannerEntry): string {
  const f = entry.forecast;
  return [
    entry.machine.customer,
    entry.machine.site,
    entry.machine.name,
    entry.machine.assetType,
    entry.side ?? '',
    entry.component,
    entry.place,
    entry.partName ?? '',
    entry.partNumber ?? '',
    entry.wearPercent === null ? '' : entry.wearPercent.toFixed(1),
    entry.action.label,
    day(entry.readingDate),
    hours(f.hoursAt100),
    day(f.dateAt100),
    hours(f.hoursAt120),
    day(f.dateAt120),
    entry.lastInspectionExternalId,
  ]
    .map(field)
    .join(',');
}

/** The rows as a CSV file, header first; built in slices so a long list never holds the worker for long at once. */
export async function plannerCsv(entries: readonly PlannerEntry[]): Promise<Blob> {
  const parts: string[] = [`${PLANNER_CSV_COLUMNS.map(field).join(',')}\r\n`];
  const SLICE = 5000;
  for (let start = 0; start < entries.length; start += SLICE) {
    const lines = entries.slice(start, start + SLICE).map(line);
    parts.push(`${lines.join('\r\n')}\r\n`);
    // Lets a read that came in meanwhile (a keystroke's page) go first.
    if (start + SLICE < entries.length) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
