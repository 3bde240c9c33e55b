import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  HOME_LIST_SIZE,
  inWords,
  type HistorySortKey,
  type HistoryTab,
  type SortDirection,
} from '../../rules/index.ts';
import { deletedAndBackOf, deletedAndBackSql, type DeletedAndBack } from './deleted-and-back.ts';
import { ownedByAnotherSql } from './inspection-owner.ts';
import { inspectionTitle } from './inspection-title.ts';

// Home (shell spec §2 Home) and History (/history): inspection cards, newest first or as the inspector sorts them.

/** Everything a card shows (shell spec §2 Home). */
export interface InspectionCard {
  readonly externalId: string;
  /** The machine's name, or for a bucket in a yard the bucket's (inspection-title.ts). */
  readonly title: string;
  readonly isYard: boolean;
  /** The yard a yard inspection's bucket stands in; null for a machine. */
  readonly yardName: string | null;
  readonly modelName: string | null;
  readonly assetTypeName: string | null;
  readonly categoryTypes: readonly string[];
  readonly customerName: string | null;
  readonly siteName: string | null;
  readonly inspectorName: string;
  readonly inspectionDate: string;
  /** Completed and not reopened (recording spec §4). */
  readonly completed: boolean;
  /** Reopened on this device and being edited again: a backup exists. */
  readonly isReopened: boolean;
  /** The inspection, its categories and its observations are all synced (recording spec §4). */
  readonly isSynced: boolean;
  /**
   * Another inspector owns it, by subject, not by name (decision 0029): the history offers no Reopen or Delete. False
   * when the owner or the signed-in subject is not known; the server still refuses then.
   */
  readonly ownedByAnother: boolean;
  /** Readings another device changed too, waiting for the inspector's choice (decision 0052). */
  readonly openConflicts: number;
  /** Deleted on one device and back with another's changes (decision 0073); said while it is in progress. */
  readonly deletedAndBack: DeletedAndBack | null;
}

export interface InspectionPage {
  readonly cards: readonly InspectionCard[];
  readonly total: number;
}

export interface HistoryRequest {
  readonly tab: HistoryTab;
  readonly sort: HistorySortKey;
  readonly direction: SortDirection;
  readonly limit: number;
}

type Db = Kysely<Database>;

const isCompleted = sql<SqlBool>`(i.completed = 1 AND i.reopened = 0 AND i.isReopened = 0)`;

function tabFilter(tab: HistoryTab): Expression<SqlBool> {
  return tab === 'completed' ? isCompleted : sql<SqlBool>`NOT ${isCompleted}`;
}

function cardQuery(db: Db) {
  return db
    .selectFrom('inspections as i')
    .leftJoin('assets as a', 'a.id', 'i.assetId')
    .leftJoin('assetModels as m', 'm.id', 'a.modelId')
    .leftJoin('assetTypes as t', 't.id', 'a.assetTypeId')
    .leftJoin('mineLocations as l', 'l.id', 'i.mineLocationId')
    .leftJoin('sites as st', 'st.id', 'i.siteId')
    .leftJoin('customers as c', 'c.id', 'st.customerId')
    .select([
      'i.externalId',
      inspectionTitle.as('title'),
      sql<number>`(i.assetId IS NULL AND i.mineLocationId IS NOT NULL)`.as('isYard'),
      'l.name as yardName',
      'm.name as modelName',
      't.name as assetTypeName',
      sql<
        string | null
      >`(SELECT json_group_array(json_array(coalesce(ct.category, ''), coalesce(ct.type, '')))
        FROM inspectionCategoryTypes ct WHERE ct.inspectionExternalId = i.externalId)`.as('categoryTypes'),
      sql<string | null>`coalesce(a.customerName, c.name)`.as('customerName'),
      sql<string | null>`coalesce(a.siteName, st.name)`.as('siteName'),
      'i.inspectorName',
      'i.inspectionDate',
      sql<number>`${isCompleted}`.as('completed'),
      'i.isReopened',
      sql<number>`(i.isSynced = 1
        AND NOT EXISTS (SELECT 1 FROM inspectionCategoryTypes ct
          WHERE ct.inspectionExternalId = i.externalId AND ct.isSynced = 0)
        AND NOT EXISTS (SELECT 1 FROM inspectionCategoryTypes ct JOIN observations o
          ON o.categoryTypeExternalId = ct.externalId
          WHERE ct.inspectionExternalId = i.externalId AND o.isSynced = 0))`.as('isSynced'),
      ownedByAnotherSql('i.ownerSub').as('ownedByAnother'),
      sql<number>`(SELECT count(DISTINCT oc.observationExternalId) FROM observationConflicts oc
        WHERE oc.inspectionExternalId = i.externalId AND oc.settledAt IS NULL)`.as('openConflicts'),
      deletedAndBackSql.as('deletedAndBack'),
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

function toCard(row: CardRow): InspectionCard {
  return {
    externalId: row.externalId,
    title: row.title,
    isYard: row.isYard === 1,
    yardName: row.isYard === 1 ? row.yardName : null,
    modelName: row.modelName,
    assetTypeName: row.assetTypeName,
    categoryTypes: row.categoryTypes
      ? (JSON.parse(row.categoryTypes) as [string, string][]).map(
          ([category, type]) => `${inWords(category)} / ${inWords(type)}`,
        )
      : [],
    customerName: row.customerName,
    siteName: row.siteName,
    inspectorName: row.inspectorName,
    inspectionDate: row.inspectionDate,
    completed: row.completed === 1,
    isReopened: row.isReopened === 1,
    isSynced: row.isSynced === 1,
    ownedByAnother: row.ownedByAnother === 1,
    openConflicts: row.openConflicts,
    deletedAndBack: row.completed === 1 ? null : deletedAndBackOf(row.deletedAndBack),
  };
}

/** The two home lists: the 10 most recent in progress and completed, by date descending. */
export async function homeLists(
  db: Db,
): Promise<{ inProgress: InspectionCard[]; completed: InspectionCard[] }> {
  const list = async (tab: HistoryTab) =>
    (
      await cardQuery(db)
        .where(tabFilter(tab))
        .orderBy('i.inspectionDate', 'desc')
        .orderBy('i.externalId')
        .limit(HOME_LIST_SIZE)
        .execute()
    ).map(toCard);
  return { inProgress: await list('in_progress'), completed: await list('completed') };
}

/** One tab of the history, sorted by name (Name, Alphabetical) or date (Date, Recent), up to `limit` cards. */
export async function historyPage(db: Db, request: HistoryRequest): Promise<InspectionPage> {
  const byName = request.sort === 'Name' || request.sort === 'Alphabetical';
  const total = await db
    .selectFrom('inspections as i')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(tabFilter(request.tab))
    .executeTakeFirstOrThrow();
  const rows = await cardQuery(db)
    .where(tabFilter(request.tab))
    .orderBy(byName ? sql`title COLLATE NOCASE` : sql`i.inspectionDate`, request.direction)
    .orderBy(byName ? sql`i.inspectionDate` : sql`title COLLATE NOCASE`, request.direction)
    .orderBy('i.externalId')
    .limit(Math.max(0, Math.floor(request.limit)))
    .execute();
  return { cards: rows.map(toCard), total: Number(total.n) };
}
