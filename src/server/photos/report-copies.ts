import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ReportCopy } from './report-copy.ts';
import { usableAsIs } from './report-size.ts';
import { scaleInChild } from './scale-child.ts';
import type { PhotoStore } from './store.ts';

// The photos a server report reads: the stored photo itself when it is already of a report's size (every photo the
// app takes), else its scaled copy, made the first time a report needs it and kept in photo_report_copies
// (migrations/server/0019) for every process and every later report. The original is never changed: the photo
// download serves it as it was stored. Decision 0045.

/** What went wrong with a photo of a report, for the log (a photo that does not decode is "Photo not available"). */
export type ReportPhotoTrouble = (fileName: string, error: unknown) => void;

async function storedCopy(db: Db, fileName: string): Promise<Uint8Array | undefined> {
  const found = await sql<{ bytes: Uint8Array }>`
    SELECT bytes FROM photo_report_copies WHERE file_name = ${fileName}`.execute(db);
  return found.rows[0]?.bytes;
}

async function keepCopy(
  db: Db,
  fileName: string,
  copy: { bytes: Uint8Array; width: number; height: number },
) {
  const bytes = Buffer.from(copy.bytes.buffer, copy.bytes.byteOffset, copy.bytes.byteLength);
  await db.transaction().execute(async (trx) => {
    // The copy of the file this photo had before a replacement is of no use any more.
    await sql`DELETE FROM photo_report_copies c USING photos p
      WHERE p.file_name = ${fileName} AND c.observation_id = p.observation_id AND c.file_name <> ${fileName}`.execute(
      trx,
    );
    // Another process making the same copy at the same moment made the same bytes: the first one is kept.
    await sql`INSERT INTO photo_report_copies (file_name, observation_id, width, height, bytes)
      SELECT ${fileName}, p.observation_id, ${copy.width}, ${copy.height}, ${bytes} FROM photos p
      WHERE p.file_name = ${fileName}
      ON CONFLICT (file_name) DO NOTHING`.execute(trx);
  });
}

/** The bytes a report shows of the stored photo `fileName`; null when it is missing or does not decode. */
export async function reportPhotoBytes(
  db: Db,
  store: PhotoStore,
  fileName: string,
  trouble: ReportPhotoTrouble,
): Promise<Uint8Array | null> {
  const copy = await storedCopy(db, fileName);
  if (copy !== undefined) return copy;
  const file = await store.open(fileName).catch(() => undefined);
  if (file === undefined) return null;
  // One original at a time (a report reads its photos in turn, and a process makes one report at a time): at most
  // PHOTO_MAX_SIDE a side and within the inspection's photo budget (image-check.ts, inspection-budget.ts).
  const original = new Uint8Array(await new Response(file.body).arrayBuffer());
  if (usableAsIs(original)) return original;
  let scaled: ReportCopy;
  try {
    scaled = await scaleInChild(original);
  } catch (error) {
    trouble(fileName, error);
    return null;
  }
  // Not kept (the database busy or gone): this report still has its copy; the next one makes it again.
  await keepCopy(db, fileName, scaled).catch((error: unknown) => trouble(fileName, error));
  return scaled.bytes;
}
