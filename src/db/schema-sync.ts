import type { ColumnType, Generated } from 'kysely';

// Kysely row types of migrations/client/0001_sync_tables.sql: one table per sync list of GET /inspection/sync, plus
// inspection backups and help tooltips. Column names are the wire's field names (src/api/sync-items.ts); the
// list-name tuple is repeated here because db must not import api; schema.test.ts checks that the two agree.

/** A 0/1 column: reads as 0 | 1; writes also take a boolean (the Kysely dialect binds it as 0/1). */
export type SqlBool = ColumnType<0 | 1, 0 | 1 | boolean, 0 | 1 | boolean>;
/** A 0/1 column with DEFAULT 0: optional on insert, like `Generated<>`. */
export type SqlBoolDefault = ColumnType<0 | 1, 0 | 1 | boolean | undefined, 0 | 1 | boolean>;

/** The lists of the sync response, in the spec's order (recording spec §3). */
export const SYNC_LIST_NAMES = [
  'assets',
  'assetInspections',
  'assetManufacturers',
  'assetModels',
  'assetTypes',
  'customers',
  'dataTypes',
  'dimensionTypes',
  'equipmentCategories',
  'equipmentConfigurations',
  'equipments',
  'equipmentParts',
  'equipmentPartConfigurations',
  'equipmentTypes',
  'inspectionCategories',
  'inspectionCategoryTypes',
  'inspections',
  'inspectionStatuses',
  'inspectionTypes',
  'mineLocations',
  'observableActionTypes',
  'observableItems',
  'observableItemActionTypes',
  'observableLevels',
  'observations',
  'observationConflicts',
  'partCategories',
  'parts',
  'partLocations',
  'partManufacturers',
  'partTypes',
  'partTypeMeasurementTools',
  'partDimensions',
  'partDimensionThresholds',
  'sites',
  'siteDiggingConditions',
  'units',
] as const;

export type SyncListName = (typeof SYNC_LIST_NAMES)[number];

/**
 * Columns of sync tables that the server never sends: the device's own state of a row. A pulled row is the server's
 * copy, so the pull writes isSynced = 1 and leaves isReopened as it is (0 for a new row).
 */
export const LOCAL_ONLY_COLUMNS = {
  inspections: ['isReopened', 'isSynced'],
  inspectionCategoryTypes: ['isSynced'],
  observations: ['isSynced'],
} as const satisfies { [L in SyncListName]?: readonly (keyof SyncTables[L])[] };

// A row with a name only: the many small reference lists.
interface NamedRow {
  id: number;
  name: string;
}

// ---- Customers, sites and locations ----

export type CustomersTable = NamedRow;

export interface SitesTable {
  id: number;
  customerId: number;
  name: string;
  description: string | null;
}

export type SiteDiggingConditionsTable = NamedRow;

export interface MineLocationsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  siteId: number;
  name: string;
}

// ---- Assets and models ----

export type AssetManufacturersTable = NamedRow;
export type AssetTypesTable = NamedRow;

export interface AssetModelsTable {
  id: number;
  manufacturerId: number;
  assetTypeId: number;
  name: string;
  description: string | null;
  bushedShoesAvailable: SqlBoolDefault;
  hasTumblerRollPathMeasurement: SqlBoolDefault;
  showFrontIdlerConditionMenu: SqlBoolDefault;
  showLoadRollerConditionMenu: SqlBoolDefault;
  showRearIdlerConditionMenu: SqlBoolDefault;
  showReturnRollerConditionMenu: SqlBoolDefault;
  showSliderConditionMenu: SqlBoolDefault;
  /** DEFAULT 5. */
  shoesPerSide: Generated<number>;
}

export interface AssetsTable {
  id: number;
  externalId: string | null;
  name: string;
  description: string | null;
  modelId: number | null;
  assetTypeId: number | null;
  manufacturerId: number | null;
  siteId: number;
  siteName: string | null;
  customerId: number;
  customerName: string | null;
  parentAssetId: number | null;
  bucketName: string | null;
}

export interface AssetInspectionsTable {
  id: number;
  assetId: number;
  inspectionId: number;
  inspectionExternalId: string;
  inspectionDate: string;
}

// ---- Equipment, fitments and their parts ----

export type EquipmentCategoriesTable = NamedRow;

export interface EquipmentTypesTable {
  id: number;
  equipmentCategoryId: number;
  name: string;
}

export interface EquipmentConfigurationsTable {
  id: number;
  name: string;
  manufacturerId: number | null;
}

export interface EquipmentPartConfigurationsTable {
  id: number;
  configurationId: number;
  partId: number;
  position: number | null;
  locationId: number | null;
  secondaryLocationId: number | null;
}

export interface EquipmentsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  assetId: number | null;
  mineLocationId: number | null;
  parentAssetId: number | null;
  equipmentCategoryId: number;
  equipmentCategory: string | null;
  equipmentTypeId: number;
  equipmentType: string | null;
  name: string;
  description: string | null;
  manufacturerId: number | null;
  configurationId: number | null;
  serialNumber: string | null;
  partNumber: string | null;
  capitalIndexNumber: string | null;
  installDate: string | null;
  effectiveDate: string | null;
}

export interface EquipmentPartsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  equipmentId: number | null;
  externalEquipmentId: string;
  partId: number;
  position: number | null;
  locationId: number | null;
  secondaryLocationId: number | null;
  /** DEFAULT 'Unknown'. */
  locationName: Generated<string>;
  group: string | null;
  effectiveDate: string | null;
}

// ---- Part catalogue, dimensions and thresholds ----

export type PartCategoriesTable = NamedRow;
export type PartLocationsTable = NamedRow;
export type PartManufacturersTable = NamedRow;

export interface PartTypesTable {
  id: number;
  categoryId: number;
  name: string;
}

export interface PartTypeMeasurementToolsTable {
  id: number;
  partTypeId: number;
  measurementToolId: number;
}

export interface PartsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  partTypeId: number;
  manufacturerId: number | null;
  name: string;
  description: string | null;
  partNumber: string | null;
  targetHours: number | null;
  effectiveDate: string | null;
}

export interface UnitsTable {
  id: number;
  code: string;
  name: string;
  symbol: string | null;
}

export interface DimensionTypesTable {
  id: number;
  name: string;
  unitId: number | null;
}

export interface PartDimensionsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  partId: number;
  dimensionTypeId: number;
  observableItemId: number | null;
  baselineValue: number;
  precisionFactor: number | null;
  limit: number;
  effectiveDate: string | null;
}

export interface PartDimensionThresholdsTable {
  id: number;
  partDimensionId: number;
  minPercentage: number;
  actionTypeId: number;
}

// ---- Observable items and action types ----

export type DataTypesTable = NamedRow;
export type ObservableLevelsTable = NamedRow;

export interface ObservableItemsTable {
  id: number;
  dataTypeId: number;
  identifier: string;
  label: string | null;
  description: string | null;
  isCollection: SqlBoolDefault;
}

export interface ObservableActionTypesTable {
  id: number;
  name: string;
  description: string | null;
  sortOrder: number;
  defaultColourCode: string | null;
}

export interface ObservableItemActionTypesTable {
  id: number;
  observableItemId: number;
  actionTypeId: number;
  triggerValue: string | null;
}

// ---- Inspections, category types and observations ----

export type InspectionCategoriesTable = NamedRow;
export type InspectionTypesTable = NamedRow;
export type InspectionStatusesTable = NamedRow;

export interface InspectionsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  name: string;
  assetId: number | null;
  mineLocationId: number | null;
  siteId: number;
  equipmentExternalId: string | null;
  bucketExternalId: string | null;
  inspectionStatus: string | null;
  inspectionStatusId: number | null;
  inspectionDate: string;
  completed: SqlBoolDefault;
  reopened: SqlBoolDefault;
  /** Local only: reopened on this device and being edited; a backup exists in inspectionBackups. */
  isReopened: SqlBoolDefault;
  inspectorName: string;
  /** The token subject it belongs to (migration 0006); null: made on this device, not yet back from the server. */
  ownerSub: string | null;
  /** Local only: 1 when the server has this row as it is. */
  isSynced: SqlBoolDefault;
}

export interface InspectionCategoryTypesTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  inspectionId: number | null;
  inspectionExternalId: string;
  categoryId: number;
  category: string | null;
  typeId: number;
  type: string | null;
  /** Local only. */
  isSynced: SqlBoolDefault;
}

export interface ObservationsTable {
  externalId: string;
  /** Server id; null until the row has been synced. */
  id: number | null;
  categoryTypeId: number | null;
  categoryTypeExternalId: string;
  observableItemId: number;
  /** The observable item's identifier path. */
  observableItem: string | null;
  value: string | null;
  entityId: number | null;
  entityExternalId: string | null;
  dataLevelId: number;
  unitId: number | null;
  actionTypeId: number | null;
  /** The server's version as last pulled: what an edit was made from (client migration 0010, decision 0052). */
  version: number | null;
  /** Local only. */
  isSynced: SqlBoolDefault;
}

/** A value another device sent, kept beside the held one until the inspector chooses (client migration 0010). */
export interface ObservationConflictsTable {
  id: number;
  inspectionExternalId: string;
  observationExternalId: string;
  observableItemId: number;
  heldValue: string | null;
  heldUnitId: number | null;
  heldDeviceName: string | null;
  heldAt: string;
  value: string | null;
  unitId: number | null;
  actionTypeId: number | null;
  deviceId: string;
  deviceName: string | null;
  inspectorName: string;
  createdAt: string;
  /** Null while open. */
  settledAt: string | null;
  settledByDeviceName: string | null;
}

// ---- Local only ----

/** A full copy of an inspection taken when it is reopened. */
export interface InspectionBackupsTable {
  externalId: string;
  id: number | null;
  name: string;
  assetId: number | null;
  mineLocationId: number | null;
  siteId: number;
  equipmentExternalId: string | null;
  bucketExternalId: string | null;
  inspectionStatus: string | null;
  inspectionStatusId: number | null;
  inspectionDate: string;
  completed: SqlBool;
  reopened: SqlBool;
  isReopened: SqlBool;
  inspectorName: string;
  isSynced: SqlBool;
  /** JSON array of the category types, each with its observations. */
  inspectionCategoryTypes: string;
  backedUpAt: string;
  /** As the inspection's (migration 0006). */
  ownerSub: string | null;
}

export interface TooltipsTable {
  /** Normalised: lower case, trimmed, spaces, slashes and dots as hyphens, no repeated hyphens. */
  key: string;
  heading: string;
  markdownBody: string;
  htmlBody: string;
  isModified: SqlBoolDefault;
}

export interface SyncTables {
  assets: AssetsTable;
  assetInspections: AssetInspectionsTable;
  assetManufacturers: AssetManufacturersTable;
  assetModels: AssetModelsTable;
  assetTypes: AssetTypesTable;
  customers: CustomersTable;
  dataTypes: DataTypesTable;
  dimensionTypes: DimensionTypesTable;
  equipmentCategories: EquipmentCategoriesTable;
  equipmentConfigurations: EquipmentConfigurationsTable;
  equipments: EquipmentsTable;
  equipmentParts: EquipmentPartsTable;
  equipmentPartConfigurations: EquipmentPartConfigurationsTable;
  equipmentTypes: EquipmentTypesTable;
  inspectionCategories: InspectionCategoriesTable;
  inspectionCategoryTypes: InspectionCategoryTypesTable;
  inspections: InspectionsTable;
  inspectionStatuses: InspectionStatusesTable;
  inspectionTypes: InspectionTypesTable;
  mineLocations: MineLocationsTable;
  observableActionTypes: ObservableActionTypesTable;
  observableItems: ObservableItemsTable;
  observableItemActionTypes: ObservableItemActionTypesTable;
  observableLevels: ObservableLevelsTable;
  observations: ObservationsTable;
  observationConflicts: ObservationConflictsTable;
  partCategories: PartCategoriesTable;
  parts: PartsTable;
  partLocations: PartLocationsTable;
  partManufacturers: PartManufacturersTable;
  partTypes: PartTypesTable;
  partTypeMeasurementTools: PartTypeMeasurementToolsTable;
  partDimensions: PartDimensionsTable;
  partDimensionThresholds: PartDimensionThresholdsTable;
  sites: SitesTable;
  siteDiggingConditions: SiteDiggingConditionsTable;
  units: UnitsTable;
  inspectionBackups: InspectionBackupsTable;
  tooltips: TooltipsTable;
}
