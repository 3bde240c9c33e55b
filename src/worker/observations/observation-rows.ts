import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ObservationsTable } from '../../db/schema-sync.ts';
import {
  enqueueChange,
  enqueueObservationDelete,
  type DeletedObservationPayload,
} from '../outbox/enqueue.ts';

// The only SQL that changes a recorded observation on the device (decision 0025). Each write here is paired with
// its outbox entry in the caller's transaction, so a row can never change without the next save carrying it: that
// is how no reading is lost. Callers check what they write (saveObservation, the new bucket, submit, a cancelled
// reopen); this module only keeps row and outbox together. The one other writer is sync's save-result.ts, which
// records what the server stored (its ids, "synced"), not anything an inspector did.

type Trx = Transaction<Database>;
type Row = Insertable<ObservationsTable>;
/** What a write may change on a row that exists already. */
type Change = Omit<Updateable<ObservationsTable>, 'externalId' | 'isSynced'>;

function upserted(
  trx: Trx,
  inspectionExternalId: string,
  externalId: string,
  payload?: Record<string, unknown>,
): Promise<void> {
  return enqueueChange(trx, {
    entityType: 'observation',
    entityExternalId: externalId,
    inspectionExternalId,
    operation: 'upsert',
    ...(payload ? { payload } : {}),
  });
}

/**
 * Writes a row (unsynced) and its upsert entry. When the row exists already only `onExisting` changes (all of
 * `row` unless given): a saved value keeps the row's server id and entity, a restored backup puts back everything.
 */
export async function putObservation(
  trx: Trx,
  inspectionExternalId: string,
  row: Row,
  onExisting?: Change,
): Promise<void> {
  const { externalId: _key, isSynced: _synced, ...whole } = row;
  await trx
    .insertInto('observations')
    .values({ ...row, isSynced: 0 })
    .onConflict((oc) => oc.column('externalId').doUpdateSet({ ...(onExisting ?? whole), isSynced: 0 }))
    .execute();
  await upserted(trx, inspectionExternalId, row.externalId);
}

/** Changes some columns of an existing row (left unsynced) and records its upsert entry. */
export async function changeObservation(
  trx: Trx,
  inspectionExternalId: string,
  externalId: string,
  change: Change,
): Promise<void> {
  await trx
    .updateTable('observations')
    .set({ ...change, isSynced: 0 })
    .where('externalId', '=', externalId)
    .execute();
  await upserted(trx, inspectionExternalId, externalId);
}

/**
 * A conflict between two devices settled (decision 0052): the chosen value when the row does not hold it yet, and the
 * upsert entry that carries which conflicts the choice settles, so the server marks them settled with the value.
 */
export async function settleObservation(
  trx: Trx,
  inspectionExternalId: string,
  externalId: string,
  chosen: Change | undefined,
  settles: Record<string, unknown>,
): Promise<void> {
  if (chosen !== undefined)
    await trx
      .updateTable('observations')
      .set({ ...chosen, isSynced: 0 })
      .where('externalId', '=', externalId)
      .execute();
  await upserted(trx, inspectionExternalId, externalId, settles);
}

/** Deletes one row and records its delete entry, carrying what the server needs to find the row. */
export async function removeObservation(
  trx: Trx,
  inspectionExternalId: string,
  row: DeletedObservationPayload,
): Promise<void> {
  await trx.deleteFrom('observations').where('externalId', '=', row.externalId).execute();
  await enqueueObservationDelete(trx, inspectionExternalId, row);
}

/**
 * Deletes every observation of an inspection's categories, as the inspection itself is deleted: the inspection's
 * delete entry, which the caller records in the same transaction, carries them (the server deletes its children).
 */
export async function removeInspectionObservations(
  trx: Trx,
  categoryTypeExternalIds: readonly string[],
): Promise<void> {
  if (categoryTypeExternalIds.length === 0) return;
  await trx
    .deleteFrom('observations')
    .where('categoryTypeExternalId', 'in', categoryTypeExternalIds)
    .execute();
}
