import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { DatabasePhotoStore } from './database-store.ts';
import { createPhotoStore } from './store.ts';

// A deployment that ran several processes on a shared DATA_DIR (docs/decisions/0014) kept its photos as files there.
// With the photos in the database (0026), a process that starts beside such files brings the ones a photos row
// names, and the database has not, into the database under the same name, so no photo goes missing on the upgrade.
// The files stay where they are; once every named photo is in the database, this finds nothing to do.

export async function importPhotoFiles(db: Db, store: DatabasePhotoStore, dir: string): Promise<number> {
  const missing = await sql<{ fileName: string }>`
    SELECT p.file_name AS "fileName" FROM photos p
    WHERE NOT EXISTS (SELECT 1 FROM photo_blobs b WHERE b.file_name = p.file_name)`.execute(db);
  const files = createPhotoStore(dir);
  let imported = 0;
  for (const { fileName } of missing.rows) {
    const file = await files.open(fileName).catch(() => undefined);
    if (file === undefined) continue;
    const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
    if (await store.keep(fileName, bytes)) imported++;
  }
  return imported;
}
