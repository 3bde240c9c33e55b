// The columns the report's facts are read from, as both databases hold them: the device's SQLite (src/db/schema.ts)
// and the server's PostgreSQL (src/server/db/schema.ts). A column is here only if both have it, typed as either
// side reads it (ids are null on the device until a row is synced; 0/1 or true/false; a date as text or a Date).
// The compiler holds both to it: each side hands its own Kysely to factRows, refused if a column is missing or differs.

type Id = number | null;
type Bool = boolean | 0 | 1;

interface Named {
  id: Id;
  name: string;
}

export interface FactTables {
  customers: Named;
  sites: Named & { customerId: number };
  assetTypes: Named;
  assetModels: Named & {
    hasTumblerRollPathMeasurement: Bool;
    showFrontIdlerConditionMenu: Bool;
    showLoadRollerConditionMenu: Bool;
    showRearIdlerConditionMenu: Bool;
    showReturnRollerConditionMenu: Bool;
    showSliderConditionMenu: Bool;
    shoesPerSide: number;
  };
  assets: Named & {
    modelId: number | null;
    assetTypeId: number | null;
    siteName: string | null;
    customerName: string | null;
  };
  mineLocations: Named;
  equipmentCategories: Named;
  equipments: {
    id: Id;
    externalId: string;
    assetId: number | null;
    equipmentCategoryId: number;
    name: string;
    serialNumber: string | null;
    effectiveDate: string | null;
  };
  equipmentParts: {
    externalId: string;
    equipmentId: Id;
    externalEquipmentId: string;
    partId: number;
    position: number | null;
    locationId: number | null;
    secondaryLocationId: number | null;
    group: string | null;
    effectiveDate: string | null;
  };
  parts: Named & { partTypeId: number; partNumber: string | null };
  partTypes: Named;
  partLocations: Named;
  partDimensions: {
    id: Id;
    externalId: string;
    partId: number;
    observableItemId: number | null;
    baselineValue: number;
    limit: number;
  };
  partDimensionThresholds: { partDimensionId: number; minPercentage: number; actionTypeId: number };
  observableActionTypes: {
    id: Id;
    name: string;
    description: string | null;
    sortOrder: number;
    defaultColourCode: string | null;
  };
  observableItemActionTypes: {
    id: Id;
    observableItemId: number;
    actionTypeId: number;
    triggerValue: string | null;
  };
  inspections: {
    id: Id;
    externalId: string;
    name: string;
    assetId: number | null;
    mineLocationId: number | null;
    siteId: number;
    equipmentExternalId: string | null;
    bucketExternalId: string | null;
    inspectionDate: Date | string;
    completed: Bool;
    reopened: Bool;
    inspectorName: string;
  };
  inspectionCategoryTypes: {
    id: Id;
    externalId: string;
    inspectionId: Id;
    inspectionExternalId: string;
  };
  observations: {
    id: Id;
    externalId: string;
    categoryTypeId: Id;
    categoryTypeExternalId: string;
    observableItemId: number;
    value: string | null;
    unitId: number | null;
    entityExternalId: string | null;
  };
}
