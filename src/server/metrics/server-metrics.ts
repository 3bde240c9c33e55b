import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/connect.ts';

// The server's Prometheus metrics (docs/operations.md "Metrics"), in a registry of their own so a test can run
// several servers in one process. Labels are route patterns, methods, statuses and fixed reasons only: never a path,
// an id, a subject or anything else a person could be found by.

export type SyncKind = 'full' | 'delta';
/** Where a sync answer came from: read live from the database, or a stored full answer (sync/full-sync-snapshot.ts). */
export type SyncSource = 'live' | 'stored';
/** What was done with a save, by the answer's status (saveOutcome). */
export type SaveOutcome =
  | 'saved'
  | 'invalid'
  | 'unauthenticated'
  | 'not_allowed'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'daily_quota'
  | 'unavailable'
  | 'failed';
/** Work that holds a slot or a large body while it runs. */
export type InFlightWork = 'photo_upload' | 'photo_download' | 'report';

export interface ServerMetrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (never the raw path), method, status and time. */
  request(route: string, method: string, status: number, seconds: number): void;
  syncAnswer(kind: SyncKind, source: SyncSource, bytes: number): void;
  save(outcome: SaveOutcome): void;
  /** Counts one piece of work as started; the returned function ends it (once). */
  started(work: InFlightWork): () => void;
  /** Reads the database pool's use at each scrape (undefined: not open yet). */
  watchPool(read: () => PoolUse | undefined): void;
}

/** Seconds: a delta sync or a save takes milliseconds, a full sync or a report seconds, a slow photo upload minutes. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** The refusal a save's status means; a 429 is the daily quota when the save route refused it itself. */
export function saveOutcome(status: number, dailyQuota = false): SaveOutcome {
  if (status >= 200 && status < 300) return 'saved';
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return dailyQuota ? 'daily_quota' : 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return 'failed';
  }
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  // Process memory, CPU, handles, heap spaces, GC and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'inspect_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'inspect_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer finishing, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const syncAnswers = new Counter({
    name: 'inspect_sync_answers_total',
    help: 'Sync answers sent, full or delta, live from the database or a stored full answer.',
    labelNames: ['kind', 'source'] as const,
    registers: [registry],
  });
  const syncBytes = new Counter({
    name: 'inspect_sync_answer_bytes_total',
    help: 'Bytes of sync answer bodies sent (as sent: compressed when the device accepted it).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const saves = new Counter({
    name: 'inspect_saves_total',
    help: 'Save requests (POST inspection) by outcome: saved, or the reason it was refused.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'inspect_in_flight',
    help: 'Photo uploads, photo downloads and reports being answered now.',
    labelNames: ['work'] as const,
    registers: [registry],
  });
  for (const work of ['photo_upload', 'photo_download', 'report'] as const) inFlight.set({ work }, 0);
  for (const kind of ['full', 'delta'] as const) syncBytes.inc({ kind }, 0);
  let readPool: () => PoolUse | undefined = () => undefined;
  new Gauge({
    name: 'inspect_db_pool_connections',
    help: 'Database pool connections: open (total), idle, the pool size (max), and queries waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = readPool();
      if (use === undefined) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
  return {
    registry,
    request(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    syncAnswer(kind, source, bytes) {
      syncAnswers.inc({ kind, source });
      syncBytes.inc({ kind }, bytes);
    },
    save(outcome) {
      saves.inc({ outcome });
    },
    started(work) {
      inFlight.inc({ work });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight.dec({ work });
      };
    },
    watchPool(read) {
      readPool = read;
    },
  };
}
