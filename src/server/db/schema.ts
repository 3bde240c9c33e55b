import type { ColumnType, Generated } from 'kysely';
import type { SyncRow } from '../../api/sync-items.ts';
import type { SyncListName } from '../../api/sync-lists.ts';
import type { JoinedFields } from '../sync/list-reads.ts';

// Kysely types of migrations/server/*.sql, in camelCase (the CamelCasePlugin maps them to the snake_case columns).
// A synced table is derived from its wire row (src/api/sync-*.ts, decision 0057): the fields it stores (not the
// names joined from other tables, sync/list-reads.ts), its id an identity column the seed may also set, changedAt
// stamped by the database (triggers). Written here only: where the server's column differs from the wire's field
// (a timestamptz, a link the server always has) and the server's own columns. migrate.test.ts holds the migrated
// tables to the declaration.

type Id = Generated<number>;
type Stamp = ColumnType<Date, never, never>;
type Json = ColumnType<unknown, string, string>;
/** A timestamptz: read as a Date, written as the wire's UTC text. */
type Timestamp = ColumnType<Date, string, string>;
type Flat<T> = { [K in keyof T]: T[K] };

/** A list's table: its stored wire fields, but `Differs` where the column is not the wire's field, and `Own`. */
type StoredTable<L extends SyncListName, Differs extends object = object, Own extends object = object> = Flat<
  {
    [C in Exclude<keyof SyncRow<L>, JoinedFields<L> | keyof Differs>]: C extends 'id' ? Id : SyncRow<L>[C];
  } & Differs &
    Own & { changedAt: Stamp }
>;

export type InspectionTable = StoredTable<
  'inspections',
  {
    inspectionDate: Timestamp;
    /** migrations/server/0005: the token subject of the inspector who created it (null: from before, see savedBy). */
    ownerSub: ColumnType<string | null, string | null | undefined, never>;
    /** migrations/server/0025: when a delete another device's changes undid reached the server (decision 0073). */
    deletedAt: ColumnType<Date | null, string | null | undefined, string | null>;
  },
  { equipmentMap: Json; isNew: boolean; metaData: Json | null; savedBy: string | null }
>;

/** migrations/server/0003_inspection_audit.sql: who changed recorded data, and what it was before. */
export interface InspectionAuditTable {
  seq: Generated<string>;
  changedAt: ColumnType<Date, never, never>;
  tx: ColumnType<string, never, never>;
  actorSub: string | null;
  actorName: string | null;
  tableName: 'inspections' | 'inspection_category_types' | 'observations' | 'equipments' | 'photos';
  /** 'refused' (migrations/server/0005): a change the server turned down, with its reason. */
  action: 'insert' | 'update' | 'delete' | 'refused';
  /** The row audited; null on an insert (migrations/server/0014), which names its rows in rowExternalIds. */
  rowExternalId: string | null;
  /** An insert statement's rows under one inspection, in the order they were inserted (0014). */
  rowExternalIds: ColumnType<string[] | null, never, never>;
  inspectionExternalId: string | null;
  previous: Json | null;
  current: Json | null;
  reason: string | null;
}

/** migrations/server/0005: the newest outbox entry applied per device and subject of a save (replays change nothing). */
export interface SaveReceiptTable {
  deviceId: string;
  subjectExternalId: string;
  maxSeq: ColumnType<string, number, number>;
  savedBy: string | null;
  savedAt: ColumnType<Date, never, never>;
}

export type AssetInspectionTable = StoredTable<'assetInspections', { inspectionDate: Timestamp }>;

export type InspectionCategoryTypeTable = StoredTable<'inspectionCategoryTypes', { inspectionId: number }>;

export type ObservationTable = StoredTable<
  'observations',
  {
    categoryTypeId: number;
    /** migrations/server/0020: new on every change; the device names the one it edited from (decision 0052). */
    version: ColumnType<string, never, never>;
  },
  { deviceId: string | null; deviceName: string | null }
>;

/** migrations/server/0019: a value another device sent for an observation it had not seen the held value of. */
export type ObservationConflictTable = StoredTable<
  'observationConflicts',
  {
    heldAt: Timestamp;
    createdAt: ColumnType<Date, never, never>;
    settledAt: ColumnType<Date | null, string | null, string | null>;
  },
  { savedBy: string | null }
>;

export interface PhotoTable {
  observationId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  uploadedAt: ColumnType<Date, string | undefined, string>;
  uploadedBy: string | null;
  /** The device's file name of the photo (the observation's value on that device); null from older apps. */
  deviceFileName: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Another device's photo of an observation, named by a conflict (decision 0052): kept, never replaced. */
export interface KeptPhotoTable {
  observationId: number;
  deviceFileName: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  uploadedAt: ColumnType<Date, string | undefined, string>;
  uploadedBy: string | null;
}

export interface UserMessageTable {
  id: Id;
  message: string;
  userSub: string | null;
  userName: string | null;
  userEmail: string | null;
  receivedAt: ColumnType<Date, never, never>;
}

export interface SyncStateTable {
  id: number;
  fullSyncBefore: ColumnType<Date, never, never>;
}

export interface SyncTombstoneTable {
  seq: Generated<string>;
  list: string;
  rowId: number | null;
  rowExternalId: string | null;
  changedAt: Stamp;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  checksum: string;
  appliedAt: ColumnType<Date, never, never>;
}

/** The synced tables whose columns differ from their wire row; observable items keep the catalogue's own ids. */
interface SyncedOverrides {
  inspections: InspectionTable;
  assetInspections: AssetInspectionTable;
  equipmentParts: StoredTable<'equipmentParts', { equipmentId: number }>;
  inspectionCategoryTypes: InspectionCategoryTypeTable;
  observations: ObservationTable;
  observationConflicts: ObservationConflictTable;
  observableItems: StoredTable<'observableItems', { id: number }>;
}

export type ServerDatabase = Flat<
  Omit<{ [L in SyncListName]: StoredTable<L> }, keyof SyncedOverrides> &
    SyncedOverrides & {
      inspectionAudit: InspectionAuditTable;
      saveReceipts: SaveReceiptTable;
      photos: PhotoTable;
      keptPhotos: KeptPhotoTable;
      userMessages: UserMessageTable;
      syncState: SyncStateTable;
      syncTombstones: SyncTombstoneTable;
      schemaMigrations: SchemaMigrationTable;
    }
>;
