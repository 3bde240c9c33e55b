import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';

// A photo is kept from the moment the worker receives it (decision 0036): its captured file under "<id>.received"
// beside the photos, and its write in photosReceived, until the transaction that stores the compressed photo also
// removes the row. A worker that ended meanwhile (a reload, the tab closed) finishes it when it next starts.

/** What a received photo was sent with, besides its image (which is the file). */
export interface ReceivedRequest {
  readonly inspectionExternalId: string;
  readonly target: unknown;
  readonly identifier: string;
}

export interface ReceivedPhoto {
  readonly id: string;
  readonly request: unknown;
  readonly image: Blob | undefined;
}

const RECEIVED_SUFFIX = '.received';
export const receivedFileName = (id: string) => `${id}${RECEIVED_SUFFIX}`;

/** Keeps the captured file, then its row: from the row's commit on, the photo outlives the page. */
export async function keepReceived(
  db: Kysely<Database>,
  files: PhotoFiles,
  id: string,
  request: ReceivedRequest,
  image: Blob,
): Promise<void> {
  await files.write(receivedFileName(id), image);
  try {
    await db
      .insertInto('photosReceived')
      .values({ id, request: JSON.stringify(request), receivedAt: new Date().toISOString() })
      .execute();
  } catch (error) {
    await files.delete(receivedFileName(id)).catch(() => undefined);
    throw error;
  }
}

/** In the transaction that stores the photo: it is no longer only received. */
export async function forgetReceivedIn(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.deleteFrom('photosReceived').where('id', '=', id).execute();
}

/** The captured file, once its row is gone (stored, or refused for good). */
export async function dropReceivedFile(files: PhotoFiles, id: string): Promise<void> {
  await files.delete(receivedFileName(id)).catch(() => undefined);
}

/** A received photo refused for good: its row and its file. */
export async function dropReceived(db: Kysely<Database>, files: PhotoFiles, id: string): Promise<void> {
  await db.deleteFrom('photosReceived').where('id', '=', id).execute();
  await dropReceivedFile(files, id);
}

/** The photos received and not stored, oldest first, each with its request as stored and its captured file. */
export async function listReceived(db: Kysely<Database>, files: PhotoFiles): Promise<ReceivedPhoto[]> {
  const rows = await db
    .selectFrom('photosReceived')
    .selectAll()
    .orderBy('receivedAt')
    .orderBy('id')
    .execute();
  const received: ReceivedPhoto[] = [];
  for (const row of rows) {
    let request: unknown;
    try {
      request = JSON.parse(row.request);
    } catch {
      request = undefined;
    }
    received.push({ id: row.id, request, image: await files.read(receivedFileName(row.id)) });
  }
  return received;
}

/**
 * Deletes the received files that have no row: a page that ended between writing the file and committing its row
 * left the file alone, and nothing else would ever remove it. `busy` names the ids being kept or stored right now.
 */
export async function sweepUnkeptFiles(
  db: Kysely<Database>,
  files: PhotoFiles,
  busy: (id: string) => boolean,
): Promise<number> {
  const kept = new Set((await db.selectFrom('photosReceived').select('id').execute()).map((row) => row.id));
  let swept = 0;
  for (const name of await files.list()) {
    if (!name.endsWith(RECEIVED_SUFFIX)) continue;
    const id = name.slice(0, -RECEIVED_SUFFIX.length);
    if (kept.has(id) || busy(id)) continue;
    await files.delete(name);
    swept++;
  }
  return swept;
}
