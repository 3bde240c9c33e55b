import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What an inspection is called on its card, its contents and its screens: the machine; for a bucket in a yard, the
// bucket the inspector tapped (the yard is where it stands, not what is inspected); the inspection's own name, then
// the yard, when the bucket is not on the device.

/** The title, for a query of `inspections as i` joined to `assets as a` and `mineLocations as l`. */
export const inspectionTitle = sql<string>`coalesce(a.name,
  (SELECT e.name FROM equipments e WHERE e.externalId = i.equipmentExternalId), i.name, l.name)`;

/** The title of one inspection (null when it is not on the device). */
export async function inspectionTitleOf(db: Kysely<Database>, externalId: string): Promise<string | null> {
  const row = await db
    .selectFrom('inspections as i')
    .leftJoin('assets as a', 'a.id', 'i.assetId')
    .leftJoin('mineLocations as l', 'l.id', 'i.mineLocationId')
    .select(inspectionTitle.as('title'))
    .where('i.externalId', '=', externalId)
    .executeTakeFirst();
  return row?.title ?? null;
}
