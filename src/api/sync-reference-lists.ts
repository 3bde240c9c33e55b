import * as v from 'valibot';
import { Bool, ExternalId, Id, Int, Real, Text, UtcTimestamp } from './wire.ts';

// One row of each server-owned sync list (keyed by `id`). Field names are the local table's columns one to one
// (migrations/client/0001_sync_tables.sql); nullable exactly where the server may have no value. `v.object` drops
// unknown fields, so a newer server that adds a field does not break an installed app.

const named = { id: Id, name: Text };

export const CustomerRowSchema = v.object(named);
export const SiteDiggingConditionRowSchema = v.object(named);
export const AssetManufacturerRowSchema = v.object(named);
/** ERS, HEX … */
export const AssetTypeRowSchema = v.object(named);
export const EquipmentCategoryRowSchema = v.object(named);
export const PartCategoryRowSchema = v.object(named);
export const PartLocationRowSchema = v.object(named);
export const PartManufacturerRowSchema = v.object(named);
/** string 1, number 2, date 3, image 4, boolean 5. */
export const DataTypeRowSchema = v.object(named);
/** asset 1, equipment 2, equipmentPart 3, mineLocation 4. */
export const ObservableLevelRowSchema = v.object(named);
export const InspectionCategoryRowSchema = v.object(named);
export const InspectionTypeRowSchema = v.object(named);
export const InspectionStatusRowSchema = v.object(named);

export const SiteRowSchema = v.object({
  id: Id,
  customerId: Id,
  name: Text,
  description: v.nullable(Text),
  /** The site's default length unit (decision 0071): the inch's unit id where it measures in inches; null is mm. */
  lengthUnitId: v.optional(v.nullable(Id), null),
});

export const AssetModelRowSchema = v.object({
  id: Id,
  manufacturerId: Id,
  assetTypeId: Id,
  name: Text,
  description: v.nullable(Text),
  bushedShoesAvailable: Bool,
  hasTumblerRollPathMeasurement: Bool,
  showFrontIdlerConditionMenu: Bool,
  showLoadRollerConditionMenu: Bool,
  showRearIdlerConditionMenu: Bool,
  showReturnRollerConditionMenu: Bool,
  showSliderConditionMenu: Bool,
  shoesPerSide: v.pipe(Int, v.minValue(1, 'Expected at least 1 shoe per side')),
});

/** A machine, with the denormalised names the Select-Machine search matches. */
export const AssetRowSchema = v.object({
  id: Id,
  externalId: v.nullable(ExternalId),
  name: Text,
  description: v.nullable(Text),
  modelId: v.nullable(Id),
  assetTypeId: v.nullable(Id),
  manufacturerId: v.nullable(Id),
  siteId: Id,
  siteName: v.nullable(Text),
  customerId: Id,
  customerName: v.nullable(Text),
  parentAssetId: v.nullable(Id),
  bucketName: v.nullable(Text),
});

export const AssetInspectionRowSchema = v.object({
  id: Id,
  assetId: Id,
  inspectionId: Id,
  inspectionExternalId: ExternalId,
  inspectionDate: UtcTimestamp,
});

export const EquipmentTypeRowSchema = v.object({ id: Id, equipmentCategoryId: Id, name: Text });

/** A GET fitment. */
export const EquipmentConfigurationRowSchema = v.object({
  id: Id,
  name: Text,
  manufacturerId: v.nullable(Id),
});

export const EquipmentPartConfigurationRowSchema = v.object({
  id: Id,
  configurationId: Id,
  partId: Id,
  position: v.nullable(Int),
  locationId: v.nullable(Id),
  secondaryLocationId: v.nullable(Id),
});

export const PartTypeRowSchema = v.object({ id: Id, categoryId: Id, name: Text });

export const PartTypeMeasurementToolRowSchema = v.object({ id: Id, partTypeId: Id, measurementToolId: Id });

export const UnitRowSchema = v.object({ id: Id, code: Text, name: Text, symbol: v.nullable(Text) });

export const DimensionTypeRowSchema = v.object({ id: Id, name: Text, unitId: v.nullable(Id) });

export const PartDimensionThresholdRowSchema = v.object({
  id: Id,
  partDimensionId: Id,
  minPercentage: Real,
  actionTypeId: Id,
});

export const ObservableItemRowSchema = v.object({
  id: Id,
  dataTypeId: Id,
  /** The dotted path, such as Bucket.Specifications.SerialNumber. */
  identifier: Text,
  label: v.nullable(Text),
  description: v.nullable(Text),
  isCollection: Bool,
});

export const ObservableActionTypeRowSchema = v.object({
  id: Id,
  name: Text,
  description: v.nullable(Text),
  sortOrder: Int,
  defaultColourCode: v.nullable(Text),
});

export const ObservableItemActionTypeRowSchema = v.object({
  id: Id,
  observableItemId: Id,
  actionTypeId: Id,
  triggerValue: v.nullable(Text),
});
