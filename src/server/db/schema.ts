import type { ColumnType, Generated } from 'kysely';
import type {
  AssetModelTable,
  DimensionTypeTable,
  EquipmentConfigurationTable,
  EquipmentPartConfigurationTable,
  EquipmentTypeTable,
  Named,
  ObservableActionTypeTable,
  ObservableItemActionTypeTable,
  ObservableItemTable,
  PartDimensionTable,
  PartDimensionThresholdTable,
  PartTypeTable,
  SiteTable,
  UnitTable,
} from './schema-reference.ts';

// Kysely types of migrations/server/*.sql, in camelCase (the CamelCasePlugin maps them to the snake_case columns).
// changedAt is stamped by the database (triggers); ids are identity columns the seed may also set explicitly.

type Id = Generated<number>;
type Stamp = ColumnType<Date, never, never>;
type Json = ColumnType<unknown, string, string>;

export interface AssetTable {
  id: Id;
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
  changedAt: Stamp;
}

export interface MineLocationTable {
  id: Id;
  externalId: string;
  siteId: number;
  name: string;
  changedAt: Stamp;
}

export interface EquipmentTable {
  id: Id;
  externalId: string;
  assetId: number | null;
  mineLocationId: number | null;
  parentAssetId: number | null;
  equipmentCategoryId: number;
  equipmentTypeId: number;
  name: string;
  description: string | null;
  manufacturerId: number | null;
  configurationId: number | null;
  serialNumber: string | null;
  partNumber: string | null;
  capitalIndexNumber: string | null;
  installDate: string | null;
  effectiveDate: string | null;
  changedAt: Stamp;
}

export interface EquipmentPartTable {
  id: Id;
  externalId: string;
  equipmentId: number;
  externalEquipmentId: string;
  partId: number;
  position: number | null;
  locationId: number | null;
  secondaryLocationId: number | null;
  locationName: string;
  group: string | null;
  effectiveDate: string | null;
  changedAt: Stamp;
}

export interface PartTable {
  id: Id;
  externalId: string;
  partTypeId: number;
  manufacturerId: number | null;
  name: string;
  description: string | null;
  partNumber: string | null;
  targetHours: number | null;
  effectiveDate: string | null;
  changedAt: Stamp;
}

export interface InspectionTable {
  id: Id;
  externalId: string;
  name: string;
  assetId: number | null;
  mineLocationId: number | null;
  siteId: number;
  equipmentExternalId: string | null;
  bucketExternalId: string | null;
  inspectionStatusId: number | null;
  inspectionDate: ColumnType<Date, string, string>;
  completed: boolean;
  reopened: boolean;
  inspectorName: string;
  equipmentMap: Json;
  isNew: boolean;
  metaData: Json | null;
  savedBy: string | null;
  /** migrations/server/0005: the token subject of the inspector who created it (null: from before, see savedBy). */
  ownerSub: ColumnType<string | null, string | null | undefined, never>;
  changedAt: Stamp;
}

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

export interface AssetInspectionTable {
  id: Id;
  assetId: number;
  inspectionId: number;
  inspectionExternalId: string;
  inspectionDate: ColumnType<Date, string, string>;
  changedAt: Stamp;
}

export interface InspectionCategoryTypeTable {
  id: Id;
  externalId: string;
  inspectionId: number;
  inspectionExternalId: string;
  categoryId: number;
  typeId: number;
  changedAt: Stamp;
}

export interface ObservationTable {
  id: Id;
  externalId: string;
  categoryTypeId: number;
  categoryTypeExternalId: string;
  observableItemId: number;
  value: string | null;
  entityId: number | null;
  entityExternalId: string | null;
  dataLevelId: number;
  unitId: number | null;
  actionTypeId: number | null;
  /** migrations/server/0020: new on every change; the device names the one it edited from (decision 0052). */
  version: ColumnType<string, never, never>;
  deviceId: string | null;
  deviceName: string | null;
  changedAt: Stamp;
}

/** migrations/server/0019: a value another device sent for an observation it had not seen the held value of. */
export interface ObservationConflictTable {
  id: Id;
  inspectionExternalId: string;
  observationExternalId: string;
  observableItemId: number;
  heldValue: string | null;
  heldUnitId: number | null;
  heldDeviceName: string | null;
  heldAt: ColumnType<Date, string, string>;
  value: string | null;
  unitId: number | null;
  actionTypeId: number | null;
  deviceId: string;
  deviceName: string | null;
  inspectorName: string;
  savedBy: string | null;
  createdAt: ColumnType<Date, never, never>;
  settledAt: ColumnType<Date | null, string | null, string | null>;
  settledByDeviceName: string | null;
  changedAt: Stamp;
}

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

export interface ServerDatabase {
  customers: Named;
  siteDiggingConditions: Named;
  assetManufacturers: Named;
  assetTypes: Named;
  equipmentCategories: Named;
  partCategories: Named;
  partLocations: Named;
  partManufacturers: Named;
  dataTypes: Named;
  observableLevels: Named;
  inspectionCategories: Named;
  inspectionTypes: Named;
  inspectionStatuses: Named;
  sites: SiteTable;
  assetModels: AssetModelTable;
  assets: AssetTable;
  mineLocations: MineLocationTable;
  equipments: EquipmentTable;
  equipmentParts: EquipmentPartTable;
  equipmentTypes: EquipmentTypeTable;
  equipmentConfigurations: EquipmentConfigurationTable;
  equipmentPartConfigurations: EquipmentPartConfigurationTable;
  parts: PartTable;
  units: UnitTable;
  dimensionTypes: DimensionTypeTable;
  partTypes: PartTypeTable;
  partDimensions: PartDimensionTable;
  partDimensionThresholds: PartDimensionThresholdTable;
  observableItems: ObservableItemTable;
  observableActionTypes: ObservableActionTypeTable;
  observableItemActionTypes: ObservableItemActionTypeTable;
  inspections: InspectionTable;
  assetInspections: AssetInspectionTable;
  inspectionAudit: InspectionAuditTable;
  saveReceipts: SaveReceiptTable;
  inspectionCategoryTypes: InspectionCategoryTypeTable;
  observations: ObservationTable;
  observationConflicts: ObservationConflictTable;
  photos: PhotoTable;
  keptPhotos: KeptPhotoTable;
  userMessages: UserMessageTable;
  syncState: SyncStateTable;
  syncTombstones: SyncTombstoneTable;
  schemaMigrations: SchemaMigrationTable;
}
