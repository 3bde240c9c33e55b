import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportType } from '../../report/report-data.ts';
import type { ReportSource } from '../../report/report-source.ts';
import { readReportSource, reportBucketOf, type ReportRowReader } from '../../report/report-source-reader.ts';
import { entryById } from '../../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES } from '../../rules/enums.ts';
import { EngineError } from '../engine-error.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { undercarriageFlags } from '../recording/model-flags.ts';

// The device's report source: the queries of readReportSource on the local database (inspections found by
// externalId) and the photo files in OPFS — no network.

type Db = Kysely<Database>;

/** Bucket equipments with the date each took effect. */
const buckets = (db: Db) =>
  db
    .selectFrom('equipments as e')
    .select(['e.externalId', 'e.effectiveDate'])
    .where('e.equipmentCategory', '=', 'Bucket');

function localRows(
  db: Db,
  files: Pick<PhotoFiles, 'read'> | null,
  externalId: string,
): ReportRowReader<string> {
  // Earlier inspections are compared with the date as stored, not as re-written in ISO form.
  let storedDate = '';
  return {
    async inspection() {
      const row = await db
        .selectFrom('inspections')
        .selectAll()
        .where('externalId', '=', externalId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      storedDate = row.inspectionDate;
      return {
        key: row.externalId,
        externalId: row.externalId,
        name: row.name,
        inspectionDate: new Date(row.inspectionDate).toISOString(),
        inspectorName: row.inspectorName,
        completed: row.completed === 1,
        assetId: row.assetId,
        mineLocationId: row.mineLocationId,
        siteId: row.siteId,
        bucketExternalId: row.equipmentExternalId ?? row.bucketExternalId,
      };
    },
    async observations(keys, itemIds) {
      let query = db
        .selectFrom('observations as o')
        .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
        .select([
          'c.inspectionExternalId',
          'o.externalId',
          'o.observableItemId',
          'o.observableItem',
          'o.value',
          'o.entityExternalId',
          'o.unitId',
        ])
        .where('c.inspectionExternalId', 'in', keys);
      if (itemIds !== undefined) query = query.where('o.observableItemId', 'in', itemIds);
      const rows = await query.orderBy('o.observableItemId').orderBy('o.externalId').execute();
      return rows.map((r) => ({
        inspectionKey: r.inspectionExternalId,
        externalId: r.externalId,
        identifier:
          r.observableItem ?? entryById(r.observableItemId)?.identifier ?? String(r.observableItemId),
        value: r.value,
        entityExternalId: r.entityExternalId,
        unitId: r.unitId,
        // A photo observation's value is the name of its file in OPFS.
        fileName: r.value,
      }));
    },
    async photoBytes(fileName) {
      const blob = files === null ? undefined : await files.read(fileName).catch(() => undefined);
      return blob === undefined ? null : new Uint8Array(await blob.arrayBuffer());
    },
    async earlierInspections(inspection) {
      const rows = await db
        .selectFrom('inspections')
        .select(['externalId', 'inspectionDate'])
        .where('assetId', '=', inspection.assetId)
        .where('externalId', '!=', inspection.externalId)
        .where('inspectionDate', '<', storedDate)
        .execute();
      return rows.map((e) => ({
        key: e.externalId,
        externalId: e.externalId,
        inspectionDate: new Date(e.inspectionDate).toISOString(),
      }));
    },
    async earlierInspectionsOn(inspection, entityExternalIds) {
      const rows = await db
        .selectFrom('inspections as i')
        .select(['i.externalId', 'i.inspectionDate'])
        .where('i.externalId', '!=', inspection.externalId)
        .where('i.inspectionDate', '<', storedDate)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('observations as o')
              .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
              .select('o.externalId')
              .whereRef('c.inspectionExternalId', '=', 'i.externalId')
              .where('o.entityExternalId', 'in', entityExternalIds),
          ),
        )
        .execute();
      return rows.map((e) => ({
        key: e.externalId,
        externalId: e.externalId,
        inspectionDate: new Date(e.inspectionDate).toISOString(),
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
      const asset = await db
        .selectFrom('assets')
        .select('modelId')
        .where('id', '=', assetId)
        .executeTakeFirst();
      return undercarriageFlags(db, asset?.modelId ?? null);
    },
    mineLocation: (id) =>
      db.selectFrom('mineLocations').select('name').where('id', '=', id).executeTakeFirst(),
    sideEquipments: (assetId) =>
      db
        .selectFrom('equipments')
        .select(['externalId', 'name', 'effectiveDate'])
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
          'ep.externalId',
          'ep.externalEquipmentId as equipmentExternalId',
          'ep.position',
          'ep.group',
          'p.name',
          'p.partNumber',
          't.name as partType',
          'l.name as location',
          'l2.name as secondaryLocation',
          'ep.effectiveDate',
        ])
        .where('ep.externalEquipmentId', 'in', equipmentExternalIds)
        .orderBy('ep.externalEquipmentId')
        .orderBy('ep.position')
        .orderBy('ep.externalId')
        .execute(),
    partDimensions: (partExternalIds) =>
      db
        .selectFrom('equipmentParts as ep')
        .innerJoin('partDimensions as d', 'd.partId', 'ep.partId')
        .leftJoin('partDimensionThresholds as t', 't.partDimensionId', 'd.id')
        .select([
          'ep.externalId as partExternalId',
          'd.observableItemId',
          'd.baselineValue',
          'd.limit',
          't.minPercentage',
          't.actionTypeId',
        ])
        .where('ep.externalId', 'in', partExternalIds)
        .orderBy('ep.externalId')
        .orderBy('d.externalId')
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
                .select('ep.externalId')
                .whereRef('ep.externalEquipmentId', '=', 'e.externalId')
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
    notFound: (message) => new EngineError('not-found', message),
  };
}

/** Everything the report of one inspection needs, from this device only. */
export function localReportSource(
  db: Db,
  files: Pick<PhotoFiles, 'read'>,
  inspectionExternalId: string,
  reportType: ReportType,
  now: Date,
): Promise<ReportSource> {
  return readReportSource(localRows(db, files, inspectionExternalId), reportType, now);
}

/** The bucket this inspection's report shows now, which its completion records (decision 0045). */
export function reportBucketOnDevice(db: Db, inspectionExternalId: string): Promise<string | null> {
  return reportBucketOf(localRows(db, null, inspectionExternalId));
}
