import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PhotoType } from '../../api/photos.ts';
import { sweepPartials } from '../sweep-partials.ts';
import { EXTENSIONS } from './sniff.ts';

// Where the photos' bytes are kept, each under a name the server generates (a UUID and the extension of the sniffed
// type) that photos.file_name holds. Two stores: files under DATA_DIR/photos (the embedded PGlite, one machine), and
// the shared PostgreSQL (database-store.ts), so processes on several machines serve the same photos
// (docs/decisions/0026-stateless-server-processes.md).
//
// On disk, names from the database are checked against that shape before any path is built, so no parameter can
// reach outside the folder. Files are written to a temporary name and renamed, so a reader never sees half a file.

const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/;

export interface PhotoStore {
  /** Stores the bytes under a new name and returns it; the bytes are whole in the store when it answers. */
  write(bytes: Uint8Array, type: PhotoType): Promise<string>;
  /** The photo as a stream with its size; undefined when it is missing. */
  open(fileName: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined>;
  remove(fileName: string): Promise<void>;
  /**
   * Removes what a process killed during an upload or a replacement left, older than `olderThanMs` (younger may be
   * another server process's upload in progress): partial files on disk, photos no photos row names in the
   * database. Answers how many went.
   */
  sweepLeftovers(olderThanMs: number): Promise<number>;
}

/** How old a partial or unnamed upload must be before a sweep removes it. */
export const LEFTOVER_MAX_AGE_MS = 10 * 60 * 1000;

function pathOf(dir: string, fileName: string): string {
  if (!FILE_NAME.test(fileName)) throw new Error(`Not a stored photo name: ${JSON.stringify(fileName)}`);
  return path.join(dir, fileName);
}

/** Photos as files in `dir` (DATA_DIR/photos): the embedded database's store. */
export function createPhotoStore(dir: string): PhotoStore {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    async write(bytes, type) {
      await ensureDir();
      const fileName = `${randomUUID()}.${EXTENSIONS[type]}`;
      const target = pathOf(dir, fileName);
      const temporary = `${target}.part`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return fileName;
    },
    async open(fileName) {
      const file = pathOf(dir, fileName);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    },
    async remove(fileName) {
      await rm(pathOf(dir, fileName), { force: true });
    },
    sweepLeftovers: (olderThanMs) =>
      sweepPartials(
        dir,
        (name) => name.endsWith('.part') && FILE_NAME.test(name.slice(0, -'.part'.length)),
        olderThanMs,
      ),
  };
}
