// Kysely row types of migrations/client/0007_fleet_planner.sql (and 0012's trend line): the fleet planner's judged rows, kept on the device.

/** One judged component of one machine (src/worker/planner/planner-rows.ts writes and reads them). */
export interface PlannerRowsTable {
  /** "<assetId>|<target id>" */
  rowId: string;
  assetId: number;
  machine: string;
  customer: string;
  site: string;
  assetType: string;
  side: string | null;
  component: string;
  place: string;
  partName: string | null;
  partNumber: string | null;
  wearPercent: number | null;
  actionName: string;
  /** The rules' ActionView, as JSON. */
  action: string;
  /** The rules' ForecastFact, as JSON. */
  forecast: string;
  /** The forecast's date at 100 %: the list's order. */
  dateAt100: string | null;
  readingInspectionExternalId: string;
  readingDate: string;
  lastInspectionExternalId: string;
  /** The trend chart's points, as JSON. */
  readings: string;
  /** The judge's forecast line through them (LineForecast), as JSON; null on a row judged before it was kept. */
  line: string | null;
  haystack: string;
}

/** A machine whose facts changed since it was judged (marked by triggers); version counts the changes. */
export interface PlannerStaleTable {
  assetId: number;
  version: number;
}

/** The one row of the planner's judging state. */
export interface PlannerStateTable {
  id: number;
  /** 0 until the fleet is first judged: the triggers mark nothing meanwhile. */
  tracking: number;
  /** 1: every machine is to be judged again. */
  everything: number;
  /** 1 once the fleet has been judged through. */
  complete: number;
  /** Machines judged by the judging under way (of judged + stale). */
  judged: number;
}

export interface PlannerTables {
  plannerRows: PlannerRowsTable;
  plannerStale: PlannerStaleTable;
  plannerState: PlannerStateTable;
}
