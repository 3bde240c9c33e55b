import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../api/paths.ts';
import { openDatabase } from './db/connect.ts';
import { STOPPING_MESSAGE } from './drain.ts';
import { makeTempDir, openTestDatabase } from './testing/databases.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from './testing/fixtures.ts';
import { signInLocally, startServerProcess, type ServerProcess } from './testing/server-process.ts';
import {
  burstOfSaves,
  halfSentUpload,
  storedInspections,
  storedPhotoSize,
} from './testing/stop-mid-burst.ts';
import { testJpeg } from './testing/test-images.ts';

// A clean stop of a real server process (`node src/server/main.ts`), as a container's SIGTERM gives it: the probe
// answers 503 at once, a photo upload still arriving is received and stored, a save sent meanwhile is answered 503
// (a device retries it), the process exits 0, and every save it acknowledged, mid-burst, is in the database.

describe('SIGTERM drains the server', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;
  let facts: FleetFacts;

  beforeAll(async () => {
    dataDir = await makeTempDir('inspect-drain-');
    // A copy of the seeded test database, closed again: the process opens it.
    const copied = await openTestDatabase({ name: 'pglite' }, dataDir);
    facts = await fleetFacts(copied.database.db);
    await copied.database.close();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'dist'),
      PUBLIC_URL: 'http://localhost',
      SEED_ON_START: 'none',
      RATE_LIMIT_PER_MINUTE: '0',
      STOP_GRACE_SECONDS: '30',
    });
    await server.ready;
    token = await signInLocally(server, { name: 'Jordan Reyes', email: 'jordan@example.com' });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${server.url}${API_BASE}/${route}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const save = (body: unknown) => api('inspection', { method: 'POST', body: JSON.stringify(body) });

  it('finishes the upload in flight, answers new work 503, exits 0 and loses no acknowledged save', async () => {
    const first = inspectionRequest(facts);
    expect((await save(first.request)).status).toBe(200);

    // An upload whose body is half sent when the signal comes, then a burst of saves, eight at a time; the signal
    // comes once a dozen are acknowledged.
    const photo = testJpeg(9, 600);
    const upload = halfSentUpload(server.url, token, first.hours.externalId, photo);
    const burst = await burstOfSaves({
      facts,
      count: 40,
      firstHours: 60_000,
      stopAfter: 12,
      save: (body) => api('inspection', { method: 'POST', body }),
      stop: () => process.kill(server.pid, 'SIGTERM'),
    });
    expect(burst.stopped).toBe(true);
    const stopping = burst.turnedAway.filter((answer) => answer.status === 503);
    expect(stopping.every((answer) => answer.retryAfter === '5' && answer.error === STOPPING_MESSAGE)).toBe(
      true,
    );

    // The upload holds the stop: meanwhile the probe says not ready and new work is turned away.
    const probe = await fetch(`${server.url}${API_BASE}/probe/ready`);
    expect(probe.status).toBe(503);
    const late = await save(inspectionRequest(facts).request);
    expect(late.status).toBe(503);
    expect(((await late.json()) as { error: string }).error).toBe(STOPPING_MESSAGE);

    upload.finish();
    expect(await upload.status).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await storedInspections(database.db, burst.acknowledged)).toEqual(
        [...burst.acknowledged].sort(),
      );
      expect(await storedPhotoSize(database.db, first.hours.externalId)).toBe(photo.byteLength);
    } finally {
      await database.close();
    }
    const lines = server.lines.map((line) => line.msg);
    expect(lines).toContain('draining');
    expect(lines).not.toContain('requests still in flight when the stop grace ended');
  });
});
