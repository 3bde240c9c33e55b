import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  entryJudgement,
  undercarriageWalk,
  type EntryJudgement,
  type WalkReading,
} from '../../rules/index.ts';
import { judgedTargets } from './judged-targets.ts';
import {
  loadUndercarriageScope,
  observationsUnder,
  requireSide,
  visibleItems,
} from './undercarriage-scope.ts';

// The measuring run of one side (decision 0054): the walk's readings with what is recorded of each and the judged result
// of its item, so the run bar can say where it is and what the reading just taken came to without judging anything.

export interface RunReading extends WalkReading {
  /** Nothing recorded yet (a collection: no reading yet). */
  readonly empty: boolean;
  /** The item's judged result (decision 0023), null until it can be judged. */
  readonly judgement: EntryJudgement | null;
}

export interface MeasuringRunModel {
  readonly readings: readonly RunReading[];
}

/** The side's measuring run: its readings in walking order, each with whether it is empty and its item's result. */
export async function measuringRunModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
): Promise<MeasuringRunModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const walk = undercarriageWalk(equipment.side, visibleItems(scope));
  const rows = (await observationsUnder(db, scope.inspection, `Undercarriage.${equipment.side}.`)).filter(
    (r) => r.entityExternalId === null || r.entityExternalId === equipment.externalId,
  );
  const filled = new Set(
    rows.filter((r) => r.value !== null && r.value.trim() !== '').map((r) => r.identifier),
  );
  const judged = await judgedTargets(db, inspectionExternalId);
  return {
    readings: walk.map((reading) => ({
      ...reading,
      empty: !filled.has(reading.identifier),
      judgement: entryJudgement(judged, [`uc:${equipment.side}:${reading.itemKey}`], 'none'),
    })),
  };
}
