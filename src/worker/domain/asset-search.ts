import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Select Machine or Bucket (shell spec §2): the search runs here, in the worker, on every keystroke.

export type MachineSort = 'Alphabetical' | 'Recent';
export const MACHINE_SORTS: readonly MachineSort[] = ['Alphabetical', 'Recent'];

export interface AssetSearchRequest {
  readonly text: string;
  readonly sort: MachineSort;
  /** How many machines to return (the rest are counted): the screen asks for more as the inspector scrolls. */
  readonly limit: number;
}

export interface MachineRow {
  readonly id: number;
  readonly name: string;
  readonly bucketName: string | null;
  readonly modelName: string | null;
  readonly assetTypeName: string | null;
  readonly siteName: string | null;
  readonly customerName: string | null;
  readonly lastInspectionDate: string | null;
}

export interface BucketOnlyRow {
  readonly externalId: string;
  readonly name: string;
  readonly mineLocationName: string | null;
  readonly siteName: string | null;
  readonly customerName: string | null;
}

export interface AssetSearchResult {
  readonly machines: readonly MachineRow[];
  readonly machineTotal: number;
  readonly bucketOnly: readonly BucketOnlyRow[];
}

/** A LIKE pattern that finds the text anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The machines whose name, bucket name, model, site, asset type or customer contains the text (any case). */
export async function searchMachines(
  db: Kysely<Database>,
  request: AssetSearchRequest,
): Promise<Pick<AssetSearchResult, 'machines' | 'machineTotal'>> {
  const pattern = containsPattern(request.text);
  const match = sql<boolean>`s.searchText LIKE ${pattern} ESCAPE '\\'`;
  // The page is chosen first; the last inspection is looked up only for its rows (and, for Recent, from one grouped
  // pass over the inspections instead of a lookup per matching machine). A window count over the page query was
  // measured slower at p95 than this separate count: it gives up the sorter's early cut.
  const lastInspections = db
    .selectFrom('inspections')
    .select(['assetId', (eb) => eb.fn.max('inspectionDate').as('lastInspectionDate')])
    .where('assetId', 'is not', null)
    .groupBy('assetId');
  let page = db
    .selectFrom('assets as a')
    .innerJoin('assetSearch as s', 's.assetId', 'a.id')
    .select(['a.id', 'a.name'])
    .where(match);
  if (request.sort === 'Recent') {
    page = page
      .leftJoin(lastInspections.as('li'), 'li.assetId', 'a.id')
      .orderBy(sql`li.lastInspectionDate IS NULL`)
      .orderBy('li.lastInspectionDate', 'desc');
  }
  const pageQuery = page
    .orderBy(sql`a.name COLLATE NOCASE`)
    .orderBy('a.id')
    .limit(Math.max(0, Math.floor(request.limit)));
  const ids = (await pageQuery.execute()).map((row) => row.id);
  const total = await db
    .selectFrom('assetSearch as s')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(match)
    .executeTakeFirstOrThrow();
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('assets as a')
          .leftJoin('assetModels as m', 'm.id', 'a.modelId')
          .leftJoin('assetTypes as t', 't.id', 'a.assetTypeId')
          .select([
            'a.id',
            'a.name',
            'a.bucketName',
            'm.name as modelName',
            't.name as assetTypeName',
            'a.siteName',
            'a.customerName',
            sql<string | null>`(SELECT max(i.inspectionDate) FROM inspections i WHERE i.assetId = a.id)`.as(
              'lastInspectionDate',
            ),
          ])
          .where('a.id', 'in', ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const machines = ids.flatMap((id) => byId.get(id) ?? []);
  return { machines, machineTotal: Number(total.n) };
}

/** Buckets on their own in a yard (no machine), matched by the equipment's name (shell spec §2). */
export async function searchBucketOnly(db: Kysely<Database>, text: string): Promise<BucketOnlyRow[]> {
  return db
    .selectFrom('equipments as e')
    .leftJoin('mineLocations as l', 'l.id', 'e.mineLocationId')
    .leftJoin('sites as st', 'st.id', 'l.siteId')
    .leftJoin('customers as c', 'c.id', 'st.customerId')
    .select([
      'e.externalId',
      'e.name',
      'l.name as mineLocationName',
      'st.name as siteName',
      'c.name as customerName',
    ])
    .where('e.assetId', 'is', null)
    .where('e.mineLocationId', 'is not', null)
    .where((eb) =>
      eb.or([
        eb(sql`lower(e.equipmentType)`, '=', 'bucket'),
        eb(
          'e.equipmentTypeId',
          'in',
          eb
            .selectFrom('equipmentTypes')
            .select('id')
            .where(sql<boolean>`lower(name) = 'bucket'`),
        ),
      ]),
    )
    .where(sql<boolean>`e.name LIKE ${containsPattern(text)} ESCAPE '\\'`)
    .orderBy(sql`e.name COLLATE NOCASE`)
    .execute();
}

export async function searchAssets(
  db: Kysely<Database>,
  request: AssetSearchRequest,
): Promise<AssetSearchResult> {
  const machines = await searchMachines(db, request);
  return { ...machines, bucketOnly: await searchBucketOnly(db, request.text) };
}
