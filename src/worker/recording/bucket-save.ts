import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  bucketListEntries,
  bucketListNotInspectedPath,
  bucketListOfMarker,
  notInspectedValue,
  type CatalogueEntry,
} from '../../rules/index.ts';
import type { FieldSaved } from './basics-save.ts';
import { checkQuantity, specificationValues } from './bucket-completion.ts';
import { bucketModel } from './bucket-model.ts';
import { IdSchema, InspectionIdSchema, parseWrite, refused } from './write-checks.ts';
import { openBucket, writeAt, type OnBucket, type Place } from './write-target.ts';

// The bucket's rules (recording spec §4, decision 0023) for what is written on the bucket or on several of its
// positions at once (multiSelect records one observation per position): a quantity fits the fitment; and the
// specifications' MARK AS COMPLETE.

/** One value on the bucket or on each position named, after the checks. */
export async function recordOnBucket(
  trx: Transaction<Database>,
  at: OnBucket,
  places: readonly Place[],
  entry: CatalogueEntry,
  value: string | null,
  measured: { readonly unitId?: number } = {},
): Promise<FieldSaved> {
  const identifier = entry.identifier;
  const bucketExternalId = at.bucket.bucket.externalId;
  if (value !== null) await checkQuantity(trx, bucketExternalId, identifier, value);
  let first: FieldSaved | undefined;
  for (const place of places) {
    const saved = await writeAt(trx, at, place, identifier, value, measured);
    first ??= { identifier, ...saved };
  }
  const list = value === null ? undefined : bucketListOfMarker(identifier);
  if (list !== undefined) {
    // A list completed with entries not done records their names with the completion, for the report
    const model = await bucketModel(trx, at.scope.externalId, bucketExternalId);
    const left = notInspectedValue(bucketListEntries(model, list));
    await writeAt(trx, at, at.bucket.place, bucketListNotInspectedPath(list), left);
  }
  return first ?? { identifier, externalId: '', deleted: value === null };
}

const SpecificationsSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  bucketExternalId: IdSchema('Equipment not found'),
});

/**
 * The specifications' MARK AS COMPLETE: what the screen showed pre-filled from the bucket is recorded, so the
 * specifications are complete; a field with nothing to show must be filled in first.
 */
export async function completeBucketSpecifications(
  db: Kysely<Database>,
  input: v.InferInput<typeof SpecificationsSchema>,
): Promise<void> {
  const { inspectionExternalId, bucketExternalId } = parseWrite(SpecificationsSchema, input);
  await db.transaction().execute(async (trx) => {
    const at = await openBucket(trx, inspectionExternalId, bucketExternalId, undefined);
    const { place, bucket } = at.bucket;
    const { fill, missing } = await specificationValues(trx, at.scope.categoryTypeExternalId, place, bucket);
    if (missing.length > 0)
      throw refused('invalid-input', `Fill in ${missing.join(', ')} first`, {}, { missing });
    for (const f of fill) await writeAt(trx, at, place, f.identifier, f.value);
  });
}
