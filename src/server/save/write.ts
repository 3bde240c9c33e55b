import { sql, type Transaction } from 'kysely';
import { savedFieldsOf, type EquipmentItemSave, type InspectionSave } from '../../api/save-inspections.ts';
import { PREPARED_WITH_VALUES } from '../db/prepared-statements.ts';
import { isoUtc } from '../sync/lists.ts';
import type { ServerDatabase } from '../db/schema.ts';
import { STATUS_ID_FROM_FLAGS } from './inspection-status.ts';
import { receiptUpsert, type StoredReceipt } from './receipts.ts';
import { columnList, savedColumns, selectList, snakeRow, updateSet } from './saved-columns.ts';

// The upserts of a save, by externalId. An update that changes nothing is skipped by the sync_touch trigger, so a
// replayed request stamps nothing and the next pull does not resend it.

type Trx = Transaction<ServerDatabase>;
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The server ids of rows of a table by externalId. */
export async function idsByExternalId(
  trx: Trx,
  table: 'equipments' | 'equipmentParts' | 'inspections' | 'inspectionCategoryTypes' | 'observations',
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(externalIds)) {
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'externalId'])
      .where('externalId', 'in', part)
      .execute();
    for (const row of rows) ids.set(row.externalId, row.id);
  }
  return ids;
}

const excluded = <C extends string>(columns: readonly C[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as Record<C, never>;

export async function upsertEquipment(trx: Trx, items: readonly EquipmentItemSave[]): Promise<void> {
  if (items.length === 0) return;
  const before = await trx
    .selectFrom('equipments')
    .select('assetId')
    .where(
      'externalId',
      'in',
      items.map((item) => item.externalId),
    )
    .execute();
  const rows = items.map(({ equipmentParts: _parts, id: _id, ...item }) => item);
  const columns = Object.keys(rows[0] as object).filter(
    (c) => c !== 'externalId',
  ) as (keyof (typeof rows)[0])[];
  await trx
    .insertInto('equipments')
    .values(rows)
    .onConflict((oc) => oc.column('externalId').doUpdateSet(excluded(columns)))
    .execute();
  const equipmentIds = await idsByExternalId(
    trx,
    'equipments',
    items.map((item) => item.externalId),
  );
  const parts = items.flatMap((item) =>
    item.equipmentParts.map(({ id: _id, ...part }) => ({
      ...part,
      equipmentId: equipmentIds.get(item.externalId) as number,
      externalEquipmentId: item.externalId,
    })),
  );
  for (const part of chunks(parts)) {
    const partColumns = Object.keys(part[0] as object).filter(
      (c) => c !== 'externalId',
    ) as (keyof (typeof part)[0])[];
    await trx
      .insertInto('equipmentParts')
      .values(part)
      .onConflict((oc) => oc.column('externalId').doUpdateSet(excluded(partColumns)))
      .execute();
  }
  // The spec's denormalised Asset.bucketName follows the bucket on each asset a bucket left or joined.
  const assets = new Set<number>();
  for (const row of before) if (row.assetId !== null) assets.add(row.assetId);
  for (const item of items) if (item.assetId !== null) assets.add(item.assetId);
  if (assets.size > 0) {
    await sql`
      UPDATE assets a SET bucket_name = (
        SELECT e.name FROM equipments e JOIN equipment_types ty ON ty.id = e.equipment_type_id
        WHERE e.asset_id = a.id AND ty.name = 'Bucket' ORDER BY e.id DESC LIMIT 1)
      WHERE a.id = ANY(${[...assets]}::int[])`.execute(trx);
  }
}

export interface InspectionWrite {
  inspection: InspectionSave;
  inspectorName: string;
  savedBy: string;
  /** The device of the save, stamped on the observations it writes (decision 0052); none for tests and tools. */
  device?: { readonly id: string; readonly name: string | null } | undefined;
}

/** The server id of each row the write named, by externalId, and the server's time after it. */
export interface WrittenIds {
  readonly inspections: Record<string, number>;
  readonly categoryTypes: Record<string, number>;
  readonly observations: Record<string, number>;
  /** The version of each observation written, as stored after the write (decision 0052). */
  readonly versions: Record<string, number>;
  readonly now: string;
}

const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;

// The columns each row writes: the fields its declaration saves (src/api/save-inspections.ts), then the server's own.
const INSPECTION_COLUMNS = savedColumns('inspections', ['equipment_map', 'is_new', 'meta_data', 'saved_by']);
const CATEGORY_TYPE_COLUMNS = savedColumns('inspectionCategoryTypes', [
  'inspection_id',
  'inspection_external_id',
]);
const OBSERVATION_COLUMNS = savedColumns('observations', [
  'category_type_id',
  'category_type_external_id',
  'device_id',
  'device_name',
]);

function inspectionRows(writes: readonly InspectionWrite[]) {
  return writes.map(({ inspection: i, inspectorName, savedBy }) => ({
    ...snakeRow(savedFieldsOf('inspections', i)),
    bucket_external_id: i.bucketExternalId ?? i.equipmentExternalId,
    inspector_name: inspectorName,
    equipment_map: i.equipmentMap,
    is_new: i.isNew,
    meta_data: i.metaData,
    saved_by: savedBy,
  }));
}

function categoryTypeRows(inspections: readonly InspectionSave[]) {
  return inspections.flatMap((inspection) =>
    inspection.categoriesTypes.map((ct) => ({
      ...snakeRow(savedFieldsOf('inspectionCategoryTypes', ct)),
      inspection_external_id: inspection.externalId,
    })),
  );
}

/** The observations to write: those not marked deleted, with the device that wrote them. */
function observationRows(writes: readonly InspectionWrite[]) {
  return writes.flatMap(({ inspection, device }) =>
    inspection.categoriesTypes.flatMap((ct) =>
      ct.observations
        .filter((o) => !o.deleted)
        .map((o) => ({
          ...snakeRow(savedFieldsOf('observations', o)),
          category_type_external_id: ct.externalId,
          device_id: device?.id ?? null,
          device_name: device?.name ?? null,
        })),
    ),
  );
}

// A completed inspection keeps who completed it unless this save reopens it (a replay by anyone changes nothing).
const KEEP_COMPLETER = sql.raw(
  'CASE WHEN i.completed AND NOT i.reopened AND NOT excluded.reopened THEN i.saved_by ELSE excluded.saved_by END',
);
// The writer changes only with the value: a device sending an unchanged row again does not take it over.
const writerKept = (column: string) =>
  sql.raw(`CASE WHEN (ob.value, ob.unit_id, ob.action_type_id) IS NOT DISTINCT FROM
    (excluded.value, excluded.unit_id, excluded.action_type_id) THEN ob.${column} ELSE excluded.${column} END`);

/**
 * The inspections, their links to their machines, their category types and observations, in one statement that
 * answers the server id of every row it named (one round trip to the database for the whole tree). The rows come as
 * JSON arrays read by jsonb_populate_recordset as rows of the table they go into (so each column has its table's
 * type), and the column lists are derived from the rows' declarations (saved-columns.ts). An update that changes nothing is skipped (sync_touch) and returns no row,
 * so a row's id is the one returned, else the one it had. Stored rows are looked up one by one through their unique
 * index (a subquery per input row): with a join, jsonb_to_recordset's guess of 100 input rows made the planner scan and
 * hash the whole table on every save, a cost that grew with the fleet. A child finds its parent's id in the parent's
 * CTE, since rows inserted by this statement are not visible to its reads of the tables.
 */
export async function writeInspectionTree(
  trx: Trx,
  writes: readonly InspectionWrite[],
  /** The saves' receipts, stored by the same statement (receipts.ts): a round trip less for a device's save. */
  receipts: readonly StoredReceipt[] = [],
): Promise<WrittenIds> {
  const inspections = writes.map((write) => write.inspection);
  const result = await sql<WrittenIds>`${sql.raw(PREPARED_WITH_VALUES)}
    WITH input AS (
      SELECT * FROM jsonb_populate_recordset(NULL::inspections, ${json(inspectionRows(writes))})
    ), up AS (
      INSERT INTO inspections AS i (${columnList(INSPECTION_COLUMNS)})
      SELECT ${selectList(INSPECTION_COLUMNS, 'input', {
        inspection_status_id: STATUS_ID_FROM_FLAGS,
        equipment_map: sql.raw(`coalesce(input.equipment_map, '[]')`),
      })}
      FROM input
      ON CONFLICT (external_id) DO UPDATE SET ${updateSet(INSPECTION_COLUMNS, { saved_by: KEEP_COMPLETER })}
      RETURNING i.id, i.external_id
    ), ids AS (
      SELECT x.external_id, x.asset_id, x.inspection_date,
        coalesce(u.id, (SELECT o.id FROM inspections o WHERE o.external_id = x.external_id)) AS id
      FROM input x LEFT JOIN up u ON u.external_id = x.external_id
    ), unlinked AS (
      DELETE FROM asset_inspections WHERE inspection_id = ANY(ARRAY(SELECT id FROM ids WHERE asset_id IS NULL))
    ), linked AS (
      INSERT INTO asset_inspections (asset_id, inspection_id, inspection_external_id, inspection_date)
      SELECT asset_id, id, external_id, inspection_date FROM ids WHERE asset_id IS NOT NULL
      ON CONFLICT (inspection_id) DO UPDATE SET asset_id = excluded.asset_id,
        inspection_external_id = excluded.inspection_external_id, inspection_date = excluded.inspection_date
    ), ct_input AS (
      SELECT * FROM jsonb_populate_recordset(NULL::inspection_category_types, ${json(categoryTypeRows(inspections))})
    ), ct_up AS (
      INSERT INTO inspection_category_types AS c (${columnList(CATEGORY_TYPE_COLUMNS)})
      SELECT ${selectList(CATEGORY_TYPE_COLUMNS, 'x', { inspection_id: sql.raw('i.id') })}
      FROM ct_input x JOIN ids i ON i.external_id = x.inspection_external_id
      WHERE i.id IS NOT NULL
      ON CONFLICT (external_id) DO UPDATE SET ${updateSet(CATEGORY_TYPE_COLUMNS)}
      RETURNING c.id, c.external_id
    ), ct_ids AS (
      SELECT x.external_id,
        coalesce(u.id, (SELECT o.id FROM inspection_category_types o WHERE o.external_id = x.external_id)) AS id
      FROM ct_input x LEFT JOIN ct_up u ON u.external_id = x.external_id
    ), o_input AS (
      SELECT * FROM jsonb_populate_recordset(NULL::observations, ${json(observationRows(writes))})
    ), o_up AS (
      INSERT INTO observations AS ob (${columnList(OBSERVATION_COLUMNS)})
      SELECT ${selectList(OBSERVATION_COLUMNS, 'y', { category_type_id: sql.raw('c.id') })}
      FROM o_input y JOIN ct_ids c ON c.external_id = y.category_type_external_id
      WHERE c.id IS NOT NULL
      ON CONFLICT (external_id) DO UPDATE SET ${updateSet(OBSERVATION_COLUMNS, {
        device_id: writerKept('device_id'),
        device_name: writerKept('device_name'),
      })}
      RETURNING ob.id, ob.external_id, ob.version
    ), o_ids AS (
      SELECT y.external_id, o.id, o.version
      FROM o_input y LEFT JOIN o_up u ON u.external_id = y.external_id
      CROSS JOIN LATERAL (SELECT u.id, u.version WHERE u.id IS NOT NULL
        UNION ALL SELECT s.id, s.version FROM observations s WHERE u.id IS NULL AND s.external_id = y.external_id) o
    ), receipt AS (
      ${receiptUpsert(receipts)}
    )
    SELECT
      (SELECT coalesce(json_object_agg(external_id::text, id), '{}') FROM ids WHERE id IS NOT NULL) AS inspections,
      (SELECT coalesce(json_object_agg(external_id::text, id), '{}') FROM ct_ids WHERE id IS NOT NULL)
        AS "categoryTypes",
      (SELECT coalesce(json_object_agg(external_id::text, id), '{}') FROM o_ids WHERE id IS NOT NULL)
        AS observations,
      (SELECT coalesce(json_object_agg(external_id::text, version), '{}') FROM o_ids WHERE id IS NOT NULL)
        AS versions,
      ${sql.raw(isoUtc('clock_timestamp()'))} AS now`.execute(trx.withoutPlugins());
  return result.rows[0] as WrittenIds;
}

/** Deletes the observations marked deleted; returns their photo files. */
export async function deleteObservations(
  trx: Trx,
  inspections: readonly InspectionSave[],
): Promise<string[]> {
  const deleted = inspections.flatMap((inspection) =>
    inspection.categoriesTypes.flatMap((ct) =>
      ct.observations.filter((o) => o.deleted).map((o) => o.externalId),
    ),
  );
  const files: string[] = [];
  for (const part of chunks(deleted)) {
    const photos = await trx
      .selectFrom('photos')
      .innerJoin('observations', 'observations.id', 'photos.observationId')
      .select('photos.fileName')
      .where('observations.externalId', 'in', part)
      .execute();
    files.push(...photos.map((photo) => photo.fileName));
    await trx.deleteFrom('observations').where('externalId', 'in', part).execute();
  }
  return files;
}

/** Deletes inspections by externalId (category types and observations cascade); returns their photo files. */
export async function deleteInspections(trx: Trx, externalIds: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const part of chunks([...externalIds])) {
    const photos = await trx
      .selectFrom('photos')
      .innerJoin('observations', 'observations.id', 'photos.observationId')
      .innerJoin('inspectionCategoryTypes', 'inspectionCategoryTypes.id', 'observations.categoryTypeId')
      .innerJoin('inspections', 'inspections.id', 'inspectionCategoryTypes.inspectionId')
      .select('photos.fileName')
      .where('inspections.externalId', 'in', part)
      .execute();
    files.push(...photos.map((photo) => photo.fileName));
    await trx.deleteFrom('inspections').where('externalId', 'in', part).execute();
  }
  return files;
}
