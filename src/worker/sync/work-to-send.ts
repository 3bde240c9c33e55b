import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { duePhotos } from '../photos/upload-photos.ts';

/**
 * Whether a sync cycle now would send anything: a change waiting in the outbox (rejected ones wait for the
 * inspector, not for a cycle) or a photo whose upload is due.
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
  return photo !== undefined;
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
