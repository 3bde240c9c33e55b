import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// A first reading this device made of a field another device had recorded first (decision 0066): the server holds
// the other device's row and answers its externalId (heldExternalId). The device keeps the reading under that
// externalId from now on, so its later edits, photo uploads and conflicts all name the one row both devices share.

/** An observation of a save's answer, as the server stored it. */
export interface SavedObservation {
  readonly externalId: string;
  readonly id: number;
  readonly version?: number | undefined;
  readonly heldExternalId?: string | undefined;
}

/**
 * Moves each first reading the server matched to its held row's externalId: the row itself (or, when a pull
 * already brought the held row, the held row takes over: this device's newer value, if one still waits to be sent,
 * goes on in it), its waiting outbox entries, its queued photos and its conflicts. Answers the observations as the
 * server ids and versions to store: a reading kept beside another value (a conflict) takes the held version when
 * the conflict is stored (save-result.ts), not here.
 */
export async function adoptHeldReadings(
  trx: Transaction<Database>,
  saved: readonly SavedObservation[],
  conflicted: ReadonlySet<string>,
): Promise<SavedObservation[]> {
  const out: SavedObservation[] = [];
  for (const observation of saved) {
    const held = observation.heldExternalId;
    if (held === undefined || held === observation.externalId) {
      out.push(observation);
      continue;
    }
    await adopt(trx, observation.externalId, held);
    const version = conflicted.has(held) ? undefined : observation.version;
    out.push({ externalId: held, id: observation.id, ...(version === undefined ? {} : { version }) });
  }
  return out;
}

async function adopt(trx: Transaction<Database>, own: string, held: string): Promise<void> {
  const waiting = await trx
    .selectFrom('outbox')
    .select('seq')
    .where('entityType', '=', 'observation')
    .where('entityExternalId', '=', own)
    .executeTakeFirst();
  const pulled = await trx
    .selectFrom('observations')
    .select('externalId')
    .where('externalId', '=', held)
    .executeTakeFirst();
  if (pulled === undefined) {
    await trx.updateTable('observations').set({ externalId: held }).where('externalId', '=', own).execute();
  } else {
    const mine = await trx
      .selectFrom('observations')
      .select(['value', 'unitId', 'actionTypeId'])
      .where('externalId', '=', own)
      .executeTakeFirst();
    // Changed again since it was sent: that value is the inspector's newest, sent from no version (a conflict if it
    // differs from the held one).
    if (mine !== undefined && waiting !== undefined)
      await trx
        .updateTable('observations')
        .set({ ...mine, version: null, isSynced: 0 })
        .where('externalId', '=', held)
        .execute();
    await trx.deleteFrom('observations').where('externalId', '=', own).execute();
  }
  await trx
    .updateTable('outbox')
    .set({ entityExternalId: held })
    .where('entityType', '=', 'observation')
    .where('entityExternalId', '=', own)
    .execute();
  await trx
    .updateTable('photoQueue')
    .set({ observationExternalId: held })
    .where('observationExternalId', '=', own)
    .execute();
  await trx
    .updateTable('observationConflicts')
    .set({ observationExternalId: held })
    .where('observationExternalId', '=', own)
    .execute();
}
