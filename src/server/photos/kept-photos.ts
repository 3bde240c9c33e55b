import { sql, type Transaction } from 'kysely';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import type { Db } from '../db/connect.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { isoUtc } from '../sync/lists.ts';

// Two devices, one inspection (decisions 0052 and 0064-both-devices-photos-kept): a single-photo field replaced on two
// devices keeps both devices' photos. An upload names the device's file (the observation's value on that device). The
// observation's photo is the one its value names; another device's photo of it, named by a conflict kept beside
// the held value, is kept in kept_photos and downloaded by its file name. Nothing here removes a photo.

/** Where an upload naming a device's file goes: the observation's photo, or kept beside it. */
export type UploadPlace = 'observation' | 'kept';

/**
 * The place of an upload of `deviceFile` (undefined: an older app, which names none: the observation's photo, as
 * before): the observation's own photo when its value names the file; kept when a conflict of the observation names
 * it (either device's side); undefined when nothing names it (the device replaced that photo before it was sent).
 */
export async function uploadPlace(
  db: Db,
  observation: { id: number; externalId: string },
  deviceFile: string | undefined,
): Promise<UploadPlace | undefined> {
  if (deviceFile === undefined) return 'observation';
  const { rows } = await sql<{ held: boolean; named: boolean }>`
    SELECT o.value IS NOT DISTINCT FROM ${deviceFile} AS held,
      EXISTS (SELECT 1 FROM observation_conflicts c
        WHERE c.observation_external_id = o.external_id
          AND (c.value = ${deviceFile} OR c.held_value = ${deviceFile})) AS named
    FROM observations o WHERE o.id = ${observation.id}`.execute(db);
  const row = rows[0];
  if (row === undefined) return undefined;
  if (row.held) return 'observation';
  return row.named ? 'kept' : undefined;
}

/** The kept photo of a device's file, if any. */
export async function findKeptPhoto(db: Db, observationId: number, deviceFile: string) {
  return db
    .selectFrom('keptPhotos')
    .select([
      'fileName',
      'contentType',
      'byteSize',
      'sha256',
      sql<string>`${sql.raw(isoUtc('uploaded_at'))}`.as('at'),
    ])
    .where('observationId', '=', observationId)
    .where('deviceFileName', '=', deviceFile)
    .executeTakeFirst();
}

/**
 * Whether the observation's photo about to be replaced by an upload naming `deviceFile` is another device's photo a
 * conflict names: it is then moved to the kept photos (its file stays), not removed.
 */
export async function keepReplacedPhoto(
  trx: Transaction<ServerDatabase>,
  observation: { id: number; externalId: string },
  before: { deviceFileName: string | null },
  deviceFile: string | undefined,
): Promise<boolean> {
  const replaced = before.deviceFileName;
  if (replaced === null || replaced === deviceFile) return false;
  const { rows } = await sql<{ id: number }>`
    SELECT c.id FROM observation_conflicts c
    WHERE c.observation_external_id = ${observation.externalId}::uuid
      AND (c.value = ${replaced} OR c.held_value = ${replaced}) LIMIT 1`.execute(trx);
  if (rows.length === 0) return false;
  await moveToKept(trx, observation.id);
  return true;
}

/** The observation's photo, moved to the kept photos under its device's file name (or its stored name). */
async function moveToKept(trx: Transaction<ServerDatabase>, observationId: number): Promise<void> {
  await sql`
    WITH gone AS (DELETE FROM photos WHERE observation_id = ${observationId}
      RETURNING observation_id, coalesce(device_file_name, file_name) AS device_file_name, file_name, content_type,
        byte_size, sha256, uploaded_at, uploaded_by)
    INSERT INTO kept_photos (observation_id, device_file_name, file_name, content_type, byte_size, sha256,
      uploaded_at, uploaded_by)
    SELECT * FROM gone
    ON CONFLICT (observation_id, device_file_name) DO NOTHING`.execute(trx);
}

/**
 * After a save that settles conflicts: an observation whose chosen value names a kept photo gets that photo as its
 * own, and the photo it had is kept in its place (so both stay reachable by their file names, and the report shows
 * the chosen one).
 */
export async function promoteKeptPhotos(
  trx: Transaction<ServerDatabase>,
  request: SaveInspectionsRequestParsed,
): Promise<void> {
  const settling = request.inspections.flatMap((i) =>
    i.categoriesTypes.flatMap((ct) =>
      ct.observations.filter((o) => !o.deleted && (o.settles?.length ?? 0) > 0).map((o) => o.externalId),
    ),
  );
  if (settling.length === 0) return;
  const { rows } = await sql<{ id: number; value: string }>`
    SELECT o.id, o.value FROM observations o
    JOIN kept_photos k ON k.observation_id = o.id AND k.device_file_name = o.value
    WHERE o.external_id = ANY(${settling}::uuid[])
      AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.observation_id = o.id AND p.device_file_name = o.value)`.execute(
    trx,
  );
  for (const row of rows) {
    await moveToKept(trx, row.id);
    await sql`
      WITH chosen AS (DELETE FROM kept_photos WHERE observation_id = ${row.id} AND device_file_name = ${row.value}
        RETURNING *)
      INSERT INTO photos (observation_id, file_name, content_type, byte_size, sha256, uploaded_at, uploaded_by,
        device_file_name)
      SELECT observation_id, file_name, content_type, byte_size, sha256, uploaded_at, uploaded_by, device_file_name
      FROM chosen`.execute(trx);
  }
}
