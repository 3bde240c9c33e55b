import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';

// A photo is kept from the moment the worker receives it (decision 0036): its captured file under "<id>.received"
// (in the received photos' own directory), and its write in photosReceived, until the transaction that stores the compressed photo also
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

const RECEIVED = '.received';
export const receivedFileName = (id: string) => `${id}${RECEIVED}`;

/**
 * Keeps the captured file, then its row: the row says the photo is kept, so it comes only once the file is whole. A
 * file is written whole or not at all, and one the page ended in the middle of was lost with its photo while its
 * row, written first, said it was kept. A file left without a row (the page ended between the two) is deleted by the
 * next finishing pass.
 */
export async function keepReceived(
  db: Kysely<Database>,
  files: PhotoFiles,
  id: string,
  request: ReceivedRequest,
  image: Blob,
): Promise<void> {
  await files.writeReceived(receivedFileName(id), image);
  try {
    await db
      .insertInto('photosReceived')
      .values({ id, request: JSON.stringify(request), receivedAt: new Date().toISOString() })
      .execute();
  } catch (error) {
    await dropReceivedFile(files, id);
    throw error;
  }
}

/**
 * Deletes the captured files that have no row (their page ended between the file and the row), except those `inUse`
 * names (this worker's own, whose row is being written).
 */
export async function dropFilesWithoutRow(
  db: Kysely<Database>,
  files: PhotoFiles,
  inUse: (id: string) => boolean,
): Promise<number> {
  const kept = new Set((await db.selectFrom('photosReceived').select('id').execute()).map((row) => row.id));
  let dropped = 0;
  for (const name of await files.listReceived()) {
    if (!name.endsWith(RECEIVED)) continue;
    const id = name.slice(0, -RECEIVED.length);
    if (kept.has(id) || inUse(id)) continue;
    await dropReceivedFile(files, id);
    dropped++;
  }
  return dropped;
}

/** In the transaction that stores the photo: it is no longer only received. */
export async function forgetReceivedIn(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.deleteFrom('photosReceived').where('id', '=', id).execute();
}

/** The captured file, once its row is gone (stored, or refused for good). */
export async function dropReceivedFile(files: PhotoFiles, id: string): Promise<void> {
  await files.deleteReceived(receivedFileName(id)).catch(() => undefined);
}

/** A received photo refused for good: its row and its file. */
export async function dropReceived(db: Kysely<Database>, files: PhotoFiles, id: string): Promise<void> {
  await db.deleteFrom('photosReceived').where('id', '=', id).execute();
  await dropReceivedFile(files, id);
}

/** The photos received and not stored, oldest first, each with its request as stored and its captured file. */
export async function listReceived(db: Kysely<Database>, files: PhotoFiles): Promise<ReceivedPhoto[]> {
  // In the order received (the table's rowid): photos chosen at once often share a millisecond.
  const rows = await db
    .selectFrom('photosReceived')
    .selectAll()
    .orderBy(sql`rowid`)
    .execute();
  const received: ReceivedPhoto[] = [];
  for (const row of rows) {
    let request: unknown;
    try {
      request = JSON.parse(row.request);
    } catch {
      request = undefined;
    }
    received.push({ id: row.id, request, image: await files.readReceived(receivedFileName(row.id)) });
  }
  return received;
}
