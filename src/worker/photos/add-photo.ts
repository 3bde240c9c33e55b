import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PhotoPlace } from '../../rules/index.ts';
import { saveObservation, type ObservationInput } from '../observations/save-observation.ts';
import type { CompressPhoto } from './compress-photo.ts';
import { removeFacts, writeFacts } from './photo-facts-rows.ts';
import type { PhotoFiles } from './photo-files.ts';

export interface PhotoDeps {
  readonly db: Kysely<Database>;
  readonly files: PhotoFiles;
  readonly compress: CompressPhoto;
}

export interface AddedPhoto {
  readonly fileName: string;
  readonly observationExternalId: string;
  readonly byteSize: number;
}

/**
 * One step for the UI: compress the captured image, store it and its thumbnail under a generated name, and in one
 * transaction write the observation whose value is that name, its outbox entry and its upload-queue entry. A file
 * whose transaction failed is removed again, so nothing points at a missing photo. `guard` runs first in that
 * transaction: a check that may refuse the photo (its inspection completed while it was compressed).
 */
export async function addPhoto(
  deps: PhotoDeps,
  input: Omit<ObservationInput, 'value'> & {
    readonly image: Blob;
    /** Other values of the same entity written in the same transaction (e.g. the cover photo's "photo taken"). */
    readonly alsoSet?: Readonly<Record<string, string>>;
    /** When the photo reached the app (local time and offset): its time taken when the camera's EXIF has none. */
    readonly capturedAt?: string;
    /** Where the device was, when the inspector allowed it and a fix came in time. */
    readonly place?: PhotoPlace;
  },
  guard?: (trx: Transaction<Database>) => Promise<void>,
): Promise<AddedPhoto> {
  const { photo: compressed, thumbnail, taken: cameraTaken } = await deps.compress(input.image);
  const taken = cameraTaken ?? input.capturedAt;
  const fileName = `${crypto.randomUUID()}.jpg`;
  let replaced: string | undefined;
  try {
    await deps.files.write(fileName, compressed);
    await deps.files.writeThumbnail(fileName, thumbnail);
    const saved = await deps.db.transaction().execute(async (trx) => {
      await guard?.(trx);
      if (input.externalId) {
        // A single-photo field replaces its photo (recording spec §5): the old file goes once this commits.
        const old = await trx
          .selectFrom('observations')
          .select('value')
          .where('externalId', '=', input.externalId)
          .executeTakeFirst();
        replaced = old?.value ?? undefined;
        if (replaced) await trx.deleteFrom('photoQueue').where('fileName', '=', replaced).execute();
      }
      const observation = await saveObservation(trx, { ...input, value: fileName });
      for (const [identifier, value] of Object.entries(input.alsoSet ?? {})) {
        await saveObservation(trx, { ...input, externalId: undefined, identifier, value });
      }
      // Its time and place (decision 0063); a new photo in a single-photo field does not keep the old one's.
      if (input.externalId !== undefined)
        await removeFacts(trx, input.categoryTypeExternalId, observation.externalId);
      if (taken !== undefined || input.place !== undefined) {
        const facts = {
          photo: observation.externalId,
          ...(taken === undefined ? {} : { taken }),
          ...(input.place === undefined ? {} : { place: input.place }),
        };
        await writeFacts(trx, input, facts, { fresh: true });
      }
      await trx
        .insertInto('photoQueue')
        .values({
          fileName,
          observationExternalId: observation.externalId,
          inspectionExternalId: observation.inspectionExternalId,
          mimeType: compressed.type || 'image/jpeg',
          byteSize: compressed.size,
          createdAt: new Date().toISOString(),
          nextAttemptAt: null,
          lastError: null,
          uploadedAt: null,
        })
        .execute();
      return observation;
    });
    if (replaced && replaced !== fileName) await deps.files.delete(replaced).catch(() => undefined);
    return { fileName, observationExternalId: saved.externalId, byteSize: compressed.size };
  } catch (error) {
    await deps.files.delete(fileName).catch(() => undefined);
    throw error;
  }
}
