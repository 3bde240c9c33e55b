import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http-errors.ts';

// How many photos, and how many bytes of them, one inspection may hold: its report carries every photo,
// so this bounds what one report reads and writes. The device stores a photo at about 230 KB and at most 512 KB
// (decision 0024): 200 of them fit, as far more than a thorough inspection takes.

export const PHOTOS_PER_INSPECTION = 200;
export const PHOTO_BYTES_PER_INSPECTION = 64 * 1024 * 1024;

const MIB = 1024 * 1024;

/**
 * The refusal for one more photo of `bytes` on this observation, or undefined when it fits. The observation's own
 * photo, which the new one would replace, does not count.
 */
export async function photoBudgetRefusal(
  db: Db,
  inspectionExternalId: string,
  observationId: number,
  bytes: number,
): Promise<HttpError | undefined> {
  const { rows } = await sql<{ count: string; bytes: string | null }>`
    SELECT count(*) AS count, sum(p.byte_size) AS bytes
    FROM photos p
    JOIN observations o ON o.id = p.observation_id
    JOIN inspection_category_types ct ON ct.id = o.category_type_id
    JOIN inspections i ON i.id = ct.inspection_id
    WHERE i.external_id = ${inspectionExternalId}::uuid AND p.observation_id <> ${observationId}`.execute(db);
  const held = { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
  if (held.count >= PHOTOS_PER_INSPECTION) {
    return new HttpError(409, {
      error: `This inspection already has ${PHOTOS_PER_INSPECTION} photos, the most one inspection keeps: remove a photo before adding another`,
    });
  }
  if (held.bytes + bytes > PHOTO_BYTES_PER_INSPECTION) {
    return new HttpError(413, {
      error: `This inspection's photos would take more than ${PHOTO_BYTES_PER_INSPECTION / MIB} MB, the most one inspection keeps: remove a photo before adding another`,
    });
  }
  return undefined;
}
