import { sql, type RawBuilder } from 'kysely';
import type {
  InspectionSave,
  ObservationSave,
  SaveInspectionsRequestParsed,
  SaveInspectionsResult,
} from '../../api/save-inspections.ts';
import { entryById } from '../../rules/index.ts';
import { idArray } from '../db/id-array.ts';
import { isoUtc } from '../sync/lists.ts';
import { withoutObservations } from './without-observations.ts';
import type { DetectedConflict, HeldObservation, SavingDevice } from './conflicts.ts';

// Two devices each record a reading neither had (docs/decisions/0066-first-readings-of-two-devices.md): both offline,
// both make the first observation of one field, each under an externalId of its own. The server matches the new row
// with the row another device already made of the same field (category type, observable item, entity: the field the
// device's write door finds, src/worker/observations/save-observation.ts) and holds one reading: the same value
// merges without a word, another value is kept beside the held one as a conflict, exactly like an edit from the same
// version. Either way the device is answered the held row's externalId, so its later edits go to that row. A field of
// many values (a collection: every photo its own observation) is never matched.

/** A row another device made of a field this save makes a first reading of. */
export interface HeldReading extends HeldObservation {
  readonly externalId: string;
  readonly id: number;
}

/** A first reading of this save that meets the row another device made of the same field. */
export interface SameReading {
  readonly inspectionExternalId: string;
  readonly categoryTypeExternalId: string;
  /** As sent, under this device's externalId. */
  readonly observation: ObservationSave;
  readonly held: HeldReading;
}

interface FirstReading {
  readonly inspection: InspectionSave;
  readonly categoryTypeExternalId: string;
  readonly observation: ObservationSave;
}

/** The first readings of single-value fields a device's save makes (baseVersion null: a row it made). */
function firstReadings(
  request: SaveInspectionsRequestParsed,
  device: SavingDevice | undefined,
): FirstReading[] {
  if (device === undefined) return [];
  return request.inspections.flatMap((inspection) =>
    inspection.categoriesTypes.flatMap((ct) =>
      ct.observations
        .filter(
          (o) => !o.deleted && o.baseVersion === null && entryById(o.observableItemId)?.isCollection !== true,
        )
        .map((observation) => ({ inspection, categoryTypeExternalId: ct.externalId, observation })),
    ),
  );
}

/**
 * The transaction locks a save takes before its reads when it makes first readings: one per inspection, so two
 * devices' first readings of one field, saved at once (two processes, two connections), are read one after the
 * other and the second meets the first's row.
 */
export function firstReadingLocks(
  request: SaveInspectionsRequestParsed,
  device: SavingDevice | undefined,
): string[] {
  return [...new Set(firstReadings(request, device).map((r) => `first-reading/${r.inspection.externalId}`))];
}

/**
 * The held row of each first reading's field that another device made, by the first reading's externalId: one read
 * of the save's statement of reads (undefined when the save makes none). A row this save deletes, or an externalId the
 * server already holds (this device's own row, answer lost), is no match.
 */
export function sameFieldRead(
  request: SaveInspectionsRequestParsed,
  device: SavingDevice | undefined,
): RawBuilder<unknown> | undefined {
  const readings = firstReadings(request, device);
  if (readings.length === 0 || device === undefined) return undefined;
  const deleted = request.inspections.flatMap((i) =>
    i.categoriesTypes.flatMap((ct) => ct.observations.filter((o) => o.deleted).map((o) => o.externalId)),
  );
  const rows = readings.map(({ observation: o, categoryTypeExternalId }) => ({
    external_id: o.externalId,
    category_type: categoryTypeExternalId,
    item: o.observableItemId,
    entity_external_id: o.entityExternalId ?? null,
    entity_id: o.entityId ?? null,
  }));
  // The category type by its unique externalId, then its observations by their index on category_type_id.
  return sql`(SELECT coalesce(json_object_agg(u.external_id::text, x.value), '{}')
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS u(external_id uuid, category_type uuid, item integer,
      entity_external_id uuid, entity_id integer)
    CROSS JOIN LATERAL (SELECT json_build_object('externalId', t.external_id, 'id', t.id, 'version', t.version,
        'deviceId', t.device_id, 'deviceName', t.device_name, 'value', t.value, 'unitId', t.unit_id,
        'actionTypeId', t.action_type_id, 'changedAt', ${sql.raw(isoUtc('t.changed_at'))}) AS value
      FROM inspection_category_types c JOIN observations t ON t.category_type_id = c.id
      WHERE c.external_id = u.category_type AND t.observable_item_id = u.item
        AND CASE WHEN u.entity_external_id IS NOT NULL THEN t.entity_external_id = u.entity_external_id
          ELSE t.entity_id IS NOT DISTINCT FROM u.entity_id END
        AND t.external_id <> u.external_id AND t.external_id <> ALL(${idArray(deleted)}::uuid[])
        AND t.device_id IS NOT NULL AND t.device_id <> ${device.id}::uuid
        AND NOT EXISTS (SELECT 1 FROM observations s WHERE s.external_id = u.external_id)
      ORDER BY t.id LIMIT 1 FOR UPDATE OF t) x)`;
}

/** The first readings of the save whose field another device already holds a row of. */
export function sameReadings(
  request: SaveInspectionsRequestParsed,
  held: Readonly<Record<string, HeldReading>>,
  device: SavingDevice | undefined,
): SameReading[] {
  return firstReadings(request, device).flatMap(({ inspection, categoryTypeExternalId, observation }) => {
    const row = held[observation.externalId];
    return row === undefined
      ? []
      : [{ inspectionExternalId: inspection.externalId, categoryTypeExternalId, observation, held: row }];
  });
}

/** The request without the first readings that meet a held row: none of them is written as a row of its own. */
export function withoutSameReadings(
  request: SaveInspectionsRequestParsed,
  same: readonly SameReading[],
): SaveInspectionsRequestParsed {
  return withoutObservations(request, new Set(same.map((s) => s.observation.externalId)));
}

/** The first readings of another value than the held row's: kept beside it as conflicts of the held row. */
export function conflictsOfSameReadings(same: readonly SameReading[]): DetectedConflict[] {
  return same
    .filter(({ observation, held }) => held.value !== observation.value || held.unitId !== observation.unitId)
    .map(({ inspectionExternalId, observation, held }) => ({
      inspectionExternalId,
      observation: { ...observation, externalId: held.externalId },
      held,
    }));
}

/**
 * The answer with each first reading that met a held row: its own externalId, and the held row's (heldExternalId),
 * server id and version, under which the device keeps the reading from now on.
 */
export function answerSameReadings(
  result: SaveInspectionsResult,
  same: readonly SameReading[],
): SaveInspectionsResult {
  if (same.length === 0) return result;
  return {
    ...result,
    inspections: result.inspections.map((inspection) => ({
      ...inspection,
      categoriesTypes: inspection.categoriesTypes.map((ct) => ({
        ...ct,
        observations: [
          ...ct.observations,
          ...same
            .filter((s) => s.categoryTypeExternalId === ct.externalId)
            .map((s) => ({
              externalId: s.observation.externalId,
              id: Number(s.held.id),
              version: Number(s.held.version),
              heldExternalId: s.held.externalId,
            })),
        ],
      })),
    })),
  };
}
