import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DataLevel, findBucketToChangeOut } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { enqueueChange } from '../outbox/enqueue.ts';
import { loadScope, type InspectionScope } from './inspection-scope.ts';

// Which bucket a bucket screen looks at, and where its observations are written (recording spec §2 Bucket routes, §4):
// the bucket must be the inspection's own or the one on its machine or in its yard ("Equipment not found" otherwise).

type Db = Kysely<Database> | Transaction<Database>;

export interface BucketRow {
  readonly externalId: string;
  readonly id: number | null;
  readonly name: string;
  readonly assetId: number | null;
  readonly mineLocationId: number | null;
  readonly serialNumber: string | null;
  readonly partNumber: string | null;
  readonly capitalIndexNumber: string | null;
  readonly installDate: string | null;
  readonly fitment: string | null;
}

/** Where an observation goes: its entity and data level. */
export interface ObservationPlace {
  readonly entityId: number | null;
  readonly entityExternalId: string;
  readonly dataLevelId: number;
}

export interface BucketScope {
  readonly scope: InspectionScope;
  readonly bucket: BucketRow;
  /** A yard (bucket-only) inspection: no machine. */
  readonly isYard: boolean;
  /** Where the bucket's own observations are written. */
  readonly place: ObservationPlace;
}

const isBucket = (name: string | null) => name?.trim().toLowerCase() === 'bucket';

export async function bucketRow(db: Db, externalId: string): Promise<BucketRow | undefined> {
  const row = await db
    .selectFrom('equipments as e')
    .leftJoin('equipmentConfigurations as c', 'c.id', 'e.configurationId')
    .select([
      'e.externalId',
      'e.id',
      'e.name',
      'e.assetId',
      'e.mineLocationId',
      'e.serialNumber',
      'e.partNumber',
      'e.capitalIndexNumber',
      'e.installDate',
      'e.equipmentCategory',
      'e.equipmentType',
      'c.name as fitment',
    ])
    .where('e.externalId', '=', externalId)
    .executeTakeFirst();
  if (!row || !isBucket(row.equipmentCategory) || !isBucket(row.equipmentType)) return undefined;
  const { equipmentCategory: _c, equipmentType: _t, ...bucket } = row;
  return bucket;
}

/** The bucket the inspection looks at now: its own equipment if still there, else the machine's bucket. */
export async function currentBucketOf(db: Db, scope: InspectionScope): Promise<BucketRow | undefined> {
  const own = await db
    .selectFrom('inspections')
    .select('equipmentExternalId')
    .where('externalId', '=', scope.externalId)
    .executeTakeFirst();
  const ownBucket = own?.equipmentExternalId ? await bucketRow(db, own.equipmentExternalId) : undefined;
  if (ownBucket && belongs(scope, ownBucket)) return ownBucket;
  if (scope.assetId === null) return ownBucket;
  const onMachine = findBucketToChangeOut(
    await db
      .selectFrom('equipments')
      .select(['externalId', 'assetId', 'equipmentCategory', 'equipmentType'])
      .where('assetId', '=', scope.assetId)
      .orderBy('effectiveDate', 'desc')
      .execute(),
    scope.assetId,
  );
  return onMachine ? bucketRow(db, onMachine.externalId) : ownBucket;
}

function belongs(scope: InspectionScope, bucket: BucketRow): boolean {
  if (scope.assetId !== null) return bucket.assetId === scope.assetId;
  return scope.mineLocationId !== null && bucket.mineLocationId === scope.mineLocationId;
}

/**
 * recording spec §8 "Equipment not found": the bucket of the inspection (on its machine, in its yard, or named by
 * it). A yard inspection is of a mine location, not a machine: the bucket's observations are recorded at that
 * level, still named by the bucket.
 */
export async function loadBucketScope(
  db: Db,
  inspectionExternalId: string,
  bucketExternalId: string,
): Promise<BucketScope> {
  const scope = await loadScope(db, inspectionExternalId);
  const bucket = await bucketRow(db, bucketExternalId);
  if (!bucket) throw new EngineError('not-found', 'Equipment not found');
  const inspection = await db
    .selectFrom('inspections')
    .select('equipmentExternalId')
    .where('externalId', '=', inspectionExternalId)
    .executeTakeFirst();
  if (!belongs(scope, bucket) && inspection?.equipmentExternalId !== bucket.externalId) {
    throw new EngineError('not-found', 'Equipment not found');
  }
  const isYard = scope.assetId === null;
  const place: ObservationPlace = isYard
    ? {
        entityId: scope.mineLocationId,
        entityExternalId: bucket.externalId,
        dataLevelId: DataLevel.mineLocation,
      }
    : { entityId: bucket.id, entityExternalId: bucket.externalId, dataLevelId: DataLevel.equipment };
  return { scope, bucket, isYard, place };
}

/** One of the bucket's parts (a position), where its observations are written. */
export async function bucketPartPlace(
  db: Db,
  bucketExternalId: string,
  partExternalId: string,
): Promise<ObservationPlace> {
  const part = await db
    .selectFrom('equipmentParts')
    .select(['id', 'externalId'])
    .where('externalId', '=', partExternalId)
    .where('externalEquipmentId', '=', bucketExternalId)
    .executeTakeFirst();
  if (!part) throw new EngineError('not-found', 'Equipment part not found');
  return { entityId: part.id, entityExternalId: part.externalId, dataLevelId: DataLevel.equipmentPart };
}

/** The inspection now looks at this bucket (its equipmentExternalId), with its outbox entry. */
export async function pointInspectionAt(
  trx: Transaction<Database>,
  inspectionExternalId: string,
  bucketExternalId: string,
): Promise<void> {
  await trx
    .updateTable('inspections')
    .set({ equipmentExternalId: bucketExternalId, isSynced: 0 })
    .where('externalId', '=', inspectionExternalId)
    .execute();
  await enqueueChange(trx, {
    entityType: 'inspection',
    entityExternalId: inspectionExternalId,
    inspectionExternalId,
    operation: 'upsert',
  });
}
