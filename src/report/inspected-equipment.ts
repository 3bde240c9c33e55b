// Which equipment a report shows: what was inspected, not what the machine carries today (decision 0045). A completed
// inspection's observations can no longer change (decision 0022), so the equipment they are on is chosen first; then,
// for a completed inspection, the equipment in effect at the inspection's date. A bucket, side or part fitted later
// (a changeout, a new bucket, a row dated 9999-12-31) never reaches an earlier completed inspection's report. An open
// inspection shows the machine as it is now, as its recording screens do. Pure: the device and the server both
// choose through it, so their reports agree.

/** An equipment or equipment part row with the date it took effect on the machine (null: since always). */
export interface Dated {
  readonly externalId: string;
  readonly effectiveDate: string | null;
}

/** When a row took effect, in ms: null is since always; a date that does not parse never took effect. */
function effectiveMs(row: Dated): number {
  if (row.effectiveDate === null) return Number.NEGATIVE_INFINITY;
  const ms = Date.parse(row.effectiveDate);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/**
 * The moment a report's equipment is chosen at: a completed inspection's date; undefined for an open inspection
 * (the machine as it is now).
 */
export function snapshotMoment(inspection: {
  completed: boolean;
  inspectionDate: string;
}): number | undefined {
  if (!inspection.completed) return undefined;
  const ms = Date.parse(inspection.inspectionDate);
  return Number.isNaN(ms) ? undefined : ms;
}

const inEffect = (row: Dated, at: number | undefined) => at === undefined || effectiveMs(row) <= at;

/** The newest of these rows in effect at `at` (any when undefined); rows observed by the inspection come first. */
export function inspectedOf<T extends Dated>(
  rows: readonly T[],
  observed: ReadonlySet<string>,
  at: number | undefined,
): T | undefined {
  const seen = rows.filter((r) => observed.has(r.externalId));
  const candidates = seen.length > 0 ? seen : rows.filter((r) => inEffect(r, at));
  let newest: T | undefined;
  for (const row of candidates)
    if (newest === undefined || effectiveMs(row) > effectiveMs(newest)) newest = row;
  return newest;
}

/** A side's equipment: as inspectedOf, else the first fitted (a side is never absent from an inspected machine). */
export function inspectedSide<T extends Dated>(
  rows: readonly T[],
  observed: ReadonlySet<string>,
  at: number | undefined,
): T | undefined {
  const chosen = inspectedOf(rows, observed, at);
  if (chosen !== undefined) return chosen;
  let oldest: T | undefined;
  for (const row of rows) if (oldest === undefined || effectiveMs(row) < effectiveMs(oldest)) oldest = row;
  return oldest;
}

/**
 * The parts of one equipment the report shows: those the inspection observed and those in effect at `at`. When none
 * was in effect then (rows dated after the fact, as a fleet loaded later), all of them: the equipment was inspected
 * with the parts it had.
 */
export function inspectedParts<T extends Dated>(
  parts: readonly T[],
  observed: ReadonlySet<string>,
  at: number | undefined,
): T[] {
  const kept = parts.filter((p) => observed.has(p.externalId) || inEffect(p, at));
  return kept.length > 0 ? kept : [...parts];
}
