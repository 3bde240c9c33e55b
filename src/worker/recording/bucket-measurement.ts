import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  entryByIdentifier,
  type ActionType,
  type MeasurementJudgement,
  type Threshold,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { loadBucketScope } from './bucket-scope.ts';
import { judgedReading } from './judged-targets.ts';
import {
  statusHistory,
  targetSummary,
  trendChart,
  type StatusHistoryEntry,
  type TargetSummary,
} from './measurement-model.ts';
import type { StoredValue } from './observation-values.ts';

// The model of a bucket measuring screen (one ground-engaging-tool position's worn length, or a wear plate's
// thickness at a secondary location): this reading and its one judgement (decision 0023), whose history follows the
// part to whichever machine the bucket was on, since buckets move, for the measure-and-judge panel (RECORDING.md).

export interface BucketMeasurementRequest {
  readonly inspectionExternalId: string;
  readonly bucketExternalId: string;
  readonly identifier: string;
  /** The position measured; its dimension applies. */
  readonly partExternalId: string;
  /** Whether the reading is stored on the position (GET parts) or on the bucket (wear plate locations). */
  readonly onPart: boolean;
}

export interface BucketMeasurementModel {
  readonly identifier: string;
  readonly label: string;
  readonly unit: string;
  readonly partExternalId: string;
  readonly part: {
    readonly name: string;
    readonly partNumber: string | null;
    readonly position: number | null;
  };
  readonly dimension: { readonly baselineValue: number; readonly limit: number };
  readonly thresholds: readonly Threshold[];
  readonly actionTypes: readonly ActionType[];
  readonly value: StoredValue | null;
  readonly judgement: MeasurementJudgement;
  readonly target: TargetSummary;
  readonly history: readonly StatusHistoryEntry[];
  readonly chartSvg: string | null;
}

export async function bucketMeasurementModel(
  db: Kysely<Database>,
  request: BucketMeasurementRequest,
): Promise<BucketMeasurementModel> {
  const { inspectionExternalId, bucketExternalId, identifier, partExternalId, onPart } = request;
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  const { bucket, scope } = await loadBucketScope(db, inspectionExternalId, bucketExternalId);
  const part = await db
    .selectFrom('equipmentParts')
    .select(['externalId', 'position'])
    .where('externalId', '=', partExternalId)
    .where('externalEquipmentId', '=', bucket.externalId)
    .executeTakeFirst();
  if (!part) throw new EngineError('not-found', 'Equipment part not found');
  // The value being edited, with its observation's id for the next save.
  const measured = await db
    .selectFrom('observations as o')
    .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
    .select(['o.externalId', 'o.value', 'o.unitId'])
    .where('c.inspectionExternalId', '=', inspectionExternalId)
    .where('o.observableItem', '=', identifier)
    .where('o.entityExternalId', '=', onPart ? part.externalId : bucket.externalId)
    .executeTakeFirst();
  const { target, reading, dimension, actionTypes } = await judgedReading(
    db,
    inspectionExternalId,
    identifier,
    onPart ? part.externalId : null,
  );
  const { judgement } = reading;
  return {
    identifier,
    label: entry.label,
    unit: entry.unit ?? 'mm',
    partExternalId: part.externalId,
    part: { name: target.key.partName ?? '', partNumber: target.key.partNumber, position: part.position },
    dimension: { baselineValue: dimension.baselineValue, limit: dimension.limit },
    thresholds: reading.thresholds,
    actionTypes,
    value: measured ?? null,
    judgement,
    target: targetSummary(target, scope.lengthUnit),
    history: statusHistory(judgement.history),
    chartSvg: trendChart(entry.description.replaceAll(' / ', ' · '), judgement),
  };
}
