import * as v from 'valibot';
import {
  EquipmentPartRowSchema,
  EquipmentRowSchema,
  InspectionCategoryTypeRowSchema,
  InspectionRowSchema,
  MineLocationRowSchema,
  ObservationConflictRowSchema,
  ObservationRowSchema,
  PartDimensionRowSchema,
  PartRowSchema,
} from './sync-entities.ts';
import {
  AssetInspectionRowSchema,
  AssetManufacturerRowSchema,
  AssetModelRowSchema,
  AssetRowSchema,
  AssetTypeRowSchema,
  CustomerRowSchema,
  DataTypeRowSchema,
  DimensionTypeRowSchema,
  EquipmentCategoryRowSchema,
  EquipmentConfigurationRowSchema,
  EquipmentPartConfigurationRowSchema,
  EquipmentTypeRowSchema,
  InspectionCategoryRowSchema,
  InspectionStatusRowSchema,
  InspectionTypeRowSchema,
  ObservableActionTypeRowSchema,
  ObservableItemActionTypeRowSchema,
  ObservableItemRowSchema,
  ObservableLevelRowSchema,
  PartCategoryRowSchema,
  PartDimensionThresholdRowSchema,
  PartLocationRowSchema,
  PartManufacturerRowSchema,
  PartTypeMeasurementToolRowSchema,
  PartTypeRowSchema,
  SiteDiggingConditionRowSchema,
  SiteRowSchema,
  UnitRowSchema,
} from './sync-reference-lists.ts';
import type { SyncListName } from './sync-lists.ts';
import { ExternalId, Id, UtcTimestamp } from './wire.ts';

// The answer of GET /inspection/sync?LastSyncDate=… (recording spec §7): every list of the spec, always present
// (empty when nothing changed), and what was deleted since the cursor, keyed as the client stores the rows.

/** Every list of the spec, each an array of its rows. */
export const SyncItemsSchema = v.object({
  assets: v.array(AssetRowSchema),
  assetInspections: v.array(AssetInspectionRowSchema),
  assetManufacturers: v.array(AssetManufacturerRowSchema),
  assetModels: v.array(AssetModelRowSchema),
  assetTypes: v.array(AssetTypeRowSchema),
  customers: v.array(CustomerRowSchema),
  dataTypes: v.array(DataTypeRowSchema),
  dimensionTypes: v.array(DimensionTypeRowSchema),
  equipmentCategories: v.array(EquipmentCategoryRowSchema),
  equipmentConfigurations: v.array(EquipmentConfigurationRowSchema),
  equipments: v.array(EquipmentRowSchema),
  equipmentParts: v.array(EquipmentPartRowSchema),
  equipmentPartConfigurations: v.array(EquipmentPartConfigurationRowSchema),
  equipmentTypes: v.array(EquipmentTypeRowSchema),
  inspectionCategories: v.array(InspectionCategoryRowSchema),
  inspectionCategoryTypes: v.array(InspectionCategoryTypeRowSchema),
  inspections: v.array(InspectionRowSchema),
  inspectionStatuses: v.array(InspectionStatusRowSchema),
  inspectionTypes: v.array(InspectionTypeRowSchema),
  mineLocations: v.array(MineLocationRowSchema),
  observableActionTypes: v.array(ObservableActionTypeRowSchema),
  observableItems: v.array(ObservableItemRowSchema),
  observableItemActionTypes: v.array(ObservableItemActionTypeRowSchema),
  observableLevels: v.array(ObservableLevelRowSchema),
  observations: v.array(ObservationRowSchema),
  observationConflicts: v.array(ObservationConflictRowSchema),
  partCategories: v.array(PartCategoryRowSchema),
  parts: v.array(PartRowSchema),
  partLocations: v.array(PartLocationRowSchema),
  partManufacturers: v.array(PartManufacturerRowSchema),
  partTypes: v.array(PartTypeRowSchema),
  partTypeMeasurementTools: v.array(PartTypeMeasurementToolRowSchema),
  partDimensions: v.array(PartDimensionRowSchema),
  partDimensionThresholds: v.array(PartDimensionThresholdRowSchema),
  sites: v.array(SiteRowSchema),
  siteDiggingConditions: v.array(SiteDiggingConditionRowSchema),
  units: v.array(UnitRowSchema),
});

/** The row schema of the named list: the worker validates and applies a list by its name. */
export function syncRowSchema<L extends SyncListName>(list: L): (typeof SyncItemsSchema.entries)[L]['item'] {
  return SyncItemsSchema.entries[list].item;
}

/** One row of the named list, as the server sends it. */
export type SyncRow<L extends SyncListName> = v.InferOutput<(typeof SyncItemsSchema.entries)[L]['item']>;

const DeletedIds = v.array(Id);
const DeletedExternalIds = v.array(ExternalId);

/**
 * Per list, the keys of rows removed on the server since the cursor: ids for server-owned lists, externalIds for
 * lists whose rows can be created on the device (SYNC_LIST_KEYS). A list with nothing deleted may be left out.
 */
export const SyncDeletedSchema = v.object({
  assets: v.optional(DeletedIds),
  assetInspections: v.optional(DeletedIds),
  assetManufacturers: v.optional(DeletedIds),
  assetModels: v.optional(DeletedIds),
  assetTypes: v.optional(DeletedIds),
  customers: v.optional(DeletedIds),
  dataTypes: v.optional(DeletedIds),
  dimensionTypes: v.optional(DeletedIds),
  equipmentCategories: v.optional(DeletedIds),
  equipmentConfigurations: v.optional(DeletedIds),
  equipments: v.optional(DeletedExternalIds),
  equipmentParts: v.optional(DeletedExternalIds),
  equipmentPartConfigurations: v.optional(DeletedIds),
  equipmentTypes: v.optional(DeletedIds),
  inspectionCategories: v.optional(DeletedIds),
  inspectionCategoryTypes: v.optional(DeletedExternalIds),
  inspections: v.optional(DeletedExternalIds),
  inspectionStatuses: v.optional(DeletedIds),
  inspectionTypes: v.optional(DeletedIds),
  mineLocations: v.optional(DeletedExternalIds),
  observableActionTypes: v.optional(DeletedIds),
  observableItems: v.optional(DeletedIds),
  observableItemActionTypes: v.optional(DeletedIds),
  observableLevels: v.optional(DeletedIds),
  observations: v.optional(DeletedExternalIds),
  observationConflicts: v.optional(DeletedIds),
  partCategories: v.optional(DeletedIds),
  parts: v.optional(DeletedExternalIds),
  partLocations: v.optional(DeletedIds),
  partManufacturers: v.optional(DeletedIds),
  partTypes: v.optional(DeletedIds),
  partTypeMeasurementTools: v.optional(DeletedIds),
  partDimensions: v.optional(DeletedExternalIds),
  partDimensionThresholds: v.optional(DeletedIds),
  sites: v.optional(DeletedIds),
  siteDiggingConditions: v.optional(DeletedIds),
  units: v.optional(DeletedIds),
});

/**
 * serverTimeUtc becomes the next LastSyncDate. isFullSync: the lists hold every row the server has (no LastSyncDate
 * was sent, or the server chose to resend everything) rather than the changes since the cursor.
 */
export const SyncResponseSchema = v.object({
  serverTimeUtc: UtcTimestamp,
  isFullSync: v.boolean(),
  syncItems: SyncItemsSchema,
  deleted: v.optional(SyncDeletedSchema),
  /**
   * Not in the spec: how many rows syncItems holds, sent first so a device reading the answer as it streams can show
   * its progress (docs/decisions/0011-streamed-sync.md). Clients that do not know it ignore it.
   */
  totalRows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type SyncItems = v.InferOutput<typeof SyncItemsSchema>;
export type SyncDeleted = v.InferOutput<typeof SyncDeletedSchema>;
export type SyncResponse = v.InferOutput<typeof SyncResponseSchema>;

export type AssetRow = SyncRow<'assets'>;
export type AssetModelRow = SyncRow<'assetModels'>;
export type SiteRow = SyncRow<'sites'>;
export type MineLocationRow = SyncRow<'mineLocations'>;
export type EquipmentRow = SyncRow<'equipments'>;
export type EquipmentPartRow = SyncRow<'equipmentParts'>;
export type EquipmentPartConfigurationRow = SyncRow<'equipmentPartConfigurations'>;
export type PartRow = SyncRow<'parts'>;
export type PartDimensionRow = SyncRow<'partDimensions'>;
export type PartDimensionThresholdRow = SyncRow<'partDimensionThresholds'>;
export type ObservableItemRow = SyncRow<'observableItems'>;
export type ObservableActionTypeRow = SyncRow<'observableActionTypes'>;
export type InspectionRow = SyncRow<'inspections'>;
export type InspectionCategoryTypeRow = SyncRow<'inspectionCategoryTypes'>;
export type ObservationRow = SyncRow<'observations'>;
