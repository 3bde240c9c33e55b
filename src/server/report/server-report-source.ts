import { sql } from 'kysely';
import type { ReportType } from '../../report/report-data.ts';
import {
  historyIdentifiers,
  isPhotoIdentifier,
  addDimensions,
  measuredItemsOf,
  photoContentType,
  type ReportSource,
  type SourceObservation,
  type SourcePhoto,
} from '../../report/report-source.ts';
import { entryById, entryByIdentifier } from '../../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES } from '../../rules/enums.ts';
import type { Db } from '../db/connect.ts';
import { notFound } from '../http-errors.ts';
import type { PhotoStore } from '../photos/store.ts';

// The server's report source: the same rows as the device's (local-report-source.ts in the worker), read from
// PostgreSQL, and the photos from the photo store.

const iso = (d: Date | string) => new Date(d).toISOString();

async function observationsOf(db: Db, inspectionIds: readonly number[], itemIds?: readonly number[]) {
  if (inspectionIds.length === 0) return [];
  let query = db
    .selectFrom('observations as o')
    .innerJoin('inspectionCategoryTypes as c', 'c.id', 'o.categoryTypeId')
    .leftJoin('photos as p', 'p.observationId', 'o.id')
    .select([
      'c.inspectionId',
      sql<string>`o.external_id::text`.as('externalId'),
      'o.observableItemId',
      'o.value',
      'p.fileName',
    ])
    .where('c.inspectionId', 'in', inspectionIds);
  if (itemIds !== undefined) query = query.where('o.observableItemId', 'in', itemIds);
  const rows = await query
    .orderBy('o.observableItemId')
    .orderBy(sql`o.external_id::text`)
    .execute();
  return rows.map((r) => ({
    inspectionId: r.inspectionId,
    externalId: r.externalId,
    identifier: entryById(r.observableItemId)?.identifier ?? String(r.observableItemId),
    value: r.value,
    fileName: r.fileName,
  }));
}

async function readAll(store: PhotoStore, fileName: string): Promise<Uint8Array | null> {
  const file = await store.open(fileName).catch(() => undefined);
  if (file === undefined) return null;
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

async function subjectOf(db: Db, assetId: number | null, mineLocationId: number | null, siteId: number) {
  const site = await db
    .selectFrom('sites as s')
    .leftJoin('customers as c', 'c.id', 's.customerId')
    .select(['s.name as site', 'c.name as customer'])
    .where('s.id', '=', siteId)
    .executeTakeFirst();
  if (assetId !== null) {
    const asset = await db
      .selectFrom('assets')
      .select(['name', 'siteName', 'customerName'])
      .where('id', '=', assetId)
      .executeTakeFirst();
    if (asset === undefined) throw notFound('Asset not found');
    return {
      kind: 'asset' as const,
      name: asset.name,
      customer: asset.customerName ?? site?.customer ?? '',
      site: asset.siteName ?? site?.site ?? '',
    };
  }
  const location =
    mineLocationId === null
      ? undefined
      : await db
          .selectFrom('mineLocations')
          .select('name')
          .where('id', '=', mineLocationId)
          .executeTakeFirst();
  if (location === undefined) throw notFound('No asset or mineLocation found for inspection');
  return {
    kind: 'mineLocation' as const,
    name: location.name,
    customer: site?.customer ?? '',
    site: site?.site ?? '',
  };
}

async function dimensionsOf(db: Db, assetId: number | null): Promise<ReportSource['dimensions']> {
  if (assetId === null) return [];
  const sides = await db
    .selectFrom('equipments')
    .select([sql<string>`external_id::text`.as('externalId'), 'name'])
    .where('assetId', '=', assetId)
    .where('name', 'in', Object.values(SIDE_EQUIPMENT_NAMES))
    .execute();
  const out: ReportSource['dimensions'] = [];
  for (const equipment of sides) {
    const side = equipment.name === SIDE_EQUIPMENT_NAMES.Left ? 'Left' : 'Right';
    const wanted = measuredItemsOf(side);
    const rows = await db
      .selectFrom('partDimensions as d')
      .innerJoin('equipmentParts as p', 'p.partId', 'd.partId')
      .leftJoin('partDimensionThresholds as t', 't.partDimensionId', 'd.id')
      .select([
        sql<string>`d.external_id::text`.as('externalId'),
        'd.observableItemId',
        'd.baselineValue',
        'd.limit',
        't.minPercentage',
        't.actionTypeId',
      ])
      .where(sql`p.external_equipment_id::text`, '=', equipment.externalId)
      .where('d.observableItemId', 'in', [...wanted.keys()])
      .orderBy(sql`d.external_id::text`)
      .orderBy('t.minPercentage')
      .execute();
    addDimensions(out, rows, wanted);
  }
  return out;
}

/** Everything the report of one inspection needs, from the server's database and photo store. */
export async function serverReportSource(
  db: Db,
  store: PhotoStore,
  entityId: number | string,
  reportType: ReportType,
  now: Date,
): Promise<ReportSource> {
  const base = db
    .selectFrom('inspections')
    .selectAll()
    .select(sql<string>`external_id::text`.as('externalIdText'));
  const inspection = await (
    typeof entityId === 'number' ? base.where('id', '=', entityId) : base.where('externalId', '=', entityId)
  ).executeTakeFirst();
  if (inspection === undefined) throw notFound('Inspection not found');
  const all = await observationsOf(db, [inspection.id]);
  const observations: SourceObservation[] = [];
  const photos: SourcePhoto[] = [];
  for (const o of all) {
    if (!isPhotoIdentifier(o.identifier)) {
      observations.push({ identifier: o.identifier, value: o.value });
      continue;
    }
    if (o.value === null || o.value.trim() === '') continue;
    const bytes = o.fileName === null ? null : await readAll(store, o.fileName);
    photos.push({
      identifier: o.identifier,
      observationExternalId: o.externalId,
      fileName: o.value,
      contentType: bytes === null ? 'application/octet-stream' : photoContentType(bytes),
      bytes,
    });
  }
  const earlier =
    inspection.assetId === null
      ? []
      : await db
          .selectFrom('inspections')
          .select(['id', 'inspectionDate'])
          .where('assetId', '=', inspection.assetId)
          .where('id', '!=', inspection.id)
          .where('inspectionDate', '<', new Date(inspection.inspectionDate))
          .execute();
  const historyIds = historyIdentifiers().map((id) => entryByIdentifier(id)?.id ?? 0);
  const historyRows = await observationsOf(
    db,
    earlier.map((e) => e.id),
    historyIds,
  );
  const bucketId = inspection.bucketExternalId ?? inspection.equipmentExternalId;
  const bucket =
    bucketId === null
      ? undefined
      : await db
          .selectFrom('equipments')
          .select(['name', 'serialNumber'])
          .where('externalId', '=', bucketId)
          .executeTakeFirst();
  const actionTypes = await db
    .selectFrom('observableActionTypes')
    .select(['id', 'name', 'description', 'sortOrder', 'defaultColourCode'])
    .orderBy('id')
    .execute();
  return {
    reportType,
    reportDate: now.toISOString(),
    inspection: {
      externalId: inspection.externalIdText,
      name: inspection.name,
      inspectionDate: iso(inspection.inspectionDate),
      inspectorName: inspection.inspectorName,
      completed: inspection.completed,
    },
    subject: await subjectOf(db, inspection.assetId, inspection.mineLocationId, inspection.siteId),
    observations,
    photos,
    dimensions: await dimensionsOf(db, inspection.assetId),
    actionTypes,
    history: earlier.map((e) => ({
      externalId: String(e.id),
      inspectionDate: iso(e.inspectionDate),
      observations: historyRows
        .filter((r) => r.inspectionId === e.id)
        .map((r) => ({ identifier: r.identifier, value: r.value })),
    })),
    bucket: bucket === undefined ? null : { name: bucket.name, serialNumber: bucket.serialNumber },
  };
}
