import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { DataType, entryByIdentifier, photoFactsLine, type PhotoFacts } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { factsOfPhoto, factsOfPhotos, writeFacts } from '../photos/photo-facts-rows.ts';
import { CaptionSchema, PlaceSchema } from './photo-facts-checks.ts';
import { IdSchema, InspectionIdSchema, parseWrite } from './write-checks.ts';
import { openInspection } from './write-target.ts';

// A photo's caption and place after the photo itself (decision 0063): the caption as the inspector types it, the
// place when the fix came after the photo was stored. One transaction each, through the one door.

const PhotoFactsWriteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  observationExternalId: IdSchema('Photo not found'),
  /** The caption as typed; empty removes it. */
  caption: v.optional(CaptionSchema),
  /** A fix that came after the photo was stored; a photo that has a place keeps it. */
  place: v.optional(PlaceSchema),
});
export type PhotoFactsWrite = v.InferInput<typeof PhotoFactsWriteSchema>;

/** Saves a photo's caption or its late place, keeping the rest of its facts. */
export async function recordPhotoFacts(db: Kysely<Database>, input: PhotoFactsWrite): Promise<void> {
  const parsed = parseWrite(PhotoFactsWriteSchema, input);
  await db.transaction().execute(async (trx) => {
    const at = await openInspection(trx, parsed.inspectionExternalId);
    const categoryTypeExternalId = at.scope.categoryTypeExternalId;
    const photo = await trx
      .selectFrom('observations')
      .select(['observableItem', 'entityId', 'entityExternalId', 'dataLevelId'])
      .where('externalId', '=', parsed.observationExternalId)
      .where('categoryTypeExternalId', '=', categoryTypeExternalId)
      .executeTakeFirst();
    const entry = photo?.observableItem ? entryByIdentifier(photo.observableItem) : undefined;
    if (!photo || entry?.dataType !== DataType.image) throw new EngineError('not-found', 'Photo not found');
    const before: PhotoFacts = (await factsOfPhoto(trx, categoryTypeExternalId, parsed.observationExternalId))
      ?.facts ?? { photo: parsed.observationExternalId };
    const caption = parsed.caption ?? before.caption;
    const place = before.place ?? parsed.place;
    await writeFacts(
      trx,
      {
        categoryTypeExternalId,
        entityId: photo.entityId,
        entityExternalId: photo.entityExternalId,
        dataLevelId: photo.dataLevelId,
      },
      {
        photo: before.photo,
        ...(caption ? { caption } : {}),
        ...(before.taken === undefined ? {} : { taken: before.taken }),
        ...(place === undefined ? {} : { place }),
      },
    );
  });
}

/** What the screens show under a photo: its caption and the "Taken …" line. */
export interface PhotoFactsShown {
  readonly caption: string;
  readonly line: string | undefined;
}

/** Every photo's caption and line of an inspection, by the photo's observation externalId. */
export async function photoFactsOf(
  db: Kysely<Database>,
  inspectionExternalId: string,
): Promise<Readonly<Record<string, PhotoFactsShown>>> {
  const categoryTypes = await db
    .selectFrom('inspectionCategoryTypes')
    .select('externalId')
    .where('inspectionExternalId', '=', inspectionExternalId)
    .execute();
  const shown: Record<string, PhotoFactsShown> = {};
  for (const { externalId } of categoryTypes) {
    for (const [photo, { facts }] of await factsOfPhotos(db, externalId)) {
      shown[photo] = { caption: facts.caption ?? '', line: photoFactsLine(facts) };
    }
  }
  return shown;
}
