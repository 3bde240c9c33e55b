import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { duePhotos } from '../photos/upload-photos.ts';
import { dueSupportMessages, nextSupportAttemptIn } from '../support/support-queue.ts';

/**
 * Whether a sync cycle now would send anything: a change waiting in the outbox (rejected ones wait for the
 * inspector, not for a cycle), a photo whose upload is due or a support message whose try is.
 */
export async function hasWorkToSend(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const change = await db
    .selectFrom('outbox')
    .select('seq')
    .where('state', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  if (change) return true;
  const photo = await duePhotos(db, now).select('p.fileName').limit(1).executeTakeFirst();
  if (photo) return true;
  const support = await dueSupportMessages(db, now).select('id').limit(1).executeTakeFirst();
  return support !== undefined;
}

/** How long until the first photo or support message waiting out a failed try is due, or undefined. */
export async function nextAttemptIn(db: Kysely<Database>, now = new Date()): Promise<number | undefined> {
  const waits = [await nextPhotoAttemptIn(db, now), await nextSupportAttemptIn(db, now)];
  const due = waits.filter((ms) => ms !== undefined);
  return due.length > 0 ? Math.min(...due) : undefined;
}

/**
 * How long until the first photo waiting out a failed upload's backoff is due (milliseconds), or undefined when none
 * waits: the next cycle is then due no later than that, rather than at the next once-a-minute sync.
 */
export async function nextPhotoAttemptIn(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number | undefined> {
  const next = await db
    .selectFrom('photoQueue')
    .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
    .where('state', '!=', 'uploaded')
    .where('nextAttemptAt', '>', now.toISOString())
    .executeTakeFirst();
  if (typeof next?.at !== 'string') return undefined;
  return Math.max(0, Date.parse(next.at) - now.getTime());
}
