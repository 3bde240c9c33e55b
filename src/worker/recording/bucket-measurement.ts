import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { wearTrendChartSvg } from '../../report/wear-trend-chart.ts';
import {
  entryByIdentifier,
  forecastComponent,
  OPERATION,
  storedTextInMm,
  type ActionType,
  type MeasurementJudgement,
  type Threshold,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { readActionTypes, readThresholds } from './judging-catalogue.ts';
import { numberOf } from './asset-history.ts';
import { loadBucketScope } from './bucket-scope.ts';
import { judgedReading } from './judged-targets.ts';
import {
  statusHistoryEntry,
  targetSummary,
  type StatusHistoryEntry,
  type TargetSummary,
} from './measurement-model.ts';
import type { StoredValue } from './observation-values.ts';

// The model of a bucket measuring screen (one ground-engaging-tool position's worn length, or a wear plate's
// thickness at a secondary location): the part's dimension and thresholds, this reading, and the same component's
// readings at earlier inspections — of whichever machine the bucket was on, since buckets move — for the
// measure-and-judge panel (RECORDING.md).

// A past reading in millimetres, as the judgement reads it (decision 0053).
const inMm = (stored: StoredValue | undefined) =>
  stored?.value == null ? null : storedTextInMm(stored.value, stored.unitId);

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

const changeoutOf = (identifier: string) => identifier.replace(/\.(WornLength|Measurement)$/, '.Changeout');

export async function bucketMeasurementModel(
  db: Kysely<Database>,
  request: BucketMeasurementRequest,
): Promise<BucketMeasurementModel> {
  const { inspectionExternalId, bucketExternalId, identifier, partExternalId, onPart } = request;
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  const { bucket } = await loadBucketScope(db, inspectionExternalId, bucketExternalId);
  const part = await db
    .selectFrom('equipmentParts as ep')
    .innerJoin('parts as p', 'p.id', 'ep.partId')
    .innerJoin('partDimensions as d', 'd.partId', 'p.id')
    .select(['ep.externalId', 'ep.position', 'p.name', 'p.partNumber', 'd.id', 'd.baselineValue', 'd.limit'])
    .where('ep.externalId', '=', partExternalId)
    .where('ep.externalEquipmentId', '=', bucket.externalId)
    .where('d.observableItemId', '=', entry.id)
    .executeTakeFirst();
  if (!part || part.id === null) throw new EngineError('not-found', 'Equipment part not found');
  const entity = onPart ? part.externalId : bucket.externalId;
  const changeout = changeoutOf(identifier);
  const [thresholds, actionTypes, readings] = await Promise.all([
    readThresholds(db, part.id),
    readActionTypes(db),
    // Every inspection's reading of this component, with that inspection's machine hours and changeout.
    db
      .selectFrom('observations as o')
      .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
      .innerJoin('inspections as i', 'i.externalId', 'c.inspectionExternalId')
      .leftJoin('assets as a', 'a.id', 'i.assetId')
      .leftJoin('sites as s', 's.id', 'i.siteId')
      .select([
        'o.externalId',
        'o.value',
        'o.unitId',
        'o.observableItem',
        'o.categoryTypeExternalId',
        'i.externalId as inspectionExternalId',
        'i.inspectionDate',
        'i.name',
        'a.name as assetName',
        's.name as siteName',
      ])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('o.observableItem', 'in', [identifier, changeout]),
            eb('o.entityExternalId', '=', entity),
          ]),
          eb('o.observableItem', '=', OPERATION.totalMachineHours),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('i.externalId', '=', inspectionExternalId),
          eb(
            'i.externalId',
            'in',
            eb
              .selectFrom('observations as m')
              .innerJoin('inspectionCategoryTypes as mc', 'mc.externalId', 'm.categoryTypeExternalId')
              .select('mc.inspectionExternalId')
              .where('m.entityExternalId', '=', entity)
              .where('m.observableItem', '=', identifier),
          ),
        ]),
      )
      .execute(),
  ]);
  const byInspection = new Map<
    string,
    { date: string; machine: string; site: string | null; values: Record<string, StoredValue> }
  >();
  for (const r of readings) {
    if (r.observableItem === null) continue;
    const at = byInspection.get(r.inspectionExternalId) ?? {
      date: r.inspectionDate,
      machine: r.assetName ?? r.name,
      site: r.siteName,
      values: {},
    };
    at.values[r.observableItem] = { externalId: r.externalId, value: r.value, unitId: r.unitId };
    byInspection.set(r.inspectionExternalId, at);
  }
  const own = byInspection.get(inspectionExternalId)?.values ?? {};
  const others = [...byInspection.entries()]
    .filter(([id, at]) => id !== inspectionExternalId && numberOf(at.values[identifier]?.value) !== null)
    .sort((a, b) => a[1].date.localeCompare(b[1].date));
  const dimension = { baselineValue: part.baselineValue, limit: part.limit };
  const { target, reading } = await judgedReading(
    db,
    inspectionExternalId,
    identifier,
    onPart ? part.externalId : null,
  );
  const judgement = reading.judgement;
  const history = others
    .map(([id, at]) =>
      statusHistoryEntry(
        { inspectionExternalId: id, machineName: at.machine, siteName: at.site, date: at.date },
        { measurements: [inMm(at.values[identifier])], dimension, thresholds, actionTypes },
      ),
    )
    .reverse();
  return {
    identifier,
    label: entry.label,
    unit: entry.unit ?? 'mm',
    partExternalId: part.externalId,
    part: { name: part.name, partNumber: part.partNumber, position: part.position },
    dimension,
    thresholds,
    actionTypes,
    value: own[identifier] ?? null,
    judgement,
    target: targetSummary(target),
    history,
    chartSvg:
      judgement.readings.length === 0
        ? null
        : wearTrendChartSvg({
            title: entry.description.replaceAll(' / ', ' · '),
            points: judgement.readings,
            forecast: forecastComponent(judgement.readings).sinceChangeout,
          }),
  };
}
