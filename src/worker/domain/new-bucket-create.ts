import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  CREATING_INSPECTION_FAILED,
  DEFAULT_MACHINE_HOURS,
  MISSING_ID,
  findBucketToChangeOut,
  resolveBucketPlacement,
  validateEquipmentOwner,
  validateNewBucket,
  type NewBucketForm,
} from '../../rules/index.ts';
import { EngineError, type EngineErrorCode } from '../engine-error.ts';
import { insertBucket, resolveFitment } from './new-bucket-insert.ts';
import { createInspectionIn } from './inspection-create.ts';
import { bucketObservations, writeObservations } from './new-bucket-observations.ts';

// The bucket creation flow of shell spec §4, steps 1 to 7 (step 8, navigating, is the screen's).

/** What a created bucket is known by; every failure is an EngineError whose details.step says where it stopped. */
export interface CreatedBucket {
  readonly inspectionExternalId: string;
  readonly bucketExternalId: string;
}

/**
 * Where the flow stopped, for the screen (shell spec §8): 'validation' (details.fields has each field's message),
 * 'placement' ('Asset not found', 'Mine Location not found', 'Machine or Mine Location not selected': they replace
 * the screen), 'manufacturer' ('Manufacturer not found': an alert toast), 'inspection' ('Creating Inspection
 * failed', or an observation that could not be written: a browser alert).
 */
export type CreateBucketStep = 'validation' | 'placement' | 'manufacturer' | 'inspection';

export const stopped = (code: EngineErrorCode, message: string, step: CreateBucketStep) =>
  new EngineError(code, message, { step });

export const idOf = (value: NewBucketForm[keyof NewBucketForm]): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n !== MISSING_ID ? n : null;
};
export const textOf = (value: NewBucketForm[keyof NewBucketForm]): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

/** Creates the bucket, its parts, the inspection and its observations in one transaction, or nothing at all. */
export async function createBucket(
  db: Kysely<Database>,
  form: NewBucketForm,
  inspectorName: string,
  now: Date = new Date(),
): Promise<CreatedBucket> {
  // 1. Validate the form.
  const validation = validateNewBucket(form);
  if (!validation.ok) {
    throw new EngineError('invalid-input', 'Some fields need attention', {
      step: 'validation',
      fields: validation.errors,
    });
  }
  const location = { assetId: idOf(form.assetId), mineLocationId: idOf(form.mineLocationId) };
  const configurationId = idOf(form.configurationId);
  return db.transaction().execute(async (trx) => {
    // 2. Build the part list from the chosen fitment; 3. resolve the manufacturer (the chosen one, else the fitment's).
    const fitted = await resolveFitment(trx, configurationId, idOf(form.manufacturerId));
    // 4. Resolve the asset or mine location.
    const assets = await trx
      .selectFrom('assets')
      .select(['id', 'externalId', 'name', 'siteId'])
      .where('id', '=', location.assetId ?? MISSING_ID)
      .execute();
    const mineLocations = (
      await trx
        .selectFrom('mineLocations')
        .select(['id', 'externalId', 'name', 'siteId'])
        .where('id', '=', location.mineLocationId ?? MISSING_ID)
        .execute()
    ).map((l) => ({ ...l, id: l.id as number }));
    const placement = resolveBucketPlacement(location, assets, mineLocations);
    if (!placement.ok) throw stopped('not-found', placement.message, 'placement');
    const assetId = placement.kind === 'asset' ? placement.asset.id : null;
    const mineLocationId = placement.kind === 'mineLocation' ? placement.mineLocation.id : null;
    const owner = validateEquipmentOwner({ assetId, mineLocationId });
    if (!owner.ok) throw stopped('invalid-input', owner.message, 'placement');
    // A machine's existing bucket is the one being changed out.
    const oldBucket =
      assetId === null
        ? undefined
        : findBucketToChangeOut(
            await trx
              .selectFrom('equipments')
              .select(['externalId', 'assetId', 'equipmentCategory', 'equipmentType'])
              .where('assetId', '=', assetId)
              .execute(),
            assetId,
          );
    // 5. Save the new bucket locally.
    const bucketExternalId = await insertBucket(trx, fitted, {
      assetId,
      mineLocationId,
      configurationId,
      name: textOf(form.customerBucketName),
      serialNumber: textOf(form.serialNumber),
      partNumber: textOf(form.partNumber),
      capitalIndexNumber: textOf(form.capitalIndexNumber),
      installDate: textOf(form.installDate),
      effectiveDate: now.toISOString(),
    });
    // 6. Create the inspection.
    const siteId = placement.kind === 'asset' ? placement.asset.siteId : placement.mineLocation.siteId;
    const name = placement.kind === 'asset' ? placement.asset.name : placement.mineLocation.name;
    let inspection;
    try {
      inspection = await createInspectionIn(
        trx,
        { inspectorName, name, assetId, siteId, mineLocationId, equipmentExternalId: bucketExternalId },
        now,
      );
    } catch {
      throw stopped('internal', CREATING_INSPECTION_FAILED, 'inspection');
    }
    // 7. Write the observations.
    const customer = await trx
      .selectFrom('customers')
      .select('name')
      .where('id', '=', idOf(form.customerId) ?? MISSING_ID)
      .executeTakeFirst();
    const site = await trx.selectFrom('sites').select('name').where('id', '=', siteId).executeTakeFirst();
    const hours = textOf(form.machineHours);
    const written = await writeObservations(trx, {
      inspectionExternalId: inspection.externalId,
      categoryTypeExternalId: inspection.inspectionCategoryTypes[0]?.externalId ?? '',
      bucketExternalId,
      target: { assetId, mineLocationId },
      placement:
        placement.kind === 'asset'
          ? { kind: 'asset', id: placement.asset.id, externalId: placement.asset.externalId }
          : {
              kind: 'mineLocation',
              id: placement.mineLocation.id,
              externalId: placement.mineLocation.externalId,
            },
      values: bucketObservations({
        changeOutFrom: oldBucket?.externalId ?? null,
        bucketExternalId,
        installDate: textOf(form.installDate),
        machineHours: hours === null ? String(DEFAULT_MACHINE_HOURS) : String(Number(hours)),
        customer: customer?.name ?? null,
        site: site?.name ?? null,
        machine: placement.kind === 'asset' ? placement.asset.name : null,
        mineLocation: placement.kind === 'mineLocation' ? placement.mineLocation.name : null,
        capitalIndexNumber: textOf(form.capitalIndexNumber),
        customerBucketName: textOf(form.customerBucketName),
        fitment: fitted.fitment?.name ?? null,
        manufacturer: fitted.manufacturer.name,
        partNumber: textOf(form.partNumber),
        serialNumber: textOf(form.serialNumber),
      }),
    });
    if (!written.ok) throw stopped('internal', written.message, 'inspection');
    return { inspectionExternalId: inspection.externalId, bucketExternalId };
  });
}
