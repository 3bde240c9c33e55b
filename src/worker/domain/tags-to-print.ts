import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bucketTagPath, machineTagPath } from '../../rules/index.ts';

// The fleet's tags to print (issue 55 item 3): the sites this device holds, and one site's machines and buckets with
// the path each tag carries. The sheet itself is drawn in a worker of the UI, from this list.

export interface PrintTagSite {
  readonly id: number;
  readonly name: string;
  readonly machines: number;
  readonly buckets: number;
}

export interface TagToPrint {
  readonly kind: 'machine' | 'bucket';
  /** The name printed in large under the code. */
  readonly name: string;
  /** The second line: a bucket's serial, a machine's id (what the code carries, so a damaged code can be typed). */
  readonly serial: string;
  /** `/tag/machine/<id>` or `/tag/bucket/<serial>`: the sheet prefixes the app's origin. */
  readonly path: string;
}

export interface TagsToPrintRequest {
  readonly siteId: number;
  readonly machines: boolean;
  readonly buckets: boolean;
}

/** A bucket, as the search's bucket-only list knows one: by its type's text or its type's row. */
const isBucket = sql<boolean>`(lower(e.equipmentType) = 'bucket' OR e.equipmentTypeId IN
  (SELECT id FROM equipmentTypes WHERE lower(name) = 'bucket'))`;

/** A bucket of the site: fitted to one of its machines, or in one of its yards. */
const ofSite = (siteId: number) => sql<boolean>`(
  e.assetId IN (SELECT id FROM assets WHERE siteId = ${siteId})
  OR e.mineLocationId IN (SELECT id FROM mineLocations WHERE siteId = ${siteId}))`;

export async function printTagSites(db: Kysely<Database>): Promise<PrintTagSite[]> {
  const rows = await db
    .selectFrom('sites as s')
    .select([
      's.id',
      's.name',
      sql<number>`(SELECT count(*) FROM assets a WHERE a.siteId = s.id)`.as('machines'),
      sql<number>`(SELECT count(*) FROM equipments e WHERE ${isBucket} AND (
        e.assetId IN (SELECT id FROM assets WHERE siteId = s.id)
        OR e.mineLocationId IN (SELECT id FROM mineLocations WHERE siteId = s.id)))`.as('buckets'),
    ])
    .orderBy(sql`s.name COLLATE NOCASE`)
    .execute();
  return rows
    .map((row) => ({ ...row, machines: Number(row.machines), buckets: Number(row.buckets) }))
    .filter((row) => row.machines + row.buckets > 0);
}

export async function tagsToPrint(db: Kysely<Database>, request: TagsToPrintRequest): Promise<TagToPrint[]> {
  const machines = request.machines
    ? await db
        .selectFrom('assets')
        .select(['id', 'name'])
        .where('siteId', '=', request.siteId)
        .orderBy(sql`name COLLATE NOCASE`)
        .orderBy('id')
        .execute()
    : [];
  const buckets = request.buckets
    ? await db
        .selectFrom('equipments as e')
        .select(['e.externalId', 'e.name', 'e.serialNumber'])
        .where(isBucket)
        .where(ofSite(request.siteId))
        .orderBy(sql`e.name COLLATE NOCASE`)
        .orderBy('e.externalId')
        .execute()
    : [];
  return [
    ...machines.map((m): TagToPrint => ({
      kind: 'machine',
      name: m.name,
      serial: `Machine ${m.id}`,
      path: machineTagPath(m.id),
    })),
    ...buckets.map((b): TagToPrint => {
      const serial = b.serialNumber?.trim() ?? '';
      return {
        kind: 'bucket',
        name: b.name,
        serial: serial === '' ? 'No serial number' : `S/N ${serial}`,
        path: bucketTagPath(serial === '' ? b.externalId : serial),
      };
    }),
  ];
}
