import { request as httpRequest } from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../api/paths.ts';
import { openDatabase } from './db/connect.ts';
import { STOPPING_MESSAGE } from './drain.ts';
import { makeTempDir, openTestDatabase } from './testing/databases.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from './testing/fixtures.ts';
import { signInLocally, startServerProcess, type ServerProcess } from './testing/server-process.ts';
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

    // An upload whose body is half sent when the signal comes.
    const photo = testJpeg(9, 600);
    const half = Math.floor(photo.byteLength / 2);
    const target = new URL(`${server.url}${API_BASE}/inspection/upload/${first.hours.externalId}`);
    const upload = httpRequest(target, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'image/jpeg',
        'content-length': String(photo.byteLength),
      },
    });
    const uploaded = new Promise<number>((resolve, reject) => {
      upload.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.once('error', reject);
    });
    upload.write(photo.subarray(0, half));

    // A burst of saves, eight at a time; the signal comes once a dozen are acknowledged.
    const requests = Array.from({ length: 40 }, (_, i) =>
      inspectionRequest(facts, { hours: String(60_000 + i) }),
    );
    const acknowledged: string[] = [];
    const stoppingAnswers: string[] = [];
    let signalled = false;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const entry = requests[next++] as (typeof requests)[number];
        const response = await save(entry.request).catch(() => undefined);
        if (response?.status === 200) acknowledged.push(entry.externalId);
        if (response?.status === 503) {
          expect(response.headers.get('retry-after')).toBe('5');
          stoppingAnswers.push(((await response.json()) as { error: string }).error);
        }
        if (!signalled && acknowledged.length >= 12) {
          signalled = true;
          process.kill(server.pid, 'SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(signalled).toBe(true);

    // The upload holds the stop: meanwhile the probe says not ready and new work is turned away.
    const probe = await fetch(`${server.url}${API_BASE}/probe/ready`);
    expect(probe.status).toBe(503);
    const late = await save(inspectionRequest(facts).request);
    expect(late.status).toBe(503);
    expect(((await late.json()) as { error: string }).error).toBe(STOPPING_MESSAGE);
    expect(stoppingAnswers.every((message) => message === STOPPING_MESSAGE)).toBe(true);

    upload.end(photo.subarray(half));
    expect(await uploaded).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const stored = await database.db
        .selectFrom('inspections')
        .select(sql<string>`external_id::text`.as('externalId'))
        .where(sql<string>`external_id::text`, 'in', acknowledged)
        .execute();
      expect(stored.map((row) => row.externalId).sort()).toEqual([...acknowledged].sort());
      const photoRow = await database.db
        .selectFrom('photos')
        .innerJoin('observations', 'observations.id', 'photos.observationId')
        .select(['photos.byteSize'])
        .where('observations.externalId', '=', first.hours.externalId)
        .executeTakeFirstOrThrow();
      expect(photoRow.byteSize).toBe(photo.byteLength);
    } finally {
      await database.close();
    }
    const lines = server.lines.map((line) => line.msg);
    expect(lines).toContain('draining');
    expect(lines).not.toContain('requests still in flight when the stop grace ended');
  });
});
