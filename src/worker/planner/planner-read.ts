// The planner's views read from the stored rows: a page (filters, search, soonest first, LIMIT/OFFSET in SQL), the
// shutdown plan, one component's trend and the CSV's rows. Only a page of rows crosses to the screen.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlannerEntry } from './planner-index.ts';
import type { PlannerFilter, PlannerPageRequest, ShutdownPlanRequest } from './planner-request.ts';
import { countRows, readChoices, readEntries, readEntry } from './planner-rows.ts';
import type { PlannerStatus } from './planner-store.ts';
import {
  NO_CHOICES,
  plannerChoices,
  plannerRow,
  plannerTrend,
  shutdownPlan,
  type PlannerChoices,
  type PlannerPage,
  type PlannerTrend,
  type ShutdownPlan,
} from './planner-views.ts';

type Db = Kysely<Database>;

/** The whole fleet's rows: how many, and every value a filter can take. */
export interface PlannerFleet {
  readonly fleetTotal: number;
  readonly choices: PlannerChoices;
}

export async function readPlannerFleet(db: Db): Promise<PlannerFleet> {
  return { fleetTotal: await countRows(db), choices: plannerChoices(await readChoices(db)) };
}

/**
 * One page of the list, the counts and the filters' choices (the fleet's, from `fleet`: the store keeps them until
 * it writes rows); nothing but the progress until the fleet is judged.
 */
export async function readPlannerPage(
  db: Db,
  request: PlannerPageRequest,
  status: PlannerStatus,
  fleet: () => Promise<PlannerFleet> = () => readPlannerFleet(db),
): Promise<PlannerPage> {
  if (!status.complete)
    return { rows: [], total: 0, fleetTotal: 0, choices: NO_CHOICES, judging: status.judging };
  const entries = await readEntries(db, request, { offset: request.offset, limit: request.limit });
  const { fleetTotal, choices } = await fleet();
  return {
    rows: entries.map((entry) => plannerRow(entry)),
    total: await countRows(db, request),
    fleetTotal,
    choices,
    judging: status.judging,
  };
}

/** The shutdown plan over the rows the filters keep that can pass 100 % at all (worn to it, or with a date). */
export async function readShutdownPlan(
  db: Db,
  request: ShutdownPlanRequest,
  status: PlannerStatus,
): Promise<ShutdownPlan> {
  const entries = status.complete
    ? await readEntries(db, request, undefined, (q) =>
        q.where((eb) => eb.or([eb('wearPercent', '>=', 100), eb('dateAt100', 'is not', null)])),
      )
    : [];
  return shutdownPlan(entries, request, status.judging);
}

export async function readTrend(db: Db, rowId: string): Promise<PlannerTrend | undefined> {
  const entry = await readEntry(db, rowId);
  return entry === undefined ? undefined : plannerTrend(entry);
}

/** Every row the filters keep, soonest first (the CSV's rows). */
export function readAllEntries(db: Db, filter: PlannerFilter): Promise<PlannerEntry[]> {
  return readEntries(db, filter, undefined);
}
