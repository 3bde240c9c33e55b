import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Translator } from '../../i18n/catalogues.ts';
import { wordsShown } from '../language.ts';
import { refusalIn } from '../refusal-words.ts';
import type { SyncStatus } from './sync-status.ts';

/**
 * The numbers behind the sync status line and "n of m images uploaded"; the server's refusal, kept in its English,
 * in the shown language (`t`).
 */
export async function syncCounts(
  db: Kysely<Database>,
  t: Translator = wordsShown(),
): Promise<
  Pick<
    SyncStatus,
    | 'pendingChanges'
    | 'rejectedChanges'
    | 'photosUploaded'
    | 'photosTotal'
    | 'lastSyncDate'
    | 'lastSyncedAt'
    | 'unreadRecords'
    | 'lastRefusal'
  >
> {
  const outbox = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.count<number>('seq').filterWhere('state', '=', 'pending').as('pending'),
      eb.fn.count<number>('seq').filterWhere('state', '=', 'rejected').as('rejected'),
    ])
    .executeTakeFirstOrThrow();
  // The server's words stay with the refused entries (push.ts): the newest is what the status line says.
  const refusal =
    Number(outbox.rejected) === 0
      ? undefined
      : await db
          .selectFrom('outbox')
          .select('lastError')
          .where('state', '=', 'rejected')
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirst();
  const photos = await db
    .selectFrom('photoQueue')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('fileName').filterWhere('state', '=', 'uploaded').as('uploaded'),
      eb.fn.count<number>('fileName').filterWhere('state', '=', 'refused').as('refused'),
    ])
    .executeTakeFirstOrThrow();
  // A photo upload refused for good is a change the server refused too, in its words (upload-photos.ts).
  const photoRefusal =
    refusal !== undefined || Number(photos.refused) === 0
      ? undefined
      : await db
          .selectFrom('photoQueue')
          .select('lastError')
          .where('state', '=', 'refused')
          .orderBy('createdAt', 'desc')
          .limit(1)
          .executeTakeFirst();
  const cursor = await db.selectFrom('syncState').select(['lastSyncDate', 'lastPullAt']).executeTakeFirst();
  const unread = await db
    .selectFrom('syncQuarantine')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    pendingChanges: Number(outbox.pending),
    rejectedChanges: Number(outbox.rejected) + Number(photos.refused),
    photosUploaded: Number(photos.uploaded),
    photosTotal: Number(photos.total),
    lastSyncDate: cursor?.lastSyncDate ?? null,
    lastSyncedAt: cursor?.lastPullAt ?? null,
    unreadRecords: Number(unread.n),
    lastRefusal: refusalShown(refusal?.lastError ?? photoRefusal?.lastError ?? null, t),
  };
}

const refusalShown = (text: string | null, t: Translator) => (text === null ? null : refusalIn(text, t));
