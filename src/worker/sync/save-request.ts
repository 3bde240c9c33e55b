import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxTable } from '../../db/schema-local.ts';

export interface OutboxBatch {
  readonly key: string;
  readonly inspectionExternalId: string | null;
  readonly entries: readonly Selectable<OutboxTable>[];
}

const bool = (value: number | boolean) => value === 1 || value === true;

/**
 * The saveInspectionsRequest for one batch, read from the rows' current state (so the latest value is always what is
 * sent), with the deletions the batch holds.
 */
export async function buildSaveRequest(db: Kysely<Database>, batch: OutboxBatch) {
  const ids = (type: string, operation: 'upsert' | 'delete') =>
    batch.entries
      .filter((e) => e.entityType === type && e.operation === operation)
      .map((e) => e.entityExternalId);
  const cursor = await db.selectFrom('syncState').select('lastSyncDate').executeTakeFirst();

  const equipmentIds = ids('equipment', 'upsert');
  const equipments = equipmentIds.length
    ? await db.selectFrom('equipments').selectAll().where('externalId', 'in', equipmentIds).execute()
    : [];
  const parts = equipmentIds.length
    ? await db
        .selectFrom('equipmentParts')
        .selectAll()
        .where('externalEquipmentId', 'in', equipmentIds)
        .execute()
    : [];
  const equipmentItems = equipments.map((equipment) => ({
    ...equipment,
    equipmentParts: parts.filter((p) => p.externalEquipmentId === equipment.externalId),
  }));

  const inspections = [];
  if (batch.inspectionExternalId) {
    const inspection = await db
      .selectFrom('inspections')
      .selectAll()
      .where('externalId', '=', batch.inspectionExternalId)
      .executeTakeFirst();
    if (inspection) {
      const categoryTypes = await db
        .selectFrom('inspectionCategoryTypes')
        .selectAll()
        .where('inspectionExternalId', '=', inspection.externalId)
        .execute();
      const upserted = ids('observation', 'upsert');
      const observations = upserted.length
        ? await db.selectFrom('observations').selectAll().where('externalId', 'in', upserted).execute()
        : [];
      const deleted = batch.entries
        .filter((e) => e.entityType === 'observation' && e.operation === 'delete')
        .map((e) => JSON.parse(e.payload) as { externalId: string; categoryTypeExternalId?: string });
      inspections.push({
        inspectionId: inspection.id,
        externalId: inspection.externalId,
        name: inspection.name,
        assetId: inspection.assetId,
        siteId: inspection.siteId,
        mineLocationId: inspection.mineLocationId,
        equipmentExternalId: inspection.equipmentExternalId,
        bucketExternalId: inspection.bucketExternalId,
        inspectionStatusId: inspection.inspectionStatusId,
        inspectionDate: inspection.inspectionDate,
        completed: bool(inspection.completed),
        reopened: bool(inspection.reopened),
        inspectorName: inspection.inspectorName,
        isNew: inspection.id === null,
        equipmentMap: equipments.map((e) => ({
          equipmentTypeId: e.equipmentTypeId,
          externalId: e.externalId,
        })),
        metaData: { client: 'inspect-web', outboxSeqs: batch.entries.map((e) => e.seq) },
        categoriesTypes: categoryTypes.map(({ isSynced: _synced, ...categoryType }) => ({
          ...categoryType,
          observations: observations
            .filter((o) => o.categoryTypeExternalId === categoryType.externalId)
            .map(({ isSynced: _s, ...o }) => o),
          deletedObservations: deleted.map((d) => d.externalId),
        })),
      });
    }
  }
  return { syncDetails: { lastSyncDate: cursor?.lastSyncDate ?? null }, equipmentItems, inspections };
}

export type SaveRequest = Awaited<ReturnType<typeof buildSaveRequest>>;
