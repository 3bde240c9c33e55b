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
