import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  catalogueId,
  parsePhotoFacts,
  PHOTO_FACTS,
  photoFactsValue,
  type PhotoFacts,
} from '../../rules/index.ts';
import { saveObservation } from '../observations/save-observation.ts';

// A photo's facts (caption, time taken, place: decision 0063) as the Photo.Facts observation beside the photo's own,
// on the same category type, entity and level, written through the one door in the photo's transaction or a caption's.

type Db = Kysely<Database> | Transaction<Database>;

// The item's id is its identifier's hash: no need to build the catalogue when the worker starts.
const FACTS_ID = catalogueId(PHOTO_FACTS);

export interface StoredFacts {
  /** The facts observation's externalId. */
  readonly externalId: string;
  readonly facts: PhotoFacts;
}

/** Every photo's facts of a category type (an inspection), by the photo's observation externalId. */
export async function factsOfPhotos(
  db: Db,
  categoryTypeExternalId: string,
): Promise<Map<string, StoredFacts>> {
  const rows = await db
    .selectFrom('observations')
    .select(['externalId', 'value'])
    .where('categoryTypeExternalId', '=', categoryTypeExternalId)
    .where('observableItemId', '=', FACTS_ID)
    .execute();
  const byPhoto = new Map<string, StoredFacts>();
  for (const row of rows) {
    const facts = parsePhotoFacts(row.value);
    if (facts) byPhoto.set(facts.photo, { externalId: row.externalId, facts });
  }
  return byPhoto;
}

/** The photo observation the facts belong to: where they are written. */
export interface FactsPlace {
  readonly categoryTypeExternalId: string;
  readonly entityId?: number | null;
  readonly entityExternalId?: string | null;
  readonly dataLevelId?: number;
}

/**
 * Writes a photo's facts, replacing the ones it had (a caption), or as a row of their own (`fresh`: a new picture's
 * time and place, so two devices that each took a new photo of one field do not change one facts row and conflict
 * over facts nobody typed; the photo's own conflict decides which picture stays).
 */
export async function writeFacts(
  trx: Transaction<Database>,
  at: FactsPlace,
  facts: PhotoFacts,
  options: { readonly fresh?: boolean } = {},
): Promise<void> {
  const existing = options.fresh
    ? undefined
    : (await factsOfPhotos(trx, at.categoryTypeExternalId)).get(facts.photo);
  await saveObservation(trx, {
    categoryTypeExternalId: at.categoryTypeExternalId,
    identifier: PHOTO_FACTS,
    value: photoFactsValue(facts),
    ...(existing ? { externalId: existing.externalId } : {}),
    entityId: at.entityId ?? null,
    entityExternalId: at.entityExternalId ?? null,
    ...(at.dataLevelId === undefined ? {} : { dataLevelId: at.dataLevelId }),
  });
}

/** Removes a photo's facts with the photo. */
export async function removeFacts(
  trx: Transaction<Database>,
  categoryTypeExternalId: string,
  photoObservationExternalId: string,
): Promise<void> {
  const existing = (await factsOfPhotos(trx, categoryTypeExternalId)).get(photoObservationExternalId);
  if (!existing) return;
  await saveObservation(trx, {
    categoryTypeExternalId,
    identifier: PHOTO_FACTS,
    value: null,
    externalId: existing.externalId,
  });
}
