import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { AuthError } from './auth/verify-token.ts';
import type { Db } from './db/connect.ts';
import { memoryLogger } from './log.ts';
import { createPhotoStore } from './photos/store.ts';
import type { Services } from './services.ts';

// The app without a database: the readiness probe, /build-time.json and the front end on the same origin.

describe('the app shell routes', () => {
  let dir: string;
  let ready = false;
  let probe = async () => ready;
  let started = true;
  let services: Services;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inspect-app-'));
    await mkdir(path.join(dir, 'dist', 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(dir, 'dist', 'assets', 'main-abc123.js'), 'console.log(1)');
    services = {
      get db(): Db {
        throw new Error('no database in this test');
      },
      log: memoryLogger(),
      photos: createPhotoStore(path.join(dir, 'photos')),
      verifier: {
        verify: () => Promise.reject(new AuthError('The access token is malformed')),
      },
      isReady: () => probe(),
      hasStarted: () => started,
      startedAt: new Date('2025-07-01T00:00:00.000Z'),
      distDir: path.join(dir, 'dist'),
      authOrigins: [],
      photoMaxBytes: 1024,
      bodyMaxBytes: 1024,
      syncOverlapMs: 0,
    };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers the probe 503 until the database is ready, then 200, never cached', async () => {
    const app = createApp(services);
    ready = false;
    const down = await app.request('/api/admin/v1/probe/ready');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    ready = true;
    expect((await app.request('/api/admin/v1/probe/ready')).status).toBe(200);
    probe = () => Promise.reject(new Error('connection refused'));
    expect((await app.request('/api/admin/v1/probe/ready')).status).toBe(503);
  });

  it('answers the build time from dist, or the server start time when dist has none', async () => {
    const app = createApp(services);
    const fallback = await app.request('/build-time.json');
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    expect(await fallback.json()).toEqual({ buildTime: '2025-07-01T00:00:00.000Z' });
    await writeFile(path.join(dir, 'dist', 'build-time.json'), '{"buildTime":"2025-06-30T10:00:00.000Z"}');
    expect(await (await app.request('/build-time.json')).json()).toEqual({
      buildTime: '2025-06-30T10:00:00.000Z',
    });
    await writeFile(path.join(dir, 'dist', 'build-time.json'), 'not json');
    expect(await (await app.request('/build-time.json')).json()).toEqual({
      buildTime: '2025-07-01T00:00:00.000Z',
    });
  });

  it('answers app pages with a starting page that reloads itself until the database is first ready', async () => {
    const app = createApp(services);
    started = false;
    try {
      const page = await app.request('/login');
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('2');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('<h1>Inspect is starting</h1>');
      expect(html).toContain('<meta http-equiv="refresh" content="2">');
      // Files the page does not need the database for are served as ever.
      expect((await app.request('/assets/main-abc123.js')).status).toBe(200);
    } finally {
      started = true;
    }
    expect((await app.request('/login')).status).toBe(200);
  });

  it('serves the shell uncached for app routes, hashed assets immutable, and nothing outside dist', async () => {
    const app = createApp(services);
    const route = await app.request('/inspections/5f0c2a9e-3b1d-4c8e-8f7a-1d2e3f4a5b60/complete');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>app</title>');
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await app.request('/api/admin/v1/inspection/sync')).status).toBe(401);
  });
});
