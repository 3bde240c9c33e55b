import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MISSING_ID, resolveManufacturer } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { enqueueChange } from '../outbox/enqueue.ts';
import { idByName } from './id-by-name.ts';

// Steps 2, 3 and 5 of the bucket creation flow (shell spec §4), shared by New Bucket and Add Bucket in an inspection.

export interface Fitted {
  readonly fitment: { readonly name: string } | undefined;
  readonly partConfigurations: readonly {
    partId: number;
    locationId: number | null;
    position: number | null;
    secondaryLocationId: number | null;
    locationName: string | null;
  }[];
  readonly manufacturer: { readonly id: number; readonly name: string };
}

/** The fitment's part list and the manufacturer: the chosen one (an asset manufacturer), else the fitment's. */
export async function resolveFitment(
  trx: Transaction<Database>,
  configurationId: number | null,
  chosenManufacturerId: number | null,
): Promise<Fitted> {
  const fitment = await trx
    .selectFrom('equipmentConfigurations')
    .selectAll()
    .where('id', '=', configurationId ?? MISSING_ID)
    .executeTakeFirst();
  const partConfigurations = await trx
    .selectFrom('equipmentPartConfigurations as pc')
    .leftJoin('partLocations as pl', 'pl.id', 'pc.locationId')
    .select([
      'pc.partId',
      'pc.locationId',
      'pc.position',
      'pc.secondaryLocationId',
      'pl.name as locationName',
    ])
    .where('pc.configurationId', '=', configurationId ?? MISSING_ID)
    .orderBy('pc.id')
    .execute();
  const manufacturer = resolveManufacturer(chosenManufacturerId, fitment, {
    chosen: await trx.selectFrom('assetManufacturers').select(['id', 'name']).execute(),
    fitment: await trx.selectFrom('partManufacturers').select(['id', 'name']).execute(),
  });
  if (!manufacturer.ok) throw new EngineError('not-found', manufacturer.message, { step: 'manufacturer' });
  return { fitment, partConfigurations, manufacturer: manufacturer.manufacturer };
}

export interface BucketFields {
  readonly assetId: number | null;
  readonly mineLocationId: number | null;
  readonly configurationId: number | null;
  readonly name: string | null;
  readonly serialNumber: string | null;
  readonly partNumber: string | null;
  readonly capitalIndexNumber: string | null;
  readonly installDate: string | null;
  readonly effectiveDate: string;
}

/** Saves the bucket and the parts of its fitment locally, with its outbox entry; answers its externalId. */
export async function insertBucket(
  trx: Transaction<Database>,
  fitted: Fitted,
  fields: BucketFields,
): Promise<string> {
  const bucketExternalId = crypto.randomUUID();
  await trx
    .insertInto('equipments')
    .values({
      externalId: bucketExternalId,
      id: null,
      assetId: fields.assetId,
      mineLocationId: fields.mineLocationId,
      parentAssetId: null,
      equipmentCategoryId: (await idByName(trx, 'equipmentCategories', 'Bucket')) ?? MISSING_ID,
      equipmentCategory: 'Bucket',
      equipmentTypeId: (await idByName(trx, 'equipmentTypes', 'Bucket')) ?? MISSING_ID,
      equipmentType: 'Bucket',
      name: fields.name ?? '',
      description: fields.name,
      manufacturerId: fitted.manufacturer.id,
      configurationId: fields.configurationId,
      serialNumber: fields.serialNumber,
      partNumber: fields.partNumber,
      capitalIndexNumber: fields.capitalIndexNumber,
      installDate: fields.installDate,
      effectiveDate: fields.effectiveDate,
    })
    .execute();
  for (const part of fitted.partConfigurations) {
    await trx
      .insertInto('equipmentParts')
      .values({
        externalId: crypto.randomUUID(),
        id: null,
        equipmentId: null,
        externalEquipmentId: bucketExternalId,
        partId: part.partId,
        position: part.position,
        locationId: part.locationId,
        secondaryLocationId: part.secondaryLocationId,
        locationName: part.locationName ?? 'Unknown',
        group: null,
        effectiveDate: fields.effectiveDate,
      })
      .execute();
  }
  await enqueueChange(trx, {
    entityType: 'equipment',
    entityExternalId: bucketExternalId,
    inspectionExternalId: null,
    operation: 'upsert',
  });
  return bucketExternalId;
}
