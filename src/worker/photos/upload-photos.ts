import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import { PHOTO_NOT_NAMED } from '../../api/photos.ts';
import { API_PATHS } from '../../api/paths.ts';
import type { Database } from '../../db/schema.ts';
import { EngineError } from '../engine-error.ts';
import { backoffDelay } from '../sync/backoff.ts';
import { HttpError, NetworkError, type HttpClient } from '../sync/http-client.ts';
import type { PhotoFiles } from './photo-files.ts';

export interface UploadDeps {
  readonly db: Kysely<Database>;
  readonly files: PhotoFiles;
  readonly http: HttpClient;
  readonly now?: () => Date;
  readonly random?: () => number;
}

export interface UploadResult {
  readonly uploaded: number;
  readonly failed: number;
  /** Photos not yet on the server, including those waiting for their observation. */
  readonly remaining: number;
}

/**
 * Uploads queued photos one by one, each only after its observation is on the server. A photo that fails is
 * retried later with backoff and never blocks the others (one the server refused for good is kept and not sent again); a network failure stops the round (the probe takes over), and
 * so does a 429, whose photo waits at least the server's Retry-After.
 */
export async function uploadPendingPhotos(deps: UploadDeps): Promise<UploadResult> {
  const now = (deps.now ?? (() => new Date()))();
  const due = await duePhotos(deps.db, now)
    .select(['p.fileName', 'p.observationExternalId', 'p.mimeType', 'p.attempts'])
    .orderBy('p.createdAt')
    .execute();
  let uploaded = 0;
  let failed = 0;
  for (const photo of due) {
    await setState(deps.db, photo, { state: 'uploading' });
    try {
      const file = await deps.files.read(photo.fileName);
      if (!file) throw new PhotoMissingError('The photo file is missing on this device');
      const form = new FormData();
      form.append('files', new File([file], photo.fileName, { type: photo.mimeType }));
      // The upload names its file: another device's photo of the reading never replaces this one (decision 0064).
      const response = await deps.http.request(
        API_PATHS.upload(photo.observationExternalId, photo.fileName),
        {
          method: 'POST',
          body: form,
          what: 'Failed to upload photo',
          timeoutMs: 120_000,
        },
      );
      // The server answered 2xx: the photo is there even if the rest of the answer is lost.
      await response.body?.cancel().catch(() => undefined);
      await setState(deps.db, photo, {
        state: 'uploaded',
        uploadedAt: new Date().toISOString(),
        lastError: null,
      });
      uploaded++;
    } catch (error) {
      const attempts = photo.attempts + 1;
      // A refusal sending again cannot change: said in the server's words, the file kept, never sent again.
      const final = refusalForGood(error);
      if (final !== undefined) {
        await setState(deps.db, photo, {
          state: 'refused',
          attempts,
          nextAttemptAt: null,
          lastError: final,
        });
        failed++;
        continue;
      }
      // The server's limits (429) say how long to wait: not sooner than that, and the round stops (the rest would
      // only be refused too).
      const busy = error instanceof HttpError && error.status === 429;
      const asked = busy ? (error.retryAfterMs ?? 0) : 0;
      const nextAttemptAt = new Date(
        now.getTime() + Math.max(asked, backoffDelay(attempts, { random: deps.random })),
      ).toISOString();
      await setState(deps.db, photo, {
        state: 'failed',
        attempts,
        nextAttemptAt,
        lastError: error instanceof Error ? error.message : String(error),
      });
      if (error instanceof NetworkError || busy) throw error;
      failed++;
    }
  }
  const remaining = await deps.db
    .selectFrom('photoQueue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '!=', 'uploaded')
    .executeTakeFirstOrThrow();
  return { uploaded, failed, remaining: Number(remaining.n) };
}

/**
 * Queued photos whose upload is due now: not yet uploaded, past their backoff, and whose observation itself has
 * reached the server (synced, and no change of it still waiting).
 */
export function duePhotos(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('photoQueue as p')
    .innerJoin('observations as o', 'o.externalId', 'p.observationExternalId')
    .where('p.state', 'not in', ['uploaded', 'refused'])
    .where((eb) => eb.or([eb('p.nextAttemptAt', 'is', null), eb('p.nextAttemptAt', '<=', now.toISOString())]))
    .where('o.isSynced', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox')
            .select(sql`1`.as('one'))
            .where('outbox.entityType', '=', 'observation')
            .whereRef('outbox.entityExternalId', '=', 'p.observationExternalId'),
        ),
      ),
    );
}

/**
 * The server's sentence when it refused an upload for good (409: the reading no longer names the file, decision
 * 0066), else undefined: a completed inspection's photo (reopening changes it) or any other failure is tried again.
 */
function refusalForGood(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = v.safeParse(RefusalBody, parseJson(error.body));
  return body.success && body.output.error === PHOTO_NOT_NAMED ? PHOTO_NOT_NAMED : undefined;
}

const RefusalBody = v.object({ error: v.string() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class PhotoMissingError extends EngineError {
  override name = 'PhotoMissingError';
  constructor(message: string) {
    super('not-found', message);
  }
}

/**
 * Records how the upload of a file to its observation went. A markup or a restore may send the file to another
 * observation while it uploads (the original moves to the kept-original item): that row waits for its own upload, so
 * the answer about the old one does not touch it.
 */
async function setState(
  db: Kysely<Database>,
  sent: { readonly fileName: string; readonly observationExternalId: string },
  patch: Partial<{
    state: 'uploading' | 'uploaded' | 'failed' | 'refused';
    attempts: number;
    nextAttemptAt: string | null;
    lastError: string | null;
    uploadedAt: string;
  }>,
): Promise<void> {
  await db
    .updateTable('photoQueue')
    .set(patch)
    .where('fileName', '=', sent.fileName)
    .where('observationExternalId', '=', sent.observationExternalId)
    .execute();
}
