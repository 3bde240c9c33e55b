// The fleet planner's list: every machine's judged components, each from the newest inspection that read it, judged
// by THE judgement (judgeInspection, decision 0023) so the planner says what the measuring screen and the report say.
// Built once from the fleet's facts and kept until a write changes a table it read.
import type { ActionView } from '../../rules/action-severity.ts';
import type { LineForecast, WearReading } from '../../rules/judgement/forecast.ts';
import { judgeInspection } from '../../rules/judgement/inspection-targets.ts';
import type { ForecastFact } from '../../rules/judgement/measurement-judgement.ts';
import type { FleetFacts, FleetMachine } from './fleet-facts.ts';

/** One component of one machine, as the planner lists it (kept in the worker; pages of it cross to the screen). */
export interface PlannerEntry {
  /** "<assetId>|<target id>": stable across reads. */
  readonly rowId: string;
  readonly machine: FleetMachine;
  readonly targetId: string;
  readonly side: string | null;
  /** "Pitch Extension", "Load Rollers", "Teeth": what the shutdown view counts by. */
  readonly component: string;
  /** "Position 2", "Inner", or "". */
  readonly place: string;
  readonly partName: string | null;
  readonly partNumber: string | null;
  /** The governing reading's wear %, when it could be worked out. */
  readonly wearPercent: number | null;
  readonly action: ActionView;
  readonly forecast: ForecastFact;
  /** The inspection the reading is from, and its ISO date. */
  readonly readingInspectionExternalId: string;
  readonly readingDate: string;
  /** The machine's newest inspection (what "open the last inspection" opens). */
  readonly lastInspectionExternalId: string;
  /** The trend chart's points and forecast line (the judgement's readings and line). */
  readonly readings: readonly (WearReading & { date: string })[];
  readonly line: LineForecast;
  /** Lower-case text the search box matches. */
  readonly haystack: string;
}

const NO_DATE = '\uffff';

/** Soonest first: the date at 100 %, then the more worn, then by machine and component. */
export function soonestFirst(a: PlannerEntry, b: PlannerEntry): number {
  const da = a.forecast.dateAt100 ?? NO_DATE;
  const db = b.forecast.dateAt100 ?? NO_DATE;
  if (da !== db) return da < db ? -1 : 1;
  const wa = a.wearPercent ?? -Infinity;
  const wb = b.wearPercent ?? -Infinity;
  if (wa !== wb) return wb - wa;
  if (a.machine.name !== b.machine.name) return a.machine.name < b.machine.name ? -1 : 1;
  return a.rowId < b.rowId ? -1 : a.rowId > b.rowId ? 1 : 0;
}

/** Machines judged between two yields of the worker. */
const MACHINES_PER_SLICE = 25;

/**
 * One machine's judged components with a reading: each target from the newest inspection that read it (an older
 * inspection matters only when it read something the newer ones did not).
 */
export function judgeMachine(fleet: FleetFacts, assetId: number): PlannerEntry[] {
  const inspections = fleet.inspectionsByAsset.get(assetId) ?? [];
  const machine = fleet.machines.get(assetId);
  const last = inspections[0];
  if (machine === undefined || last === undefined) return [];
  const entries: PlannerEntry[] = [];
  const seen = new Set<string>();
  const covered = new Set<string>();
  for (const inspection of inspections) {
    const keys = fleet.readingKeys(inspection);
    if (inspection !== last && keys.every((k) => covered.has(k))) continue;
    for (const k of keys) covered.add(k);
    for (const target of judgeInspection(fleet.factsFor(inspection))) {
      const governing = target.governing;
      if (governing === null || seen.has(target.key.id)) continue;
      seen.add(target.key.id);
      const now = governing.judgement.now;
      const entry: Omit<PlannerEntry, 'haystack'> = {
        rowId: `${assetId}|${target.key.id}`,
        machine,
        targetId: target.key.id,
        side: target.key.side,
        component: target.key.component,
        place: target.key.place,
        partName: target.key.partName,
        partNumber: target.key.partNumber,
        wearPercent: now.ok && now.wearPercent !== undefined ? now.wearPercent : null,
        action: target.action,
        forecast: governing.judgement.forecast,
        readingInspectionExternalId: inspection.externalId,
        readingDate: inspection.date,
        lastInspectionExternalId: last.externalId,
        readings: governing.judgement.readings,
        line: governing.judgement.line,
      };
      entries.push({ ...entry, haystack: haystackOf(entry) });
    }
  }
  return entries;
}

/** Lower-case text the search box matches: machine, customer, site, component, position and part. */
export function haystackOf(
  entry: Pick<PlannerEntry, 'machine' | 'component' | 'place' | 'partName'>,
): string {
  const m = entry.machine;
  return [m.name, m.customer, m.site, entry.component, entry.place, entry.partName ?? '']
    .join(' ')
    .toLowerCase();
}

/**
 * Every judged component of the fleet with a reading, soonest first. Judged a slice of machines at a time, letting a
 * screen's read that came in meanwhile go first.
 */
export async function buildPlannerIndex(fleet: FleetFacts): Promise<PlannerEntry[]> {
  const entries: PlannerEntry[] = [];
  let judged = 0;
  for (const assetId of fleet.inspectionsByAsset.keys()) {
    if (++judged % MACHINES_PER_SLICE === 0) await new Promise<void>((resolve) => setTimeout(resolve, 0));
    entries.push(...judgeMachine(fleet, assetId));
  }
  return entries.sort(soonestFirst);
}
