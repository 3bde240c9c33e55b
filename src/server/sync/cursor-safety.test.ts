import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResponse } from '../../api/sync-items.ts';
import { BACKENDS } from '../testing/backends.ts';
import { pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { Db } from '../db/connect.ts';
import { readDataVersion } from './data-version.ts';
import { isPlanned, openSyncStream, planSync, startSync, type SyncOptions } from './stream.ts';
import { readFullSyncHead, readSyncHead, SharedSyncHeads, type FullSyncHead } from './sync-heads.ts';

// The cursor of GET /inspection/sync is safe: a row committed while a pull is being served is never missed by the
// next pull (docs/decisions/0004-server-cursor.md, 0028-cheap-delta-syncs.md). The writer below stamps its row before
// the pull reads its cursor and commits only after the pull answered, the interleaving that loses rows with a bare
// timestamp.

type Writer = { written: Promise<void>; commit: () => Promise<void> };

/** A transaction that inserts a customer and stays open until commit() is called. */
function openWriter(server: TestServer, name: string): Writer {
  let release!: () => void;
  let markWritten!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const done = server.db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values({ name }).execute();
    markWritten();
    await gate;
  });
  return {
    written,
    commit: async () => {
      release();
      await done;
    },
  };
}

/** One answer read whole, straight from the stream (no HTTP). */
async function readSync(db: Db, options: SyncOptions): Promise<SyncResponse> {
  const answer = await openSyncStream(db, options);
  return JSON.parse(await new Response(answer.body).text()) as SyncResponse;
}

const names = (...pulls: SyncResponse[]) => pulls.flatMap((p) => p.syncItems.customers.map((c) => c.name));

describe.each(BACKENDS)('the sync cursor on $name', (backend) => {
  let server: TestServer;
  let cursorRequested: (() => void) | undefined;
  beforeAll(async () => {
    server = await startTestServer(backend, { beforeSyncCursor: () => cursorRequested?.() });
  });
  afterAll(() => server?.close());

  it('never lets the next pull miss a row committed while a pull was being served', async () => {
    const start = await pull(server);
    const writer = openWriter(server, 'Committed During Pull');
    await writer.written;
    const requested = new Promise<void>((resolve) => (cursorRequested = resolve));
    const during = pull(server, start.serverTimeUtc);
    await requested;
    // On PostgreSQL the pull does not wait for the open writer: it answers at once, its cursor held back to before
    // the writer's row. (PGlite has one connection: there the pull waits for the writer's transaction to end.)
    if (backend.name === 'postgres') expect(names(await during)).not.toContain('Committed During Pull');
    await writer.commit();
    const first = await during;
    const next = await pull(server, first.serverTimeUtc);
    expect(names(first, next)).toContain('Committed During Pull');
  });

  it('misses nothing while writers and pulls run at the same time', async () => {
    let cursor = (await pull(server)).serverTimeUtc;
    const seen = new Set<string>();
    const expected: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; i < 15; i++) {
        const name = `Concurrent ${w}-${i}`;
        expected.push(name);
        await server.db.transaction().execute(async (trx) => {
          await trx.insertInto('customers').values({ name }).execute();
          await trx.updateTable('customers').set({ name }).where('name', '=', name).execute();
        });
      }
    });
    const puller = (async () => {
      while (writing) {
        const answer = await pull(server, cursor);
        for (const name of names(answer)) seen.add(name);
        cursor = answer.serverTimeUtc;
      }
    })();
    await Promise.all(writers);
    writing = false;
    await puller;
    for (const name of names(await pull(server, cursor))) seen.add(name);
    expect(expected.filter((name) => !seen.has(name))).toEqual([]);
  });

  it('misses nothing for any of several devices pulling at once while writers run (pulls share heads)', async () => {
    const start = (await pull(server)).serverTimeUtc;
    const expected: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 3 }, async (_, w) => {
      for (let i = 0; i < 12; i++) {
        const name = `Shared ${w}-${i}`;
        expected.push(name);
        await server.db.transaction().execute(async (trx) => {
          await trx.insertInto('customers').values({ name }).execute();
        });
      }
    });
    const devices = Array.from({ length: 4 }, async () => {
      let cursor = start;
      const seen = new Set<string>();
      while (writing) {
        const answers = await Promise.all([pull(server, cursor), pull(server, cursor)]);
        for (const name of names(...answers)) seen.add(name);
        cursor = answers[1].serverTimeUtc;
      }
      for (const name of names(await pull(server, cursor))) seen.add(name);
      return seen;
    });
    await Promise.all(writers);
    writing = false;
    for (const seen of await Promise.all(devices))
      expect(expected.filter((name) => !seen.has(name))).toEqual([]);
  });

  it('never lets the next pull miss a row committed between the cursor and the read of what changed', async () => {
    const since = new Date((await pull(server)).serverTimeUtc);
    const writer = openWriter(server, 'Committed Between Reads');
    await writer.written;
    // PGlite has one connection: there the writer ends before the pull's first statement can run.
    const committed = backend.name === 'postgres' ? undefined : writer.commit();
    const first = await readSync(server.db, {
      since,
      overlapMs: 0,
      betweenReads: () => committed ?? writer.commit(),
    });
    const next = await pull(server, first.serverTimeUtc);
    expect(names(first, next)).toContain('Committed Between Reads');
  });

  it('never answers a pull from a head read before it was sent, when pulls share heads', async () => {
    const since = new Date((await pull(server)).serverTimeUtc);
    // The first head is read at once, then held until released: it is in flight, and old, when the second pull comes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstRead!: () => void;
    const read = new Promise<void>((resolve) => (firstRead = resolve));
    let rounds = 0;
    const heads = new SharedSyncHeads(async () => {
      const head = await readSyncHead(server.db);
      if (++rounds === 1) {
        firstRead();
        await held;
      }
      return head;
    });
    const first = planSync(server.db, { since, overlapMs: 0, heads });
    await read;
    await server.db.insertInto('customers').values({ name: 'Sent After The Write' }).execute();
    const second = planSync(server.db, { since, overlapMs: 0, heads });
    release();
    expect((await first).lists.has('customers')).toBe(false);
    expect((await second).lists.has('customers')).toBe(true);
    expect(rounds).toBe(2);
  });

  it('never gives a full sync a data version read before it was sent, when full syncs share heads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstRead!: () => void;
    const read = new Promise<void>((resolve) => (firstRead = resolve));
    let rounds = 0;
    const fullHeads = new SharedSyncHeads<FullSyncHead>(async () => {
      const head = await readFullSyncHead(server.db);
      if (++rounds === 1) {
        firstRead();
        await held;
      }
      return head;
    });
    const first = startSync(server.db, { overlapMs: 0, fullHeads });
    await read;
    await server.db.insertInto('customers').values({ name: 'Versioned After The Write' }).execute();
    // Both arrive while the first head is held: they share the next one, begun after the write.
    const [second, third] = [
      startSync(server.db, { overlapMs: 0, fullHeads }),
      startSync(server.db, { overlapMs: 0, fullHeads }),
    ];
    release();
    const versionOf = async (start: ReturnType<typeof startSync>) => {
      const started = await start;
      return isPlanned(started) ? undefined : started.version?.id;
    };
    const now = (await readDataVersion(server.db)).id;
    expect(await versionOf(first)).not.toBe(now);
    expect(await versionOf(second)).toBe(now);
    expect(await versionOf(third)).toBe(now);
    expect(rounds).toBe(2);
  });

  it('sends rows stamped within the overlap window before the cursor again', async () => {
    // Stamped a second in the past, as a writer with a slightly slow clock would.
    await sql`INSERT INTO customers (name, changed_at) VALUES ('Overlap', clock_timestamp() - interval '1 second')`.execute(
      server.db,
    );
    const since = new Date((await readSync(server.db, { overlapMs: 0 })).serverTimeUtc);
    expect((await readSync(server.db, { since, overlapMs: 0 })).syncItems.customers).toEqual([]);
    const again = await readSync(server.db, { since, overlapMs: 5000 });
    expect(again.syncItems.customers.map((c) => c.name)).toContain('Overlap');
  });
});

// PGlite serves one connection at a time, so there a pull always waits for an open writer; on PostgreSQL the same
// interleaving without the barrier loses the row: proof that the test above would catch a bare timestamp cursor.
describe.each(BACKENDS.filter((backend) => backend.name === 'postgres'))(
  'a cursor without the barrier on $name',
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, { syncBarrier: false });
    });
    afterAll(() => server?.close());

    it('misses the row committed while the pull was served', async () => {
      const start = await pull(server);
      const writer = openWriter(server, 'Lost Without Barrier');
      await writer.written;
      const first = await pull(server, start.serverTimeUtc);
      await writer.commit();
      const next = await pull(server, first.serverTimeUtc);
      expect(names(first, next)).not.toContain('Lost Without Barrier');
    });
  },
);
