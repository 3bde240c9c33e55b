import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What exists only on this device, and a logout's wipe would lose: changes and photos the server has not got. */
export interface UnsentWork {
  /** Outbox entries, waiting or refused by the server: either way not on the server. */
  readonly changes: number;
  /** Photos not uploaded yet: queued, or received and still being stored (decision 0036). */
  readonly photos: number;
}

export async function unsentWork(db: Kysely<Database>): Promise<UnsentWork> {
  const changes = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const photos = await db
    .selectFrom('photoQueue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '!=', 'uploaded')
    .executeTakeFirstOrThrow();
  const received = await db
    .selectFrom('photosReceived')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { changes: Number(changes.n), photos: Number(photos.n) + Number(received.n) };
}
