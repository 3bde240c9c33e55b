import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { shownEntryJudgement } from './shown-entry-judgement.ts';
import { equipmentPartRows } from '../../facts/report-rows.ts';
import {
  BUCKET_CHANGEOUT,
  entryById,
  OPERATION,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
  bucketStatuses,
  GET_PART_TYPES,
  targetIdOf,
  type BucketStatuses,
  type EntryJudgement,
  type JudgedTarget,
  type LengthUnit,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { numberOf, otherInspectionsOfAsset } from './asset-history.ts';
import type { ScreenHeader } from './basics-models.ts';
import { currentBucketOf, loadBucketScope, type BucketRow } from './bucket-scope.ts';
import { loadScope, type InspectionScope } from './inspection-scope.ts';
import { judgedTargets } from './judged-targets.ts';
import type { StoredValue, StoredValues } from './observation-values.ts';

// The one model every bucket screen opens with (RECORDING.md "The bucket screens"): the bucket, its own observations
// in this inspection, and each of its positions (ground engaging tools, wear plates, heel shrouds) with theirs and the
// wear and action of its measurement. A bucket has ~20 positions: the whole of it is one small read.

type Db = Kysely<Database> | Transaction<Database>;

export interface PositionStatus {
  readonly measurement: number | null;
  readonly wearPercent: number | null;
  readonly status: string;
  readonly colour: string;
  readonly textColour: string;
  /** A recorded condition the measurement contradicts (decision 0039). */
  readonly notes: readonly string[];
}

export interface BucketPosition {
  readonly externalId: string;
  readonly partName: string;
  readonly partNumber: string | null;
  readonly position: number | null;
  readonly location: string | null;
  readonly secondaryLocation: string | null;
  /** The ground-engaging-tool part type key (Teeth, LipShrouds…) when the part is one. */
  readonly getType: string | null;
  /** The wear plate's primary and secondary location keys when the part is a wear plate. */
  readonly wearPlate: { readonly primary: string; readonly secondary: string } | null;
  readonly heelShroud: boolean;
  /** The identifier its wear is measured with, if the catalogue has a dimension for it. */
  readonly measuredWith: string | null;
  /** This position's observations in this inspection (GET parts), by identifier. */
  readonly values: StoredValues;
  readonly status: PositionStatus | null;
}

export interface BucketModel {
  readonly header: ScreenHeader;
  readonly isYard: boolean;
  readonly bucket: BucketRow;
  /** The bucket's own observations in this inspection, by identifier (collections excluded). */
  readonly values: StoredValues;
  /** Photo collections, by identifier. */
  readonly photos: Readonly<Record<string, readonly StoredValue[]>>;
  readonly positions: readonly BucketPosition[];
  /** Every bucket screen's completion status and the bucket's (src/rules bucket-paths). */
  readonly statuses: BucketStatuses;
  /** What the bucket's lists show of the one judgement beside each entry's completion. */
  readonly judgements: BucketJudgements;
  /** Choices of the specifications screen. */
  readonly options: { readonly manufacturers: readonly string[]; readonly fitments: readonly string[] };
}

/** Each bucket list entry's most urgent finding and action; null until something under it is judged. */
export interface BucketJudgements {
  readonly get: EntryJudgement | null;
  readonly wearKit: EntryJudgement | null;
  readonly wearPlates: EntryJudgement | null;
  readonly heelShrouds: EntryJudgement | null;
  readonly summary: EntryJudgement | null;
  /** By part type key (Teeth…). */
  readonly partTypes: Readonly<Record<string, EntryJudgement | null>>;
  /** By primary location key (Lip…). */
  readonly plateLocations: Readonly<Record<string, EntryJudgement | null>>;
}

// The bucket's lists, by the target ids of src/rules bucket-targets.ts
function bucketJudgements(judged: readonly JudgedTarget[], unit: LengthUnit): BucketJudgements {
  const get = GET_PART_TYPES.map((t) => `bucket:${t.key}`);
  return {
    get: shownEntryJudgement(judged, get, 'title', unit),
    wearKit: shownEntryJudgement(judged, ['bucket:plates', 'bucket:heel-shrouds'], 'title', unit),
    wearPlates: shownEntryJudgement(judged, ['bucket:plates'], 'title', unit),
    heelShrouds: shownEntryJudgement(judged, ['bucket:heel-shrouds'], 'none', unit),
    summary: shownEntryJudgement(judged, ['bucket:summary'], 'none', unit),
    partTypes: Object.fromEntries(
      GET_PART_TYPES.map((t) => [t.key, shownEntryJudgement(judged, [`bucket:${t.key}`], 'place', unit)]),
    ),
    plateLocations: Object.fromEntries(
      WEAR_PLATE_PRIMARY_LOCATIONS.map((l) => [
        l.key,
        shownEntryJudgement(judged, [`bucket:plates:${l.key}`], 'place', unit),
      ]),
    ),
  };
}

export function screenHeader(scope: InspectionScope, title: string | null): ScreenHeader {
  return {
    inspectionExternalId: scope.externalId,
    title: title ?? scope.assetName ?? 'Inspection',
    siteName: scope.siteName,
    inspectionDate: scope.inspectionDate,
    completed: scope.completed,
  };
}

export async function placeName(db: Db, scope: InspectionScope): Promise<string | null> {
  if (scope.assetName !== null || scope.mineLocationId === null) return scope.assetName;
  const row = await db
    .selectFrom('mineLocations')
    .select('name')
    .where('id', '=', scope.mineLocationId)
    .executeTakeFirst();
  return row?.name ?? null;
}

const GET_WORN_LENGTH = /^Bucket\.GroundEngagingTools\.(\w+)\.Part\.WornLength$/;
const keyOf = (list: readonly { key: string; label: string }[], label: string | null) =>
  list.find((l) => l.label === label)?.key ?? null;

/** Every observation of the inspection on the given entities, split into single values and photo collections. */
async function valuesOn(db: Db, categoryTypeExternalId: string, entityExternalIds: readonly string[]) {
  if (entityExternalIds.length === 0) return [];
  return (
    db
      .selectFrom('observations')
      .select(['externalId', 'observableItem', 'observableItemId', 'value', 'entityExternalId'])
      .where('categoryTypeExternalId', '=', categoryTypeExternalId)
      .where('entityExternalId', 'in', entityExternalIds)
      // In the order stored: a field's photos in the order they were taken (by id they came in a random order).
      .orderBy(sql`rowid`)
      .execute()
  );
}

export async function bucketModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  bucketExternalId: string,
): Promise<BucketModel> {
  const { scope, bucket, isYard } = await loadBucketScope(db, inspectionExternalId, bucketExternalId);
  // The report's parts (src/facts), in the order of the bucket's screens: by location, then position.
  const nullsFirst = (n: number | null) => n ?? Number.MIN_SAFE_INTEGER;
  const parts = (await equipmentPartRows(db, [bucket.externalId])).sort(
    (a, b) => nullsFirst(a.locationId) - nullsFirst(b.locationId),
  );
  const partIds = [...new Set(parts.map((p) => p.partId))];
  const [dimensions, rows, manufacturers, fitments] = await Promise.all([
    partIds.length === 0
      ? []
      : db
          .selectFrom('partDimensions')
          .select(['id', 'partId', 'observableItemId', 'baselineValue', 'limit'])
          .where('partId', 'in', partIds)
          .execute(),
    valuesOn(db, scope.categoryTypeExternalId, [bucket.externalId, ...parts.map((p) => p.externalId)]),
    // The New Bucket list (shell spec §3 AssetManufacturer): the same choice wherever a bucket's maker is chosen.
    db.selectFrom('assetManufacturers').select('name').orderBy('name').execute(),
    db.selectFrom('equipmentConfigurations').select('name').where('id', '>', 0).orderBy('name').execute(),
  ]);
  const judged = await judgedTargets(db, inspectionExternalId);
  const values: Record<string, StoredValue> = {};
  const photos: Record<string, StoredValue[]> = {};
  const partValues = new Map<string, Record<string, StoredValue>>();
  for (const row of rows) {
    if (row.observableItem === null) continue;
    const stored = { externalId: row.externalId, value: row.value };
    if (row.entityExternalId === bucket.externalId) {
      if (entryById(row.observableItemId ?? 0)?.isCollection)
        (photos[row.observableItem] ??= []).push(stored);
      else values[row.observableItem] = stored;
    } else if (row.entityExternalId !== null) {
      const map = partValues.get(row.entityExternalId) ?? {};
      map[row.observableItem] = stored;
      partValues.set(row.entityExternalId, map);
    }
  }
  const positions = parts.map((p): BucketPosition => {
    const own = dimensions.filter((d) => d.partId === p.partId);
    const getDimension = own.find((d) =>
      GET_WORN_LENGTH.test(entryById(d.observableItemId ?? 0)?.identifier ?? ''),
    );
    const getType = getDimension
      ? (GET_WORN_LENGTH.exec(entryById(getDimension.observableItemId ?? 0)?.identifier ?? '')?.[1] ?? null)
      : null;
    const primary = keyOf(WEAR_PLATE_PRIMARY_LOCATIONS, p.location);
    const secondary = keyOf(WEAR_PLATE_SECONDARY_LOCATIONS, p.secondaryLocation);
    const plateWith =
      primary && secondary ? `Bucket.WearKit.WearPlates.${primary}.${secondary}.Measurement` : null;
    const plateDimension = plateWith
      ? own.find((d) => entryById(d.observableItemId ?? 0)?.identifier === plateWith)
      : undefined;
    const dimension = getDimension ?? plateDimension;
    const measuredWith = dimension ? (entryById(dimension.observableItemId ?? 0)?.identifier ?? null) : null;
    const mine = partValues.get(p.externalId) ?? {};
    return {
      externalId: p.externalId,
      partName: p.name,
      partNumber: p.partNumber,
      position: p.position,
      location: p.location,
      secondaryLocation: p.secondaryLocation,
      getType,
      wearPlate: plateDimension && primary && secondary ? { primary, secondary } : null,
      heelShroud: (p.partType ?? '').toLowerCase().includes('heel'),
      measuredWith,
      values: mine,
      status: positionStatus(
        judged.find(
          (t) =>
            measuredWith !== null &&
            t.key.id === targetIdOf(measuredWith, getType === null ? null : p.externalId),
        ),
      ),
    };
  });
  return {
    header: screenHeader(scope, await placeName(db, scope)),
    isYard,
    bucket,
    values,
    photos,
    positions,
    statuses: bucketStatuses({ values, photos, positions }),
    judgements: bucketJudgements(judged, scope.lengthUnit),
    options: {
      manufacturers: manufacturers.map((m) => m.name),
      fitments: fitments.map((f) => f.name),
    },
  };
}

/** A position's status as the one judgement gives it (decision 0023): its reading's value and wear, the target's action. */
function positionStatus(target: JudgedTarget | undefined): PositionStatus | null {
  if (target === undefined || !target.recorded) return null;
  const now = target.governing?.judgement.now;
  const measured = now?.ok === true ? now : undefined;
  return {
    measurement: measured?.measurement ?? null,
    wearPercent: measured?.wearPercent === undefined ? null : Math.round(measured.wearPercent * 10) / 10,
    status: target.action.name,
    colour: target.action.colour,
    textColour: target.action.textColour,
    notes: target.notes,
  };
}

export interface SpareBucket {
  readonly externalId: string;
  readonly name: string;
  readonly mineLocation: string;
  /** What a scanned tag or plate names it by (decision 0056). */
  readonly serialNumber: string | null;
  readonly partNumber: string | null;
}

/** The `bucket` screen: the inspection's bucket, where it can go and what can replace it. */
export interface BucketChoiceModel {
  readonly header: ScreenHeader;
  readonly isYard: boolean;
  readonly bucket: BucketRow | null;
  /** Buckets in the yards of the inspection's site: the ones a changeout can attach. */
  readonly spares: readonly SpareBucket[];
  /** The site's yards, where a changed-out bucket can go. */
  readonly mineLocations: readonly { readonly id: number; readonly name: string }[];
  /** Total machine hours of this inspection, and the last bucket changeout before it (spec §5 changeout rules). */
  readonly machineHours: number | null;
  readonly lastChangeout: { readonly date: string | null; readonly hours: number | null };
}

export async function bucketChoiceModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
): Promise<BucketChoiceModel> {
  const scope = await loadScope(db, inspectionExternalId);
  const bucket = (await currentBucketOf(db, scope)) ?? null;
  const inspection = await db
    .selectFrom('inspections')
    .select('siteId')
    .where('externalId', '=', inspectionExternalId)
    .executeTakeFirst();
  if (!inspection) throw new EngineError('not-found', 'Inspection not found');
  const mineLocations = (
    await db
      .selectFrom('mineLocations')
      .select(['id', 'name'])
      .where('siteId', '=', inspection.siteId)
      .orderBy('name')
      .execute()
  ).flatMap((l) => (l.id === null ? [] : [{ id: l.id, name: l.name }]));
  const spares =
    mineLocations.length === 0
      ? []
      : await db
          .selectFrom('equipments as e')
          .innerJoin('mineLocations as l', 'l.id', 'e.mineLocationId')
          .select(['e.externalId', 'e.name', 'l.name as mineLocation', 'e.serialNumber', 'e.partNumber'])
          .where(
            'e.mineLocationId',
            'in',
            mineLocations.map((l) => l.id),
          )
          .where('e.equipmentCategory', '=', 'Bucket')
          .where('e.externalId', '!=', bucket?.externalId ?? '')
          .orderBy('e.name')
          .execute();
  const own = await db
    .selectFrom('observations as o')
    .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
    .select('o.value')
    .where('c.inspectionExternalId', '=', inspectionExternalId)
    .where('o.observableItem', '=', OPERATION.totalMachineHours)
    .executeTakeFirst();
  const before =
    scope.assetId === null
      ? []
      : (
          await otherInspectionsOfAsset(db, scope.assetId, inspectionExternalId, [
            BUCKET_CHANGEOUT.date,
            BUCKET_CHANGEOUT.hours,
          ])
        ).filter((i) => i.inspectionDate < scope.inspectionDate && i.values[BUCKET_CHANGEOUT.date]);
  const last = before.at(-1);
  return {
    header: screenHeader(scope, await placeName(db, scope)),
    isYard: scope.assetId === null,
    bucket,
    spares,
    mineLocations,
    machineHours: numberOf(own?.value),
    lastChangeout: {
      date: last?.values[BUCKET_CHANGEOUT.date] ?? null,
      hours: numberOf(last?.values[BUCKET_CHANGEOUT.hours]),
    },
  };
}
