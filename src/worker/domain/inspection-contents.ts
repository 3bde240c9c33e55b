import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findBucketToChangeOut } from '../../rules/index.ts';
import { deletedAndBackOf, deletedAndBackSql, type DeletedAndBack } from './deleted-and-back.ts';
import { ownedByAnotherSql } from './inspection-owner.ts';
import { inspectionTitle } from './inspection-title.ts';

// The inspection table of contents (recording spec §2 "Inspection contents"): its header and what each entry needs.

export interface InspectionContents {
  readonly externalId: string;
  readonly assetId: number | null;
  readonly mineLocationId: number | null;
  /** The machine's name, or for a yard inspection the bucket's (inspection-title.ts). */
  readonly title: string;
  readonly customerName: string | null;
  readonly siteName: string | null;
  /** The site's default length unit id (decision 0071): what "Follow the site" shows its lengths in. */
  readonly siteLengthUnitId: number | null;
  readonly inspectionDate: string;
  readonly completed: boolean;
  /** The inspector's name when it is another inspector's inspection: only they change it (decision 0022). */
  readonly ownedBy: string | null;
  readonly hasUndercarriage: boolean;
  /** The bucket this inspection looks at: its own equipment, else the machine's bucket. */
  readonly bucket: { readonly externalId: string; readonly name: string } | null;
  /** Deleted on one device and back with another's changes (decision 0073). */
  readonly deletedAndBack: DeletedAndBack | null;
}

/** undefined when there is no such inspection on the device. */
export async function inspectionContents(
  db: Kysely<Database>,
  externalId: string,
): Promise<InspectionContents | undefined> {
  const row = await db
    .selectFrom('inspections as i')
    .leftJoin('assets as a', 'a.id', 'i.assetId')
    .leftJoin('mineLocations as l', 'l.id', 'i.mineLocationId')
    .leftJoin('sites as st', 'st.id', 'i.siteId')
    .leftJoin('customers as c', 'c.id', 'st.customerId')
    .select([
      'i.externalId',
      'i.assetId',
      'i.mineLocationId',
      'i.equipmentExternalId',
      'i.inspectionDate',
      sql<number>`(i.completed = 1 AND i.reopened = 0 AND i.isReopened = 0)`.as('completed'),
      'i.inspectorName',
      ownedByAnotherSql('i.ownerSub').as('ownedByAnother'),
      inspectionTitle.as('title'),
      sql<string | null>`coalesce(a.customerName, c.name)`.as('customerName'),
      sql<string | null>`coalesce(a.siteName, st.name)`.as('siteName'),
      deletedAndBackSql.as('deletedAndBack'),
      'st.lengthUnitId as siteLengthUnitId',
    ])
    .where('i.externalId', '=', externalId)
    .executeTakeFirst();
  if (!row) return undefined;
  const assetEquipments =
    row.assetId === null
      ? []
      : await db
          .selectFrom('equipments')
          .select(['externalId', 'name', 'assetId', 'equipmentCategory', 'equipmentType'])
          .where('assetId', '=', row.assetId)
          .orderBy('name')
          .execute();
  const isUndercarriage = (e: { equipmentCategory: string | null }) =>
    e.equipmentCategory?.trim().toLowerCase() === 'undercarriage';
  const own =
    row.equipmentExternalId === null
      ? undefined
      : await db
          .selectFrom('equipments')
          .select(['externalId', 'name'])
          .where('externalId', '=', row.equipmentExternalId)
          .executeTakeFirst();
  const machineBucket =
    row.assetId === null ? undefined : findBucketToChangeOut(assetEquipments, row.assetId);
  const bucket = own ?? machineBucket;
  return {
    externalId: row.externalId,
    assetId: row.assetId,
    mineLocationId: row.mineLocationId,
    title: row.title,
    customerName: row.customerName,
    siteName: row.siteName,
    siteLengthUnitId: row.siteLengthUnitId,
    inspectionDate: row.inspectionDate,
    completed: row.completed === 1,
    ownedBy: row.ownedByAnother === 1 ? row.inspectorName : null,
    hasUndercarriage: assetEquipments.some(isUndercarriage),
    bucket: bucket ? { externalId: bucket.externalId, name: bucket.name } : null,
    deletedAndBack: row.completed === 1 ? null : deletedAndBackOf(row.deletedAndBack),
  };
}
