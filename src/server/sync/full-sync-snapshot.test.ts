import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log.ts';
import type { DataVersion } from './data-version.ts';
import {
  createFullSyncSnapshots,
  SNAPSHOT_MAX_AGE_MS,
  servable,
  type FullSyncSnapshots,
} from './full-sync-snapshot.ts';

// The store on its own, without a database: what it keeps, what it refuses to keep or serve, and what it leaves
// behind when an answer is cut off.

const T0 = '2026-11-24T08:00:00.000Z';
const T0_MS = Date.parse(T0);
const at = (ms: number) => new Date(T0_MS + ms).toISOString();
const VERSION: DataVersion = { id: 'a'.repeat(20), fullSyncBeforeMs: T0_MS - 60_000 };
const OTHER: DataVersion = { id: 'b'.repeat(20), fullSyncBeforeMs: T0_MS - 60_000 };

/** A source of `count` chunks that fails at `failAt` when given, and notes whether it was cancelled. */
function source(count: number, failAt?: number) {
  let next = 0;
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next === failAt) controller.error(new Error('database went away'));
      else if (next === count) controller.close();
      else controller.enqueue(new TextEncoder().encode(`chunk ${next++};`));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('stored full sync answers', () => {
  let dir: string;
  let store: FullSyncSnapshots;
  let log: ReturnType<typeof memoryLogger>;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'inspect-snapshots-')), 'sync-snapshots');
    log = memoryLogger();
    store = createFullSyncSnapshots(dir, log);
  });
  afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

  it('passes the answer through unchanged and keeps it, then serves those bytes with their cursor', async () => {
    const teed = await store.record('zstd', VERSION, T0, source(50).stream);
    const sent = await text(teed);
    expect(await readdir(dir)).toEqual([`zstd-${VERSION.id}-${T0_MS}.sync`]);
    expect(log.lines.join('\n')).toContain('sync snapshot stored');
    const stored = await store.open('zstd', VERSION, at(60_000));
    expect(stored?.serverTimeUtc).toBe(T0);
    expect(stored?.bytes).toBe(Buffer.byteLength(sent));
    expect(await text((stored as NonNullable<typeof stored>).body)).toBe(sent);
    expect(log.lines.join('\n')).toContain('full sync served from a snapshot');
  });

  it('serves nothing for another version or another encoding', async () => {
    await text(await store.record('gzip', VERSION, T0, source(3).stream));
    expect(await store.open('gzip', OTHER, at(1000))).toBeUndefined();
    expect(await store.open('zstd', VERSION, at(1000))).toBeUndefined();
    expect(await store.open('identity', VERSION, at(1000))).toBeUndefined();
    expect(await store.open('gzip', VERSION, at(1000))).toBeDefined();
  });

  it('serves a snapshot only younger than the maximum age, and not to a clock now before its T0', async () => {
    await text(await store.record('identity', VERSION, T0, source(3).stream));
    expect(await store.open('identity', VERSION, at(SNAPSHOT_MAX_AGE_MS - 1))).toBeDefined();
    expect(await store.open('identity', VERSION, at(SNAPSHOT_MAX_AGE_MS))).toBeUndefined();
    expect(await store.open('identity', VERSION, at(-1))).toBeUndefined();
    expect(servable(T0_MS, VERSION, T0_MS, SNAPSHOT_MAX_AGE_MS)).toBe(true);
  });

  it('neither keeps nor serves an answer whose cursor is before full_sync_before (the device would loop)', async () => {
    const reset: DataVersion = { id: VERSION.id, fullSyncBeforeMs: T0_MS + 0.5 };
    expect(servable(T0_MS, reset, T0_MS + 1000, SNAPSHOT_MAX_AGE_MS)).toBe(false);
    const { stream } = source(3);
    expect(await store.record('zstd', reset, T0, stream)).toBe(stream);
    // Made under an earlier reset mark, then asked with a later one of the same id: refused as well.
    await text(await store.record('zstd', VERSION, T0, source(3).stream));
    expect(await store.open('zstd', reset, at(1000))).toBeUndefined();
    expect(await store.open('zstd', { ...VERSION, fullSyncBeforeMs: T0_MS }, at(1000))).toBeDefined();
  });

  it('leaves no snapshot and no partial file when the client goes away mid-answer', async () => {
    const { stream, state } = source(1000);
    const reader = (await store.record('zstd', VERSION, T0, stream)).getReader();
    await reader.read();
    await reader.read();
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toHaveLength(1);
    await reader.cancel();
    expect(state.cancelled).toBe(true);
    expect(await readdir(dir)).toEqual([]);
    expect(await store.open('zstd', VERSION, at(1000))).toBeUndefined();
    // The encoding's slot is free again.
    await text(await store.record('zstd', VERSION, T0, source(3).stream));
    expect(await readdir(dir)).toEqual([`zstd-${VERSION.id}-${T0_MS}.sync`]);
  });

  it('leaves no snapshot and no partial file when the answer fails mid-way, and passes the error on', async () => {
    const teed = await store.record('gzip', VERSION, T0, source(1000, 10).stream);
    await expect(text(teed)).rejects.toThrow('database went away');
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes one snapshot per encoding at a time, and keeps only the newest of an encoding', async () => {
    const first = (await store.record('zstd', VERSION, T0, source(5).stream)).getReader();
    await first.read();
    const { stream } = source(5);
    expect(await store.record('zstd', OTHER, at(1000), stream)).toBe(stream);
    const gzip = await store.record('gzip', VERSION, T0, source(5).stream);
    expect(gzip).not.toBe(stream);
    await text(gzip);
    while (!(await first.read()).done);
    expect((await readdir(dir)).sort()).toEqual([
      `gzip-${VERSION.id}-${T0_MS}.sync`,
      `zstd-${VERSION.id}-${T0_MS}.sync`,
    ]);
    await text(await store.record('zstd', OTHER, at(1000), source(5).stream));
    expect((await readdir(dir)).sort()).toEqual([
      `gzip-${VERSION.id}-${T0_MS}.sync`,
      `zstd-${OTHER.id}-${T0_MS + 1000}.sync`,
    ]);
  });

  it('lets two processes write the same version at once, each to a name of its own', async () => {
    const other = createFullSyncSnapshots(dir, memoryLogger());
    const [a, b] = await Promise.all([
      store.record('zstd', VERSION, T0, source(200).stream),
      other.record('zstd', VERSION, T0, source(200).stream),
    ]);
    const parts = (await readdir(dir)).filter((name) => name.endsWith('.part'));
    expect(new Set(parts).size).toBe(2);
    const [sentA, sentB] = await Promise.all([text(a), text(b)]);
    expect(sentA).toBe(sentB);
    expect(await readdir(dir)).toEqual([`zstd-${VERSION.id}-${T0_MS}.sync`]);
    const stored = await other.open('zstd', VERSION, at(1000));
    expect(await text((stored as NonNullable<typeof stored>).body)).toBe(sentA);
  });

  it('sweeps partial files left by a killed process once they are old, never a snapshot', async () => {
    await text(await store.record('zstd', VERSION, T0, source(3).stream));
    const old = path.join(dir, `gzip-${VERSION.id}-${T0_MS}.00000000-0000-4000-8000-000000000000.part`);
    const young = path.join(dir, `gzip-${VERSION.id}-${T0_MS}.00000000-0000-4000-8000-000000000001.part`);
    await writeFile(old, 'half');
    await writeFile(young, 'half');
    const now = Date.now();
    await utimes(old, new Date(now - SNAPSHOT_MAX_AGE_MS - 1000), new Date(now - SNAPSHOT_MAX_AGE_MS - 1000));
    expect(await store.sweepPartials(SNAPSHOT_MAX_AGE_MS, now)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(
      [path.basename(young), `zstd-${VERSION.id}-${T0_MS}.sync`].sort(),
    );
  });
});
