import * as v from 'valibot';
import { entryByIdentifier, MACHINE_PHOTO } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { saveObservation } from '../observations/save-observation.ts';
import { addPhoto, type AddedPhoto, type PhotoDeps } from '../photos/add-photo.ts';
import { loadScope } from './inspection-scope.ts';

// Photo fields of the recording screens (recording spec §5: single-photo fields replace, multi-photo fields add).
// The cover photo also records "photo taken", which completes the Machine Photo entry (spec §4).

const PhotoSchema = v.object({
  inspectionExternalId: v.pipe(v.string(), v.minLength(1, 'No inspection ID provided'), v.maxLength(64)),
  identifier: v.pipe(v.string(), v.maxLength(200)),
  image: v.pipe(
    v.instance(Blob),
    v.check((blob) => blob.size > 0, 'The photo is empty'),
    v.check((blob) => blob.size <= 40 * 1024 * 1024, 'The photo is larger than 40 MB'),
    v.check((blob) => blob.type === '' || blob.type.startsWith('image/'), 'The file is not an image'),
  ),
});
export type PhotoAdd = v.InferInput<typeof PhotoSchema>;

const RELATED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [MACHINE_PHOTO.coverPhoto]: { [MACHINE_PHOTO.hasPhoto]: 'true' },
};

export async function addFieldPhoto(deps: PhotoDeps, input: PhotoAdd): Promise<AddedPhoto> {
  const parsed = v.safeParse(PhotoSchema, input);
  if (!parsed.success) throw new EngineError('invalid-input', parsed.issues[0]?.message ?? 'InvalidInput');
  const { inspectionExternalId, identifier, image } = parsed.output;
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  const scope = await loadScope(deps.db, inspectionExternalId);
  if (scope.completed)
    throw new EngineError('conflict', 'This inspection is completed: reopen it to change it');
  const existing = entry.isCollection
    ? undefined
    : await deps.db
        .selectFrom('observations')
        .select('externalId')
        .where('categoryTypeExternalId', '=', scope.categoryTypeExternalId)
        .where('observableItemId', '=', entry.id)
        .executeTakeFirst();
  return addPhoto(deps, {
    categoryTypeExternalId: scope.categoryTypeExternalId,
    identifier,
    entityId: scope.entity.entityId,
    entityExternalId: scope.entity.entityExternalId,
    ...(existing ? { externalId: existing.externalId } : {}),
    image,
    ...(RELATED[identifier] ? { alsoSet: RELATED[identifier] } : {}),
  });
}

/** Deletes a photo's observation, its upload and then its file; the cover photo's "photo taken" goes with it. */
export async function deleteFieldPhoto(
  deps: PhotoDeps,
  inspectionExternalId: string,
  observationExternalId: string,
): Promise<void> {
  const scope = await loadScope(deps.db, inspectionExternalId);
  if (scope.completed)
    throw new EngineError('conflict', 'This inspection is completed: reopen it to change it');
  const fileName = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('observations')
      .select(['observableItem', 'value'])
      .where('externalId', '=', observationExternalId)
      .where('categoryTypeExternalId', '=', scope.categoryTypeExternalId)
      .executeTakeFirst();
    if (!row || row.observableItem === null) throw new EngineError('not-found', 'Observation not found');
    const target = {
      categoryTypeExternalId: scope.categoryTypeExternalId,
      entityId: scope.entity.entityId,
      entityExternalId: scope.entity.entityExternalId,
    };
    await saveObservation(trx, {
      ...target,
      identifier: row.observableItem,
      externalId: observationExternalId,
      value: null,
    });
    for (const identifier of Object.keys(RELATED[row.observableItem] ?? {})) {
      await saveObservation(trx, { ...target, identifier, value: null });
    }
    if (row.value) await trx.deleteFrom('photoQueue').where('fileName', '=', row.value).execute();
    return row.value;
  });
  if (fileName) await deps.files.delete(fileName).catch(() => undefined);
}
