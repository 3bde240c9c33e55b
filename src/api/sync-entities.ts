import * as v from 'valibot';
import { Bool, ExternalId, Id, Int, IsoDate, Real, ServerId, Text, UtcTimestamp } from './wire.ts';

// One row of each sync list whose rows can also be created on the device, keyed by `externalId` (a UUID made where
// the row was born). The server always sends its `id` too; on the device it stays null until a sync brings it. Rows
// link to each other by externalId (inspectionExternalId, categoryTypeExternalId, externalEquipmentId), because an
// offline row has no server id to point at. Field names are the local table's columns one to one; the device's own
// state (isSynced, isReopened) is not on the wire. `v.object` drops unknown fields (forward compatibility).

export const MineLocationRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  siteId: Id,
  name: Text,
});

/** An undercarriage side (Left Side / Right Side) or a bucket, on an asset or in a yard (mine location). */
export const EquipmentRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  assetId: v.nullable(Id),
  mineLocationId: v.nullable(Id),
  parentAssetId: v.nullable(Id),
  equipmentCategoryId: Id,
  equipmentCategory: v.nullable(Text),
  equipmentTypeId: Id,
  equipmentType: v.nullable(Text),
  name: Text,
  description: v.nullable(Text),
  manufacturerId: v.nullable(Id),
  configurationId: v.nullable(Id),
  serialNumber: v.nullable(Text),
  partNumber: v.nullable(Text),
  capitalIndexNumber: v.nullable(Text),
  installDate: v.nullable(IsoDate),
  effectiveDate: v.nullable(IsoDate),
});

/** A part at a position of an equipment: locationId 1 left, 2 right; wear plates also by secondary location. */
export const EquipmentPartRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  equipmentId: v.nullable(Id),
  externalEquipmentId: ExternalId,
  partId: Id,
  position: v.nullable(Int),
  locationId: v.nullable(Id),
  secondaryLocationId: v.nullable(Id),
  locationName: Text,
  group: v.nullable(Text),
  effectiveDate: v.nullable(IsoDate),
});

export const PartRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  partTypeId: Id,
  manufacturerId: v.nullable(Id),
  name: Text,
  description: v.nullable(Text),
  partNumber: v.nullable(Text),
  targetHours: v.nullable(Int),
  effectiveDate: v.nullable(IsoDate),
});

/** wear % = (measured - baselineValue) / limit × 100. */
export const PartDimensionRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  partId: Id,
  dimensionTypeId: Id,
  observableItemId: v.nullable(Id),
  baselineValue: Real,
  precisionFactor: v.nullable(Real),
  limit: Real,
  effectiveDate: v.nullable(IsoDate),
});

/** An inspection of an asset, a bucket only (equipmentExternalId) or a yard (mineLocationId). */
export const InspectionRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  name: Text,
  assetId: v.nullable(Id),
  mineLocationId: v.nullable(Id),
  siteId: Id,
  equipmentExternalId: v.nullable(ExternalId),
  bucketExternalId: v.nullable(ExternalId),
  inspectionStatus: v.nullable(Text),
  inspectionStatusId: v.nullable(Id),
  inspectionDate: UtcTimestamp,
  completed: Bool,
  reopened: Bool,
  inspectorName: Text,
  /**
   * The token subject it belongs to (decision 0022): only that inspector changes it. A server before it sends none:
   * the device then cannot tell, rather than setting every inspection aside.
   */
  ownerSub: v.optional(v.nullable(Text), null),
  /**
   * Deleted on one device, then brought back by another device's changes (decision 0073): when and on which device it
   * was deleted, and the device whose changes were kept. Null when that never happened (and from older servers).
   */
  deletedAt: v.optional(v.nullable(UtcTimestamp), null),
  deletedOnDeviceId: v.optional(v.nullable(Text), null),
  deletedOnDeviceName: v.optional(v.nullable(Text), null),
  keptFromDeviceId: v.optional(v.nullable(Text), null),
  keptFromDeviceName: v.optional(v.nullable(Text), null),
});

/** One category × type section of an inspection (default All Categories / AllTypes), with their names. */
export const InspectionCategoryTypeRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  inspectionId: v.nullable(Id),
  inspectionExternalId: ExternalId,
  categoryId: Id,
  category: v.nullable(Text),
  typeId: Id,
  type: v.nullable(Text),
});

/**
 * One recorded value (always text: checkboxes 'true'/'false', numbers, dates, a photo's file name). observableItem is
 * the item's identifier path; entityId / entityExternalId name the asset, equipment, part or mine location at
 * dataLevelId.
 */
export const ObservationRowSchema = v.object({
  externalId: ExternalId,
  id: ServerId,
  categoryTypeId: v.nullable(Id),
  categoryTypeExternalId: ExternalId,
  observableItemId: Id,
  observableItem: v.nullable(Text),
  value: v.nullable(Text),
  entityId: v.nullable(Id),
  entityExternalId: v.nullable(ExternalId),
  dataLevelId: Id,
  unitId: v.nullable(Id),
  actionTypeId: v.nullable(Id),
  /**
   * The server's version of the row, new with every change: the device sends it back as the version it edited from
   * (docs/decisions/0052-two-devices-one-inspection.md). Null from a server before versions.
   */
  version: v.optional(v.nullable(Int), null),
});

/**
 * A value another device sent for an observation whose held value it had not seen: the held value stayed, this one
 * is kept beside it until the inspector chooses (docs/decisions/0052-two-devices-one-inspection.md). Open while
 * settledAt is null.
 */
export const ObservationConflictRowSchema = v.object({
  id: ServerId,
  inspectionExternalId: ExternalId,
  observationExternalId: ExternalId,
  observableItemId: Id,
  heldValue: v.nullable(Text),
  heldUnitId: v.nullable(Id),
  heldDeviceName: v.nullable(Text),
  heldAt: UtcTimestamp,
  value: v.nullable(Text),
  unitId: v.nullable(Id),
  actionTypeId: v.nullable(Id),
  deviceId: ExternalId,
  deviceName: v.nullable(Text),
  inspectorName: Text,
  createdAt: UtcTimestamp,
  settledAt: v.nullable(UtcTimestamp),
  settledByDeviceName: v.nullable(Text),
});
