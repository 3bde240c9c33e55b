import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fleetFacts, inspectionRequest } from '../testing/fixtures.ts';
import { postJson, tokenSubject } from '../testing/helpers.ts';
import { testJpeg } from '../testing/test-images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// GET /metrics on METRICS_PORT (an operator's Prometheus scrapes it): Prometheus text whose counters move with what
// the server does, on its own port only, with no path, id or person in any label. PGlite only: the metrics do not
// depend on the database (the pool gauge reads whichever pool is open).

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** The exposition format's sample lines: `name{a="x",b="y"} value`. Comments (# HELP, # TYPE) are skipped. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

describe('metrics on a port of their own', () => {
  let server: TestServer;
  let plain: TestServer;
  let metricsUrl: string;

  beforeAll(async () => {
    [server, plain] = await Promise.all([
      startTestServer({ name: 'pglite' }, { env: { METRICS_PORT: '0' } }),
      startTestServer({ name: 'pglite' }),
    ]);
    metricsUrl = `http://127.0.0.1:${server.server.metricsPort}/metrics`;
  });
  afterAll(() => Promise.all([server?.close(), plain?.close()]));

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(await response.text());
  };
  const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0);

  it('counts a save, a refused one, a request by its route pattern and its time', async () => {
    const before = await scrape();
    const { request } = inspectionRequest(await fleetFacts(server.db));
    expect((await postJson(server, 'inspection', request)).status).toBe(200);
    expect((await postJson(server, 'inspection', { inspections: 'not a list' })).status).toBe(400);
    expect((await postJson(server, 'inspection', request, 'not-a-token')).status).toBe(401);
    const after = await scrape();

    const saves = (outcome: string) =>
      value(after, 'inspect_saves_total', { outcome }) - value(before, 'inspect_saves_total', { outcome });
    expect(saves('saved')).toBe(1);
    expect(saves('invalid')).toBe(1);
    expect(saves('unauthenticated')).toBe(1);
    const route = { route: '/api/admin/v1/inspection', method: 'POST' };
    const answered = (status: string) =>
      value(after, 'inspect_http_requests_total', { ...route, status }) -
      value(before, 'inspect_http_requests_total', { ...route, status });
    expect([answered('200'), answered('400'), answered('401')]).toEqual([1, 1, 1]);
    const timed = (samples: Sample[]) => value(samples, 'inspect_http_request_duration_seconds_count', route);
    expect(timed(after) - timed(before)).toBe(3);
    // Every latency has a bucket at or above it.
    expect(value(after, 'inspect_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      timed(after),
    );
  });

  it('counts full and delta sync answers and their bytes', async () => {
    const before = await scrape();
    const full = await server.fetch('inspection/sync');
    const fullBytes = (await full.arrayBuffer()).byteLength;
    const { serverTimeUtc } = JSON.parse(
      new TextDecoder().decode(await (await server.fetch('inspection/sync')).arrayBuffer()),
    ) as { serverTimeUtc: string };
    const delta = await server.fetch(`inspection/sync?LastSyncDate=${encodeURIComponent(serverTimeUtc)}`);
    const deltaBytes = (await delta.arrayBuffer()).byteLength;
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('inspect_sync_answers_total', { kind: 'full' })).toBe(2);
    expect(moved('inspect_sync_answers_total', { kind: 'delta' })).toBe(1);
    // fetch undoes the compression: what was sent is at most what was read, and more than nothing.
    expect(moved('inspect_sync_answer_bytes_total', { kind: 'delta' })).toBeGreaterThan(0);
    expect(moved('inspect_sync_answer_bytes_total', { kind: 'delta' })).toBeLessThanOrEqual(deltaBytes);
    expect(moved('inspect_sync_answer_bytes_total', { kind: 'full' })).toBeGreaterThan(0);
    expect(fullBytes).toBeGreaterThan(deltaBytes);
  });

  it('counts photos in flight back to zero, and names a download by its pattern, never its id', async () => {
    const facts = await fleetFacts(server.db);
    const { request, hours } = inspectionRequest(facts);
    expect((await postJson(server, 'inspection', request)).status).toBe(200);
    const photo = testJpeg(5, 600);
    const upload = await server.fetch(`inspection/upload/${hours.externalId}`, {
      method: 'POST',
      body: Buffer.from(photo),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(upload.status).toBe(201);
    const download = await server.fetch(`inspection/download/${hours.externalId}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(photo);
    // The gauge falls when the response's socket closes, which can be just after the client has read the last byte.
    const samples = await vi.waitFor(
      async () => {
        const now = await scrape();
        for (const work of ['photo_upload', 'photo_download', 'report'])
          expect(value(now, 'inspect_in_flight', { work })).toBe(0);
        return now;
      },
      { timeout: 10_000 },
    );
    expect(
      value(samples, 'inspect_http_requests_total', {
        route: '/api/admin/v1/inspection/download/:observationId',
        status: '200',
      }),
    ).toBe(1);
    // No label names the observation, the inspector, or any path.
    const subject = tokenSubject(await server.token());
    const labelValues = samples.flatMap((s) => Object.values(s.labels));
    for (const secret of [
      hours.externalId,
      subject,
      'inspector@example.com',
      `/inspection/download/${hours.externalId}`,
    ])
      expect(labelValues.some((label) => label.includes(secret))).toBe(false);
  });

  it('reports the database pool, the event loop delay and the memory', async () => {
    const samples = await scrape();
    expect(value(samples, 'inspect_db_pool_connections', { state: 'max' })).toBe(1);
    expect(
      samples.some((s) => s.name === 'inspect_db_pool_connections' && s.labels.state === 'waiting'),
    ).toBe(true);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(value(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
  });

  it('serves nothing but GET /metrics there, and no metrics on the public port', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/api/admin/v1/probe/ready'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(await publicAnswer.text()).not.toMatch(/inspect_|# TYPE/);
    // Without METRICS_PORT there is no listener and nothing is kept.
    expect(plain.server.metricsPort).toBeUndefined();
    expect(plain.server.services.metrics).toBeUndefined();
  });
});
