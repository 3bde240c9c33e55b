import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  ITEMS_TO_DISPLAY,
  listedCustomers,
  listedFitments,
  listedSites,
  sortMachinesByName,
} from '../../rules/index.ts';

// What the New Bucket form offers (shell spec §2 New Bucket, §4 "Cascading selection on New Bucket").

export interface Option {
  readonly id: number;
  readonly name: string;
}

export interface NewBucketOptions {
  readonly customers: readonly Option[];
  readonly sites: readonly Option[];
  readonly machines: readonly Option[];
  readonly mineLocations: readonly Option[];
  readonly manufacturers: readonly Option[];
  readonly fitments: readonly Option[];
}

export interface NewBucketOptionsRequest {
  readonly customerId: number | null;
  readonly siteId: number | null;
}

const byName = <T extends { name: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

/**
 * Customers with sites that have machines or mine locations; that customer's sites that have them; the chosen
 * site's machines (sorted by name, one page of ITEMS_TO_DISPLAY) and mine locations; manufacturers; fitments (id > 0).
 */
export async function newBucketOptions(
  db: Kysely<Database>,
  request: NewBucketOptionsRequest,
): Promise<NewBucketOptions> {
  const [allCustomers, allSites, assetSites, mineLocationRows, manufacturers, fitments] = await Promise.all([
    db.selectFrom('customers').select(['id', 'name']).execute(),
    db.selectFrom('sites').select(['id', 'name', 'customerId']).execute(),
    db.selectFrom('assets').select('siteId').distinct().execute(),
    db.selectFrom('mineLocations').select(['id', 'name', 'siteId']).where('id', 'is not', null).execute(),
    db.selectFrom('assetManufacturers').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('equipmentConfigurations').select(['id', 'name']).orderBy('name').execute(),
  ]);
  const customers = byName(listedCustomers(allCustomers, allSites, assetSites, mineLocationRows));
  const sites =
    request.customerId === null
      ? []
      : byName(listedSites(allSites, assetSites, mineLocationRows, request.customerId));
  const siteId = request.siteId;
  const machines =
    siteId === null
      ? []
      : sortMachinesByName(
          await db
            .selectFrom('assets')
            .select(['id', 'name'])
            .where('siteId', '=', siteId)
            .limit(ITEMS_TO_DISPLAY)
            .execute(),
        );
  const mineLocations =
    siteId === null
      ? []
      : byName(
          mineLocationRows
            .filter((l) => l.siteId === siteId && l.id !== null)
            .map((l) => ({ id: l.id as number, name: l.name })),
        );
  return {
    customers: customers.map(({ id, name }) => ({ id, name })),
    sites: sites.map(({ id, name }) => ({ id, name })),
    machines,
    mineLocations,
    manufacturers,
    fitments: listedFitments(fitments),
  };
}
