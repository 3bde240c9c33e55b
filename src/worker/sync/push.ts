import type { Kysely } from 'kysely';
import { errorSentence } from '../../api/errors.ts';
import { API_PATHS } from '../../api/paths.ts';
import { NOT_DELETED_CHANGED_ELSEWHERE } from '../../api/save-inspections.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, isTransient, type HttpClient } from './http-client.ts';
import { signInRefused } from './network-words.ts';
import { buildSaveRequest, type OutboxBatch } from './save-request.ts';
import { applySaveResult } from './save-result.ts';

export interface PushResult {
  readonly sent: number;
  readonly rejected: number;
}

/** Sign-in is needed before anything more can be sent: not the data's fault, so nothing is rejected. */
export class AuthRequiredError extends Error {
  override name = 'AuthRequiredError';
}

/**
 * Drains the outbox into POST /inspection, one inspection's pending changes per request, oldest first. Entries are
 * deleted only after a 2xx; a 4xx marks that batch rejected with the server's message (its data stays) and the rest
 * goes on; network errors, 5xx and 429 (the server's limits: sent again after its Retry-After) stop the drain for the
 * engine's backoff.
 */
export async function pushOutbox(db: Kysely<Database>, http: HttpClient): Promise<PushResult> {
  let sent = 0;
  let rejected = 0;
  for (;;) {
    const batch = await nextBatch(db);
    if (!batch) return { sent, rejected };
    const request = await buildSaveRequest(db, batch);
    try {
      const answer = await http.json(API_PATHS.save, {
        method: 'POST',
        json: request,
        what: 'Failed to save inspections',
      });
      await applySaveResult(db, batch, answer);
      sent += batch.entries.length;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        throw new AuthRequiredError(signInRefused());
      }
      // Only the server's own refusal of this data (a 4xx) rejects a batch; anything else is retried later.
      if (!(error instanceof HttpError) || isTransient(error)) throw error;
      // The server's sentence (someone else created it first: 409; a value too long, a save too big: 413), not its
      // JSON: what the inspector reads; the values stay.
      const message = errorSentence(error.body) ?? (error.body || error.message);
      await db
        .updateTable('outbox')
        .set((eb) => ({
          state: 'rejected',
          lastError: message.slice(0, 2000),
          attempts: eb('attempts', '+', 1),
        }))
        .where(
          'seq',
          'in',
          batch.entries.map((e) => e.seq),
        )
        .execute();
      rejected += batch.entries.length;
      // The delete met another device's changes (decision 0052): the inspection is still on the server, so the next
      // pull is a full one and brings it back, with those changes, to this device that had let it go.
      if (message.startsWith(NOT_DELETED_CHANGED_ELSEWHERE))
        await db.updateTable('syncState').set({ lastSyncDate: null }).where('id', '=', 1).execute();
    }
  }
}

// The oldest pending entry decides which inspection goes next; all its pending entries travel together.
// Rejected entries are no longer pending, so a refused batch is not picked again.
async function nextBatch(db: Kysely<Database>): Promise<OutboxBatch | undefined> {
  const pending = await db
    .selectFrom('outbox')
    .selectAll()
    .where('state', '=', 'pending')
    .orderBy('seq')
    .limit(500)
    .execute();
  const first = pending[0];
  if (!first) return undefined;
  const keyOf = (e: typeof first) => e.inspectionExternalId ?? `equipment:${e.entityExternalId}`;
  const key = keyOf(first);
  const entries = pending.filter((e) => keyOf(e) === key);
  return { inspectionExternalId: first.inspectionExternalId, entries };
}
