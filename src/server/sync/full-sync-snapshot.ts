import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { errorFields, type Logger } from '../log.ts';
import { sweepPartials } from '../sweep-partials.ts';
import type { SyncEncoding } from './compress.ts';
import type { DataVersion } from './data-version.ts';

// Full syncs of unchanged data answered from disk (docs/decisions/0020-full-sync-snapshots.md). A snapshot is the
// exact bytes, per encoding, of a full answer streamed live to a client, copied to a file as they go and put in place
// only when the whole answer was produced; it carries its cursor T0 (serverTimeUtc) inside and in its name. Served
// while the data's version is the same, it is what was true at T0 and still is, so T0 is a correct cursor.
//
// Several processes may share the directory (docs/decisions/0014): a name carries the version and T0, a write goes
// to a name of its own and is renamed into place, so no process ever reads or overwrites another's half-written file.

export type SnapshotEncoding = SyncEncoding | 'identity';

/**
 * How long after its T0 a snapshot may be served. It bounds how stale an answer may be if the database clock steps
 * back (a row stamped below the greatest changed_at leaves the version unchanged, as the cursor's caveat), and how
 * long answers of a server version that made the same version id but other bytes could live on in a shared folder.
 * Fifteen minutes covers a fleet of tablets set up together or a shift's sign-ins.
 */
export const SNAPSHOT_MAX_AGE_MS = 15 * 60 * 1000;

const NAME = /^(zstd|gzip|identity)-([0-9a-f]{20})-(\d+)\.sync$/;
const PART = /^(?:zstd|gzip|identity)-[0-9a-f]{20}-\d+\.[0-9a-f-]{36}\.part$/;

export interface StoredAnswer {
  /** The answer's bytes as a web stream (made when first asked for; it closes the file at its end). */
  readonly body: ReadableStream<Uint8Array>;
  /** The open file, for a sender that writes it itself (send-stored.ts) instead of `body`, and closes it. */
  readonly file: FileHandle;
  readonly serverTimeUtc: string;
  readonly bytes: number;
}

export interface FullSyncSnapshots {
  readonly dir: string;
  /** The stored answer for this version, when it may answer a full sync whose cursor would be `now`. */
  open(encoding: SnapshotEncoding, version: DataVersion, now: string): Promise<StoredAnswer | undefined>;
  /**
   * The live answer's bytes, unchanged, also written to a snapshot of this version, kept only if the stream ends
   * well. Answers `body` itself when this process is already writing one of this encoding.
   */
  record(
    encoding: SnapshotEncoding,
    version: DataVersion,
    serverTimeUtc: string,
    body: ReadableStream<Uint8Array>,
  ): Promise<ReadableStream<Uint8Array>>;
  /** Removes partial files older than `olderThanMs` (younger ones may be another process's). */
  sweepPartials(olderThanMs: number, now?: number): Promise<number>;
}

/** A snapshot made at `t0Ms` answers now only if the device will not be sent back to a full sync, and is fresh. */
export function servable(t0Ms: number, version: DataVersion, nowMs: number, maxAgeMs: number): boolean {
  return version.fullSyncBeforeMs <= t0Ms && nowMs >= t0Ms && nowMs - t0Ms < maxAgeMs;
}

interface Named {
  readonly name: string;
  readonly encoding: string;
  readonly version: string;
  readonly t0Ms: number;
}

function parse(name: string): Named | undefined {
  const match = NAME.exec(name);
  if (match === null) return undefined;
  return { name, encoding: match[1] ?? '', version: match[2] ?? '', t0Ms: Number(match[3]) };
}

async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  for (let offset = 0; offset < chunk.byteLength;) {
    offset += (await handle.write(chunk, offset)).bytesWritten;
  }
}

interface SnapshotWriter {
  write(chunk: Uint8Array): Promise<void>;
  /** The answer ended well: the file goes into place. */
  finish(): Promise<void>;
  /** The answer was cut off: the partial file goes. Once ended, a writer takes nothing more. */
  abandon(): Promise<void>;
}

/** Passes `body` through, each chunk also handed to `writer` before the next is read (the file's backpressure). */
function teeInto(body: ReadableStream<Uint8Array>, writer: SnapshotWriter): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        await writer.abandon();
        if (!cancelled) controller.error(error);
        return;
      }
      // A cancel resolves the pending read as done: that end is not the answer's.
      if (cancelled) return;
      if (next.done) {
        await writer.finish();
        if (!cancelled) controller.close();
        return;
      }
      controller.enqueue(next.value);
      await writer.write(next.value);
    },
    async cancel(reason) {
      cancelled = true;
      await writer.abandon();
      await reader.cancel(reason);
    },
  });
}

export function createFullSyncSnapshots(
  dir: string,
  log: Logger,
  options: { maxAgeMs?: number } = {},
): FullSyncSnapshots {
  const maxAgeMs = options.maxAgeMs ?? SNAPSHOT_MAX_AGE_MS;
  // One snapshot per encoding written at a time; a slot older than the maximum age is taken over (its answer could
  // not be served anyway), so a body never read to its end cannot block snapshots for good.
  const writing = new Map<SnapshotEncoding, { since: number }>();

  const list = async (encoding: SnapshotEncoding): Promise<Named[]> => {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names.flatMap((name) => {
      const named = parse(name);
      return named?.encoding === encoding ? [named] : [];
    });
  };

  const removeOlder = async (encoding: SnapshotEncoding, t0Ms: number) => {
    for (const old of await list(encoding)) {
      if (old.t0Ms < t0Ms) await rm(path.join(dir, old.name), { force: true });
    }
  };

  const writer = (
    encoding: SnapshotEncoding,
    handle: FileHandle,
    part: string,
    target: Named,
    release: () => void,
  ): SnapshotWriter => {
    const started = performance.now();
    let ended = false;
    let failed = false;
    let bytes = 0;
    let queue = Promise.resolve();
    const enqueue = (step: () => Promise<void>) => (queue = queue.then(step));
    const discard = async () => {
      await handle.close().catch(() => undefined);
      await rm(part, { force: true });
    };
    return {
      write(chunk) {
        if (ended) return queue;
        return enqueue(async () => {
          if (failed) return;
          try {
            await writeAll(handle, chunk);
            bytes += chunk.byteLength;
          } catch (error) {
            failed = true;
            await discard();
            log.warn('sync snapshot not written', { encoding, ...errorFields(error) });
          }
        });
      },
      finish() {
        if (ended) return queue;
        ended = true;
        return enqueue(async () => {
          try {
            if (failed) return;
            await handle.close();
            await rename(part, path.join(dir, target.name));
            await removeOlder(encoding, target.t0Ms);
            log.info('sync snapshot stored', {
              encoding,
              version: target.version,
              serverTimeUtc: new Date(target.t0Ms).toISOString(),
              bytes,
              ms: Math.round(performance.now() - started),
            });
          } catch (error) {
            await discard();
            log.warn('sync snapshot not stored', { encoding, ...errorFields(error) });
          } finally {
            release();
          }
        });
      },
      abandon() {
        if (ended) return queue;
        ended = true;
        return enqueue(async () => {
          if (!failed) await discard();
          release();
        });
      },
    };
  };

  return {
    dir,
    async open(encoding, version, now) {
      const nowMs = Date.parse(now);
      const newest = (await list(encoding))
        .filter((named) => named.version === version.id)
        .sort((a, b) => b.t0Ms - a.t0Ms)[0];
      if (newest === undefined || !servable(newest.t0Ms, version, nowMs, maxAgeMs)) return undefined;
      // Opened before answering: a file another process removed meanwhile means a live answer, not a broken one.
      const handle = await open(path.join(dir, newest.name), 'r').catch(() => undefined);
      if (handle === undefined) return undefined;
      const size = await handle.stat().then(
        (info) => info.size,
        () => undefined,
      );
      if (size === undefined) {
        await handle.close().catch(() => undefined);
        return undefined;
      }
      const serverTimeUtc = new Date(newest.t0Ms).toISOString();
      log.info('full sync served from a snapshot', {
        encoding,
        version: version.id,
        serverTimeUtc,
        bytes: size,
        ageMs: nowMs - newest.t0Ms,
      });
      let body: ReadableStream<Uint8Array> | undefined;
      return {
        get body() {
          return (body ??= Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>);
        },
        file: handle,
        serverTimeUtc,
        bytes: size,
      };
    },
    async record(encoding, version, serverTimeUtc, body) {
      const t0Ms = Date.parse(serverTimeUtc);
      // A cursor before full_sync_before would send the device back to a full sync: never worth keeping.
      const held = writing.get(encoding);
      if (version.fullSyncBeforeMs > t0Ms || (held !== undefined && Date.now() - held.since < maxAgeMs))
        return body;
      const slot = { since: Date.now() };
      writing.set(encoding, slot);
      const release = () => {
        if (writing.get(encoding) === slot) writing.delete(encoding);
      };
      const target: Named = {
        name: `${encoding}-${version.id}-${t0Ms}.sync`,
        encoding,
        version: version.id,
        t0Ms,
      };
      const part = path.join(dir, `${encoding}-${version.id}-${t0Ms}.${randomUUID()}.part`);
      try {
        await mkdir(dir, { recursive: true });
        const handle = await open(part, 'wx');
        return teeInto(body, writer(encoding, handle, part, target, release));
      } catch (error) {
        release();
        log.warn('sync snapshot not written', { encoding, ...errorFields(error) });
        return body;
      }
    },
    sweepPartials: (olderThanMs, now) => sweepPartials(dir, (name) => PART.test(name), olderThanMs, now),
  };
}
