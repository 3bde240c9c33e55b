import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { UserMessageRequestSchema } from '../../api/user-message.ts';
import type { Database } from '../../db/schema.ts';
import type { SupportMessageState } from '../../db/schema-local.ts';
import { postSupportMessage, supportMessage, type SupportRequest } from '../domain/shell-network.ts';
import { oneAtATime } from '../photos/one-at-a-time.ts';
import { parseWrite } from '../recording/write-checks.ts';
import { backoffDelay } from '../sync/backoff.ts';
import { HttpError, NetworkError, type HttpClient } from '../sync/http-client.ts';

// The support queue (decision 0041): Send keeps the message on the device first, in one transaction, and
// the sync engine posts it when the server can be reached; an inspector with no signal loses nothing, and a reload
// in between does not either.

/** A sent message is kept this long, so the screen that queued it can say it went (and no longer). */
export const SENT_SUPPORT_KEPT_MS = 24 * 60 * 60 * 1000;

const RequestSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  email: v.pipe(v.string(), v.maxLength(320)),
  additionalInformation: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please write what you need help with in Additional Information.'),
  ),
  context: v.pipe(v.string(), v.maxLength(100)),
  metadata: v.record(v.string(), v.pipe(v.string(), v.maxLength(500))),
});

export interface SupportMessageStatus {
  readonly id: string;
  /** queued: on this device, waiting for the server; sent: the server has it; refused: the server will not take it. */
  readonly state: SupportMessageState;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** Keeps the message on the device (one transaction, which also forgets messages sent over a day ago); its id. */
export async function queueSupportMessage(
  db: Kysely<Database>,
  request: SupportRequest,
  now: Date = new Date(),
): Promise<string> {
  const message = supportMessage(parseWrite(RequestSchema, request));
  // The server's own rule for the body, checked here so a message it would refuse is never queued.
  parseWrite(UserMessageRequestSchema, { message });
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('supportQueue')
      .where('state', '=', 'sent')
      .where('sentAt', '<', new Date(now.getTime() - SENT_SUPPORT_KEPT_MS).toISOString())
      .execute();
    await trx
      .insertInto('supportQueue')
      .values({
        id,
        message,
        createdAt: now.toISOString(),
        nextAttemptAt: null,
        sentAt: null,
        lastError: null,
      })
      .execute();
  });
  return id;
}

/** What the support form shows: the message it sent, if any, and how many wait on this device (after a reload too). */
export interface SupportQueueView {
  readonly message: SupportMessageStatus | undefined;
  readonly waiting: number;
}

export async function supportQueueView(
  db: Kysely<Database>,
  id: string | undefined,
): Promise<SupportQueueView> {
  const waiting = await db
    .selectFrom('supportQueue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'queued')
    .executeTakeFirstOrThrow();
  return {
    message: id === undefined ? undefined : await supportMessageStatus(db, id),
    waiting: Number(waiting.n),
  };
}

export async function supportMessageStatus(
  db: Kysely<Database>,
  id: string,
): Promise<SupportMessageStatus | undefined> {
  return db
    .selectFrom('supportQueue')
    .select(['id', 'state', 'createdAt', 'sentAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Messages waiting whose next try is due now. */
export function dueSupportMessages(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('supportQueue')
    .where('state', '=', 'queued')
    .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now.toISOString())]));
}

/** Milliseconds until the first message waiting out a failed try is due; undefined when none waits. */
export async function nextSupportAttemptIn(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number | undefined> {
  const next = await db
    .selectFrom('supportQueue')
    .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
    .where('state', '=', 'queued')
    .where('nextAttemptAt', '>', now.toISOString())
    .executeTakeFirst();
  return typeof next?.at === 'string' ? Math.max(0, Date.parse(next.at) - now.getTime()) : undefined;
}

/** A refusal no later try can change: the server read the message and will not take it (not auth, not busy). */
function refusedForGood(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 408, 429].includes(error.status)
  );
}

export interface SupportSendDeps {
  readonly db: Kysely<Database>;
  readonly http: HttpClient;
  readonly now?: () => Date;
  readonly random?: () => number;
}

/**
 * Posts the due messages, oldest first. No failure is thrown: a message's trouble never fails the sync cycle around
 * it (its words would be the sync banner's). No network ends the round and leaves the rest due, for the moment the
 * probe sees the server again; the server's trouble (5xx, a token it would not take) sets a backoff; a refusal for
 * good marks that message refused, and the next goes on.
 */
async function sendDue(deps: SupportSendDeps): Promise<{ sent: number }> {
  const now = (deps.now ?? (() => new Date()))();
  const due = await dueSupportMessages(deps.db, now)
    .select(['id', 'message', 'attempts'])
    .orderBy('createdAt')
    .execute();
  let sent = 0;
  for (const row of due) {
    try {
      await postSupportMessage(deps.http, row.message);
      await deps.db
        .updateTable('supportQueue')
        .set({ state: 'sent', sentAt: new Date().toISOString(), lastError: null })
        .where('id', '=', row.id)
        .execute();
      sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      if (error instanceof NetworkError) {
        await deps.db.updateTable('supportQueue').set({ lastError }).where('id', '=', row.id).execute();
        break;
      }
      const attempts = row.attempts + 1;
      await deps.db
        .updateTable('supportQueue')
        .set(
          refusedForGood(error)
            ? { state: 'refused', attempts, lastError }
            : {
                attempts,
                lastError,
                nextAttemptAt: new Date(
                  now.getTime() + backoffDelay(attempts, { random: deps.random }),
                ).toISOString(),
              },
        )
        .where('id', '=', row.id)
        .execute();
    }
  }
  return { sent };
}

/** One round at a time: the sync cycle and a Send that tries at once never post one message twice. */
export const sendDueSupportMessages = oneAtATime(sendDue);
