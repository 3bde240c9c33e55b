import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  DataType,
  entryByIdentifier,
  isOriginalPhotoIdentifier,
  MARK_COLOUR_NAMES,
  MARK_LABEL_MAX,
  markedUpFileName,
  MARKS_MAX,
  originalFileName,
  originalPhotoIdentifier,
  PEN_POINTS_MAX,
  type PhotoMark,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { saveObservation } from '../observations/save-observation.ts';
import type { PhotoDeps } from '../photos/add-photo.ts';
import { InspectionIdSchema, invalidValue, parseWrite } from './write-checks.ts';
import { openInspection } from './write-target.ts';

// Issue 54, decision 0062: a photo marked up. The photo's own observation takes the marked-up picture (the report,
// the grids and the other devices show it); the first markup also keeps the original, as an observation of the
// field's originals item on the same entity, written in the same transaction with its outbox entry and uploaded by
// the same queue. Restoring the original puts its file back on the photo's observation and drops the kept copy.

export const PHOTO_NOT_HERE =
  'This photo is not on this device yet: open it once while online, then mark it up.';
export const PHOTO_CHANGED =
  'This photo changed while it was being marked up: open it again and redo the markup.';
export const NO_MARKUP = 'This photo has no markup to take off.';
export const ORIGINAL_NOT_FOUND = 'The original of this photo was not found.';

const ObservationIdSchema = v.pipe(
  v.string('Observation not found'),
  v.minLength(1, 'Observation not found'),
  v.maxLength(64, 'Observation not found'),
);
const Fraction = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const PointSchema = v.tuple([Fraction, Fraction]);
const ColourSchema = v.picklist(MARK_COLOUR_NAMES);
const MarkSchema = v.variant('kind', [
  v.object({
    kind: v.literal('pen'),
    colour: ColourSchema,
    points: v.pipe(v.array(PointSchema), v.minLength(1), v.maxLength(PEN_POINTS_MAX)),
  }),
  v.object({ kind: v.literal('circle'), colour: ColourSchema, from: PointSchema, to: PointSchema }),
  v.object({ kind: v.literal('arrow'), colour: ColourSchema, from: PointSchema, to: PointSchema }),
  v.object({
    kind: v.literal('label'),
    colour: ColourSchema,
    at: PointSchema,
    text: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'A label needs a word or two'),
      v.maxLength(MARK_LABEL_MAX, `A label holds at most ${MARK_LABEL_MAX} characters`),
    ),
  }),
]);
const MarkUpSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  observationExternalId: ObservationIdSchema,
  marks: v.pipe(
    v.array(MarkSchema, 'The drawing could not be read'),
    v.minLength(1, 'Draw on the photo first'),
    v.maxLength(MARKS_MAX, `A photo takes at most ${MARKS_MAX} marks`),
  ),
});
/** What the editor sends: the photo and the drawing (checked here as any input from the page is). */
export interface PhotoMarkUp {
  readonly inspectionExternalId: string;
  readonly observationExternalId: string;
  readonly marks: readonly PhotoMark[];
}
const PhotoRefSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  observationExternalId: ObservationIdSchema,
});
export type PhotoRef = v.InferInput<typeof PhotoRefSchema>;

type Db = Kysely<Database> | Transaction<Database>;

/** A photo of this inspection (not one of its kept originals); `open`: one the inspector may still change. */
async function photoRow(db: Db, inspectionExternalId: string, observationExternalId: string, open = true) {
  const categoryTypeExternalId = open
    ? (await openInspection(db, inspectionExternalId)).scope.categoryTypeExternalId
    : (
        await db
          .selectFrom('inspectionCategoryTypes')
          .select('externalId')
          .where('inspectionExternalId', '=', inspectionExternalId)
          .executeTakeFirst()
      )?.externalId;
  const row = await db
    .selectFrom('observations')
    .select(['externalId', 'observableItem', 'value', 'entityId', 'entityExternalId', 'dataLevelId'])
    .where('externalId', '=', observationExternalId)
    .where('categoryTypeExternalId', '=', categoryTypeExternalId ?? '')
    .executeTakeFirst();
  if (!row || row.observableItem === null || categoryTypeExternalId === undefined)
    throw new EngineError('not-found', 'Observation not found');
  const entry = entryByIdentifier(row.observableItem);
  if (!entry || entry.dataType !== DataType.image || isOriginalPhotoIdentifier(entry.identifier))
    throw invalidValue('Not a photo field', row.observableItem);
  if (!row.value) throw new EngineError('not-found', 'Observation not found');
  return { ...row, value: row.value, identifier: entry.identifier, categoryTypeExternalId };
}

type PhotoRow = Awaited<ReturnType<typeof photoRow>>;

/** The kept original of a marked-up photo: the originals item's observation on the same place with that file. */
function keptOriginal(db: Db, photo: PhotoRow, fileName: string) {
  return keptOriginalOf(db, photo, photo.identifier, fileName);
}

export async function keptOriginalOf(
  db: Db,
  at:
    | { readonly categoryTypeExternalId: string }
    | { readonly scope: { readonly categoryTypeExternalId: string } },
  photoIdentifier: string,
  fileName: string,
) {
  const categoryTypeExternalId = 'scope' in at ? at.scope.categoryTypeExternalId : at.categoryTypeExternalId;
  const item = entryByIdentifier(originalPhotoIdentifier(photoIdentifier));
  if (!item) return undefined;
  return db
    .selectFrom('observations')
    .select(['externalId', 'value'])
    .where('categoryTypeExternalId', '=', categoryTypeExternalId)
    .where('observableItemId', '=', item.id)
    .where('value', '=', fileName)
    .executeTakeFirst();
}

/** A photo file queued for upload to an observation (again, when it went to another one before). */
async function queueUpload(
  trx: Transaction<Database>,
  fileName: string,
  photo: Blob,
  to: { readonly observationExternalId: string; readonly inspectionExternalId: string },
) {
  const row = {
    ...to,
    mimeType: photo.type || 'image/jpeg',
    byteSize: photo.size,
    state: 'queued' as const,
    attempts: 0,
    createdAt: new Date().toISOString(),
    nextAttemptAt: null,
    lastError: null,
    uploadedAt: null,
  };
  await trx
    .insertInto('photoQueue')
    .values({ fileName, ...row })
    .onConflict((oc) => oc.column('fileName').doUpdateSet(row))
    .execute();
}

/** Where a photo sits, so its original is kept at the same place. */
const placeOf = (photo: PhotoRow) => ({
  categoryTypeExternalId: photo.categoryTypeExternalId,
  entityId: photo.entityId,
  entityExternalId: photo.entityExternalId,
  dataLevelId: photo.dataLevelId,
});

export interface MarkedUpPhoto {
  /** The file the photo shows now. */
  readonly fileName: string;
  /** The kept original's observation and file. */
  readonly original: PhotoOriginal;
}

export interface PhotoOriginal {
  readonly observationExternalId: string;
  readonly fileName: string;
}

/**
 * Draws the marks into the photo as it shows now (in the photo worker), stores the result beside it and, in one
 * transaction, makes it the photo's value and keeps the original the first time. Nothing changes when any step
 * fails: the new file is removed again and the photo, its original and the drawing on the screen stay as they were.
 */
export async function markUpPhoto(deps: PhotoDeps, input: PhotoMarkUp): Promise<MarkedUpPhoto> {
  const parsed = parseWrite(MarkUpSchema, input);
  const before = await photoRow(deps.db, parsed.inspectionExternalId, parsed.observationExternalId);
  const shown = await deps.files.read(before.value);
  if (!shown) throw new EngineError('not-found', PHOTO_NOT_HERE);
  const original = originalFileName(before.value) ?? before.value;
  const { photo, thumbnail } = await deps.compress(shown, parsed.marks);
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  const fileName = markedUpFileName(original, random.toString(16).padStart(8, '0'));
  try {
    await deps.files.write(fileName, photo);
    await deps.files.writeThumbnail(fileName, thumbnail);
    const kept = await deps.db.transaction().execute(async (trx) => {
      const now = await photoRow(trx, parsed.inspectionExternalId, parsed.observationExternalId);
      if (now.value !== before.value) throw new EngineError('conflict', PHOTO_CHANGED);
      let kept = await keptOriginal(trx, now, original);
      if (before.value === original || !kept) {
        const saved = await saveObservation(trx, {
          ...placeOf(now),
          identifier: originalPhotoIdentifier(now.identifier),
          value: original,
          ...(kept ? { externalId: kept.externalId } : {}),
        });
        kept = { externalId: saved.externalId, value: original };
        await queueUpload(trx, original, (await deps.files.read(original)) ?? shown, {
          observationExternalId: saved.externalId,
          inspectionExternalId: saved.inspectionExternalId,
        });
      } else {
        // An earlier markup is replaced: its file is not sent any more.
        await trx.deleteFrom('photoQueue').where('fileName', '=', now.value).execute();
      }
      const saved = await saveObservation(trx, {
        ...placeOf(now),
        identifier: now.identifier,
        value: fileName,
        externalId: now.externalId,
      });
      await queueUpload(trx, fileName, photo, {
        observationExternalId: now.externalId,
        inspectionExternalId: saved.inspectionExternalId,
      });
      return { observationExternalId: kept.externalId, fileName: original };
    });
    if (before.value !== original) await deps.files.delete(before.value).catch(() => undefined);
    return { fileName, original: kept };
  } catch (error) {
    await deps.files.delete(fileName).catch(() => undefined);
    throw error;
  }
}

/** The photo shows its original again: its file goes back on the photo's observation and the kept copy goes. */
export async function restoreOriginalPhoto(deps: PhotoDeps, input: PhotoRef): Promise<{ fileName: string }> {
  const parsed = parseWrite(PhotoRefSchema, input);
  const before = await photoRow(deps.db, parsed.inspectionExternalId, parsed.observationExternalId);
  const original = originalFileName(before.value);
  if (original === undefined) throw invalidValue(NO_MARKUP, before.identifier);
  const file = await deps.files.read(original);
  if (!file) throw new EngineError('not-found', PHOTO_NOT_HERE);
  await deps.db.transaction().execute(async (trx) => {
    const now = await photoRow(trx, parsed.inspectionExternalId, parsed.observationExternalId);
    if (now.value !== before.value) throw new EngineError('conflict', PHOTO_CHANGED);
    const kept = await keptOriginal(trx, now, original);
    if (!kept) throw new EngineError('not-found', ORIGINAL_NOT_FOUND);
    await saveObservation(trx, {
      ...placeOf(now),
      identifier: originalPhotoIdentifier(now.identifier),
      value: null,
      externalId: kept.externalId,
    });
    await trx.deleteFrom('photoQueue').where('fileName', '=', now.value).execute();
    const saved = await saveObservation(trx, {
      ...placeOf(now),
      identifier: now.identifier,
      value: original,
      externalId: now.externalId,
    });
    await queueUpload(trx, original, file, {
      observationExternalId: now.externalId,
      inspectionExternalId: saved.inspectionExternalId,
    });
  });
  await deps.files.delete(before.value).catch(() => undefined);
  return { fileName: original };
}

/** The kept original of a photo (undefined when it shows its original), for the zoom and the editor; any inspection. */
export async function photoOriginal(
  db: Kysely<Database>,
  input: PhotoRef,
): Promise<PhotoOriginal | undefined> {
  const parsed = parseWrite(PhotoRefSchema, input);
  const photo = await photoRow(db, parsed.inspectionExternalId, parsed.observationExternalId, false);
  const original = originalFileName(photo.value);
  if (original === undefined) return undefined;
  const kept = await keptOriginal(db, photo, original);
  return kept ? { observationExternalId: kept.externalId, fileName: original } : undefined;
}
