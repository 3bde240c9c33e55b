import * as v from 'valibot';
import {
  Bool,
  BoundedArray,
  BoundedText,
  DbId,
  DbServerId,
  ExternalId,
  Id as WireId,
  Int as WireInt,
  isBoundedJson,
  isJsonObject,
  IsoDate,
  Real,
  ServerId,
  Text,
  UtcTimestamp,
  type FieldSchema,
} from './wire.ts';
import {
  EquipmentPartRowSchema,
  EquipmentRowSchema,
  InspectionCategoryTypeRowSchema,
  InspectionRowSchema,
  ObservationConflictRowSchema,
  ObservationRowSchema,
} from './sync-entities.ts';

// The body of POST /inspection (recording spec §3 "Save request", §7): syncDetails, equipmentItems (new buckets and
// bucket changeouts) and inspections with their category types and observations. Every row is keyed by the
// externalId made on the device, so the server upserts it and a replayed request changes nothing. Field names are
// the client's columns (src/api/sync-entities.ts) so the worker can send a row as it stores it.

/** An observation's server version (migrations/server/0019: a bigint sequence, sent as a number). */
export const ObservationVersion = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1, 'Expected a version of 1 or more'),
  v.maxValue(Number.MAX_SAFE_INTEGER, `Expected a version of at most ${Number.MAX_SAFE_INTEGER}`),
);

const Nullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);
/** A server id the device may already know (null or absent until a sync brought it). */
const KnownId = Nullable(DbServerId);
const Id = DbId;

/**
 * The limits of a save request: every text, list and free-form field is bounded, so no request can store more than a
 * device would ever send (a 10-million-character name once made every full sync 14 times bigger).
 */
export const SAVE_LIMITS = {
  name: 200,
  shortText: 100,
  description: 2_000,
  value: 100_000,
  inspections: 100,
  equipmentItems: 100,
  equipmentParts: 500,
  equipmentMap: 50,
  categoriesTypes: 200,
  observations: 5_000,
  deletedInspections: 1_000,
  metaDataDepth: 8,
  metaDataNodes: 2_000,
  outboxSeqs: 10_000,
  deviceName: 60,
  settles: 100,
  /**
   * What one save may add (answered 413): observations in all its inspections together, and the characters
   * of all their values. A device sends one inspection's pending changes, at most 500 outbox entries, per save; each
   * value is also bounded by what its field holds (src/rules/value-limits.ts). The largest save they allow costs
   * embedded PGlite about 0.4 s of processor time, so its probe keeps answering within a second.
   */
  observationsPerSave: 2_000,
  valueCharactersPerSave: 1_000_000,
} as const;

const Name = BoundedText(SAVE_LIMITS.name);
const ShortText = BoundedText(SAVE_LIMITS.shortText);

// Checked as it is (v.custom) rather than as a record: a record schema copies every key before any check, and one
// object of millions of keys then took tens of seconds; the walk stops at the first value over the limit.
const MetaData = v.custom<Record<string, unknown>>(
  (value) =>
    isJsonObject(value) && isBoundedJson(value, SAVE_LIMITS.metaDataDepth, SAVE_LIMITS.metaDataNodes),
  `Expected metaData as an object nested at most ${SAVE_LIMITS.metaDataDepth} deep, with at most ${SAVE_LIMITS.metaDataNodes} values, finite numbers, and text without NUL characters or unpaired surrogates`,
);

// ---- What a save carries of each row: derived from the row's declaration (decision 0057) ----

/** The rows a save writes, declared once each in sync-entities.ts. */
const SAVED_ROWS = {
  inspections: InspectionRowSchema,
  inspectionCategoryTypes: InspectionCategoryTypeRowSchema,
  observations: ObservationRowSchema,
  equipments: EquipmentRowSchema,
  equipmentParts: EquipmentPartRowSchema,
};
export type SavedList = keyof typeof SAVED_ROWS;
type RowEntries<L extends SavedList> = (typeof SAVED_ROWS)[L]['entries'];
type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/**
 * The fields of each row a save does not carry: the server's own (names it joins from other tables, links it makes
 * from the request's nesting, its version, the owner it stamps). Every other field of the row is saved, so a new
 * field of a declaration reaches the save, the device's request and the server's write with no line here. The row's
 * server id is never written by a save: each schema below names the device's copy of it (`id`, `inspectionId`).
 */
export const NOT_SAVED = {
  inspections: [
    'inspectionStatus',
    'ownerSub',
    'deletedAt',
    'deletedOnDeviceId',
    'deletedOnDeviceName',
    'keptFromDeviceId',
    'keptFromDeviceName',
  ],
  inspectionCategoryTypes: ['inspectionId', 'inspectionExternalId', 'category', 'type'],
  observations: ['categoryTypeId', 'categoryTypeExternalId', 'observableItem', 'version'],
  equipments: ['equipmentCategory', 'equipmentType'],
  equipmentParts: ['equipmentId', 'externalEquipmentId'],
} as const satisfies { [L in SavedList]: readonly (keyof RowEntries<L>)[] };

/** The fields of a row that a save carries, as the row declares them. */
export type SavedKey<L extends SavedList> = Exclude<
  keyof RowEntries<L> & string,
  'id' | (typeof NOT_SAVED)[L][number]
>;
/** The values a save carries of a row, typed as the row's declaration reads them. */
export type SavedFields<L extends SavedList> = { [K in SavedKey<L>]: Out<RowEntries<L>[K]> };

/** The fields of a list's row that a save carries, in the declaration's order. */
export function savedFieldNames<L extends SavedList>(list: L): SavedKey<L>[] {
  const left: readonly string[] = NOT_SAVED[list];
  return Object.keys(SAVED_ROWS[list].entries).filter(
    (field) => field !== 'id' && !left.includes(field),
  ) as SavedKey<L>[];
}

/** What a save takes for each kind of field of the wire: bounded to what the server's columns hold. */
const SAVED_KINDS = new Map<FieldSchema, v.GenericSchema>([
  [WireId, DbId],
  [WireInt, DbId],
  [ServerId, DbServerId],
  [ExternalId, ExternalId],
  [Text, BoundedText(SAVE_LIMITS.description)],
  [Bool, Bool],
  [Real, Real],
  [UtcTimestamp, UtcTimestamp],
  [IsoDate, IsoDate],
] as [FieldSchema, v.GenericSchema][]);

function savedKind(field: FieldSchema, name: string): v.GenericSchema {
  const kind = SAVED_KINDS.get(field);
  if (kind === undefined) throw new Error(`A save has no kind for the field ${name}: add it to SAVED_KINDS`);
  return kind;
}

/** A row's field as a save takes it: a nullable one may be left out by an older app, and is then null. */
function savedField(field: FieldSchema, name: string): v.GenericSchema {
  const inner = field.type === 'optional' && field.wrapped ? field.wrapped : field;
  return inner.type === 'nullable' && inner.wrapped
    ? Nullable(savedKind(inner.wrapped, name))
    : savedKind(inner, name);
}

/** A saved field's schema type: one that may be null may also be left out (savedField). */
type SavedEntry<T> = null extends T
  ? v.OptionalSchema<v.NullableSchema<v.GenericSchema<NonNullable<T>>, undefined>, null>
  : v.GenericSchema<T>;
type SavedEntries<L extends SavedList> = { [K in SavedKey<L>]: SavedEntry<Out<RowEntries<L>[K]>> };

/** The save schema's entries for the saved fields of a row; a schema below overrides those it bounds otherwise. */
function savedEntries<L extends SavedList>(list: L): SavedEntries<L> {
  const entries = SAVED_ROWS[list].entries as Record<string, FieldSchema>;
  return Object.fromEntries(
    savedFieldNames(list).map((name: string) => [name, savedField(entries[name] as FieldSchema, name)]),
  ) as SavedEntries<L>;
}

/**
 * The saved fields of a stored row, as the save sends them: a flag stored as 0/1 on the device becomes a boolean.
 * Lets the device send a row as it stores it (src/worker/sync/save-request.ts) and the server read a save's row.
 */
export function savedFieldsOf<L extends SavedList>(
  list: L,
  row: { readonly [K in SavedKey<L>]?: unknown },
): SavedFields<L> {
  const entries = SAVED_ROWS[list].entries as Record<string, FieldSchema>;
  const values = row as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    savedFieldNames(list).map((name: string) => {
      const value = values[name];
      const field = entries[name] as FieldSchema;
      const flag = (field.wrapped ?? field) === (Bool as FieldSchema) || field === (Bool as FieldSchema);
      return [name, flag ? value === 1 || value === true : value];
    }),
  ) as SavedFields<L>;
}

/** One recorded value. `deleted: true` removes it (unchecking a checkbox deletes its child observations). */
export const ObservationSaveSchema = v.object({
  ...savedEntries('observations'),
  id: KnownId,
  value: Nullable(BoundedText(SAVE_LIMITS.value)),
  deleted: v.optional(Bool, false),
  /**
   * The server version this value was edited from (the row's `version` as last pulled), null for a row the device
   * made. Absent (an older app): the value is applied as before. Another device's newer value is kept, and this one
   * beside it as a conflict (docs/decisions/0052-two-devices-one-inspection.md).
   */
  baseVersion: v.optional(v.nullable(ObservationVersion)),
  /** The conflicts of this observation this value settles: the inspector chose it (decision 0052). */
  settles: v.optional(BoundedArray(DbServerId, SAVE_LIMITS.settles)),
});

/** One category × type section of an inspection (default All Categories / AllTypes) with its observations. */
export const CategoryTypeSaveSchema = v.object({
  ...savedEntries('inspectionCategoryTypes'),
  id: KnownId,
  observations: v.optional(BoundedArray(ObservationSaveSchema, SAVE_LIMITS.observations), []),
});

/** Which equipment an inspection covers: an undercarriage side or a bucket, by its type and externalId. */
export const EquipmentMapEntrySchema = v.object({
  equipmentTypeId: Id,
  externalId: ExternalId,
});

export const InspectionSaveSchema = v.object({
  ...savedEntries('inspections'),
  /** The server id of the inspection, when the device knows it. */
  inspectionId: KnownId,
  equipmentMap: v.optional(BoundedArray(EquipmentMapEntrySchema, SAVE_LIMITS.equipmentMap), []),
  name: v.pipe(Name, v.nonEmpty('Expected a name')),
  /**
   * The device's copy of the name; the server never stores it: the inspector is the token's (full name, else e-mail,
   * else 'Unknown User'), docs/decisions/0022-who-may-change-an-inspection.md.
   */
  inspectorName: v.optional(Name),
  completed: v.optional(Bool, false),
  reopened: v.optional(Bool, false),
  categoriesTypes: v.optional(BoundedArray(CategoryTypeSaveSchema, SAVE_LIMITS.categoriesTypes), []),
  /** Created on the device and not yet known to the server. */
  isNew: v.optional(Bool, false),
  /** Free-form details the device records with the inspection (app version, device, timings …). */
  metaData: v.optional(v.nullable(MetaData), null),
});

/** A part of a new bucket, copied from its GET fitment. */
export const EquipmentPartSaveSchema = v.object({
  ...savedEntries('equipmentParts'),
  id: KnownId,
  locationName: v.optional(Name, 'Unknown'),
  group: Nullable(ShortText),
});

/** A new bucket, or a bucket moved by a changeout (to a yard or onto an asset). */
export const EquipmentItemSaveSchema = v.object({
  ...savedEntries('equipments'),
  id: KnownId,
  name: v.pipe(Name, v.nonEmpty('Expected a name')),
  serialNumber: Nullable(ShortText),
  partNumber: Nullable(ShortText),
  capitalIndexNumber: Nullable(ShortText),
  equipmentParts: v.optional(BoundedArray(EquipmentPartSaveSchema, SAVE_LIMITS.equipmentParts), []),
});

/** The number of an outbox entry on the device that wrote it: grows with every local change. */
export const OutboxSeq = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1, 'Expected an outbox number of 1 or more'),
  v.maxValue(Number.MAX_SAFE_INTEGER, `Expected an outbox number of at most ${Number.MAX_SAFE_INTEGER}`),
);

export const SaveInspectionsRequestSchema = v.object({
  syncDetails: v.object({
    lastSyncDate: v.nullable(UtcTimestamp),
    /**
     * The device's database (a UUID made once), and the outbox entries this save carries: the server applies a save
     * of the same device and subject only when it holds a newer entry than any applied, so a replay or a delayed
     * older copy changes nothing (docs/decisions/0022-who-may-change-an-inspection.md).
     */
    deviceId: v.optional(ExternalId),
    outboxSeqs: v.optional(BoundedArray(OutboxSeq, SAVE_LIMITS.outboxSeqs)),
    /** What kind of device this is, in words ("tablet", "phone", "Windows"), shown beside its values in a conflict. */
    deviceName: v.optional(BoundedText(SAVE_LIMITS.deviceName)),
  }),
  equipmentItems: v.optional(BoundedArray(EquipmentItemSaveSchema, SAVE_LIMITS.equipmentItems), []),
  inspections: BoundedArray(InspectionSaveSchema, SAVE_LIMITS.inspections),
  /**
   * In-progress inspections deleted on the device (shell spec §4), with their category types and observations. An
   * externalId the server does not know (never synced) is no error: there is nothing to delete.
   */
  deletedInspections: v.optional(BoundedArray(ExternalId, SAVE_LIMITS.deletedInspections), []),
});

export type SaveInspectionsRequest = v.InferInput<typeof SaveInspectionsRequestSchema>;
export type SaveInspectionsRequestParsed = v.InferOutput<typeof SaveInspectionsRequestSchema>;
export type InspectionSave = v.InferOutput<typeof InspectionSaveSchema>;
export type CategoryTypeSave = v.InferOutput<typeof CategoryTypeSaveSchema>;
export type ObservationSave = v.InferOutput<typeof ObservationSaveSchema>;
export type EquipmentItemSave = v.InferOutput<typeof EquipmentItemSaveSchema>;
export type EquipmentPartSave = v.InferOutput<typeof EquipmentPartSaveSchema>;

const Saved = v.object({ externalId: ExternalId, id: DbServerId });

/**
 * The inspections result: the server id of every row the request named (so the device can fill its id columns),
 * and the server time of the save. A replay answers the same ids.
 */
export const SaveInspectionsResultSchema = v.object({
  serverTimeUtc: UtcTimestamp,
  inspections: v.array(
    v.object({
      externalId: ExternalId,
      id: DbServerId,
      inspectionDate: UtcTimestamp,
      categoriesTypes: v.array(
        v.object({
          externalId: ExternalId,
          id: DbServerId,
          observations: v.array(
            // version: the row's server version after this save (decision 0052); absent from a replay's answer.
            // heldExternalId: this first reading of a field met the row another device made of it first (decision
            // 0066): the reading is that row from now on (its id, version and externalId), the device's own not kept.
            v.object({
              ...Saved.entries,
              version: v.optional(ObservationVersion),
              heldExternalId: v.optional(ExternalId),
            }),
          ),
        }),
      ),
      /** Observations the request deleted (or that were already gone). */
      deletedObservations: v.array(ExternalId),
    }),
  ),
  equipmentItems: v.array(
    v.object({ externalId: ExternalId, id: DbServerId, equipmentParts: v.array(Saved) }),
  ),
  /**
   * The values of this save that another device had changed first: not applied, kept as conflicts, with the row as
   * the server holds it (heldVersion, heldActionTypeId) so the device shows the same record at once (decision 0052).
   */
  conflicts: v.optional(
    v.array(
      v.object({
        ...ObservationConflictRowSchema.entries,
        heldVersion: ObservationVersion,
        heldActionTypeId: v.nullable(DbId),
      }),
    ),
    [],
  ),
});

export type SaveInspectionsResult = v.InferOutput<typeof SaveInspectionsResultSchema>;
export type SaveConflict = SaveInspectionsResult['conflicts'][number];

/** The server's sentence when a delete meets another device's changes (decision 0052); the device knows it by it. */
export const NOT_DELETED_CHANGED_ELSEWHERE = 'Changed on another device: not deleted';

/** The server's sentence when a save completes an inspection with an open conflict (decision 0052). */
export const SETTLE_BEFORE_COMPLETING =
  'Changed on another device: choose which values to keep before submitting this inspection';
