import { syncRowSchema } from '../api/sync-items.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../api/sync-lists.ts';
import type { Database } from './schema.ts';
import { LOCAL_ONLY_COLUMNS } from './schema-sync.ts';

// Every table and column of the Kysely type. The sync tables' columns come from their one declaration, the wire row
// (decision 0057), with the device's own columns; the other tables are spelled out, and the mapped type makes the
// compiler reject a missing or extra column there, so this object and `Database` cannot drift apart.
type ColumnsOf<T> = { [C in keyof T]-?: true };
type Expected = { [T in keyof Database]-?: ColumnsOf<Database[T]> };
type SyncTableName = SyncListName | 'inspectionBackups';

/** The columns a sync list's declaration gives its device table: the wire fields, then the local-only ones. */
export function declaredColumns(list: SyncListName): string[] {
  const local: readonly string[] =
    list in LOCAL_ONLY_COLUMNS ? LOCAL_ONLY_COLUMNS[list as keyof typeof LOCAL_ONLY_COLUMNS] : [];
  return [...Object.keys(syncRowSchema(list).entries), ...local];
}

/** Each sync table's declared columns; a reopen's backup is a copy of the inspection's row and its tree. */
export function declaredSyncTables(): Record<SyncTableName, string[]> {
  const lists = Object.fromEntries(SYNC_LIST_NAMES.map((list) => [list, declaredColumns(list)])) as Record<
    SyncListName,
    string[]
  >;
  return { ...lists, inspectionBackups: [...lists.inspections, 'inspectionCategoryTypes', 'backedUpAt'] };
}

const asColumns = (columns: readonly string[]) => Object.fromEntries(columns.map((c) => [c, true] as const));

const syncTables = Object.fromEntries(
  Object.entries(declaredSyncTables()).map(([table, columns]) => [table, asColumns(columns)]),
) as Pick<Expected, SyncTableName>;

export const expected: Expected = {
  ...syncTables,
  tooltips: { key: true, heading: true, markdownBody: true, htmlBody: true, isModified: true },
  kv: { key: true, value: true, updatedAt: true },
  syncQuarantine: { list: true, rowKey: true, reason: true, row: true, receivedAt: true },
  signedInUser: { id: true, subject: true, updatedAt: true },
  outbox: {
    seq: true,
    entityType: true,
    entityExternalId: true,
    inspectionExternalId: true,
    operation: true,
    payload: true,
    createdAt: true,
    attempts: true,
    nextAttemptAt: true,
    state: true,
    lastError: true,
  },
  photoQueue: {
    fileName: true,
    observationExternalId: true,
    inspectionExternalId: true,
    mimeType: true,
    byteSize: true,
    state: true,
    attempts: true,
    nextAttemptAt: true,
    lastError: true,
    createdAt: true,
    uploadedAt: true,
  },
  photosReceived: { id: true, request: true, receivedAt: true },
  supportQueue: {
    id: true,
    message: true,
    createdAt: true,
    state: true,
    attempts: true,
    nextAttemptAt: true,
    sentAt: true,
    lastError: true,
  },
  syncState: {
    id: true,
    lastSyncDate: true,
    lastFullSyncAt: true,
    lastPullAt: true,
    lastPushAt: true,
    lastError: true,
  },
  schema_migrations: { version: true, name: true, applied_at: true },
  assetSearch: { assetId: true, sortName: true, recentKey: true, searchText: true },
  plannerRows: {
    rowId: true,
    assetId: true,
    machine: true,
    customer: true,
    site: true,
    assetType: true,
    side: true,
    component: true,
    place: true,
    partName: true,
    partNumber: true,
    wearPercent: true,
    actionName: true,
    action: true,
    forecast: true,
    dateAt100: true,
    readingInspectionExternalId: true,
    readingDate: true,
    lastInspectionExternalId: true,
    readings: true,
    line: true,
    haystack: true,
  },
  plannerStale: { assetId: true, version: true },
  plannerState: { id: true, tracking: true, everything: true, complete: true, judged: true },
};
