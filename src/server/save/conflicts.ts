import { sql, type RawBuilder, type Transaction } from 'kysely';
import {
  NOT_DELETED_CHANGED_ELSEWHERE,
  SETTLE_BEFORE_COMPLETING,
  type InspectionSave,
  type ObservationSave,
  type SaveConflict,
  type SaveInspectionsRequestParsed,
} from '../../api/save-inspections.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { idArray } from '../db/id-array.ts';
import { isoUtc } from '../sync/lists.ts';
import { withoutObservations } from './without-observations.ts';
import { sameFieldRead, type HeldReading } from './first-readings.ts';
import { deviceOf } from './receipts.ts';
import { conflict, type RefusedRow } from './refusal.ts';

// Two devices, one inspection (docs/decisions/0052-two-devices-one-inspection.md). Each observation a device sends
// names the server version it was edited from (baseVersion). When the server holds a version another device wrote
// since, with another value, the held value stays and the incoming one is kept beside it as a conflict, which the
// inspector settles with an ordinary write naming it (settles). An inspection with an open conflict is not completed,
// and one another device changed since the deleting device's last pull is not deleted.

type Trx = Transaction<ServerDatabase>;

/** The device a save comes from: its id (syncDetails or, for older apps, metaData) and its name in words. */
export interface SavingDevice {
  readonly id: string;
  readonly name: string | null;
}

/** An observation as the server holds it, read before the write. */
export interface HeldObservation {
  readonly version: number;
  readonly deviceId: string | null;
  readonly deviceName: string | null;
  readonly value: string | null;
  readonly unitId: number | null;
  readonly actionTypeId: number | null;
  readonly changedAt: string;
}

/** What conflictsRead answers (one read of the save's statement of reads). */
export interface ConflictFacts {
  /** By observation externalId: the held rows of the observations sent with a baseVersion. */
  readonly held: Readonly<Record<string, HeldObservation>>;
  /** Open conflicts of the inspections the save completes: conflict id → inspection externalId. */
  readonly open: Readonly<Record<string, string>>;
  /** The inspections the save deletes that another device changed since the deleting device's last pull. */
  readonly changedElsewhere: readonly string[];
  /** By first reading's externalId: the row another device made of the same field (first-readings.ts). */
  readonly sameField: Readonly<Record<string, HeldReading>>;
}

/** The device of a save, when it names one (saves without a deviceId are not compared: tests and tools). */
export function savingDevice(request: SaveInspectionsRequestParsed): SavingDevice | undefined {
  const device = deviceOf(request);
  return device === undefined
    ? undefined
    : { id: device.deviceId, name: request.syncDetails.deviceName ?? null };
}

const NO_FACTS: ConflictFacts = { held: {}, open: {}, changedElsewhere: [], sameField: {} };

const observationsOf = (inspection: InspectionSave) =>
  inspection.categoriesTypes.flatMap((ct) => ct.observations);

/** Observations a device sent with the version it edited from (older apps send none: applied as before). */
const compared = (request: SaveInspectionsRequestParsed) =>
  request.inspections.flatMap(observationsOf).filter((o) => !o.deleted && o.baseVersion !== undefined);

/** The facts the rules below need, as one read; undefined when the save has nothing to compare. */
export function conflictsRead(
  request: SaveInspectionsRequestParsed,
  device: SavingDevice | undefined,
): RawBuilder<unknown> | undefined {
  const observations = device === undefined ? [] : compared(request).map((o) => o.externalId);
  const completing = request.inspections.filter((i) => i.completed).map((i) => i.externalId);
  const deleting = device === undefined ? [] : request.deletedInspections;
  const sameField = sameFieldRead(request, device);
  if (
    observations.length === 0 &&
    completing.length === 0 &&
    deleting.length === 0 &&
    sameField === undefined
  )
    return undefined;
  // Locked (FOR UPDATE): the row read is the newest committed one even when another save of this inspection
  // committed while this statement waited for the inspection's lock (its snapshot is older than that write).
  const held =
    observations.length === 0
      ? sql`'{}'::json`
      : sql`(SELECT coalesce(json_object_agg(u.external_id::text, x.value), '{}')
          FROM unnest(${idArray(observations)}::uuid[]) AS u(external_id)
          CROSS JOIN LATERAL (SELECT json_build_object('version', t.version, 'deviceId', t.device_id,
              'deviceName', t.device_name, 'value', t.value, 'unitId', t.unit_id, 'actionTypeId', t.action_type_id,
              'changedAt', ${sql.raw(isoUtc('t.changed_at'))}) AS value
            FROM observations t WHERE t.external_id = u.external_id FOR UPDATE) x)`;
  const open =
    completing.length === 0
      ? sql`'{}'::json`
      : sql`(SELECT coalesce(json_object_agg(c.id::text, c.inspection_external_id::text), '{}')
          FROM observation_conflicts c
          WHERE c.inspection_external_id = ANY(${idArray(completing)}::uuid[]) AND c.settled_at IS NULL)`;
  const since = request.syncDetails.lastSyncDate;
  const changedElsewhere =
    deleting.length === 0 || device === undefined
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(DISTINCT ct.inspection_external_id::text), '[]')
          FROM inspection_category_types ct JOIN observations o ON o.category_type_id = ct.id
          WHERE ct.inspection_external_id = ANY(${idArray(deleting)}::uuid[])
            AND o.device_id IS NOT NULL AND o.device_id <> ${device.id}::uuid
            AND (${since}::timestamptz IS NULL OR o.changed_at >= ${since}::timestamptz))`;
  return sql`json_build_object('held', ${held}, 'open', ${open}, 'changedElsewhere', ${changedElsewhere},
    'sameField', ${sameField ?? sql`'{}'::json`})`;
}

export const conflictFacts = (value: unknown): ConflictFacts => (value as ConflictFacts | null) ?? NO_FACTS;

/** An observation of the save that another device changed first, and what the server holds of it. */
export interface DetectedConflict {
  readonly inspectionExternalId: string;
  readonly observation: ObservationSave;
  readonly held: HeldObservation;
}

/**
 * The observations whose held row another device wrote since the version this device edited from, with another value.
 * The same device (its own earlier save), a row from before versions (no device) or the same value is no conflict.
 */
export function detectConflicts(
  request: SaveInspectionsRequestParsed,
  facts: ConflictFacts,
  device: SavingDevice | undefined,
): DetectedConflict[] {
  if (device === undefined) return [];
  return request.inspections.flatMap((inspection) =>
    observationsOf(inspection).flatMap((observation) => {
      if (observation.deleted || observation.baseVersion === undefined) return [];
      const held = facts.held[observation.externalId];
      if (held === undefined || held.deviceId === null || held.deviceId === device.id) return [];
      if (observation.baseVersion !== null && observation.baseVersion === Number(held.version)) return [];
      if (held.value === observation.value && held.unitId === observation.unitId) return [];
      return [{ inspectionExternalId: inspection.externalId, observation, held }];
    }),
  );
}

/** The request without the observations kept as conflicts: their held values stay. */
export function withoutConflicted(
  request: SaveInspectionsRequestParsed,
  conflicts: readonly DetectedConflict[],
): SaveInspectionsRequestParsed {
  return withoutObservations(request, new Set(conflicts.map((c) => c.observation.externalId)));
}

const inspectionRow = (externalId: string): RefusedRow => ({
  tableName: 'inspections',
  rowExternalId: externalId,
  inspectionExternalId: externalId,
});

/**
 * Refuses (409) a save that completes an inspection with a conflict still open (one held before, not settled by this
 * save, or one this save meets), and a delete of an inspection another device changed since its last pull.
 */
export function refuseOverConflicts(
  request: SaveInspectionsRequestParsed,
  facts: ConflictFacts,
  detected: readonly DetectedConflict[],
): void {
  const gone = facts.changedElsewhere[0];
  if (gone !== undefined) {
    throw conflict(
      `${NOT_DELETED_CHANGED_ELSEWHERE}: inspection ${gone} has changes made on another device since this device last synced`,
      facts.changedElsewhere.map(inspectionRow),
    );
  }
  const settled = new Set(
    request.inspections.flatMap(observationsOf).flatMap((o) => (o.settles ?? []).map(String)),
  );
  const stillOpen = new Set([
    ...Object.entries(facts.open)
      .filter(([id]) => !settled.has(id))
      .map(([, inspection]) => inspection),
    ...detected.map((c) => c.inspectionExternalId),
  ]);
  const first = request.inspections.find((i) => i.completed && stillOpen.has(i.externalId));
  if (first !== undefined) throw conflict(SETTLE_BEFORE_COMPLETING, [inspectionRow(first.externalId)]);
}

/** Whether a save settles a conflict (it then needs its own transaction: save-together.ts). */
export const settlesAny = (request: SaveInspectionsRequestParsed): boolean =>
  request.inspections.some((i) => observationsOf(i).some((o) => (o.settles?.length ?? 0) > 0));

/** Keeps the detected conflicts beside their held values, and answers them as the device stores them. */
export async function storeConflicts(
  trx: Trx,
  detected: readonly DetectedConflict[],
  device: SavingDevice,
  by: { inspectorName: string; savedBy: string },
): Promise<SaveConflict[]> {
  if (detected.length === 0) return [];
  const rows = detected.map(({ inspectionExternalId, observation, held }) => ({
    inspection_external_id: inspectionExternalId,
    observation_external_id: observation.externalId,
    observable_item_id: observation.observableItemId,
    held_value: held.value,
    held_unit_id: held.unitId,
    held_device_name: held.deviceName,
    held_at: held.changedAt,
    value: observation.value,
    unit_id: observation.unitId,
    action_type_id: observation.actionTypeId,
    held_version: Number(held.version),
    held_action_type_id: held.actionTypeId,
  }));
  const stored = await sql<SaveConflict>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(inspection_external_id uuid,
        observation_external_id uuid, observable_item_id integer, held_value text, held_unit_id integer,
        held_device_name text, held_at timestamptz, value text, unit_id integer, action_type_id integer,
        held_version bigint, held_action_type_id integer)
    ), kept AS (
      INSERT INTO observation_conflicts (inspection_external_id, observation_external_id, observable_item_id,
        held_value, held_unit_id, held_device_name, held_at, value, unit_id, action_type_id, device_id, device_name,
        inspector_name, saved_by)
      SELECT inspection_external_id, observation_external_id, observable_item_id, held_value, held_unit_id,
        held_device_name, held_at, value, unit_id, action_type_id, ${device.id}::uuid, ${device.name},
        ${by.inspectorName}, ${by.savedBy}
      FROM input
      RETURNING *
    )
    SELECT k.id, k.inspection_external_id::text AS "inspectionExternalId",
      k.observation_external_id::text AS "observationExternalId", k.observable_item_id AS "observableItemId",
      k.held_value AS "heldValue", k.held_unit_id AS "heldUnitId", k.held_device_name AS "heldDeviceName",
      ${sql.raw(isoUtc('k.held_at'))} AS "heldAt", k.value, k.unit_id AS "unitId",
      k.action_type_id AS "actionTypeId", k.device_id::text AS "deviceId", k.device_name AS "deviceName",
      k.inspector_name AS "inspectorName", ${sql.raw(isoUtc('k.created_at'))} AS "createdAt",
      NULL::text AS "settledAt", NULL::text AS "settledByDeviceName",
      i.held_version::float8 AS "heldVersion", i.held_action_type_id AS "heldActionTypeId"
    FROM kept k JOIN input i ON i.observation_external_id = k.observation_external_id
    ORDER BY k.id`.execute(trx);
  return stored.rows;
}

/** Marks settled the conflicts the save's observations name (of those observations only, not settled yet). */
export async function settleConflicts(
  trx: Trx,
  request: SaveInspectionsRequestParsed,
  deviceName: string | null,
): Promise<void> {
  const pairs = request.inspections.flatMap((inspection) =>
    observationsOf(inspection).flatMap((o) =>
      (o.settles ?? []).map((id) => ({ id, observation: o.externalId, inspection: inspection.externalId })),
    ),
  );
  if (pairs.length === 0) return;
  await sql`UPDATE observation_conflicts c SET settled_at = clock_timestamp(), settled_by_device_name = ${deviceName}
    FROM unnest(${idArray(pairs.map((p) => p.id))}::int[], ${idArray(pairs.map((p) => p.observation))}::uuid[],
      ${idArray(pairs.map((p) => p.inspection))}::uuid[]) AS s(id, observation, inspection)
    WHERE c.id = s.id AND c.observation_external_id = s.observation AND c.inspection_external_id = s.inspection
      AND c.settled_at IS NULL`.execute(trx);
}
