import * as v from 'valibot';
import { Bool, ExternalId, Id, Int, IsoDate, ServerId, Text, UtcTimestamp } from './wire.ts';

// The body of POST /inspection (recording spec §3 "Save request", §7): syncDetails, equipmentItems (new buckets and
// bucket changeouts) and inspections with their category types and observations. Every row is keyed by the
// externalId made on the device, so the server upserts it and a replayed request changes nothing. Field names are
// the client's columns (src/api/sync-entities.ts) so the worker can send a row as it stores it.

const Nullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);
/** A server id the device may already know (null or absent until a sync brought it). */
const KnownId = Nullable(ServerId);

/** One recorded value. `deleted: true` removes it (unchecking a checkbox deletes its child observations). */
export const ObservationSaveSchema = v.object({
  externalId: ExternalId,
  id: KnownId,
  observableItemId: Id,
  value: Nullable(v.pipe(Text, v.maxLength(1_000_000, 'Expected a value of at most 1,000,000 characters'))),
  entityId: Nullable(Id),
  entityExternalId: Nullable(ExternalId),
  dataLevelId: Id,
  unitId: Nullable(Id),
  actionTypeId: Nullable(Id),
  deleted: v.optional(Bool, false),
});

/** One category × type section of an inspection (default All Categories / AllTypes) with its observations. */
export const CategoryTypeSaveSchema = v.object({
  externalId: ExternalId,
  id: KnownId,
  categoryId: Id,
  typeId: Id,
  observations: v.optional(v.array(ObservationSaveSchema), []),
});

/** Which equipment an inspection covers: an undercarriage side or a bucket, by its type and externalId. */
export const EquipmentMapEntrySchema = v.object({
  equipmentTypeId: Id,
  externalId: ExternalId,
});

export const InspectionSaveSchema = v.object({
  /** The server id of the inspection, when the device knows it. */
  inspectionId: KnownId,
  externalId: ExternalId,
  equipmentMap: v.optional(v.array(EquipmentMapEntrySchema), []),
  assetId: Nullable(Id),
  siteId: Id,
  mineLocationId: Nullable(Id),
  name: v.pipe(Text, v.nonEmpty('Expected a name')),
  inspectionDate: UtcTimestamp,
  /** Set for bucket-only or yard inspections. */
  equipmentExternalId: Nullable(ExternalId),
  bucketExternalId: Nullable(ExternalId),
  /** Absent: the server takes it from the token (full name, else e-mail, else 'Unknown User'). */
  inspectorName: v.optional(Text),
  inspectionStatusId: Nullable(Id),
  completed: v.optional(Bool, false),
  reopened: v.optional(Bool, false),
  categoriesTypes: v.optional(v.array(CategoryTypeSaveSchema), []),
  /** Created on the device and not yet known to the server. */
  isNew: v.optional(Bool, false),
  /** Free-form details the device records with the inspection (app version, device, timings …). */
  metaData: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
});

/** A part of a new bucket, copied from its GET fitment. */
export const EquipmentPartSaveSchema = v.object({
  externalId: ExternalId,
  id: KnownId,
  partId: Id,
  position: Nullable(Int),
  locationId: Nullable(Id),
  secondaryLocationId: Nullable(Id),
  locationName: v.optional(Text, 'Unknown'),
  group: Nullable(Text),
  effectiveDate: Nullable(IsoDate),
});

/** A new bucket, or a bucket moved by a changeout (to a yard or onto an asset). */
export const EquipmentItemSaveSchema = v.object({
  externalId: ExternalId,
  id: KnownId,
  assetId: Nullable(Id),
  mineLocationId: Nullable(Id),
  parentAssetId: Nullable(Id),
  equipmentCategoryId: Id,
  equipmentTypeId: Id,
  name: v.pipe(Text, v.nonEmpty('Expected a name')),
  description: Nullable(Text),
  manufacturerId: Nullable(Id),
  configurationId: Nullable(Id),
  serialNumber: Nullable(Text),
  partNumber: Nullable(Text),
  capitalIndexNumber: Nullable(Text),
  installDate: Nullable(IsoDate),
  effectiveDate: Nullable(IsoDate),
  equipmentParts: v.optional(v.array(EquipmentPartSaveSchema), []),
});

export const SaveInspectionsRequestSchema = v.object({
  syncDetails: v.object({ lastSyncDate: v.nullable(UtcTimestamp) }),
  equipmentItems: v.optional(v.array(EquipmentItemSaveSchema), []),
  inspections: v.array(InspectionSaveSchema),
  /**
   * In-progress inspections deleted on the device (shell spec §4), with their category types and observations. An
   * externalId the server does not know (never synced) is no error: there is nothing to delete.
   */
  deletedInspections: v.optional(v.array(ExternalId), []),
});

export type SaveInspectionsRequest = v.InferInput<typeof SaveInspectionsRequestSchema>;
export type SaveInspectionsRequestParsed = v.InferOutput<typeof SaveInspectionsRequestSchema>;
export type InspectionSave = v.InferOutput<typeof InspectionSaveSchema>;
export type CategoryTypeSave = v.InferOutput<typeof CategoryTypeSaveSchema>;
export type ObservationSave = v.InferOutput<typeof ObservationSaveSchema>;
export type EquipmentItemSave = v.InferOutput<typeof EquipmentItemSaveSchema>;
export type EquipmentPartSave = v.InferOutput<typeof EquipmentPartSaveSchema>;

const Saved = v.object({ externalId: ExternalId, id: ServerId });

/**
 * The inspections result: the server id of every row the request named (so the device can fill its id columns),
 * and the server time of the save. A replay answers the same ids.
 */
export const SaveInspectionsResultSchema = v.object({
  serverTimeUtc: UtcTimestamp,
  inspections: v.array(
    v.object({
      externalId: ExternalId,
      id: ServerId,
      inspectionDate: UtcTimestamp,
      categoriesTypes: v.array(
        v.object({ externalId: ExternalId, id: ServerId, observations: v.array(Saved) }),
      ),
      /** Observations the request deleted (or that were already gone). */
      deletedObservations: v.array(ExternalId),
    }),
  ),
  equipmentItems: v.array(v.object({ externalId: ExternalId, id: ServerId, equipmentParts: v.array(Saved) })),
});

export type SaveInspectionsResult = v.InferOutput<typeof SaveInspectionsResultSchema>;
