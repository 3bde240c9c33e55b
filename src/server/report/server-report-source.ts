import { sql } from 'kysely';
import type { ReportType } from '../../report/report-data.ts';
import type { ReportSource } from '../../report/report-source.ts';
import { readReportSource, type ReportRowReader } from '../../report/report-source-reader.ts';
import { entryById } from '../../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES } from '../../rules/enums.ts';
import type { Db } from '../db/connect.ts';
import { notFound } from '../http-errors.ts';
import type { PhotoStore } from '../photos/store.ts';

// The server's report source: the queries of readReportSource on PostgreSQL (inspections found by id, uuids read
// as text) and the photos from the photo store.

const iso = (d: Date | string) => new Date(d).toISOString();

function serverRows(db: Db, store: PhotoStore, entityId: number | string): ReportRowReader<number> {
  return {
    async inspection() {
      const base = db
        .selectFrom('inspections')
        .selectAll()
        .select(sql<string>`external_id::text`.as('externalIdText'));
      const row = await (
        typeof entityId === 'number'
          ? base.where('id', '=', entityId)
          : base.where('externalId', '=', entityId)
      ).executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            key: row.id,
            externalId: row.externalIdText,
            name: row.name,
            inspectionDate: iso(row.inspectionDate),
            inspectorName: row.inspectorName,
            completed: row.completed,
            assetId: row.assetId,
            mineLocationId: row.mineLocationId,
            siteId: row.siteId,
            bucketExternalId: row.bucketExternalId ?? row.equipmentExternalId,
          };
    },
    async observations(keys, itemIds) {
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
        .where('c.inspectionId', 'in', keys);
      if (itemIds !== undefined) query = query.where('o.observableItemId', 'in', itemIds);
      const rows = await query
        .orderBy('o.observableItemId')
        .orderBy(sql`o.external_id::text`)
        .execute();
      return rows.map((r) => ({
        inspectionKey: r.inspectionId,
        externalId: r.externalId,
        identifier: entryById(r.observableItemId)?.identifier ?? String(r.observableItemId),
        value: r.value,
        fileName: r.fileName,
      }));
    },
    async photoBytes(fileName) {
      const file = await store.open(fileName).catch(() => undefined);
      if (file === undefined) return null;
      return new Uint8Array(await new Response(file.body).arrayBuffer());
    },
    async earlierInspections(inspection) {
      const rows = await db
        .selectFrom('inspections')
        .select(['id', 'inspectionDate'])
        .where('assetId', '=', inspection.assetId)
        .where('id', '!=', inspection.key)
        .where('inspectionDate', '<', new Date(inspection.inspectionDate))
        .execute();
      return rows.map((e) => ({
        key: e.id,
        externalId: String(e.id),
        inspectionDate: iso(e.inspectionDate),
      }));
    },
    site: (siteId) =>
      db
        .selectFrom('sites as s')
        .leftJoin('customers as c', 'c.id', 's.customerId')
        .select(['s.name as site', 'c.name as customer'])
        .where('s.id', '=', siteId)
        .executeTakeFirst(),
    asset: (assetId) =>
      db
        .selectFrom('assets')
        .select(['name', 'siteName', 'customerName'])
        .where('id', '=', assetId)
        .executeTakeFirst(),
    mineLocation: (id) =>
      db.selectFrom('mineLocations').select('name').where('id', '=', id).executeTakeFirst(),
    sideEquipments: (assetId) =>
      db
        .selectFrom('equipments')
        .select([sql<string>`external_id::text`.as('externalId'), 'name'])
        .where('assetId', '=', assetId)
        .where('name', 'in', Object.values(SIDE_EQUIPMENT_NAMES))
        .execute(),
    dimensionRows: (equipmentExternalId, itemIds) =>
      db
        .selectFrom('partDimensions as d')
        .innerJoin('equipmentParts as p', 'p.partId', 'd.partId')
        .leftJoin('partDimensionThresholds as t', 't.partDimensionId', 'd.id')
        .select(['d.observableItemId', 'd.baselineValue', 'd.limit', 't.minPercentage', 't.actionTypeId'])
        .where(sql`p.external_equipment_id::text`, '=', equipmentExternalId)
        .where('d.observableItemId', 'in', itemIds)
        .orderBy(sql`d.external_id::text`)
        .orderBy('t.minPercentage')
        .execute(),
    bucket: (bucketExternalId) =>
      db
        .selectFrom('equipments')
        .select(['name', 'serialNumber'])
        .where('externalId', '=', bucketExternalId)
        .executeTakeFirst(),
    actionTypes: () =>
      db
        .selectFrom('observableActionTypes')
        .select(['id', 'name', 'description', 'sortOrder', 'defaultColourCode'])
        .orderBy('id')
        .execute(),
    notFound,
  };
}

/** Everything the report of one inspection needs, from the server's database and photo store. */
export function serverReportSource(
  db: Db,
  store: PhotoStore,
  entityId: number | string,
  reportType: ReportType,
  now: Date,
): Promise<ReportSource> {
  return readReportSource(serverRows(db, store, entityId), reportType, now);
}
