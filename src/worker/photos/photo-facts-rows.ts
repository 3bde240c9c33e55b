import { sql, type Kysely, type Transaction } from 'kysely';
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

/**
 * The photo a facts row belongs to, as client migration 0013's index holds it (the same expression, so SQLite finds
 * a photo's facts through that index): null for a value that is not JSON.
 */
const PHOTO_OF_FACTS = sql<string | null>`iif(json_valid(value), value ->> '$.photo', NULL)`;

/** The facts rows of one photo (its observation externalId), through client migration 0013's index. */
export function factsOfPhotoQuery(
  db: Db,
  categoryTypeExternalId: string,
  photoObservationExternalId: string,
) {
  return (
    db
      .selectFrom('observations')
      .select(['externalId', 'value'])
      .where('categoryTypeExternalId', '=', categoryTypeExternalId)
      // A literal, not a parameter: the partial index's condition must be seen when the statement is prepared.
      .where('observableItemId', '=', sql.lit(FACTS_ID))
      .where(PHOTO_OF_FACTS, '=', photoObservationExternalId)
  );
}

/** The facts of one photo: what a write of that photo (its caption, a late place, its delete) reads. */
export async function factsOfPhoto(
  db: Db,
  categoryTypeExternalId: string,
  photoObservationExternalId: string,
): Promise<StoredFacts | undefined> {
  const rows = await factsOfPhotoQuery(db, categoryTypeExternalId, photoObservationExternalId).execute();
  // Two rows for one photo (two devices' new pictures of one field) are settled as the reading of all of them was:
  // the later row wins.
  let found: StoredFacts | undefined;
  for (const row of rows) {
    const facts = parsePhotoFacts(row.value);
    if (facts?.photo === photoObservationExternalId) found = { externalId: row.externalId, facts };
  }
  return found;
}

/** Every photo's facts of a category type (an inspection), by the photo's observation externalId: for the screens. */
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
    : await factsOfPhoto(trx, at.categoryTypeExternalId, facts.photo);
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
  const existing = await factsOfPhoto(trx, categoryTypeExternalId, photoObservationExternalId);
  if (!existing) return;
  await saveObservation(trx, {
    categoryTypeExternalId,
    identifier: PHOTO_FACTS,
    value: null,
    externalId: existing.externalId,
  });
}
