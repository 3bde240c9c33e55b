import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { PHOTO_NOT_NAMED, type UploadResult } from '../../api/photos.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { badRequest, HttpError, notFound } from '../http-errors.ts';
import type { Logger } from '../log.ts';
import { conflict, forbidden, recordRefusal, Refusal, type RefusedRow } from '../save/refusal.ts';
import { isoUtc } from '../sync/lists.ts';
import { checkWholeImage } from './image-check.ts';
import { photoBudgetRefusal } from './inspection-budget.ts';
import { findKeptPhoto, keepReplacedPhoto, uploadPlace } from './kept-photos.ts';
import type { PhotoStore } from './store.ts';

// The photo of an observation: stored once per observation (a replay of the same bytes writes nothing; new bytes
// replace the file), streamed back with the type found in its bytes. Only the inspector whose inspection it is may
// upload it, and a completed inspection's photos are never replaced; its inspector's device may still send a photo
// the record names that has not arrived yet (the upload queue runs after the completing save), also when the server
// holds an earlier photo of the field (retaken or marked up before the completing save, the new file not sent yet).

/** recording spec §8 Photos. */
export const OBSERVATION_NOT_FOUND = 'Observation not found';
export const NO_PHOTO = 'No photo has been uploaded for this observation';

interface ObservationRef {
  id: number;
  externalId: string;
}

export async function findObservation(db: Db, ref: number | string): Promise<ObservationRef> {
  const query = db.selectFrom('observations').select(['id', sql<string>`external_id::text`.as('externalId')]);
  const row = await (
    typeof ref === 'number' ? query.where('id', '=', ref) : query.where('externalId', '=', ref)
  ).executeTakeFirst();
  if (row === undefined) throw notFound(OBSERVATION_NOT_FOUND);
  return row;
}

/** The observation a photo upload names, once its uploader may upload it (photoUploadTarget). */
export interface PhotoTarget extends ObservationRef {
  inspectionExternalId: string;
  owner: string | null;
  inspectorName: string;
  completed: boolean;
}

async function findTarget(db: Db, ref: number | string): Promise<PhotoTarget> {
  const where = typeof ref === 'number' ? sql`o.id = ${ref}` : sql`o.external_id = ${ref}::uuid`;
  const row = await sql<PhotoTarget>`
    SELECT o.id, o.external_id::text AS "externalId", i.external_id::text AS "inspectionExternalId",
      coalesce(i.owner_sub, i.saved_by) AS owner, i.inspector_name AS "inspectorName",
      (i.completed AND NOT i.reopened) AS completed
    FROM observations o
    JOIN inspection_category_types ct ON ct.id = o.category_type_id
    JOIN inspections i ON i.id = ct.inspection_id
    WHERE ${where}`.execute(db);
  const target = row.rows[0];
  if (target === undefined) throw notFound(OBSERVATION_NOT_FOUND);
  return target;
}

const refusedRows = (observation: PhotoTarget): RefusedRow[] => [
  {
    tableName: 'photos',
    rowExternalId: observation.externalId,
    inspectionExternalId: observation.inspectionExternalId,
  },
];

/**
 * The observation of an upload, when this inspector may upload its photo: asked before the body is read, so another
 * inspector's upload costs a lookup, whatever its size (404 unknown, 403 someone else's, kept in the audit trail).
 */
export async function photoUploadTarget(
  db: Db,
  ref: number | string,
  identity: Identity,
): Promise<PhotoTarget> {
  const observation = await findTarget(db, ref);
  if (observation.owner !== identity.sub) {
    const refusal = forbidden(
      `This photo belongs to another inspector's inspection (${observation.inspectorName}): only they can upload it`,
      refusedRows(observation),
    );
    await recordRefusal(db, identity, refusal);
    throw refusal;
  }
  return observation;
}

export async function storePhoto(
  db: Db,
  store: PhotoStore,
  log: Logger,
  observation: PhotoTarget,
  bytes: Uint8Array,
  identity: Identity,
  deviceFile?: string,
): Promise<UploadResult> {
  try {
    return await storeAllowedPhoto(db, store, log, observation, bytes, identity.sub, deviceFile);
  } catch (error) {
    if (error instanceof Refusal) await recordRefusal(db, identity, error);
    throw error;
  }
}

async function storeAllowedPhoto(
  db: Db,
  store: PhotoStore,
  log: Logger,
  target: PhotoTarget,
  bytes: Uint8Array,
  uploadedBy: string,
  deviceFile: string | undefined,
): Promise<UploadResult> {
  // Read again: the inspection may have been completed while the body arrived.
  const observation = await findTarget(db, target.id);
  const refused = refusedRows(observation);
  const image = checkWholeImage(bytes);
  if (!image.ok)
    throw image.tooLarge ? new HttpError(413, { error: image.problem }) : badRequest(image.problem);
  const contentType = image.type;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // Another device's photo of this observation never replaces the one its value names: it is kept beside it.
  const place = await uploadPlace(db, observation, deviceFile);
  if (place === undefined) throw conflict(PHOTO_NOT_NAMED, refused);
  if (place === 'kept' && deviceFile !== undefined) {
    return storeKeptPhoto(db, store, log, observation, deviceFile, {
      bytes,
      contentType,
      sha256,
      uploadedBy,
    });
  }
  const current = await db
    .selectFrom('photos')
    .select([
      'fileName',
      'deviceFileName',
      'contentType',
      'byteSize',
      'sha256',
      sql<string>`${sql.raw(isoUtc('uploaded_at'))}`.as('at'),
    ])
    .where('observationId', '=', observation.id)
    .executeTakeFirst();
  const base = { observationId: observation.id, observationExternalId: observation.externalId, sha256 };
  if (
    current !== undefined &&
    current.sha256 !== sha256 &&
    replacesCompletedPhoto(observation, current, deviceFile)
  ) {
    throw conflict(
      `Inspection ${observation.inspectionExternalId} is completed: its photos cannot be replaced (reopen it first)`,
      refused,
    );
  }
  if (current?.sha256 === sha256) {
    return sameAsStored(base, current);
  }
  // Checked before the file is written, then again under the inspection's lock (two uploads at once).
  const budget = () =>
    photoBudgetRefusal(db, observation.inspectionExternalId, observation.id, bytes.byteLength);
  const early = await budget();
  if (early !== undefined) throw early;
  const fileName = await store.write(bytes, contentType);
  try {
    const { replaced, at } = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('inspections')
        .select('id')
        .where('externalId', '=', observation.inspectionExternalId)
        .forUpdate()
        .execute();
      const over = await photoBudgetRefusal(
        trx,
        observation.inspectionExternalId,
        observation.id,
        bytes.byteLength,
      );
      if (over !== undefined) throw over;
      const before = await trx
        .selectFrom('photos')
        .select(['fileName', 'deviceFileName'])
        .where('observationId', '=', observation.id)
        .forUpdate()
        .executeTakeFirst();
      // Another upload of this observation got in first: a completed record keeps the photo it names.
      if (before !== undefined && replacesCompletedPhoto(observation, before, deviceFile)) {
        throw conflict(
          `Inspection ${observation.inspectionExternalId} is completed: its photos cannot be replaced (reopen it first)`,
          refused,
        );
      }
      // Another device's photo, named by a conflict, is kept (its file stays), never replaced.
      const kept = before !== undefined && (await keepReplacedPhoto(trx, observation, before, deviceFile));
      const row = await trx
        .insertInto('photos')
        .values({
          observationId: observation.id,
          fileName,
          contentType,
          byteSize: bytes.byteLength,
          sha256,
          uploadedBy,
          deviceFileName: deviceFile ?? null,
        })
        .onConflict((oc) =>
          oc.column('observationId').doUpdateSet({
            fileName,
            contentType,
            byteSize: bytes.byteLength,
            sha256,
            uploadedBy,
            deviceFileName: deviceFile ?? null,
            uploadedAt: sql<string>`clock_timestamp()`,
          }),
        )
        .returning(sql<string>`${sql.raw(isoUtc('uploaded_at'))}`.as('at'))
        .executeTakeFirstOrThrow();
      return { replaced: kept ? undefined : before?.fileName, at: row.at };
    });
    if (replaced !== undefined) {
      await store
        .remove(replaced)
        .catch((error: unknown) => log.warn('photo file not removed', { error: String(error) }));
    }
    return { ...base, fileName, contentType, byteSize: bytes.byteLength, uploadedAt: at, changed: true };
  } catch (error) {
    await store.remove(fileName).catch(() => {});
    throw error;
  }
}

/**
 * Whether an upload would replace the photo a completed record names: any upload naming no file (an older app), or
 * one naming the file the stored photo already is. An upload of the file the value names over a photo stored under
 * another name brings the record's photo, not a change of it (uploadPlace has checked the value names it).
 */
function replacesCompletedPhoto(
  observation: { completed: boolean },
  stored: { deviceFileName: string | null },
  deviceFile: string | undefined,
): boolean {
  return observation.completed && (deviceFile === undefined || stored.deviceFileName === deviceFile);
}

/**
 * The photo of an observation; with `deviceFile`, the photo of that device's file: the observation's own, or another
 * device's kept beside it (decision 0064-both-devices-photos-kept), never a different photo under that name.
 */
export async function loadPhoto(db: Db, store: PhotoStore, ref: number | string, deviceFile?: string) {
  const observation = await findObservation(db, ref);
  const own = await db
    .selectFrom('photos')
    .select(['fileName', 'contentType', 'sha256', 'deviceFileName'])
    .where('observationId', '=', observation.id)
    .executeTakeFirst();
  const kept =
    deviceFile === undefined || own?.deviceFileName === deviceFile
      ? undefined
      : await findKeptPhoto(db, observation.id, deviceFile);
  // A photo from an app that named no file is the observation's, whatever name is asked.
  const photo =
    kept ??
    (deviceFile === undefined || own?.deviceFileName === deviceFile || own?.deviceFileName === null
      ? own
      : undefined);
  if (photo === undefined) throw notFound(NO_PHOTO);
  const file = await store.open(photo.fileName);
  if (file === undefined) throw notFound(NO_PHOTO);
  return { fileName: photo.fileName, contentType: photo.contentType, sha256: photo.sha256, ...file };
}

/** Another device's photo of the observation, kept beside the one its value names (a replay writes nothing). */
/** The answer to an upload of the bytes already stored: nothing changed. */
function sameAsStored(
  base: Pick<UploadResult, 'observationId' | 'observationExternalId' | 'sha256'>,
  stored: { fileName: string; contentType: string; byteSize: number; at: string },
): UploadResult {
  return {
    ...base,
    fileName: stored.fileName,
    contentType: stored.contentType as UploadResult['contentType'],
    byteSize: stored.byteSize,
    uploadedAt: stored.at,
    changed: false,
  };
}

async function storeKeptPhoto(
  db: Db,
  store: PhotoStore,
  log: Logger,
  observation: PhotoTarget,
  deviceFile: string,
  photo: { bytes: Uint8Array; contentType: UploadResult['contentType']; sha256: string; uploadedBy: string },
): Promise<UploadResult> {
  const { bytes, contentType, sha256, uploadedBy } = photo;
  const base = { observationId: observation.id, observationExternalId: observation.externalId, sha256 };
  const current = await findKeptPhoto(db, observation.id, deviceFile);
  if (current?.sha256 === sha256) {
    return sameAsStored(base, current);
  }
  const fileName = await store.write(bytes, contentType);
  try {
    const row = await db
      .insertInto('keptPhotos')
      .values({
        observationId: observation.id,
        deviceFileName: deviceFile,
        fileName,
        contentType,
        byteSize: bytes.byteLength,
        sha256,
        uploadedBy,
      })
      .onConflict((oc) =>
        oc.columns(['observationId', 'deviceFileName']).doUpdateSet({
          fileName,
          contentType,
          byteSize: bytes.byteLength,
          sha256,
          uploadedBy,
          uploadedAt: sql<string>`clock_timestamp()`,
        }),
      )
      .returning(sql<string>`${sql.raw(isoUtc('uploaded_at'))}`.as('at'))
      .executeTakeFirstOrThrow();
    if (current !== undefined) {
      await store
        .remove(current.fileName)
        .catch((error: unknown) => log.warn('photo file not removed', { error: String(error) }));
    }
    return { ...base, fileName, contentType, byteSize: bytes.byteLength, uploadedAt: row.at, changed: true };
  } catch (error) {
    await store.remove(fileName).catch(() => {});
    throw error;
  }
}
