import type { FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

// A stored full answer (full-sync-snapshot.ts) written to the Node response straight from its file, through two
// buffers of its own: each is read into again only once the socket has taken what was written from it. Through a web
// stream every 64 KiB read was a new buffer, garbage as soon as it was sent, and V8 collects such buffers only after
// tens of megabytes of them: on the large fleet, 32 full syncs from the snapshot held 73–98 MB of array buffers
// (decision 0020).

const PIECE = 64 * 1024;

/** Writes the whole file and ends the response; stops when the client goes away. Closes the file either way. */
export async function sendStoredFile(file: FileHandle, res: ServerResponse): Promise<void> {
  const gone = new Promise<void>((resolve) => res.once('close', () => resolve()));
  const buffers = [Buffer.allocUnsafe(PIECE), Buffer.allocUnsafe(PIECE)] as const;
  // Settles when the socket has taken the last write from the buffer of the same index (or the response is gone).
  const taken: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
  try {
    let position = 0;
    for (let i = 0; ; i = 1 - i) {
      await Promise.race([taken[i], gone]);
      if (res.destroyed) return;
      const buffer = buffers[i] as Buffer;
      const { bytesRead } = await file.read(buffer, 0, PIECE, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      taken[i] = new Promise((resolve) => res.write(buffer.subarray(0, bytesRead), () => resolve()));
      if (res.writableNeedDrain)
        await Promise.race([new Promise<void>((resolve) => res.once('drain', () => resolve())), gone]);
    }
    res.end();
  } finally {
    await file.close().catch(() => undefined);
  }
}
