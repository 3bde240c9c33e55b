import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { EXTENSIONS } from './sniff.ts';
import type { PhotoStore } from './store.ts';

// Photos in the shared PostgreSQL (migrations/server/0006_shared_photos_and_keys.sql), so that every server process,
// on any machine, serves the photo another one stored (docs/decisions/0026-stateless-server-processes.md). A photo is
// a blob row and its chunks, written in one transaction; a download reads one chunk per step of the stream, so a
// process holds one chunk per download in memory whatever the photo's size, and no connection waits on a slow client.

/** The largest chunk: a stored photo (about 230 KB, at most 512 KB from the app) is one or two. */
export const PHOTO_CHUNK_BYTES = 256 * 1024;

/**
 * A chunk is read as pieces of this many bytes, in one query. pg reads bytea as hex text, twice the bytes: a piece's
 * text stays under V8's 128 KiB bound for ordinary objects, past which each string is a fresh mapping faulted in page
 * by page. A 230 KB photo read whole cost this process 5.8–7.1 ms of CPU here, in pieces of 48 KiB 3.3–3.9 ms
 * (decision 0026, "Since").
 */
export const PHOTO_PIECE_BYTES = 48 * 1024;

const PHOTO_REMOVED = 'The photo was removed while it was being read';

interface HeadPiece {
  byteSize: number;
  chunkCount: number;
  /** A piece of the first chunk, in order; null when the photo has no chunk. */
  part: Uint8Array | null;
}

const asBytes = (part: Uint8Array) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength);

export interface DatabasePhotoStore extends PhotoStore {
  /** Stores the bytes under the given name unless a photo has it already; answers whether it stored them. */
  keep(fileName: string, bytes: Uint8Array): Promise<boolean>;
}

export function createDatabasePhotoStore(db: () => Db, chunkBytes = PHOTO_CHUNK_BYTES): DatabasePhotoStore {
  /** A chunk's pieces in order; none when the chunk is gone. */
  const chunk = async (fileName: string, seq: number): Promise<Uint8Array[]> => {
    const result = await sql<{ part: Uint8Array }>`
      SELECT substring(c.bytes FROM s FOR ${PHOTO_PIECE_BYTES}) AS part
      FROM photo_blob_chunks c CROSS JOIN LATERAL generate_series(1, length(c.bytes), ${PHOTO_PIECE_BYTES}) s
      WHERE c.file_name = ${fileName} AND c.seq = ${seq} ORDER BY s`.execute(db());
    return result.rows.map((row) => row.part);
  };
  const keep = (fileName: string, bytes: Uint8Array): Promise<boolean> => {
    const parts: Uint8Array[] = [];
    for (let at = 0; at < bytes.byteLength; at += chunkBytes) {
      parts.push(bytes.subarray(at, Math.min(at + chunkBytes, bytes.byteLength)));
    }
    // The values are Buffers over the upload's own memory: pg sends them as binary parameters, not copied to hex.
    const rows = parts.map(
      (part, seq) =>
        sql`(${fileName}, ${seq}, ${Buffer.from(part.buffer, part.byteOffset, part.byteLength)})`,
    );
    return db()
      .transaction()
      .execute(async (trx) => {
        const head = await sql`INSERT INTO photo_blobs (file_name, byte_size, chunk_count)
          VALUES (${fileName}, ${bytes.byteLength}, ${parts.length})
          ON CONFLICT (file_name) DO NOTHING`.execute(trx);
        if (Number(head.numAffectedRows ?? 0) === 0) return false;
        await sql`INSERT INTO photo_blob_chunks (file_name, seq, bytes) VALUES ${sql.join(rows)}`.execute(
          trx,
        );
        return true;
      });
  };
  return {
    keep,
    async write(bytes, type) {
      const fileName = `${randomUUID()}.${EXTENSIONS[type]}`;
      if (!(await keep(fileName, bytes))) throw new Error(`A photo is already stored as ${fileName}`);
      return fileName;
    },
    async open(fileName) {
      // The head and the first chunk's pieces in one query: a photo of one chunk is one round trip.
      const found = await sql<HeadPiece>`
        SELECT b.byte_size AS "byteSize", b.chunk_count AS "chunkCount",
          substring(c.bytes FROM s FOR ${PHOTO_PIECE_BYTES}) AS part
        FROM photo_blobs b LEFT JOIN photo_blob_chunks c ON c.file_name = b.file_name AND c.seq = 0
        LEFT JOIN LATERAL generate_series(1, length(c.bytes), ${PHOTO_PIECE_BYTES}) s ON true
        WHERE b.file_name = ${fileName} ORDER BY s`.execute(db());
      const head = found.rows[0];
      if (head === undefined || head.part === null) return undefined;
      const first = found.rows.flatMap((row) => (row.part === null ? [] : [row.part]));
      let next = 1;
      const body = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            for (const part of first) controller.enqueue(asBytes(part));
            if (head.chunkCount === 1) controller.close();
          },
          async pull(controller) {
            const parts = await chunk(fileName, next);
            // Replaced or deleted since it was opened: the answer ends short of its content-length, as a broken
            // download, never with another photo's bytes.
            if (parts.length === 0) return controller.error(new Error(PHOTO_REMOVED));
            for (const part of parts) controller.enqueue(asBytes(part));
            next++;
            if (next === head.chunkCount) controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return { body, size: head.byteSize };
    },
    async remove(fileName) {
      await sql`DELETE FROM photo_blobs WHERE file_name = ${fileName}`.execute(db());
    },
    async sweepLeftovers(olderThanMs) {
      const removed = await sql`
        DELETE FROM photo_blobs b
        WHERE b.stored_at < clock_timestamp() - ${olderThanMs} * interval '1 millisecond'
          AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.file_name = b.file_name)
          AND NOT EXISTS (SELECT 1 FROM kept_photos k WHERE k.file_name = b.file_name)`.execute(db());
      return Number(removed.numAffectedRows ?? 0);
    },
  };
}
