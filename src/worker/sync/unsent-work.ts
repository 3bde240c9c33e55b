import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inspectionTitle } from '../domain/inspection-title.ts';

/** An inspection with something on this device only: what Logout names, not only a count. */
export interface UnsentInspection {
  readonly externalId: string;
  /** The machine, or the bucket (inspection-title.ts). */
  readonly title: string;
  readonly inspectionDate: string;
}

/** What exists only on this device, and a logout's wipe would lose: changes and photos the server has not got. */
export interface UnsentWork {
  /** Outbox entries, waiting or refused by the server: either way not on the server. */
  readonly changes: number;
  /** Photos not uploaded yet: queued, or received and still being stored (decision 0036). */
  readonly photos: number;
  /** Support messages queued and not yet sent (decision 0041). */
  readonly supportMessages: number;
  /** The inspections those changes and photos belong to, the latest first. */
  readonly inspections: readonly UnsentInspection[];
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
  const support = await db
    .selectFrom('supportQueue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'queued')
    .executeTakeFirstOrThrow();
  return {
    changes: Number(changes.n),
    photos: Number(photos.n) + Number(received.n),
    supportMessages: Number(support.n),
    inspections: await unsentInspections(db),
  };
}

async function unsentInspections(db: Kysely<Database>): Promise<UnsentInspection[]> {
  return db
    .selectFrom('inspections as i')
    .leftJoin('assets as a', 'a.id', 'i.assetId')
    .leftJoin('mineLocations as l', 'l.id', 'i.mineLocationId')
    .select(['i.externalId', inspectionTitle.as('title'), 'i.inspectionDate'])
    .where((eb) =>
      eb.or([
        eb('i.externalId', 'in', eb.selectFrom('outbox').select('inspectionExternalId')),
        eb(
          'i.externalId',
          'in',
          eb.selectFrom('photoQueue').select('inspectionExternalId').where('state', '!=', 'uploaded'),
        ),
        eb(
          'i.externalId',
          'in',
          eb
            .selectFrom('photosReceived')
            .select(sql<string>`json_extract(request, '$.inspectionExternalId')`.as('inspectionExternalId')),
        ),
      ]),
    )
    .orderBy('i.inspectionDate', 'desc')
    .execute();
}
