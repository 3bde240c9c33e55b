import { lengthUnitInForce, type LengthUnit } from '../../rules/index.ts';
import type { Db } from '../db/connect.ts';

/**
 * The unit a report asked without one writes its lengths in: the inspection's site's default (decision 0071), as a
 * device following the site shows it; millimetres for a site that names none.
 */
export async function siteLengthUnitOf(db: Db, inspectionExternalId: string): Promise<LengthUnit> {
  const row = await db
    .selectFrom('inspections as i')
    .innerJoin('sites as s', 's.id', 'i.siteId')
    .select('s.lengthUnitId')
    .where('i.externalId', '=', inspectionExternalId)
    .executeTakeFirst();
  return lengthUnitInForce('site', row?.lengthUnitId);
}
