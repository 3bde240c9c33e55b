import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { EngineError } from '../engine-error.ts';
import { createInspectionIn, type CreatedInspection } from './inspection-create.ts';

/** What the inspector chose on Select Machine or Bucket. */
export type InspectionSubject =
  | { readonly kind: 'machine'; readonly assetId: number }
  | { readonly kind: 'bucket'; readonly equipmentExternalId: string };

/**
 * Shell spec §2: choosing an entry creates an inspection. A machine's inspection is on the asset; a bucket on its own
 * is inspected where it is kept (its mine location), with the bucket as the inspection's equipment.
 */
export async function startInspection(
  db: Kysely<Database>,
  subject: InspectionSubject,
  inspectorName: string,
): Promise<CreatedInspection> {
  return db.transaction().execute(async (trx) => {
    if (subject.kind === 'machine') {
      const asset = await trx
        .selectFrom('assets')
        .select(['id', 'name', 'siteId'])
        .where('id', '=', subject.assetId)
        .executeTakeFirst();
      if (!asset) throw new EngineError('not-found', 'Asset not found');
      return createInspectionIn(trx, {
        inspectorName,
        name: asset.name,
        assetId: asset.id,
        siteId: asset.siteId,
        mineLocationId: null,
        equipmentExternalId: null,
      });
    }
    const bucket = await trx
      .selectFrom('equipments as e')
      .leftJoin('mineLocations as l', 'l.id', 'e.mineLocationId')
      .select(['e.externalId', 'e.name', 'e.mineLocationId', 'l.siteId'])
      .where('e.externalId', '=', subject.equipmentExternalId)
      .executeTakeFirst();
    if (!bucket || bucket.mineLocationId === null || bucket.siteId === null) {
      throw new EngineError('not-found', 'Mine Location not found');
    }
    return createInspectionIn(trx, {
      inspectorName,
      name: bucket.name,
      assetId: null,
      siteId: bucket.siteId,
      mineLocationId: bucket.mineLocationId,
      equipmentExternalId: bucket.externalId,
    });
  });
}
