import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { lengthUnitInForce, type LengthUnit, type UnitChoice } from '../rules/index.ts';

// The inspector's choice of unit (decisions 0053, 0071): kept by the UI (it outlives the database, which a logout
// wipes) and told to the worker at start and at every change. Under "Follow the site" each inspection's texts (a
// list's finding, which reading counts, the completed page, the Word report) are written in its site's unit, read
// with the inspection (`InspectionScope.lengthUnit`). The UI refetches its reads when the choice changes.
let chosen: UnitChoice = 'site';

export function showLengthsIn(choice: UnitChoice): void {
  chosen = choice;
}

/** The unit an inspection's lengths are written in, given its site's default unit id. */
export const lengthUnitForSite = (siteUnitId: number | null | undefined): LengthUnit =>
  lengthUnitInForce(chosen, siteUnitId);

/** The unit an inspection's lengths are written in, read from its site (millimetres when it has none). */
export async function lengthUnitOfInspection(db: Kysely<Database>, externalId: string): Promise<LengthUnit> {
  const row = await db
    .selectFrom('inspections as i')
    .leftJoin('sites as s', 's.id', 'i.siteId')
    .select('s.lengthUnitId')
    .where('i.externalId', '=', externalId)
    .executeTakeFirst();
  return lengthUnitForSite(row?.lengthUnitId);
}
