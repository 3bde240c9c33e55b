// The planner's judged rows as stored (migrations/client/0007_fleet_planner.sql): written a chunk of machines at a
// time by the judging, read a page at a time with SQL (filters, search, soonest first, LIMIT/OFFSET).
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Oo1Db } from '../../db/sqlite-types.ts';
import type { ActionView } from '../../rules/action-severity.ts';
import { NOT_ENOUGH_DATA, type LineForecast } from '../../rules/judgement/forecast.ts';
import type { ForecastFact } from '../../rules/judgement/measurement-judgement.ts';
import type { PlannerEntry } from './planner-index.ts';
import type { PlannerFilter } from './planner-request.ts';

type Db = Kysely<Database>;

/** Stored row columns in insert order (the JSON each entry is written as carries the same names). */
const COLUMNS = [
  'rowId',
  'assetId',
  'machine',
  'customer',
  'site',
  'assetType',
  'side',
  'component',
  'place',
  'partName',
  'partNumber',
  'wearPercent',
  'actionName',
  'action',
  'forecast',
  'dateAt100',
  'readingInspectionExternalId',
  'readingDate',
  'lastInspectionExternalId',
  'readings',
  'line',
  'haystack',
] as const;

function stored(entry: PlannerEntry): Record<(typeof COLUMNS)[number], string | number | null> {
  return {
    rowId: entry.rowId,
    assetId: entry.machine.assetId,
    machine: entry.machine.name,
    customer: entry.machine.customer,
    site: entry.machine.site,
    assetType: entry.machine.assetType,
    side: entry.side,
    component: entry.component,
    place: entry.place,
    partName: entry.partName,
    partNumber: entry.partNumber,
    wearPercent: entry.wearPercent,
    actionName: entry.action.name,
    action: JSON.stringify(entry.action),
    forecast: JSON.stringify(entry.forecast),
    dateAt100: entry.forecast.dateAt100 ?? null,
    readingInspectionExternalId: entry.readingInspectionExternalId,
    readingDate: entry.readingDate,
    lastInspectionExternalId: entry.lastInspectionExternalId,
    readings: JSON.stringify(entry.readings),
    line: JSON.stringify(entry.line),
    haystack: entry.haystack,
  };
}

const INSERT_ROWS = `INSERT INTO plannerRows (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.map((c) => `value ->> '${c}'`).join(', ')} FROM json_each(?)`;

/**
 * In the caller's transaction: the judged machines' rows replace their old ones, and each machine leaves the stale
 * set unless it changed again since it was read (its version moved on).
 */
export function writeJudged(
  db: Oo1Db,
  judged: readonly { readonly assetId: number; readonly version: number }[],
  entries: readonly PlannerEntry[],
): void {
  const ids = JSON.stringify(judged.map((m) => m.assetId));
  db.exec({ sql: 'DELETE FROM plannerRows WHERE assetId IN (SELECT value FROM json_each(?))', bind: [ids] });
  if (entries.length > 0) db.exec({ sql: INSERT_ROWS, bind: [JSON.stringify(entries.map(stored))] });
  db.exec({
    sql: `DELETE FROM plannerStale WHERE (assetId, version) IN
      (SELECT value ->> 0, value ->> 1 FROM json_each(?))`,
    bind: [JSON.stringify(judged.map((m) => [m.assetId, m.version]))],
  });
  db.exec({ sql: 'UPDATE plannerState SET judged = judged + ?', bind: [judged.length] });
}

/** What a page, the CSV and the shutdown plan read of a row (the trend's points are read only for the trend). */
const LISTED = COLUMNS.filter((c) => c !== 'readings' && c !== 'line' && c !== 'haystack');

type ListedRow = Pick<Database['plannerRows'], (typeof LISTED)[number]>;

// A row judged before its line was kept draws its points alone until its machine is judged again (migration 0012).
const NO_LINE: LineForecast = { status: NOT_ENOUGH_DATA, pointsUsed: 0 };

export function entryOf(
  row: ListedRow,
  readings: string | null = null,
  line: string | null = null,
): PlannerEntry {
  return {
    rowId: row.rowId,
    machine: {
      assetId: row.assetId,
      name: row.machine,
      customer: row.customer,
      site: row.site,
      assetType: row.assetType,
    },
    targetId: row.rowId.slice(row.rowId.indexOf('|') + 1),
    side: row.side,
    component: row.component,
    place: row.place,
    partName: row.partName,
    partNumber: row.partNumber,
    wearPercent: row.wearPercent,
    action: JSON.parse(row.action) as ActionView,
    forecast: JSON.parse(row.forecast) as ForecastFact,
    readingInspectionExternalId: row.readingInspectionExternalId,
    readingDate: row.readingDate,
    lastInspectionExternalId: row.lastInspectionExternalId,
    readings: readings === null ? [] : (JSON.parse(readings) as PlannerEntry['readings']),
    line: line === null ? NO_LINE : (JSON.parse(line) as LineForecast),
    haystack: '',
  };
}

type RowsQuery<O> = SelectQueryBuilder<Database, 'plannerRows', O>;

/** The filters and the search's words (each must be in the row's lower-case text) as a WHERE. */
function filtered<O>(query: RowsQuery<O>, filter: PlannerFilter): RowsQuery<O> {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return query
    .$if(filter.customer !== '', (q) => q.where('customer', '=', filter.customer))
    .$if(filter.site !== '', (q) => q.where('site', '=', filter.site))
    .$if(filter.assetType !== '', (q) => q.where('assetType', '=', filter.assetType))
    .$if(filter.component !== '', (q) => q.where('component', '=', filter.component))
    .$if(filter.action !== '', (q) => q.where('actionName', '=', filter.action))
    .$if(words.length > 0, (q) =>
      words.reduce((w, word) => w.where(sql<boolean>`instr(haystack, ${word}) > 0`), q),
    );
}

// Soonest to 100 % first (none last), then the more worn (none last), then by machine and row: soonestFirst's order.
const SOONEST_FIRST = sql`dateAt100 IS NULL, dateAt100, wearPercent IS NULL, wearPercent DESC, machine, rowId`;

/** The rows the filters keep, soonest first, from offset, at most limit (every one without a limit). */
export async function readEntries(
  db: Db,
  filter: PlannerFilter,
  page: { offset: number; limit: number } | undefined,
  where?: (q: RowsQuery<ListedRow>) => RowsQuery<ListedRow>,
): Promise<PlannerEntry[]> {
  let query = filtered(db.selectFrom('plannerRows').select(LISTED), filter);
  if (where) query = where(query);
  const ordered = query.orderBy(SOONEST_FIRST);
  const rows = await (page === undefined
    ? ordered.execute()
    : ordered.limit(page.limit).offset(page.offset).execute());
  return rows.map((r) => entryOf(r));
}

export async function countRows(db: Db, filter?: PlannerFilter): Promise<number> {
  const base = db.selectFrom('plannerRows').select((eb) => eb.fn.countAll<number>().as('n'));
  const row = await (filter === undefined ? base : filtered(base, filter)).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One row with its trend's points, or undefined when it is no longer listed. */
export async function readEntry(db: Db, rowId: string): Promise<PlannerEntry | undefined> {
  const row = await db
    .selectFrom('plannerRows')
    .select([...LISTED, 'readings', 'line'])
    .where('rowId', '=', rowId)
    .executeTakeFirst();
  return row === undefined ? undefined : entryOf(row, row.readings, row.line);
}

/** Every value a filter can take, from the whole fleet's rows (their combinations read from one index). */
export async function readChoices(db: Db) {
  const combinations = await db
    .selectFrom('plannerRows')
    .select(['customer', 'site', 'assetType', 'component', 'actionName'])
    .distinct()
    .execute();
  const values = (column: 'customer' | 'site' | 'assetType' | 'component') =>
    [...new Set(combinations.map((c) => c[column]))].filter((v) => v !== '').sort();
  // One row's action per action name: its label and colours.
  const actions = await db
    .selectFrom('plannerRows')
    .select('action')
    .where(
      sql<number>`rowid`,
      'in',
      db
        .selectFrom('plannerRows')
        .select(sql<number>`min(rowid)`.as('first'))
        .groupBy('actionName'),
    )
    .execute();
  return {
    customers: values('customer'),
    sites: values('site'),
    assetTypes: values('assetType'),
    components: values('component'),
    actions: actions.map((a) => JSON.parse(a.action) as ActionView),
  };
}
