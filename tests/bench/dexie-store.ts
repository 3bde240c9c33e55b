// The design this project replaces: the sync payload stored in IndexedDB through Dexie with the spec's original
// indexes (shell spec §3 "Local database"), one bulkPut per list. Runs in the page (the old app did it on the main
// thread); `Dexie` comes from the UMD build added to the page.
import type { SyncListName } from '../../src/api/sync-lists.ts';

/** Dexie store definitions: primary key first, then the spec's indexed fields; every synced list (the compiler asks). */
export const SPEC_STORES: Record<string, string> = {
  inspections: '&externalId, id, inspectionStatus, assetId, siteId, inspectionDate, completed',
  inspectionBackups: '&externalId, id, inspectionStatus, assetId, siteId, inspectionDate, completed',
  observableItems: 'id, identifier, dataTypeId',
  assets: 'id, name, modelId, assetTypeId, manufacturerId, siteId, parentAssetId, customerId',
  tooltips: '&key, heading',
  assetManufacturers: 'id, name',
  assetTypes: 'id, name',
  customers: 'id, name',
  dataTypes: 'id, name',
  equipmentCategories: 'id, name',
  equipmentConfigurations: 'id, name',
  inspectionCategories: 'id, name',
  inspectionStatuses: 'id, name',
  inspectionTypes: 'id, name',
  observableLevels: 'id, name',
  partCategories: 'id, name',
  partLocations: 'id, name',
  partManufacturers: 'id, name',
  siteDiggingConditions: 'id, name',
  assetModels: 'id, name, manufacturerId, assetTypeId',
  dimensionTypes: 'id, name, unitId',
  equipmentPartConfigurations: 'id, configurationId, partId, position, locationId, secondaryLocationId',
  equipments: 'externalId, id, assetId, equipmentTypeId, name, mineLocationId',
  equipmentParts: 'externalId, id, equipmentId, externalEquipmentId, partId, locationId, position',
  equipmentTypes: 'id, equipmentCategoryId, name',
  mineLocations: 'externalId, id, siteId, name',
  observableActionTypes: 'id, name, sortOrder',
  observableItemActionTypes: 'id, observableItemId, actionTypeId',
  parts: 'externalId, id, name, partNumber, partTypeId, manufacturerId',
  partTypeMeasurementTools: 'id, partTypeId, measurementToolId',
  partTypes: 'id, categoryId, name',
  partDimensions: 'externalId, id, partId, dimensionTypeId, observableItemId',
  partDimensionThresholds: 'id, partDimensionId, minPercentage, actionTypeId',
  sites: 'id, name, customerId',
  units: 'id, code, name',
  // Lists the spec's table does not name, keyed as the server sends them.
  assetInspections: 'id',
  inspectionCategoryTypes: 'externalId',
  observations: 'externalId',
  observationConflicts: 'id',
} satisfies Record<SyncListName, string> & Record<string, string>;
