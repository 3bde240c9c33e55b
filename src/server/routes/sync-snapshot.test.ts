import { readdir, readlink } from 'node:fs/promises';
import { request, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../api/paths.ts';
import { SyncResponseSchema, type SyncResponse } from '../../api/sync-items.ts';
import * as lists from '../sync/lists.ts';
import { BACKENDS } from '../testing/backends.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A full sync of unchanged data is answered with the bytes of an earlier full answer stored on disk, its cursor
// included (docs/decisions/0020-full-sync-snapshots.md); any change makes the next one live again.

interface Raw {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly bytes: Buffer;
}

/** GET (or HEAD) with the raw bytes as sent (fetch would decode them). */
async function rawGet(server: TestServer, query = '', acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  const token = await server.token();
  return new Promise((resolve, reject) => {
    request(
      `${server.url}${API_BASE}/inspection/sync${query}`,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(parts),
          }),
        );
        response.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}

function decode(raw: Raw): SyncResponse {
  const encoding = raw.headers['content-encoding'];
  const text =
    encoding === 'zstd'
      ? zlib.zstdDecompressSync(raw.bytes)
      : encoding === 'gzip'
        ? zlib.gunzipSync(raw.bytes)
        : raw.bytes;
  return v.parse(SyncResponseSchema, JSON.parse(text.toString()));
}

const ENCODINGS = [
  { name: 'zstd', accept: 'gzip, zstd' },
  { name: 'gzip', accept: 'gzip' },
  { name: 'identity', accept: undefined },
] as const;

/** Starts a full sync and resolves once its first bytes came; the caller cuts it off with `destroy()`. */
async function startFullSync(server: TestServer): Promise<ClientRequest> {
  const token = await server.token();
  let started!: () => void;
  const firstBytes = new Promise<void>((resolve) => (started = resolve));
  const req = request(`${server.url}${API_BASE}/inspection/sync`, {
    headers: { authorization: `Bearer ${token}` },
  });
  req.on('response', (response) => response.once('data', () => started()));
  req.on('error', () => undefined);
  req.end();
  await firstBytes;
  return req;
}

const snapshotDir = (server: TestServer) => path.join(server.config.dataDir, 'sync-snapshots');
const files = async (server: TestServer) => (await readdir(snapshotDir(server)).catch(() => [])).sort();
const served = (server: TestServer) =>
  server.logs.filter((line) => line.includes('"full sync served from a snapshot"')).length;
const headersOf = (raw: Raw) => ({
  type: raw.headers['content-type'],
  encoding: raw.headers['content-encoding'],
  vary: raw.headers.vary,
  cache: raw.headers['cache-control'],
});

describe.each(BACKENDS)('full syncs from a snapshot on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());
  afterEach(() => vi.restoreAllMocks());

  it.each(ENCODINGS)(
    'answers a second full sync in $name with the first one’s bytes, without reading or counting a list',
    async ({ name, accept }) => {
      const first = await rawGet(server, '', accept);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(name === 'identity' ? undefined : name);
      expect((await files(server)).filter((file) => file.startsWith(`${name}-`))).toHaveLength(1);
      const pages = vi.spyOn(lists, 'listPageQuery');
      const counts = vi.spyOn(lists, 'countQuery');
      const before = served(server);
      const second = await rawGet(server, '', accept);
      expect(pages).not.toHaveBeenCalled();
      expect(counts).not.toHaveBeenCalled();
      expect(served(server)).toBe(before + 1);
      expect(second.status).toBe(200);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.bytes.equals(first.bytes)).toBe(true);
      const answer = decode(second);
      expect(answer.isFullSync).toBe(true);
      expect(answer.serverTimeUtc).toBe(decode(first).serverTimeUtc);
    },
  );

  it('keeps one snapshot per encoding', async () => {
    const names = await files(server);
    expect(names.map((file) => file.split('-')[0])).toEqual(['gzip', 'identity', 'zstd']);
    expect(names.every((file) => file.endsWith('.sync'))).toBe(true);
  });

  it('answers live after an insert, an update or a delete, with the change in it', async () => {
    const full = async () => decode(await rawGet(server, '', 'zstd'));
    const stored = await full();
    const pages = vi.spyOn(lists, 'listPageQuery');

    const customer = await server.db
      .insertInto('customers')
      .values({ name: 'Snapshot Mining' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await full();
    expect(pages).toHaveBeenCalled();
    expect(inserted.serverTimeUtc).not.toBe(stored.serverTimeUtc);
    expect(inserted.syncItems.customers).toContainEqual({ id: customer.id, name: 'Snapshot Mining' });
    // Stored again at once: the next one without a change is the same answer.
    expect(await full()).toEqual(inserted);

    pages.mockClear();
    await server.db
      .updateTable('customers')
      .set({ name: 'Snapshot Metals' })
      .where('id', '=', customer.id)
      .execute();
    const updated = await full();
    expect(pages).toHaveBeenCalled();
    expect(updated.syncItems.customers).toContainEqual({ id: customer.id, name: 'Snapshot Metals' });

    pages.mockClear();
    await server.db.deleteFrom('customers').where('id', '=', customer.id).execute();
    const deleted = await full();
    expect(pages).toHaveBeenCalled();
    expect(deleted.syncItems.customers.map((c) => c.id)).not.toContain(customer.id);
    // The old snapshots of that encoding are gone: one file for it remains.
    expect((await files(server)).filter((file) => file.startsWith('zstd-'))).toHaveLength(1);
  });

  it('never answers a delta sync from a snapshot, nor stores one', async () => {
    const full = decode(await rawGet(server, '', 'zstd'));
    const before = await files(server);
    const pages = vi.spyOn(lists, 'listPageQuery');
    const servedBefore = served(server);
    const since = `?LastSyncDate=${encodeURIComponent(full.serverTimeUtc)}`;
    const nothingNew = decode(await rawGet(server, since, 'zstd'));
    expect(nothingNew.isFullSync).toBe(false);
    expect(nothingNew.totalRows).toBe(0);
    // Nothing changed since: no list is read at all.
    expect(pages).not.toHaveBeenCalled();
    await server.db.insertInto('customers').values({ name: 'Delta Mining' }).execute();
    const delta = decode(await rawGet(server, since, 'zstd'));
    expect(delta.syncItems.customers.map((c) => c.name)).toEqual(['Delta Mining']);
    expect(pages).toHaveBeenCalledTimes(1);
    expect(served(server)).toBe(servedBefore);
    expect(await files(server)).toEqual(before);
  });

  it('serves a device whose cursor predates a reset (a full sync too), and hands it a cursor it keeps', async () => {
    const full = decode(await rawGet(server, '', 'gzip'));
    const servedBefore = served(server);
    const reset = decode(await rawGet(server, '?LastSyncDate=2020-01-01T00:00:00.000Z', 'gzip'));
    expect(reset.isFullSync).toBe(true);
    expect(served(server)).toBe(servedBefore + 1);
    expect(reset.serverTimeUtc).toBe(full.serverTimeUtc);
    const next = decode(
      await rawGet(server, `?LastSyncDate=${encodeURIComponent(reset.serverTimeUtc)}`, 'gzip'),
    );
    expect(next.isFullSync).toBe(false);
  });

  it('neither keeps nor serves an answer whose cursor is before full_sync_before', async () => {
    await sql`UPDATE sync_state SET full_sync_before = clock_timestamp() + interval '1 hour' WHERE id = 1`.execute(
      server.db,
    );
    try {
      const before = (await files(server)).filter((file) => file.startsWith('identity-'));
      const servedBefore = served(server);
      const first = decode(await rawGet(server));
      const second = decode(await rawGet(server));
      expect(second.serverTimeUtc).not.toBe(first.serverTimeUtc);
      expect(served(server)).toBe(servedBefore);
      expect((await files(server)).filter((file) => file.startsWith('identity-'))).toEqual(before);
    } finally {
      await sql`UPDATE sync_state SET full_sync_before = clock_timestamp() WHERE id = 1`.execute(server.db);
    }
  });
});

describe.each(BACKENDS)('a full sync cut off on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
    // Far more than the sockets between server and client hold, so the answer is still being made when cut off.
    await sql`INSERT INTO customers (name)
              SELECT md5(i::text) || md5((i + 1)::text) FROM generate_series(1, 200000) AS i`.execute(
      server.db,
    );
  });
  afterAll(() => server?.close());

  it('leaves no snapshot and no partial file when the client goes away mid-answer', async () => {
    const req = await startFullSync(server);
    expect((await files(server)).filter((file) => file.endsWith('.part'))).toHaveLength(1);
    req.destroy();
    await vi.waitFor(async () => expect(await files(server)).toEqual([]), { timeout: 10_000, interval: 20 });
    // Nothing stuck: the next full sync is whole, and kept.
    const whole = decode(await rawGet(server));
    expect(whole.syncItems.customers.length).toBeGreaterThan(200000);
    expect(await files(server)).toHaveLength(1);
  });

  // Served from its file straight to the socket (sync/send-stored.ts): the file is closed however the answer ends.
  it('closes the stored answer when its client goes away, and serves the next one whole with its length', async () => {
    const [stored] = await files(server);
    expect(stored).toBeDefined();
    const openOnIt = async () =>
      (
        await Promise.all(
          (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
        )
      ).filter((target) => target.startsWith(snapshotDir(server))).length;
    const before = served(server);
    const req = await startFullSync(server);
    expect(served(server)).toBe(before + 1);
    req.destroy();
    await vi.waitFor(async () => expect(await openOnIt()).toBe(0), { timeout: 10_000, interval: 20 });
    const whole = await rawGet(server);
    expect(served(server)).toBe(before + 2);
    expect(whole.headers['content-length']).toBe(String(whole.bytes.length));
    expect(decode(whole).syncItems.customers.length).toBeGreaterThan(200000);
    expect(await openOnIt()).toBe(0);
    // HEAD: the stored answer's headers and length, no body, and the file closed.
    const head = await rawGet(server, '', undefined, 'HEAD');
    expect({ status: head.status, length: head.headers['content-length'], body: head.bytes.length }).toEqual({
      status: 200,
      length: String(whole.bytes.length),
      body: 0,
    });
    await vi.waitFor(async () => expect(await openOnIt()).toBe(0), { timeout: 10_000, interval: 20 });
  });
});

describe.each(BACKENDS)('SYNC_SNAPSHOTS=off on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { SYNC_SNAPSHOTS: 'off' } });
  });
  afterAll(() => server?.close());

  it('answers every full sync live and stores nothing', async () => {
    const first = await rawGet(server, '', 'zstd');
    const pages = vi.spyOn(lists, 'listPageQuery');
    const second = await rawGet(server, '', 'zstd');
    expect(pages).toHaveBeenCalled();
    expect(decode(second).serverTimeUtc).not.toBe(decode(first).serverTimeUtc);
    expect(await files(server)).toEqual([]);
    expect(served(server)).toBe(0);
    vi.restoreAllMocks();
  });
});
