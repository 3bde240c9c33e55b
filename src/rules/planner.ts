// The fleet planner's shared words and sizes: the screen and the worker both use them (the page the screen asks for,
// what a filter may name, the CSV's columns and what a shutdown date counts as passed).
import { dayKey } from './dates.ts';

/** Rows the planner shows at a time; "Show more" asks for the next step. */
export const PLANNER_PAGE_SIZE = 25;
/** The most rows one read hands over (the screen never holds the fleet's list). */
export const PLANNER_MAX_ROWS = 500;
/** Machines the shutdown view shows at a time. */
export const SHUTDOWN_PAGE_SIZE = 25;
/** The most machines one shutdown read hands over. */
export const SHUTDOWN_MAX_MACHINES = 250;

/** The asset types the planner filters by (recording spec §3 asset types). */
export const PLANNER_ASSET_TYPES = ['ERS', 'HEX'] as const;

export const PLANNER_EMPTY = 'No component has a reading yet';
export const PLANNER_NO_MATCH = 'No component matches these filters';
export const SHUTDOWN_EMPTY = 'Nothing reaches 100 % worn by this date';
export const SHUTDOWN_DATE_REQUIRED = 'Enter a shutdown date';
/** While the fleet is judged the first time (after the first sync): "Judging the fleet… 120 of 400 machines". */
export const plannerJudgingText = (judged: number, of: number) =>
  `Judging the fleet… ${judged.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} machines`;

/** The CSV's header, in column order. */
export const PLANNER_CSV_COLUMNS = [
  'Customer',
  'Site',
  'Machine',
  'Asset type',
  'Side',
  'Component',
  'Position',
  'Part',
  'Part number',
  'Wear %',
  'Action',
  'Reading date',
  'Hours at 100 %',
  'Date at 100 %',
  'Hours at 120 %',
  'Date at 120 %',
  'Last inspection',
] as const;

// Every forecast date is written as a UTC calendar day.
// decision 0027: a forecast date falls by the shutdown when its calendar day is on or before the shutdown's day.
export function reachedBy(forecastIso: string | null, shutdownDay: string): boolean {
  if (forecastIso === null) return false;
  const day = dayKey(forecastIso);
  return day !== undefined && day <= shutdownDay;
}

/** "planner-2026-11-25.csv" */
export const plannerCsvFileName = (todayIso: string) => `fleet-planner-${todayIso.slice(0, 10)}.csv`;
/** "shutdown-2026-12-01.docx" */
export const shutdownFileName = (shutdownDay: string) => `shutdown-${shutdownDay}.docx`;
