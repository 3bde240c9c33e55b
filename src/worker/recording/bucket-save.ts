import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { entryByIdentifier } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { ObservationError, saveObservation } from '../observations/save-observation.ts';
import { addPhoto, type AddedPhoto, type PhotoDeps } from '../photos/add-photo.ts';
import { bucketPartPlace, loadBucketScope, type ObservationPlace } from './bucket-scope.ts';
import { checkQuantity, defaultsOnComplete, specificationValues } from './bucket-completion.ts';
import { checkDataType } from './field-rules.ts';

// Every field of a bucket screen saves itself on the bucket (or on the positions it names: multiSelect records one
// observation for several positions at once), in one transaction with the outbox entries.

const Id = (what: string) => v.pipe(v.string(), v.trim(), v.minLength(1, what), v.maxLength(64));

const BucketFieldSchema = v.object({
  inspectionExternalId: Id('No inspection ID provided'),
  bucketExternalId: Id('Equipment not found'),
  identifier: v.pipe(v.string(), v.startsWith('Bucket.', 'Not a bucket field'), v.maxLength(200)),
  value: v.nullable(v.pipe(v.string(), v.maxLength(20_000, 'The text is too long'))),
  /** The positions (equipment parts) it is recorded on; none: the bucket itself. */
  partExternalIds: v.optional(v.pipe(v.array(Id('Equipment part not found')), v.maxLength(500))),
});
export type BucketFieldSave = v.InferInput<typeof BucketFieldSchema>;

const BucketPhotoSchema = v.object({
  inspectionExternalId: Id('No inspection ID provided'),
  bucketExternalId: Id('Equipment not found'),
  identifier: v.pipe(v.string(), v.startsWith('Bucket.', 'Not a bucket field'), v.maxLength(200)),
  partExternalId: v.optional(Id('Equipment part not found')),
  image: v.pipe(
    v.instance(Blob),
    v.check((blob) => blob.size > 0, 'The photo is empty'),
    v.check((blob) => blob.size <= 40 * 1024 * 1024, 'The photo is larger than 40 MB'),
    v.check((blob) => blob.type === '' || blob.type.startsWith('image/'), 'The file is not an image'),
  ),
});
export type BucketPhotoAdd = v.InferInput<typeof BucketPhotoSchema>;

function parse<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new EngineError('invalid-input', result.issues[0]?.message ?? 'InvalidInput');
  return result.output;
}

function refuseCompleted(completed: boolean): void {
  if (completed) throw new EngineError('conflict', 'This inspection is completed: reopen it to change it');
}

export async function writeAt(
  trx: Transaction<Database>,
  categoryTypeExternalId: string,
  place: ObservationPlace,
  identifier: string,
  value: string | null,
): Promise<string> {
  try {
    const saved = await saveObservation(trx, { categoryTypeExternalId, identifier, value, ...place });
    return saved.externalId;
  } catch (error) {
    if (error instanceof ObservationError) throw new EngineError('not-found', error.message, { identifier });
    throw error;
  }
}

/** One bucket field's value (null deletes it), on the bucket or on each position named. */
export async function saveBucketField(db: Kysely<Database>, input: BucketFieldSave): Promise<void> {
  const { inspectionExternalId, bucketExternalId, identifier, value, partExternalIds } = parse(
    BucketFieldSchema,
    input,
  );
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  const text = value === null || value.trim() === '' ? null : value.trim();
  if (text !== null) checkDataType(entry, text);
  await db.transaction().execute(async (trx) => {
    const { scope, place } = await loadBucketScope(trx, inspectionExternalId, bucketExternalId);
    refuseCompleted(scope.completed);
    const places =
      partExternalIds === undefined
        ? [place]
        : await Promise.all(partExternalIds.map((id) => bucketPartPlace(trx, bucketExternalId, id)));
    if (text !== null) await checkQuantity(trx, bucketExternalId, identifier, text);
    for (const at of places) {
      const defaults =
        text === null ? [] : await defaultsOnComplete(trx, scope.categoryTypeExternalId, at, identifier);
      for (const d of defaults) await writeAt(trx, scope.categoryTypeExternalId, at, d.identifier, d.value);
      await writeAt(trx, scope.categoryTypeExternalId, at, identifier, text);
    }
  });
}

const SpecificationsSchema = v.object({
  inspectionExternalId: Id('No inspection ID provided'),
  bucketExternalId: Id('Equipment not found'),
});

/**
 * The specifications' MARK AS COMPLETE: what the screen showed pre-filled from the bucket is recorded, so the
 * specifications are complete; a field with nothing to show must be filled in first.
 */
export async function completeBucketSpecifications(
  db: Kysely<Database>,
  input: v.InferInput<typeof SpecificationsSchema>,
): Promise<void> {
  const { inspectionExternalId, bucketExternalId } = parse(SpecificationsSchema, input);
  await db.transaction().execute(async (trx) => {
    const { scope, place, bucket } = await loadBucketScope(trx, inspectionExternalId, bucketExternalId);
    refuseCompleted(scope.completed);
    const { fill, missing } = await specificationValues(trx, scope.categoryTypeExternalId, place, bucket);
    if (missing.length > 0)
      throw new EngineError('invalid-input', `Fill in ${missing.join(', ')} first`, { missing });
    for (const f of fill) await writeAt(trx, scope.categoryTypeExternalId, place, f.identifier, f.value);
  });
}

/** A photo of a bucket field (every bucket photo field holds several). */
export async function addBucketPhoto(deps: PhotoDeps, input: BucketPhotoAdd): Promise<AddedPhoto> {
  const { inspectionExternalId, bucketExternalId, identifier, partExternalId, image } = parse(
    BucketPhotoSchema,
    input,
  );
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  const { scope, place } = await loadBucketScope(deps.db, inspectionExternalId, bucketExternalId);
  refuseCompleted(scope.completed);
  const at = partExternalId ? await bucketPartPlace(deps.db, bucketExternalId, partExternalId) : place;
  return addPhoto(deps, { categoryTypeExternalId: scope.categoryTypeExternalId, identifier, ...at, image });
}
