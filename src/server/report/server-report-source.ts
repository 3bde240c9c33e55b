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

/** Bucket equipments with the date each took effect. */
const buckets = (db: Db) =>
  db
    .selectFrom('equipments as e')
    .innerJoin('equipmentCategories as c', 'c.id', 'e.equipmentCategoryId')
    .select([sql<string>`e.external_id::text`.as('externalId'), 'e.effectiveDate'])
    .where('c.name', '=', 'Bucket');

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
            bucketExternalId: row.equipmentExternalId ?? row.bucketExternalId,
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
          'o.unitId',
          sql<string | null>`o.entity_external_id::text`.as('entityExternalId'),
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
        entityExternalId: r.entityExternalId,
        unitId: r.unitId,
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
    async earlierInspectionsOn(inspection, entityExternalIds) {
      const rows = await db
        .selectFrom('inspections as i')
        .select(['i.id', 'i.inspectionDate'])
        .where('i.id', '!=', inspection.key)
        .where('i.inspectionDate', '<', new Date(inspection.inspectionDate))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('observations as o')
              .innerJoin('inspectionCategoryTypes as c', 'c.id', 'o.categoryTypeId')
              .select('o.id')
              .whereRef('c.inspectionId', '=', 'i.id')
              .where(sql`o.entity_external_id::text`, 'in', entityExternalIds),
          ),
        )
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
        .selectFrom('assets as a')
        .leftJoin('assetModels as m', 'm.id', 'a.modelId')
        .leftJoin('assetTypes as t', 't.id', 'a.assetTypeId')
        .select(['a.name', 'a.siteName', 'a.customerName', 'm.name as model', 't.name as assetType'])
        .where('a.id', '=', assetId)
        .executeTakeFirst(),
    async modelFlags(assetId) {
      const model = await db
        .selectFrom('assets as a')
        .innerJoin('assetModels as m', 'm.id', 'a.modelId')
        .select([
          'm.hasTumblerRollPathMeasurement',
          'm.showFrontIdlerConditionMenu',
          'm.showLoadRollerConditionMenu',
          'm.showRearIdlerConditionMenu',
          'm.showReturnRollerConditionMenu',
          'm.showSliderConditionMenu',
          'm.shoesPerSide',
        ])
        .where('a.id', '=', assetId)
        .executeTakeFirst();
      return model ?? {};
    },
    mineLocation: (id) =>
      db.selectFrom('mineLocations').select('name').where('id', '=', id).executeTakeFirst(),
    sideEquipments: (assetId) =>
      db
        .selectFrom('equipments')
        .select([sql<string>`external_id::text`.as('externalId'), 'name', 'effectiveDate'])
        .where('assetId', '=', assetId)
        .where('name', 'in', Object.values(SIDE_EQUIPMENT_NAMES))
        .execute(),
    equipmentParts: (equipmentExternalIds) =>
      db
        .selectFrom('equipmentParts as ep')
        .innerJoin('parts as p', 'p.id', 'ep.partId')
        .leftJoin('partTypes as t', 't.id', 'p.partTypeId')
        .leftJoin('partLocations as l', 'l.id', 'ep.locationId')
        .leftJoin('partLocations as l2', 'l2.id', 'ep.secondaryLocationId')
        .select([
          sql<string>`ep.external_id::text`.as('externalId'),
          sql<string>`ep.external_equipment_id::text`.as('equipmentExternalId'),
          'ep.position',
          'ep.group',
          'p.name',
          'p.partNumber',
          't.name as partType',
          'l.name as location',
          'l2.name as secondaryLocation',
          'ep.effectiveDate',
        ])
        .where(sql`ep.external_equipment_id::text`, 'in', equipmentExternalIds)
        .orderBy(sql`ep.external_equipment_id::text`)
        .orderBy('ep.position')
        .orderBy(sql`ep.external_id::text`)
        .execute(),
    partDimensions: (partExternalIds) =>
      db
        .selectFrom('equipmentParts as ep')
        .innerJoin('partDimensions as d', 'd.partId', 'ep.partId')
        .leftJoin('partDimensionThresholds as t', 't.partDimensionId', 'd.id')
        .select([
          sql<string>`ep.external_id::text`.as('partExternalId'),
          'd.observableItemId',
          'd.baselineValue',
          'd.limit',
          't.minPercentage',
          't.actionTypeId',
        ])
        .where(sql`ep.external_id::text`, 'in', partExternalIds)
        .orderBy(sql`ep.external_id::text`)
        .orderBy(sql`d.external_id::text`)
        .orderBy('t.minPercentage')
        .execute(),
    itemTriggers: () =>
      db
        .selectFrom('observableItemActionTypes')
        .select(['observableItemId', 'actionTypeId', 'triggerValue'])
        .orderBy('id')
        .execute(),
    bucket: (bucketExternalId) =>
      db
        .selectFrom('equipments')
        .select(['name', 'serialNumber'])
        .where('externalId', '=', bucketExternalId)
        .executeTakeFirst(),
    assetBuckets: (assetId) => buckets(db).where('e.assetId', '=', assetId).execute(),
    bucketsAmong: (entityExternalIds) =>
      buckets(db)
        .where((eb) =>
          eb.or([
            eb('e.externalId', 'in', entityExternalIds),
            eb.exists(
              eb
                .selectFrom('equipmentParts as ep')
                .select('ep.id')
                .whereRef('ep.equipmentId', '=', 'e.id')
                .where('ep.externalId', 'in', entityExternalIds),
            ),
          ]),
        )
        .execute(),
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
