import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  DEFAULT_MACHINE_HOURS,
  MISSING_ID,
  validateNewBucket,
  type NewBucketForm,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { idOf, textOf } from '../domain/new-bucket-create.ts';
import { insertBucket, resolveFitment } from '../domain/new-bucket-insert.ts';
import { bucketObservations, writeObservations } from '../domain/new-bucket-observations.ts';
import { currentBucketOf, pointInspectionAt } from './bucket-scope.ts';
import { loadScope } from './inspection-scope.ts';
import { refuseUnchangeable } from './write-checks.ts';

// Add Bucket (bucket/new-bucket): the New Bucket form inside an inspection. The bucket goes where the inspection is
// (its machine, or its yard) and its observations into this inspection; no new inspection is made. When the machine
// already has a bucket, the new one is its changeout (Bucket.ChangeOutFrom) and the rotation screen moves the old one.

export interface AddedBucket {
  readonly bucketExternalId: string;
  /** The machine's bucket it replaces, whose rotation is still to record. */
  readonly changeOutFrom: string | null;
}

export async function addBucketToInspection(
  db: Kysely<Database>,
  inspectionExternalId: string,
  form: NewBucketForm,
  now = new Date(),
): Promise<AddedBucket> {
  const scope = await loadScope(db, inspectionExternalId);
  refuseUnchangeable(scope);
  const inspection = await db
    .selectFrom('inspections as i')
    .leftJoin('sites as s', 's.id', 'i.siteId')
    .leftJoin('customers as c', 'c.id', 's.customerId')
    .leftJoin('mineLocations as l', 'l.id', 'i.mineLocationId')
    .select(['i.siteId', 's.customerId', 's.name as site', 'c.name as customer', 'l.name as mineLocation'])
    .where('i.externalId', '=', inspectionExternalId)
    .executeTakeFirstOrThrow();
  // The location is the inspection's, whatever the form says.
  const placed: NewBucketForm = {
    ...form,
    customerId: inspection.customerId ?? MISSING_ID,
    siteId: inspection.siteId,
    assetId: scope.assetId,
    mineLocationId: scope.assetId === null ? scope.mineLocationId : null,
  };
  const validation = validateNewBucket(placed);
  if (!validation.ok) {
    throw new EngineError('invalid-input', 'Some fields need attention', {
      step: 'validation',
      fields: validation.errors,
    });
  }
  const configurationId = idOf(placed.configurationId);
  return db.transaction().execute(async (trx) => {
    const fitted = await resolveFitment(trx, configurationId, idOf(placed.manufacturerId));
    const old = scope.assetId === null ? undefined : await currentBucketOf(trx, scope);
    const assetId = scope.assetId;
    const mineLocationId = assetId === null ? scope.mineLocationId : null;
    const bucketExternalId = await insertBucket(trx, fitted, {
      assetId,
      mineLocationId,
      configurationId,
      name: textOf(placed.customerBucketName),
      serialNumber: textOf(placed.serialNumber),
      partNumber: textOf(placed.partNumber),
      capitalIndexNumber: textOf(placed.capitalIndexNumber),
      installDate: textOf(placed.installDate),
      effectiveDate: now.toISOString(),
    });
    // The inspection keeps looking at the machine's bucket until its rotation is recorded.
    await pointInspectionAt(trx, inspectionExternalId, old?.externalId ?? bucketExternalId);
    const hours = textOf(placed.machineHours);
    const written = await writeObservations(trx, {
      inspectionExternalId,
      categoryTypeExternalId: scope.categoryTypeExternalId,
      bucketExternalId,
      target: { assetId, mineLocationId },
      placement:
        assetId !== null
          ? { kind: 'asset', id: assetId, externalId: scope.assetExternalId }
          : {
              kind: 'mineLocation',
              id: mineLocationId ?? MISSING_ID,
              externalId: scope.entity.entityExternalId,
            },
      values: bucketObservations({
        changeOutFrom: old?.externalId ?? null,
        bucketExternalId,
        installDate: textOf(placed.installDate),
        machineHours: hours === null ? String(DEFAULT_MACHINE_HOURS) : String(Number(hours)),
        customer: inspection.customer,
        site: inspection.site,
        machine: assetId === null ? null : scope.assetName,
        mineLocation: assetId === null ? inspection.mineLocation : null,
        capitalIndexNumber: textOf(placed.capitalIndexNumber),
        customerBucketName: textOf(placed.customerBucketName),
        fitment: fitted.fitment?.name ?? null,
        manufacturer: fitted.manufacturer.name,
        partNumber: textOf(placed.partNumber),
        serialNumber: textOf(placed.serialNumber),
      }),
    });
    if (!written.ok) throw new EngineError('internal', written.message, { step: 'inspection' });
    return { bucketExternalId, changeOutFrom: old?.externalId ?? null };
  });
}
