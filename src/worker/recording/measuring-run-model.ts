import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { shownEntryJudgement } from './shown-entry-judgement.ts';
import {
  bucketWalk,
  judgeInspectionTargets,
  undercarriageWalk,
  type EntryJudgement,
  type LengthUnit,
  type RunFactsSent,
  type Side,
  type WalkReading,
} from '../../rules/index.ts';
import { bucketModel } from './bucket-model.ts';
import { loadScope } from './inspection-scope.ts';
import { inspectionFacts } from './judged-targets.ts';
import { sentRunFacts } from './run-facts-sent.ts';
import {
  loadUndercarriageScope,
  observationsUnder,
  requireSide,
  visibleItems,
} from './undercarriage-scope.ts';

// The measuring run of one side or one bucket (decisions 0054 and 0060): the walk's readings with what is recorded of
// each and the judged result of its target, so the run bar can say where it is and what the reading just taken came
// to without judging anything. Only the walk's targets are judged, not the whole inspection.

export interface RunReading extends WalkReading {
  /** Nothing recorded yet (a collection: no reading yet). */
  readonly empty: boolean;
  /** The target's judged result (decision 0023), null until it can be judged. */
  readonly judgement: EntryJudgement | null;
}

export interface MeasuringRunModel {
  readonly readings: readonly RunReading[];
  /**
   * What the readings were judged from (a side's, `sideRunFacts`): the page judges a worn length it has just taken
   * from them while the save runs (decision 0076). Sent apart (decision 0107): `joinRunFacts` makes them whole. Null
   * for a bucket's run, whose readings wait for the worker.
   */
  readonly facts: RunFactsSent | null;
  /** The unit the results' lengths are written in (the inspection's): the page writes its own in it too. */
  readonly unit: LengthUnit;
}

const hasValue = (value: string | null | undefined) => value != null && value.trim() !== '';

/** Each reading of the walk with whether it is recorded and its target's one judgement. */
async function withResults(
  db: Kysely<Database>,
  inspectionExternalId: string,
  walk: readonly WalkReading[],
  recorded: (reading: WalkReading) => boolean,
  unit: LengthUnit,
  side?: { readonly side: Side; readonly heldFacts: string | undefined },
): Promise<MeasuringRunModel> {
  const facts = await inspectionFacts(db, inspectionExternalId);
  const judged = judgeInspectionTargets(facts, new Set(walk.map((r) => r.target)));
  return {
    readings: walk.map((reading) => ({
      ...reading,
      empty: !recorded(reading),
      judgement: shownEntryJudgement(judged, [reading.target], 'none', unit),
    })),
    facts: side === undefined ? null : sentRunFacts(facts, side.side, side.heldFacts),
    unit,
  };
}

/**
 * The side's measuring run: its readings in walking order, each with whether it is empty and its result; its facts'
 * rest left out when `heldFacts` is the key of the rest the page holds.
 */
export async function measuringRunModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
  heldFacts?: string,
): Promise<MeasuringRunModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const walk = undercarriageWalk(equipment.side, visibleItems(scope));
  const rows = (await observationsUnder(db, scope.inspection, `Undercarriage.${equipment.side}.`)).filter(
    (r) => r.entityExternalId === null || r.entityExternalId === equipment.externalId,
  );
  const filled = new Set(rows.filter((r) => hasValue(r.value)).map((r) => r.identifier));
  return withResults(
    db,
    inspectionExternalId,
    walk,
    (r) => filled.has(r.identifier),
    scope.inspection.lengthUnit,
    { side: equipment.side, heldFacts },
  );
}

/** The bucket's measuring run: its wear parts' readings in the order an inspector goes round it. */
export async function bucketRunModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  bucketExternalId: string,
): Promise<MeasuringRunModel> {
  const bucket = await bucketModel(db, inspectionExternalId, bucketExternalId);
  const walk = bucketWalk(bucketExternalId, bucket.positions);
  const filled = new Set<string>();
  for (const p of bucket.positions) {
    const measured = p.measuredWith;
    if (measured === null) continue;
    // A tool's reading is on its position's part, a plate's on the bucket (the screens' saves)
    if (p.getType !== null && hasValue(p.values[measured]?.value)) filled.add(`${measured}#${p.externalId}`);
    if (p.wearPlate !== null && hasValue(bucket.values[measured]?.value)) filled.add(measured);
  }
  const { lengthUnit } = await loadScope(db, inspectionExternalId);
  return withResults(db, inspectionExternalId, walk, (r) => filled.has(r.identifier), lengthUnit);
}
