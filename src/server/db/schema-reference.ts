import type { ColumnType, Generated } from 'kysely';

// Kysely types of the server-owned reference tables (migrations/server/0001_sync_tables.sql), in camelCase.

type Id = Generated<number>;
type Stamp = ColumnType<Date, never, never>;

export interface Named {
  id: Id;
  name: string;
  changedAt: Stamp;
}

export interface SiteTable {
  id: Id;
  customerId: number;
  name: string;
  description: string | null;
  changedAt: Stamp;
}

export interface AssetModelTable {
  id: Id;
  manufacturerId: number;
  assetTypeId: number;
  name: string;
  description: string | null;
  bushedShoesAvailable: boolean;
  hasTumblerRollPathMeasurement: boolean;
  showFrontIdlerConditionMenu: boolean;
  showLoadRollerConditionMenu: boolean;
  showRearIdlerConditionMenu: boolean;
  showReturnRollerConditionMenu: boolean;
  showSliderConditionMenu: boolean;
  shoesPerSide: number;
  changedAt: Stamp;
}

export interface EquipmentTypeTable {
  id: Id;
  equipmentCategoryId: number;
  name: string;
  changedAt: Stamp;
}

export interface EquipmentConfigurationTable {
  id: Id;
  name: string;
  manufacturerId: number | null;
  changedAt: Stamp;
}

export interface EquipmentPartConfigurationTable {
  id: Id;
  configurationId: number;
  partId: number;
  position: number | null;
  locationId: number | null;
  secondaryLocationId: number | null;
  changedAt: Stamp;
}

export interface UnitTable {
  id: Id;
  code: string;
  name: string;
  symbol: string | null;
  changedAt: Stamp;
}

export interface DimensionTypeTable {
  id: Id;
  name: string;
  unitId: number | null;
  changedAt: Stamp;
}

export interface PartTypeTable {
  id: Id;
  categoryId: number;
  name: string;
  changedAt: Stamp;
}

export interface PartDimensionTable {
  id: Id;
  externalId: string;
  partId: number;
  dimensionTypeId: number;
  observableItemId: number | null;
  baselineValue: number;
  precisionFactor: number | null;
  limit: number;
  effectiveDate: string | null;
  changedAt: Stamp;
}

export interface PartDimensionThresholdTable {
  id: Id;
  partDimensionId: number;
  minPercentage: number;
  actionTypeId: number;
  changedAt: Stamp;
}

export interface ObservableItemTable {
  id: number;
  dataTypeId: number;
  identifier: string;
  label: string | null;
  description: string | null;
  isCollection: boolean;
  changedAt: Stamp;
}

export interface ObservableItemActionTypeTable {
  id: Id;
  observableItemId: number;
  actionTypeId: number;
  triggerValue: string | null;
}

export interface ObservableActionTypeTable {
  id: Id;
  name: string;
  description: string | null;
  sortOrder: number;
  defaultColourCode: string | null;
  changedAt: Stamp;
}
