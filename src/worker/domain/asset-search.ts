import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MachineSort } from '../../rules/index.ts';

// Select Machine or Bucket (shell spec §2): the search runs here, in the worker, on every keystroke.

export interface AssetSearchRequest {
  readonly text: string;
  readonly sort: MachineSort;
  /**
   * How many entries to return, machines first and then buckets on their own (the rest are counted): the screen
   * asks for more as the inspector scrolls.
   */
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
  /** The machine's most recent inspection still in progress, which the screen offers to continue. */
  readonly openInspectionExternalId: string | null;
  readonly openInspectionDate: string | null;
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
  /** Empty until every matching machine is on the page: the section comes after the machines. */
  readonly bucketOnly: readonly BucketOnlyRow[];
  readonly bucketOnlyTotal: number;
}

/**
 * The text found anywhere in `column`, in any (ASCII) case, with no wildcards: instr over text lowered by SQLite on
 * both sides, measured faster per keystroke than LIKE '%…%' and with nothing to escape.
 */
export function contains(column: RawBuilder<string>, text: string): RawBuilder<boolean> {
  return sql<boolean>`instr(${column}, lower(${text.trim()})) > 0`;
}

/** An inspection of the row's machine that is not completed (a reopened one counts as in progress). */
const IN_PROGRESS_OF_ASSET = sql`i.assetId = a.id AND NOT (i.completed = 1 AND i.reopened = 0 AND i.isReopened = 0)`;

/** The rows of these machines as Select Machine shows them (any order; none for an empty list). */
export async function machineRows(db: Kysely<Database>, ids: readonly number[]): Promise<MachineRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('assets as a')
    .innerJoin('assetSearch as s', 's.assetId', 'a.id')
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
      sql<string | null>`nullif(s.recentKey, '')`.as('lastInspectionDate'),
      // For the page only (at most one page of machines), through the inspections' assetId index.
      sql<string | null>`(SELECT i.externalId FROM inspections i WHERE ${IN_PROGRESS_OF_ASSET}
              ORDER BY i.inspectionDate DESC, i.externalId LIMIT 1)`.as('openInspectionExternalId'),
      sql<string | null>`(SELECT max(i.inspectionDate) FROM inspections i WHERE ${IN_PROGRESS_OF_ASSET})`.as(
        'openInspectionDate',
      ),
    ])
    .where('a.id', 'in', ids)
    .execute();
}

/** The machines whose name, bucket name, model, site, asset type or customer contains the text (any case). */
export async function searchMachines(
  db: Kysely<Database>,
  request: AssetSearchRequest,
): Promise<Pick<AssetSearchResult, 'machines' | 'machineTotal'>> {
  // The search text is already lower case; each order has an index that carries it, so a page is read in order
  // from the index and stops at the page size. The count is a second pass over the same index.
  const match = contains(sql.ref<string>('s.searchText'), request.text);
  const matching = db.selectFrom('assetSearch as s').where(match);
  const ordered =
    request.sort === 'Recent'
      ? matching.orderBy('s.recentKey', 'desc').orderBy('s.sortName').orderBy('s.assetId')
      : matching.orderBy('s.sortName').orderBy('s.assetId');
  const page = await ordered
    .select('s.assetId')
    .limit(Math.max(0, Math.floor(request.limit)))
    .execute();
  const ids = page.map((row) => row.assetId);
  const total = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await machineRows(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const machines = ids.flatMap((id) => byId.get(id) ?? []);
  return { machines, machineTotal: Number(total.n) };
}

/** Buckets on their own in a yard (no machine), matched by the equipment's name (shell spec §2): one page, and the count. */
async function searchBucketOnly(
  db: Kysely<Database>,
  text: string,
  limit: number,
): Promise<Pick<AssetSearchResult, 'bucketOnly' | 'bucketOnlyTotal'>> {
  // A yard can hold hundreds of spare buckets that all match "b": only the page shown crosses to the UI.
  const matching = db
    .selectFrom('equipments as e')
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
    .where(contains(sql<string>`lower(e.name)`, text));
  const total = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const pageSize = Math.max(0, Math.floor(limit));
  const bucketOnly =
    pageSize === 0 || Number(total.n) === 0
      ? []
      : await matching
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
          .orderBy(sql`e.name COLLATE NOCASE`)
          .orderBy('e.externalId')
          .limit(pageSize)
          .execute();
  return { bucketOnly, bucketOnlyTotal: Number(total.n) };
}

export async function searchAssets(
  db: Kysely<Database>,
  request: AssetSearchRequest,
): Promise<AssetSearchResult> {
  const machines = await searchMachines(db, request);
  const rest =
    machines.machines.length < machines.machineTotal ? 0 : request.limit - machines.machines.length;
  return { ...machines, ...(await searchBucketOnly(db, request.text, rest)) };
}
