import type { ColumnType, Generated } from 'kysely';
// Types only (lint): the wire's valibot rows are the one declaration of every synced table (decision 0057).
import type { SyncRow } from '../api/sync-items.ts';
import type { SYNC_LIST_KEYS, SyncListName } from '../api/sync-lists.ts';

// Kysely row types of the sync tables of migrations/client/*.sql, derived from the wire rows they store
// (src/api/sync-entities.ts, sync-reference-lists.ts): a column is the wire field of the same name. Only what the
// wire cannot say is written here: a flag's 0/1, a column with a DEFAULT, a server id that is null until a sync
// brings it, and the device's own columns. schema-wire.test.ts holds the migrated tables to the declaration.

export type { SyncListName };

/** A 0/1 column: reads as 0 | 1; writes also take a boolean (the Kysely dialect binds it as 0/1). */
export type SqlBool = ColumnType<0 | 1, 0 | 1 | boolean, 0 | 1 | boolean>;
/** A 0/1 column with DEFAULT 0: optional on insert, like `Generated<>`. */
export type SqlBoolDefault = ColumnType<0 | 1, 0 | 1 | boolean | undefined, 0 | 1 | boolean>;

/**
 * Columns of sync tables that the server never sends: the device's own state of a row. A pulled row is the server's
 * copy, so the pull writes isSynced = 1 and leaves isReopened as it is (0 for a new row).
 */
export const LOCAL_ONLY_COLUMNS = {
  inspections: ['isReopened', 'isSynced'],
  inspectionCategoryTypes: ['isSynced'],
  observations: ['isSynced'],
} as const satisfies { [L in SyncListName]?: readonly string[] };

/** The device's own columns of LOCAL_ONLY_COLUMNS, typed: each a flag with DEFAULT 0. */
type LocalColumns<L extends SyncListName> = L extends keyof typeof LOCAL_ONLY_COLUMNS
  ? { [C in (typeof LOCAL_ONLY_COLUMNS)[L][number]]: SqlBoolDefault }
  : unknown;

/** Columns with a DEFAULT in the client migrations: optional on insert. */
interface WithDefaults {
  assetModels:
    | 'bushedShoesAvailable'
    | 'hasTumblerRollPathMeasurement'
    | 'showFrontIdlerConditionMenu'
    | 'showLoadRollerConditionMenu'
    | 'showRearIdlerConditionMenu'
    | 'showReturnRollerConditionMenu'
    | 'showSliderConditionMenu'
    | 'shoesPerSide';
  equipmentParts: 'locationName';
  observableItems: 'isCollection';
  inspections: 'completed' | 'reopened';
}
type DefaultsOf<L extends SyncListName> = L extends keyof WithDefaults ? WithDefaults[L] : never;

/** Lists whose rows can be made on the device (keyed by externalId): their server id is null until a sync. */
type MadeOnDevice = {
  [L in SyncListName]: (typeof SYNC_LIST_KEYS)[L] extends 'externalId' ? L : never;
}[SyncListName];

type Column<T, Defaulted extends boolean> = [T] extends [boolean]
  ? Defaulted extends true
    ? SqlBoolDefault
    : SqlBool
  : Defaulted extends true
    ? Generated<T>
    : T;

/** The columns of a list's wire row as the device stores them. */
type WireColumns<L extends SyncListName, Defaults extends PropertyKey> = {
  [C in keyof SyncRow<L>]: C extends 'id'
    ? L extends MadeOnDevice
      ? SyncRow<L>[C] | null
      : SyncRow<L>[C]
    : Column<SyncRow<L>[C], C extends Defaults ? true : false>;
};

/** A sync table of the device: the wire row's columns and its own. */
export type DeviceTable<L extends SyncListName> = Flat<WireColumns<L, DefaultsOf<L>> & LocalColumns<L>>;
type Flat<T> = { [K in keyof T]: T[K] };

export type InspectionsTable = DeviceTable<'inspections'>;
export type InspectionCategoryTypesTable = DeviceTable<'inspectionCategoryTypes'>;
export type ObservationsTable = DeviceTable<'observations'>;

// ---- Local only ----

/** A full copy of an inspection taken when it is reopened: its row (every column, none defaulted) and its tree. */
export type InspectionBackupsTable = Flat<
  WireColumns<'inspections', never> & {
    isReopened: SqlBool;
    isSynced: SqlBool;
    /** JSON array of the category types, each with its observations. */
    inspectionCategoryTypes: string;
    backedUpAt: string;
  }
>;

export interface TooltipsTable {
  /** Normalised: lower case, trimmed, spaces, slashes and dots as hyphens, no repeated hyphens. */
  key: string;
  heading: string;
  markdownBody: string;
  htmlBody: string;
  isModified: SqlBoolDefault;
}

export type SyncTables = { [L in SyncListName]: DeviceTable<L> } & {
  inspectionBackups: InspectionBackupsTable;
  tooltips: TooltipsTable;
};
