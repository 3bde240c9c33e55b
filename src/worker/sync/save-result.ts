import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxEntityType } from '../../db/schema-local.ts';
import type { OutboxBatch } from './save-request.ts';

// The parts of the server's answer the device keeps: the server ids of what it just stored.
const Ids = v.object({ externalId: v.string(), id: v.nullish(v.number()) });
const SaveResultSchema = v.object({
  inspections: v.optional(
    v.array(
      v.object({
        ...Ids.entries,
        categoriesTypes: v.optional(
          v.array(v.object({ ...Ids.entries, observations: v.optional(v.array(Ids)) })),
        ),
      }),
    ),
  ),
  equipmentItems: v.optional(v.array(Ids)),
});

/**
 * After a 2xx: in one transaction, remove the batch's outbox entries, store the server ids, and mark synced every
 * row of the batch that has no newer change still waiting.
 */
export async function applySaveResult(
  db: Kysely<Database>,
  batch: OutboxBatch,
  answer: unknown,
): Promise<void> {
  const parsed = v.safeParse(SaveResultSchema, answer);
  const result = parsed.success ? parsed.output : {};
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('outbox')
      .where(
        'seq',
        'in',
        batch.entries.map((e) => e.seq),
      )
      .execute();
    for (const inspection of result.inspections ?? []) {
      if (inspection.id) {
        await trx
          .updateTable('inspections')
          .set({ id: inspection.id })
          .where('externalId', '=', inspection.externalId)
          .execute();
      }
      for (const categoryType of inspection.categoriesTypes ?? []) {
        if (categoryType.id) {
          await trx
            .updateTable('inspectionCategoryTypes')
            .set({ id: categoryType.id, inspectionId: inspection.id ?? null })
            .where('externalId', '=', categoryType.externalId)
            .execute();
          await trx
            .updateTable('observations')
            .set({ categoryTypeId: categoryType.id })
            .where('categoryTypeExternalId', '=', categoryType.externalId)
            .execute();
        }
        for (const observation of categoryType.observations ?? []) {
          if (observation.id) {
            await trx
              .updateTable('observations')
              .set({ id: observation.id })
              .where('externalId', '=', observation.externalId)
              .execute();
          }
        }
      }
    }
    for (const equipment of result.equipmentItems ?? []) {
      if (equipment.id) {
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
      }
    }
    const stillWaiting = (type: OutboxEntityType) =>
      trx.selectFrom('outbox').select('entityExternalId').where('entityType', '=', type);
    const sentIds = (type: OutboxEntityType) =>
      batch.entries.filter((e) => e.entityType === type).map((e) => e.entityExternalId);
    const observationIds = sentIds('observation');
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
