import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { Connectivity } from './connectivity.ts';
import { HttpClient, HttpError, NetworkError } from './http-client.ts';
import { syncCounts } from './sync-counts.ts';
import { IDLE_SYNC_MS, SyncEngine, type SyncSteps } from './sync-engine.ts';
import type { SyncStatus } from './sync-status.ts';

function probeFetch(state: { up: boolean }): typeof fetch {
  return async () => {
    if (!state.up) throw new TypeError('fetch failed');
    return new Response('{"status":"ready"}', { status: 200 });
  };
}

async function setup(
  steps: Partial<Omit<SyncSteps, 'counts'>> & { counts?: 'from the database' },
  server = { up: true },
  signedIn = { yes: true },
) {
  const { serial, kysely } = await openMemoryDb();
  const http = new HttpClient({
    baseUrl: 'http://server/api',
    fetch: probeFetch(server),
    getToken: () => undefined,
  });
  const statuses: SyncStatus[] = [];
  const calls: string[] = [];
  const ref: { engine?: SyncEngine } = {};
  const connectivity = new Connectivity({ http, onChange: (online) => ref.engine?.onConnectivity(online) });
  const engine = new SyncEngine({
    serial,
    connectivity,
    random: () => 0.5,
    canSync: () => signedIn.yes,
    onStatus: (status) => statuses.push(status),
    steps: {
      push: steps.push ?? (async () => void calls.push('push')),
      uploadPhotos: steps.uploadPhotos ?? (async () => void calls.push('upload')),
      sendSupport: async () => void calls.push('support'),
      pull: steps.pull ?? (async () => void calls.push('pull')),
      counts:
        steps.counts === 'from the database'
          ? () => syncCounts(kysely)
          : async () => ({
              pendingChanges: 0,
              rejectedChanges: 0,
              photosUploaded: 0,
              photosTotal: 0,
              lastSyncDate: null,
              lastSyncedAt: null,
              unreadRecords: 0,
            }),
      ...(steps.nextAttemptIn ? { nextAttemptIn: steps.nextAttemptIn } : {}),
      hasWorkToSend: async () =>
        (await kysely
          .selectFrom('outbox')
          .select('seq')
          .where('state', '=', 'pending')
          .executeTakeFirst()) !== undefined,
    },
  });
  ref.engine = engine;
  return { engine, connectivity, statuses, calls, server, kysely, serial };
}

describe('SyncEngine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes, uploads and pulls in that order, then is idle', async () => {
    const { engine, calls } = await setup({});
    await engine.syncNow();
    expect(calls).toEqual(['push', 'upload', 'support', 'pull']);
    expect(engine.status.phase).toBe('idle');
  });

  it('does nothing but say offline while the probe fails, and syncs when the server is back', async () => {
    const { engine, connectivity, calls, server } = await setup({}, { up: false });
    connectivity.start();
    await engine.syncNow();
    expect(engine.status.phase).toBe('offline');
    expect(calls).toEqual([]);
    server.up = true;
    // The offline probe runs every 3 s; coming back online triggers push then pull.
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toEqual(['push', 'upload', 'support', 'pull']);
    connectivity.stop();
  });

  it('sends nothing until the app can sign the requests, then syncs when asked', async () => {
    const signedIn = { yes: false };
    const { engine, calls } = await setup({}, { up: true }, signedIn);
    await engine.syncNow();
    expect(calls).toEqual([]);
    expect(engine.status.phase).toBe('idle');
    signedIn.yes = true;
    await engine.syncNow();
    expect(calls).toEqual(['push', 'upload', 'support', 'pull']);
  });

  it('reports progress while pulling', async () => {
    const { engine, statuses } = await setup({
      pull: async (progress) => {
        progress(0.5);
        progress(1);
      },
    });
    await engine.syncNow();
    expect(statuses.filter((s) => s.phase === 'pulling').map((s) => s.progress)).toEqual([undefined, 0.5, 1]);
  });

  it('retries a server error with backoff, then succeeds', async () => {
    let failures = 2;
    const { engine, calls } = await setup({
      push: async () => {
        calls.push('push');
        if (failures-- > 0) throw new HttpError(503, 'busy', 'Save');
      },
    });
    await engine.syncNow();
    expect(engine.status).toMatchObject({ phase: 'error', message: 'Save: 503 busy' });
    await vi.advanceTimersByTimeAsync(750); // attempt 1: 1 s ceiling, jitter 0.5 → 750 ms
    expect(calls.filter((c) => c === 'push')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1500); // attempt 2: 2 s ceiling → 1500 ms
    expect(engine.status.phase).toBe('idle');
    expect(calls.at(-1)).toBe('pull');
  });

  it('waits out the Retry-After of a 429 before sending again, not the shorter backoff', async () => {
    let refusals = 1;
    const { engine, calls } = await setup({
      push: async () => {
        calls.push('push');
        if (refusals-- > 0)
          throw new HttpError(429, '{"error":"Too many requests from this sign-in."}', 'Save', 30_000);
      },
    });
    await engine.syncNow();
    expect(engine.status).toMatchObject({
      phase: 'error',
      message:
        'Save: Too many requests from this sign-in. Your changes are kept on this device and sent again in 30 seconds.',
    });
    // The backoff alone would have tried again after 750 ms.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls.filter((c) => c === 'push')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c === 'push')).toHaveLength(2);
    expect(engine.status.phase).toBe('idle');
  });

  it('keeps the last failure in the status while a retry runs, and drops it when one succeeds', async () => {
    let failing = true;
    const { engine, statuses } = await setup({
      pull: async () => {
        if (failing) throw new HttpError(500, 'database unavailable', 'Failed to get inspections');
      },
    });
    await engine.syncNow();
    failing = false;
    const from = statuses.length;
    await engine.syncNow();
    const retry = statuses.slice(from);
    const message = 'Failed to get inspections: 500 database unavailable';
    expect(retry.filter((s) => s.phase !== 'idle').map((s) => [s.phase, s.message])).toEqual([
      ['pushing', message],
      ['uploading', message],
      ['pulling', message],
    ]);
    expect(engine.status).toMatchObject({ phase: 'idle', message: undefined });
  });

  it('does not retry on its own after an error the server will repeat', async () => {
    const { engine, calls } = await setup({
      pull: async () => {
        calls.push('pull');
        throw new HttpError(400, 'bad cursor', 'Failed to get inspections');
      },
    });
    await engine.syncNow();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls.filter((c) => c === 'pull')).toHaveLength(1);
    expect(engine.status.phase).toBe('error');
  });

  it('goes offline when a request fails on the network', async () => {
    const { engine, server } = await setup({
      push: async () => {
        server.up = false;
        throw new NetworkError('Save: fetch failed');
      },
    });
    await engine.syncNow();
    expect(engine.status.phase).toBe('offline');
  });

  it('runs once more when asked during a cycle, not twice at once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let most = 0;
    const { engine, calls } = await setup({
      push: async () => {
        running++;
        most = Math.max(most, running);
        calls.push('push');
        await gate;
        running--;
      },
    });
    const first = engine.syncNow();
    const second = engine.syncNow();
    const third = engine.syncNow();
    release();
    await Promise.all([first, second, third]);
    expect(calls.filter((c) => c === 'push')).toHaveLength(2);
    expect(most).toBe(1);
  });

  it('starts a push shortly after a local change reaches the outbox', async () => {
    const { engine, connectivity, calls, kysely } = await setup({});
    await connectivity.probeNow(); // coming online runs a first cycle
    await engine.syncNow();
    calls.length = 0;
    engine.start();
    await kysely
      .insertInto('outbox')
      .values({
        entityType: 'inspection',
        entityExternalId: 'x',
        inspectionExternalId: 'x',
        operation: 'upsert',
        payload: '{}',
        createdAt: 'now',
        nextAttemptAt: null,
        lastError: null,
      })
      .execute();
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual(['push', 'upload', 'support', 'pull']);
    engine.stop();
    connectivity.stop();
  });

  it('gives the screens a status as it starts, even with nothing to count', async () => {
    const { engine, connectivity, statuses } = await setup({});
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toHaveLength(1);
    expect(statuses[0]?.pendingChanges).toBe(0);
    engine.stop();
    connectivity.stop();
  });

  it('counts a waiting change at once, before its push: Home never says everything is uploaded while it waits', async () => {
    const { engine, connectivity, statuses, kysely } = await setup({ counts: 'from the database' });
    await connectivity.probeNow();
    await engine.syncNow();
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)?.pendingChanges).toBe(0);
    await kysely
      .insertInto('outbox')
      .values({
        entityType: 'inspection',
        entityExternalId: 'x',
        inspectionExternalId: 'x',
        operation: 'upsert',
        payload: '{}',
        createdAt: 'now',
        nextAttemptAt: null,
        lastError: null,
      })
      .execute();
    await vi.advanceTimersByTimeAsync(10);
    expect(statuses.at(-1)?.pendingChanges).toBe(1);
    expect(statuses.at(-1)?.phase).toBe('idle');
    engine.stop();
    connectivity.stop();
  });

  it('is not started again by its own pull, which counts every table as changed', async () => {
    const { engine, connectivity, calls, serial } = await setup({
      pull: async () => {
        calls.push('pull');
        // A pull's bulk write tells listeners, when it commits, that every table changed: the outbox among them.
        await serial.use(() => serial.beginBulkWrite().end(true));
      },
    });
    engine.start();
    await connectivity.probeNow();
    await vi.advanceTimersByTimeAsync(IDLE_SYNC_MS - 1_000);
    expect(calls).toEqual(['push', 'upload', 'support', 'pull']);
    engine.stop();
    connectivity.stop();
  });

  it('with nothing to send, asks the server again a minute after the last cycle, not sooner', async () => {
    const { engine, connectivity, calls } = await setup({});
    engine.start();
    await connectivity.probeNow(); // coming online runs a first cycle
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c === 'pull')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(IDLE_SYNC_MS - 1);
    expect(calls.filter((c) => c === 'pull')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c === 'pull')).toHaveLength(2);
    // An asked-for cycle moves the next one on: a minute after it.
    await vi.advanceTimersByTimeAsync(30_000);
    await engine.syncNow();
    await vi.advanceTimersByTimeAsync(IDLE_SYNC_MS - 1);
    expect(calls.filter((c) => c === 'pull')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c === 'pull')).toHaveLength(4);
    engine.stop();
    connectivity.stop();
  });

  it("comes back when a photo's upload retry is due, sooner than the minute", async () => {
    const { engine, connectivity, calls } = await setup({
      nextAttemptIn: async () => (calls.filter((c) => c === 'pull').length === 1 ? 5_000 : undefined),
    });
    engine.start();
    await connectivity.probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c === 'upload')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.filter((c) => c === 'upload')).toHaveLength(2);
    // No retry waits any more: the minute again.
    await vi.advanceTimersByTimeAsync(IDLE_SYNC_MS - 1);
    expect(calls.filter((c) => c === 'upload')).toHaveLength(2);
    engine.stop();
    connectivity.stop();
  });
});
