import { sql, type Transaction } from 'kysely';
import type { EquipmentItemSave, InspectionSave } from '../../api/save-inspections.ts';
import type { ServerDatabase } from '../db/schema.ts';

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
}

export async function upsertInspections(trx: Trx, writes: readonly InspectionWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map(({ inspection: i, inspectorName, savedBy }) => ({
    externalId: i.externalId,
    name: i.name,
    assetId: i.assetId,
    mineLocationId: i.mineLocationId,
    siteId: i.siteId,
    equipmentExternalId: i.equipmentExternalId,
    bucketExternalId: i.bucketExternalId ?? i.equipmentExternalId,
    inspectionStatusId: i.inspectionStatusId,
    inspectionDate: i.inspectionDate,
    completed: i.completed,
    reopened: i.reopened,
    inspectorName,
    equipmentMap: JSON.stringify(i.equipmentMap),
    isNew: i.isNew,
    metaData: i.metaData === null ? null : JSON.stringify(i.metaData),
    savedBy,
  }));
  const columns = Object.keys(rows[0] as object).filter(
    (c) => c !== 'externalId',
  ) as (keyof (typeof rows)[0])[];
  // A completed inspection keeps who completed it unless this save reopens it (a replay by anyone changes nothing).
  const savedBy = sql<string>`CASE WHEN inspections.completed AND NOT inspections.reopened AND NOT excluded.reopened
    THEN inspections.saved_by ELSE excluded.saved_by END`;
  await trx
    .insertInto('inspections')
    .values(rows)
    .onConflict((oc) => oc.column('externalId').doUpdateSet({ ...excluded(columns), savedBy }))
    .execute();
  const ids = await idsByExternalId(
    trx,
    'inspections',
    rows.map((row) => row.externalId),
  );
  const links = rows
    .filter((row) => row.assetId !== null)
    .map((row) => ({
      assetId: row.assetId as number,
      inspectionId: ids.get(row.externalId) as number,
      inspectionExternalId: row.externalId,
      inspectionDate: row.inspectionDate,
    }));
  const unlinked = rows.filter((row) => row.assetId === null).map((row) => ids.get(row.externalId) as number);
  if (unlinked.length > 0)
    await trx.deleteFrom('assetInspections').where('inspectionId', 'in', unlinked).execute();
  if (links.length > 0) {
    await trx
      .insertInto('assetInspections')
      .values(links)
      .onConflict((oc) =>
        oc
          .column('inspectionId')
          .doUpdateSet(excluded(['assetId', 'inspectionExternalId', 'inspectionDate'] as const)),
      )
      .execute();
  }
}

export async function upsertCategoryTypes(trx: Trx, inspections: readonly InspectionSave[]): Promise<void> {
  const inspectionIds = await idsByExternalId(
    trx,
    'inspections',
    inspections.map((i) => i.externalId),
  );
  const rows = inspections.flatMap((inspection) =>
    inspection.categoriesTypes.map((categoryType) => ({
      externalId: categoryType.externalId,
      inspectionId: inspectionIds.get(inspection.externalId) as number,
      inspectionExternalId: inspection.externalId,
      categoryId: categoryType.categoryId,
      typeId: categoryType.typeId,
    })),
  );
  for (const part of chunks(rows)) {
    await trx
      .insertInto('inspectionCategoryTypes')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('externalId')
          .doUpdateSet(excluded(['inspectionId', 'inspectionExternalId', 'categoryId', 'typeId'] as const)),
      )
      .execute();
  }
}

/** Upserts the observations and deletes those marked deleted; returns the photo files of the deleted ones. */
export async function writeObservations(trx: Trx, inspections: readonly InspectionSave[]): Promise<string[]> {
  const categoryTypes = inspections.flatMap((inspection) => inspection.categoriesTypes);
  const categoryTypeIds = await idsByExternalId(
    trx,
    'inspectionCategoryTypes',
    categoryTypes.map((ct) => ct.externalId),
  );
  const observations = categoryTypes.flatMap((categoryType) =>
    categoryType.observations.map((observation) => ({ categoryType, observation })),
  );
  const deleted = observations
    .filter(({ observation }) => observation.deleted)
    .map(({ observation }) => observation.externalId);
  const rows = observations
    .filter(({ observation }) => !observation.deleted)
    .map(({ categoryType, observation: o }) => ({
      externalId: o.externalId,
      categoryTypeId: categoryTypeIds.get(categoryType.externalId) as number,
      categoryTypeExternalId: categoryType.externalId,
      observableItemId: o.observableItemId,
      value: o.value,
      entityId: o.entityId,
      entityExternalId: o.entityExternalId,
      dataLevelId: o.dataLevelId,
      unitId: o.unitId,
      actionTypeId: o.actionTypeId,
    }));
  for (const part of chunks(rows)) {
    const columns = Object.keys(part[0] as object).filter(
      (c) => c !== 'externalId',
    ) as (keyof (typeof part)[0])[];
    await trx
      .insertInto('observations')
      .values(part)
      .onConflict((oc) => oc.column('externalId').doUpdateSet(excluded(columns)))
      .execute();
  }
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
