import type { Kysely } from 'kysely';
import type { ReportRowReader } from '../report/report-source-reader.ts';
import { entryById } from '../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES } from '../rules/enums.ts';
import type { UndercarriageModelFlags } from '../rules/undercarriage-menu.ts';
import type { FactTables } from './fact-tables.ts';
import type { FactsDialect } from './facts-dialect.ts';

// The one reader of a report's facts (decision 0051): each query of readReportSource written once, run on the
// device's SQLite and the server's PostgreSQL alike; the two differ only as their dialect says. Values are read into
// one form here (an ISO date, a boolean), so both sides answer the same rows for the same data.

/** Only reads: a database or a transaction of either side. */
export type FactsDb = Pick<Kysely<FactTables>, 'selectFrom'>;
type Db = FactsDb;

/** An inspection's key: the server's id, the device's externalId (FactsDialect.keys). */
export type InspectionKey = number | string;

/** What each side adds to the facts: its photo files and the error it answers a missing row with. */
export type FactRows = Omit<ReportRowReader<InspectionKey>, 'photoBytes' | 'notFound'>;

const iso = (date: Date | string) => new Date(date).toISOString();

/** The equipment parts of these equipments with their part, type and locations (the report's and the bucket's). */
export const equipmentPartRows = (db: Db, equipmentExternalIds: readonly string[]) =>
  db
    .selectFrom('equipmentParts as ep')
    .innerJoin('parts as p', 'p.id', 'ep.partId')
    .leftJoin('partTypes as t', 't.id', 'p.partTypeId')
    .leftJoin('partLocations as l', 'l.id', 'ep.locationId')
    .leftJoin('partLocations as l2', 'l2.id', 'ep.secondaryLocationId')
    .select([
      'ep.externalId',
      'ep.externalEquipmentId as equipmentExternalId',
      'ep.partId',
      'ep.position',
      'ep.locationId',
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
    // SQLite puts NULLs first, PostgreSQL last: said here, both read the parts in one order.
    .orderBy('ep.position', (o) => o.asc().nullsFirst())
    .orderBy('ep.externalId')
    .execute();

/** recording spec §3 Asset model: the flags that decide which undercarriage items a side shows (all off without). */
export async function modelFlags(db: Db, modelId: number | null): Promise<UndercarriageModelFlags> {
  const model =
    modelId === null
      ? undefined
      : await db.selectFrom('assetModels').selectAll().where('id', '=', modelId).executeTakeFirst();
  return {
    hasTumblerRollPathMeasurement: Boolean(model?.hasTumblerRollPathMeasurement),
    showFrontIdlerConditionMenu: Boolean(model?.showFrontIdlerConditionMenu),
    showLoadRollerConditionMenu: Boolean(model?.showLoadRollerConditionMenu),
    showRearIdlerConditionMenu: Boolean(model?.showRearIdlerConditionMenu),
    showReturnRollerConditionMenu: Boolean(model?.showReturnRollerConditionMenu),
    showSliderConditionMenu: Boolean(model?.showSliderConditionMenu),
    shoesPerSide: model?.shoesPerSide ?? null,
  };
}

/** The facts of one inspection, found by its id (server) or externalId, read through one dialect. */
export function factRows(db: Db, dialect: FactsDialect, inspectionId: InspectionKey): FactRows {
  const byId = dialect.keys === 'id';
  const k = <A, B>(id: A, externalId: B): A | B => (byId ? id : externalId);
  const keyOf = (row: { id: number | null; externalId: string }): InspectionKey =>
    byId && row.id !== null ? row.id : row.externalId;
  // Earlier inspections are compared with the date as stored (a Date, a text), not as re-written in ISO form.
  let storedDate: Date | string = '';
  const earlier = (
    rows: {
      id: number | null;
      externalId: string;
      inspectionDate: Date | string;
      name: string;
      assetName: string | null;
      siteName: string | null;
    }[],
  ) =>
    rows.map((e) => ({
      key: keyOf(e),
      externalId: e.externalId,
      inspectionDate: iso(e.inspectionDate),
      // The Status History sheet names the machine (the inspection's name when its asset is gone) and the site.
      machineName: e.assetName ?? e.name,
      siteName: e.siteName,
    }));
  const buckets = () =>
    db
      .selectFrom('equipments as e')
      .select(['e.externalId', 'e.effectiveDate'])
      .where((eb) => dialect.isBucket(eb));
  // The inspections before this one (its stored date is known once `inspection` has read it), with their machine and
  // site names, for the judged history.
  const earlierThan = (inspection: { readonly externalId: string }) =>
    db
      .selectFrom('inspections as i')
      .leftJoin('assets as a', 'a.id', 'i.assetId')
      .leftJoin('sites as s', 's.id', 'i.siteId')
      .select([
        'i.id',
        'i.externalId',
        'i.inspectionDate',
        'i.name',
        'a.name as assetName',
        's.name as siteName',
      ])
      .where('i.externalId', '!=', inspection.externalId)
      .where('i.inspectionDate', '<', storedDate);
  // The same order from both databases, oldest first (neither keeps rows in any order of their own).
  const oldestFirst = (query: ReturnType<typeof earlierThan>) =>
    query.orderBy('i.inspectionDate').orderBy('i.externalId').execute();
  return {
    async inspection() {
      const row = await db
        .selectFrom('inspections')
        .selectAll()
        .where(typeof inspectionId === 'number' ? 'id' : 'externalId', '=', inspectionId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      storedDate = row.inspectionDate;
      return {
        key: keyOf(row),
        externalId: row.externalId,
        name: row.name,
        inspectionDate: iso(row.inspectionDate),
        inspectorName: row.inspectorName,
        // A reopened inspection is being changed again: its report says so rather than "Completed".
        completed: Boolean(row.completed) && !row.reopened,
        assetId: row.assetId,
        mineLocationId: row.mineLocationId,
        siteId: row.siteId,
        bucketExternalId: row.equipmentExternalId ?? row.bucketExternalId,
      };
    },
    async observations(keys, itemIds) {
      let query = db
        .selectFrom('observations as o')
        .innerJoin(
          'inspectionCategoryTypes as c',
          k('c.id', 'c.externalId'),
          k('o.categoryTypeId', 'o.categoryTypeExternalId'),
        )
        .select([
          'c.inspectionId',
          'c.inspectionExternalId',
          'o.externalId',
          'o.observableItemId',
          'o.value',
          'o.unitId',
          'o.entityExternalId',
        ])
        .where(k('c.inspectionId', 'c.inspectionExternalId'), 'in', keys);
      if (itemIds !== undefined) query = query.where('o.observableItemId', 'in', itemIds);
      const rows = await query.orderBy('o.observableItemId').orderBy('o.externalId').execute();
      return rows.map((r) => ({
        inspectionKey: k(r.inspectionId ?? r.inspectionExternalId, r.inspectionExternalId),
        externalId: r.externalId,
        identifier: entryById(r.observableItemId)?.identifier ?? String(r.observableItemId),
        value: r.value,
        entityExternalId: r.entityExternalId,
        unitId: r.unitId,
      }));
    },
    async earlierInspections(inspection) {
      return earlier(await oldestFirst(earlierThan(inspection).where('i.assetId', '=', inspection.assetId)));
    },
    async earlierInspectionsOn(inspection, entityExternalIds) {
      const query = earlierThan(inspection).where((eb) =>
        eb.exists(
          eb
            .selectFrom('observations as o')
            .innerJoin(
              'inspectionCategoryTypes as c',
              k('c.id', 'c.externalId'),
              k('o.categoryTypeId', 'o.categoryTypeExternalId'),
            )
            .select('o.externalId')
            .whereRef(k('c.inspectionId', 'c.inspectionExternalId'), '=', k('i.id', 'i.externalId'))
            .where('o.entityExternalId', 'in', entityExternalIds),
        ),
      );
      return earlier(await oldestFirst(query));
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
      return modelFlags(db, asset?.modelId ?? null);
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
    async equipmentParts(equipmentExternalIds) {
      const rows = await equipmentPartRows(db, equipmentExternalIds);
      return rows.map(({ partId: _partId, locationId: _locationId, ...part }) => part);
    },
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
    assetBuckets: (assetId) => buckets().where('e.assetId', '=', assetId).execute(),
    bucketsAmong: (entityExternalIds) =>
      buckets()
        .where((eb) =>
          eb.or([
            eb('e.externalId', 'in', entityExternalIds),
            eb.exists(
              eb
                .selectFrom('equipmentParts as ep')
                .select('ep.externalId')
                .whereRef(k('ep.equipmentId', 'ep.externalEquipmentId'), '=', k('e.id', 'e.externalId'))
                .where('ep.externalId', 'in', entityExternalIds),
            ),
          ]),
        )
        .execute(),
    async actionTypes() {
      const rows = await db
        .selectFrom('observableActionTypes')
        .select(['id', 'name', 'description', 'sortOrder', 'defaultColourCode'])
        .orderBy('id')
        .execute();
      return rows.flatMap((r) => (r.id === null ? [] : [{ ...r, id: r.id }]));
    },
  };
}
