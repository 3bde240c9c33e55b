import { describe, expect, it, vi } from 'vitest';
import { syncResponseFixture } from '../../api/sync-items.fixture.ts';
import type { SyncResponse } from '../../api/sync-items.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import type { SerialDb } from '../../db/serial-db.ts';
import { serveAnswerReader, type ReaderScope } from './answer-reader-service.ts';
import { READ_AHEAD, readerOnPort, startReaderWorker, type ReaderPort } from './answer-source.ts';
import { HttpClient, NetworkError } from './http-client.ts';
import { pull } from './pull.ts';

// A first sync read by the sync reader (answer-reader-service.ts) over a real MessageChannel, as the engine's worker
// and the reader's worker talk in the browser: batches cross as transferred bytes.

/** The engine's HttpClient: in a first sync it only prepares the request, which the reader sends with `fetcher`. */
const http = new HttpClient({
  baseUrl: 'http://server/api',
  getToken: () => async () => 'token',
  fetch: () => Promise.reject(new Error('the reader fetches a first sync')),
});

/**
 * Starts a reader on one end of a channel; the pull gets the other end through `readerOnPort`, as it gets the port of
 * the worker the page started in the browser (decision 0108). `ended` counts the reader's ends, asked by the engine.
 */
function readerOn(fetcher: typeof fetch): {
  spawn: () => Promise<ReaderPort>;
  requests: Request[];
  ended: () => number;
} {
  const requests: Request[] = [];
  let ended = 0;
  const spawn = async (): Promise<ReaderPort> => {
    const { port1, port2 } = new MessageChannel();
    serveAnswerReader(
      port2 as unknown as ReaderScope,
      (input, init) => {
        requests.push(new Request(input, init));
        return fetcher(input, init);
      },
      () => {
        ended++;
        port2.close();
      },
    );
    return readerOnPort(port1);
  };
  return { spawn, requests, ended: () => ended };
}

const answering = (body: BodyInit) => readerOn(async () => new Response(body));

function withUnits(answer: SyncResponse, n: number): SyncResponse & { totalRows: number } {
  const units = Array.from({ length: n }, (_, i) => ({
    id: 1000 + i,
    code: `u${i}`,
    name: `Unité ${i}`,
    symbol: 'u',
  }));
  const syncItems = { ...answer.syncItems, units: [...answer.syncItems.units, ...units] };
  const totalRows = Object.values(syncItems).reduce((sum, rows) => sum + rows.length, 0);
  // totalRows before the lists, as the server sends it.
  const { serverTimeUtc, isFullSync, deleted } = answer;
  return { serverTimeUtc, isFullSync, totalRows, syncItems, ...(deleted ? { deleted } : {}) };
}

const unitNames = (serial: SerialDb) => serial.db.selectValues('SELECT name FROM units ORDER BY id');
const cursor = (serial: SerialDb) => serial.db.selectValue('SELECT lastSyncDate FROM syncState');

describe('a first sync read in the reader worker', () => {
  it('stores exactly what the same answer stores when read on the engine thread, in one transaction', async () => {
    const answer = JSON.stringify(withUnits(syncResponseFixture(), 3000));
    const viaReader = await openMemoryDb();
    const reader = answering(answer);
    const progress: number[] = [];
    const result = await pull(http, viaReader.serial, (fraction) => progress.push(fraction), {
      startReader: () => startReaderWorker(reader.spawn),
    });
    expect(result.timings.readInWorker).toBe(true);
    // Its worker is told to close once the pull is done with it.
    await expect.poll(() => reader.ended()).toBe(1);
    expect(result.chunks).toBe(1);
    expect(progress.at(-1)).toBe(1);
    // The engine's request (its headers, the token) is what the reader sent.
    expect(reader.requests.map((r) => [new URL(r.url).pathname, r.headers.get('authorization')])).toEqual([
      ['/api/inspection/sync', 'Bearer token'],
    ]);

    const inThread = await openMemoryDb();
    await pull(
      new HttpClient({
        baseUrl: 'http://server/api',
        getToken: () => async () => 'token',
        fetch: async () => new Response(answer),
      }),
      inThread.serial,
    );
    expect(unitNames(viaReader.serial)).toEqual(unitNames(inThread.serial));
    expect(unitNames(viaReader.serial)).toContain('Unité 2999');
    expect(cursor(viaReader.serial)).toBe(syncResponseFixture().serverTimeUtc);
  });

  it('sets aside a bad row far into the answer with its reason, and applies the rest', async () => {
    const { serial } = await openMemoryDb();
    const answer = withUnits(syncResponseFixture(), 3000);
    (answer.syncItems.units[2500] as { code: unknown }).code = 42;
    const reader = answering(JSON.stringify(answer));
    const result = await pull(http, serial, undefined, {
      startReader: () => startReaderWorker(reader.spawn),
    });
    expect(result.quarantined).toBe(1);
    expect(serial.db.selectValue("SELECT reason FROM syncQuarantine WHERE list = 'units'")).toBe(
      'code: Invalid type: Expected string but received 42',
    );
    expect(cursor(serial)).toBe(answer.serverTimeUtc);
  });

  it('reports an answer cut off as a network failure, and leaves the cursor', async () => {
    const { serial } = await openMemoryDb();
    const bytes = new TextEncoder().encode(JSON.stringify(withUnits(syncResponseFixture(), 3000)));
    let sent = false;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new TypeError('network error'));
        else controller.enqueue(bytes.slice(0, bytes.length - 100));
        sent = true;
      },
    });
    await expect(
      pull(http, serial, undefined, { startReader: () => startReaderWorker(answering(cut).spawn) }),
    ).rejects.toThrow(NetworkError);
    expect(cursor(serial)).toBeNull();
  });

  it('reads no further ahead of the apply than READ_AHEAD messages', async () => {
    const { serial } = await openMemoryDb();
    const bytes = new TextEncoder().encode(JSON.stringify(withUnits(syncResponseFixture(), 6000)));
    // The answer in small pieces, each holding at least one batch of rows once the head is past.
    const pieceBytes = 40_000;
    let served = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (served >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(served, served + pieceBytes));
          served += pieceBytes;
        },
      },
      { highWaterMark: 0 },
    );
    // After the first transaction, the engine's connection is taken (a long read of the UI's): nothing more can be
    // applied meanwhile, and the reader must wait too.
    let held: Promise<() => void> | undefined;
    const pulling = pull(http, serial, () => void (held ??= serial.acquire()), {
      // The stream itself as the body (a Response would read ahead of the reader into its own buffer).
      startReader: () =>
        startReaderWorker(readerOn(async () => ({ ok: true, status: 200, body }) as Response).spawn),
      chunkRows: 250,
    });
    await expect.poll(() => held).toBeDefined();
    const release = await (held as Promise<() => void>);
    // Nothing to await: what is shown is that the reader stops. It is given time to run ahead if it would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(served / pieceBytes).toBeLessThanOrEqual(READ_AHEAD + 3);
    expect(served).toBeLessThan(bytes.length);
    release();
    await pulling;
    expect(unitNames(serial)).toHaveLength(6001);
  });

  it('reads on the engine thread when no page can start a reader, and when the page does not answer in time', async () => {
    const answer = JSON.stringify(withUnits(syncResponseFixture(), 10));
    const inThread = new HttpClient({
      baseUrl: 'http://server/api',
      getToken: () => async () => 'token',
      fetch: async () => new Response(answer),
    });
    const none = await openMemoryDb();
    const first = await pull(inThread, none.serial, undefined, {
      startReader: () => startReaderWorker(() => undefined),
    });
    expect(first.timings.readInWorker).toBe(false);
    expect(unitNames(none.serial)).toContain('Unité 9');

    vi.useFakeTimers();
    try {
      // A page going away may never answer: the wait for its reader is bounded.
      const starting = startReaderWorker(() => new Promise<ReaderPort>(() => undefined));
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(starting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
