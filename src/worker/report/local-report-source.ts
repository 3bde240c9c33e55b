import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { entryById, entryByIdentifier } from '../../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES } from '../../rules/enums.ts';
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
import type { ReportType } from '../../report/report-data.ts';
import { EngineError } from '../engine-error.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';

// The device's report source: the inspection, its observations and photo files, the asset's earlier inspections,
// the side parts' dimensions and thresholds, read from the local database and OPFS — no network.

type Db = Kysely<Database>;

async function observationsOf(db: Db, inspectionExternalIds: readonly string[], itemIds?: readonly number[]) {
  if (inspectionExternalIds.length === 0) return [];
  let query = db
    .selectFrom('observations as o')
    .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
    .select(['c.inspectionExternalId', 'o.externalId', 'o.observableItemId', 'o.observableItem', 'o.value'])
    .where('c.inspectionExternalId', 'in', inspectionExternalIds);
  if (itemIds !== undefined) query = query.where('o.observableItemId', 'in', itemIds);
  const rows = await query.orderBy('o.observableItemId').orderBy('o.externalId').execute();
  return rows.map((r) => ({
    inspectionExternalId: r.inspectionExternalId,
    externalId: r.externalId,
    identifier: r.observableItem ?? entryById(r.observableItemId)?.identifier ?? String(r.observableItemId),
    value: r.value,
  }));
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
    if (asset === undefined) throw new EngineError('not-found', 'Asset not found');
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
  if (location === undefined)
    throw new EngineError('not-found', 'No asset or mineLocation found for inspection');
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
    .select(['externalId', 'name'])
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
        'd.externalId',
        'd.observableItemId',
        'd.baselineValue',
        'd.limit',
        't.minPercentage',
        't.actionTypeId',
      ])
      .where('p.externalEquipmentId', '=', equipment.externalId)
      .where('d.observableItemId', 'in', [...wanted.keys()])
      .orderBy('d.externalId')
      .orderBy('t.minPercentage')
      .execute();
    addDimensions(out, rows, wanted);
  }
  return out;
}

/** Everything the report of one inspection needs, from this device only. */
export async function localReportSource(
  db: Db,
  files: Pick<PhotoFiles, 'read'>,
  inspectionExternalId: string,
  reportType: ReportType,
  now: Date,
): Promise<ReportSource> {
  const inspection = await db
    .selectFrom('inspections')
    .selectAll()
    .where('externalId', '=', inspectionExternalId)
    .executeTakeFirst();
  if (inspection === undefined) throw new EngineError('not-found', 'Inspection not found');
  const all = await observationsOf(db, [inspectionExternalId]);
  const observations: SourceObservation[] = [];
  const photos: SourcePhoto[] = [];
  for (const o of all) {
    if (!isPhotoIdentifier(o.identifier)) {
      observations.push({ identifier: o.identifier, value: o.value });
      continue;
    }
    if (o.value === null || o.value.trim() === '') continue;
    const blob = await files.read(o.value).catch(() => undefined);
    const bytes = blob === undefined ? null : new Uint8Array(await blob.arrayBuffer());
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
          .select(['externalId', 'inspectionDate'])
          .where('assetId', '=', inspection.assetId)
          .where('externalId', '!=', inspectionExternalId)
          .where('inspectionDate', '<', inspection.inspectionDate)
          .execute();
  const historyIds = historyIdentifiers().map((id) => entryByIdentifier(id)?.id ?? 0);
  const historyRows = await observationsOf(
    db,
    earlier.map((e) => e.externalId),
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
      externalId: inspection.externalId,
      name: inspection.name,
      inspectionDate: new Date(inspection.inspectionDate).toISOString(),
      inspectorName: inspection.inspectorName,
      completed: inspection.completed === 1,
    },
    subject: await subjectOf(db, inspection.assetId, inspection.mineLocationId, inspection.siteId),
    observations,
    photos,
    dimensions: await dimensionsOf(db, inspection.assetId),
    actionTypes,
    history: earlier.map((e) => ({
      externalId: e.externalId,
      inspectionDate: new Date(e.inspectionDate).toISOString(),
      observations: historyRows
        .filter((r) => r.inspectionExternalId === e.externalId)
        .map((r) => ({ identifier: r.identifier, value: r.value })),
    })),
    bucket: bucket === undefined ? null : { name: bucket.name, serialNumber: bucket.serialNumber },
  };
}
