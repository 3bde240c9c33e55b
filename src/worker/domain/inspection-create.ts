import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_INSPECTION_CATEGORY, DEFAULT_INSPECTION_TYPE, MISSING_ID } from '../../rules/index.ts';
import { enqueueChange } from '../outbox/enqueue.ts';
import { idByName } from './id-by-name.ts';

/** Shell spec §3 "Inspection creation inputs" (inspectionId is made here: a UUID). */
export interface CreateInspectionInput {
  readonly inspectorName: string;
  readonly assetId: number | null;
  readonly siteId: number;
  readonly mineLocationId: number | null;
  /** The bucket of a bucket-only or yard inspection, or the new bucket of New Bucket. */
  readonly equipmentExternalId: string | null;
  /** What the home cards show: the machine's or the yard's name. */
  readonly name: string;
}

/** Shell spec §3: the result has the category types (the first one's externalId is used) and the date. */
export interface CreatedInspection {
  readonly externalId: string;
  readonly inspectionDate: string;
  readonly inspectionCategoryTypes: readonly { readonly externalId: string }[];
}

const IN_PROGRESS_STATUS = 'In Progress';

/**
 * Creates an inspection in progress (completed false, not synced) with the default category 'All Categories' and
 * type 'AllTypes', and their outbox entries, inside the caller's transaction (shell spec §3 and §4).
 */
export async function createInspectionIn(
  trx: Transaction<Database>,
  input: CreateInspectionInput,
  now: Date = new Date(),
): Promise<CreatedInspection> {
  const externalId = crypto.randomUUID();
  const categoryTypeExternalId = crypto.randomUUID();
  const inspectionDate = now.toISOString();
  await trx
    .insertInto('inspections')
    .values({
      externalId,
      id: null,
      name: input.name,
      assetId: input.assetId,
      mineLocationId: input.mineLocationId,
      siteId: input.siteId,
      equipmentExternalId: input.equipmentExternalId,
      // recording spec §3: bucketExternalId is copied to equipmentExternalId
      bucketExternalId: input.equipmentExternalId,
      inspectionStatus: IN_PROGRESS_STATUS,
      inspectionStatusId: (await idByName(trx, 'inspectionStatuses', IN_PROGRESS_STATUS)) ?? null,
      inspectionDate,
      completed: 0,
      reopened: 0,
      isReopened: 0,
      inspectorName: input.inspectorName,
      isSynced: 0,
    })
    .execute();
  await trx
    .insertInto('inspectionCategoryTypes')
    .values({
      externalId: categoryTypeExternalId,
      id: null,
      inspectionId: null,
      inspectionExternalId: externalId,
      categoryId: (await idByName(trx, 'inspectionCategories', DEFAULT_INSPECTION_CATEGORY)) ?? MISSING_ID,
      category: DEFAULT_INSPECTION_CATEGORY,
      typeId: (await idByName(trx, 'inspectionTypes', DEFAULT_INSPECTION_TYPE)) ?? MISSING_ID,
      type: DEFAULT_INSPECTION_TYPE,
      isSynced: 0,
    })
    .execute();
  await enqueueChange(trx, {
    entityType: 'inspection',
    entityExternalId: externalId,
    inspectionExternalId: externalId,
    operation: 'upsert',
  });
  await enqueueChange(trx, {
    entityType: 'inspectionCategoryType',
    entityExternalId: categoryTypeExternalId,
    inspectionExternalId: externalId,
    operation: 'upsert',
  });
  return { externalId, inspectionDate, inspectionCategoryTypes: [{ externalId: categoryTypeExternalId }] };
}
