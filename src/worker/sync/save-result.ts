import * as v from 'valibot';
import { SaveInspectionsResultSchema, type SaveConflict } from '../../api/save-inspections.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxEntityType } from '../../db/schema-local.ts';
import { adoptHeldReadings } from './held-readings.ts';
import type { OutboxBatch } from './save-request.ts';

/**
 * After a 2xx: in one transaction, remove the batch's outbox entries, store the server ids, and mark synced every
 * row of the batch that has no newer change still waiting.
 */
export async function applySaveResult(
  db: Kysely<Database>,
  batch: OutboxBatch,
  answer: unknown,
): Promise<void> {
  // The server stored the batch (2xx); an answer we cannot read only means the ids arrive with the next pull.
  const parsed = v.safeParse(SaveInspectionsResultSchema, answer);
  const result = parsed.success ? parsed.output : { inspections: [], equipmentItems: [], conflicts: [] };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('outbox')
      .where(
        'seq',
        'in',
        batch.entries.map((e) => e.seq),
      )
      .execute();
    // First readings the server holds under another device's row take that row's externalId (decision 0066).
    const adopted: string[] = [];
    const conflicted = new Set(result.conflicts.map((c) => c.observationExternalId));
    for (const inspection of result.inspections) {
      await trx
        .updateTable('inspections')
        .set({ id: inspection.id })
        .where('externalId', '=', inspection.externalId)
        .execute();
      for (const categoryType of inspection.categoriesTypes) {
        await trx
          .updateTable('inspectionCategoryTypes')
          .set({ id: categoryType.id, inspectionId: inspection.id })
          .where('externalId', '=', categoryType.externalId)
          .execute();
        await trx
          .updateTable('observations')
          .set({ categoryTypeId: categoryType.id })
          .where('categoryTypeExternalId', '=', categoryType.externalId)
          .execute();
      }
      const saved = inspection.categoriesTypes.flatMap((c) => c.observations);
      for (const o of saved) if (o.heldExternalId !== undefined) adopted.push(o.heldExternalId);
      await setServerIds(trx, 'observations', await adoptHeldReadings(trx, saved, conflicted));
    }
    await keepConflicts(trx, result.conflicts);
    for (const equipment of result.equipmentItems) {
      await trx
        .updateTable('equipments')
        .set({ id: equipment.id })
        .where('externalId', '=', equipment.externalId)
        .execute();
      await trx
        .updateTable('equipmentParts')
        .set({ equipmentId: equipment.id })
        .where('externalEquipmentId', '=', equipment.externalId)
        .execute();
      await setServerIds(trx, 'equipmentParts', equipment.equipmentParts);
    }
    const stillWaiting = (type: OutboxEntityType) =>
      trx.selectFrom('outbox').select('entityExternalId').where('entityType', '=', type);
    const sentIds = (type: OutboxEntityType) =>
      batch.entries.filter((e) => e.entityType === type).map((e) => e.entityExternalId);
    const observationIds = [...sentIds('observation'), ...adopted];
    if (observationIds.length) {
      await trx
        .updateTable('observations')
        .set({ isSynced: 1 })
        .where('externalId', 'in', observationIds)
        .where('externalId', 'not in', stillWaiting('observation'))
        .execute();
    }
    if (batch.inspectionExternalId) {
      await trx
        .updateTable('inspectionCategoryTypes')
        .set({ isSynced: 1 })
        .where('inspectionExternalId', '=', batch.inspectionExternalId)
        .where('externalId', 'not in', stillWaiting('inspectionCategoryType'))
        .execute();
      // The inspection is synced only when nothing of it waits any more (recording spec §4).
      await trx
        .updateTable('inspections')
        .set({ isSynced: 1 })
        .where('externalId', '=', batch.inspectionExternalId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox')
                .select('seq')
                .where('inspectionExternalId', '=', batch.inspectionExternalId),
            ),
          ),
        )
        .execute();
    }
  });
}

/**
 * Stores the server ids of many rows in one statement, matched by externalId (not one UPDATE per row), and an
 * observation's new server version: the one its next edit is made from (decision 0052).
 */
async function setServerIds(
  trx: Transaction<Database>,
  table: 'observations' | 'equipmentParts',
  saved: readonly { externalId: string; id: number; version?: number }[],
): Promise<void> {
  if (saved.length === 0) return;
  const version =
    table === 'observations' ? sql`, version = coalesce(saved.value ->> 'version', version)` : sql``;
  await sql`UPDATE ${sql.table(table)} SET id = saved.value ->> 'id'${version}
    FROM json_each(${JSON.stringify(saved)}) AS saved
    WHERE ${sql.ref(`${table}.externalId`)} = saved.value ->> 'externalId'`.execute(trx);
}

/**
 * Another device changed some of the batch's values first (decision 0052): the server kept its value and this one
 * beside it. The conflicts are stored, and each observation shows the value the server holds, at its version, so
 * both devices show the same record and the conflict at once. An observation changed again meanwhile (an entry still
 * waiting) keeps the newer value: that edit, sent from the older version, is kept beside the held one too.
 */
async function keepConflicts(trx: Transaction<Database>, conflicts: readonly SaveConflict[]): Promise<void> {
  for (const { heldVersion, heldActionTypeId, ...conflict } of conflicts) {
    await trx
      .insertInto('observationConflicts')
      .values(conflict)
      .onConflict((oc) => oc.column('id').doUpdateSet(conflict))
      .execute();
    await trx
      .updateTable('observations')
      .set({
        value: conflict.heldValue,
        unitId: conflict.heldUnitId,
        actionTypeId: heldActionTypeId,
        version: heldVersion,
        isSynced: 1,
      })
      .where('externalId', '=', conflict.observationExternalId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('outbox')
              .select('seq')
              .where('entityType', '=', 'observation')
              .where('entityExternalId', '=', conflict.observationExternalId),
          ),
        ),
      )
      .execute();
  }
}
