import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxEntityType } from '../../db/schema-local.ts';

export interface OutboxChange {
  readonly entityType: OutboxEntityType;
  readonly entityExternalId: string;
  /** The inspection the change belongs to: the push groups entries into one save request per inspection. */
  readonly inspectionExternalId: string | null;
  readonly operation: 'upsert' | 'delete';
  /** For a delete, what the server needs to find the row; for an upsert the push reads the row's current state. */
  readonly payload?: Record<string, unknown>;
}

/**
 * Records a local change in the same transaction as the change itself, so a change is never saved without its
 * outbox entry or the other way round. Every change adds an entry (no coalescing): a push deletes only the entries it
 * sent, so a change made while a push is in flight is never lost.
 */
export async function enqueueChange(trx: Transaction<Database>, change: OutboxChange): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      entityType: change.entityType,
      entityExternalId: change.entityExternalId,
      inspectionExternalId: change.inspectionExternalId,
      operation: change.operation,
      payload: JSON.stringify(change.payload ?? {}),
      createdAt: new Date().toISOString(),
      nextAttemptAt: null,
      lastError: null,
    })
    .execute();
}

/** What a deleted observation's outbox entry carries: POST /inspection needs these to delete it on the server. */
export interface DeletedObservationPayload {
  readonly externalId: string;
  readonly id: number | null;
  readonly categoryTypeExternalId: string;
  readonly observableItemId: number;
  readonly dataLevelId: number;
  readonly entityId: number | null;
  readonly entityExternalId: string | null;
}

/** Records the deletion of an observation row (already removed in the same transaction). */
export function enqueueObservationDelete(
  trx: Transaction<Database>,
  inspectionExternalId: string,
  row: DeletedObservationPayload,
): Promise<void> {
  const payload: DeletedObservationPayload = {
    externalId: row.externalId,
    id: row.id,
    categoryTypeExternalId: row.categoryTypeExternalId,
    observableItemId: row.observableItemId,
    dataLevelId: row.dataLevelId,
    entityId: row.entityId,
    entityExternalId: row.entityExternalId,
  };
  return enqueueChange(trx, {
    entityType: 'observation',
    entityExternalId: row.externalId,
    inspectionExternalId,
    operation: 'delete',
    payload: { ...payload },
  });
}
