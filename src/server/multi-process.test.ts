import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../api/paths.ts';
import { UploadResultSchema } from '../api/photos.ts';
import { SyncResponseSchema } from '../api/sync-items.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { makeTempDir } from './testing/databases.ts';
import { fleetFacts, inspectionRequest, itemId, type FleetFacts } from './testing/fixtures.ts';
import { signInLocally, startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { PHOTO_CHUNK_BYTES } from './photos/database-store.ts';
import { cameraJpeg } from './testing/test-images.ts';

// Two server processes as two machines: each with a DATA_DIR of its own, sharing nothing but PostgreSQL
// (docs/decisions/0026-stateless-server-processes.md). They start together (one seeds, neither twice); a save through
// one is in the other's delta and full syncs, also right after the other stored a snapshot of its full sync; a token
// or a sign-in of one holds on the other; a photo uploaded through one downloads byte for byte from the other and is
// in the other's report; one killed with kill -9 in the middle of a burst of saves loses none it acknowledged, and the
// other keeps serving (the saves it did not answer, retried there, are stored once). Their DATA_DIRs then hold
// caches only. PostgreSQL only: PGlite is one process's database (CI sets TEST_DATABASE_URL, and backends.test.ts
// fails there without it).

const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
if (url === '') {
  process.stderr.write(
    'note: TEST_DATABASE_URL is not set, so the test of two server processes sharing only PostgreSQL did not run ' +
      '(scripts/start-test-postgres.sh starts a PostgreSQL and prints the URL).\n',
  );
}
const base64url = (bytes: Buffer) => bytes.toString('base64url');
const PERSON = { name: 'Jordan Reyes', email: 'jordan@example.com' };

describe.skipIf(url === '')('two server processes on two DATA_DIRs sharing only PostgreSQL', () => {
  const schema = `multi_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let admin: Database;
  let db: Database;
  let dataDirs: [string, string];
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let facts: FleetFacts;

  beforeAll(async () => {
    admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
    dataDirs = await Promise.all([makeTempDir('inspect-machine-a-'), makeTempDir('inspect-machine-b-')]);
    const env = (dataDir: string) => ({
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      DIST_DIR: `${dataDir}/dist`,
      PUBLIC_URL: 'http://localhost',
      SEED_ON_START: 'demo',
      SYNC_OVERLAP_MS: '0',
    });
    [a, b] = await Promise.all([startServerProcess(env(dataDirs[0])), startServerProcess(env(dataDirs[1]))]);
    await Promise.all([a.ready, b.ready]);
    db = await openDatabase({ kind: 'postgres', url, schema, poolSize: 2 });
    facts = await fleetFacts(db.db);
    // Signed in through A, used on both: the signing key is in the database.
    token = await signInLocally(a, PERSON);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(admin.db);
    await admin?.close();
    await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${API_BASE}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const pull = async (server: ServerProcess, since?: string) => {
    const response = await api(server, `inspection/sync${since ? `?LastSyncDate=${since}` : ''}`);
    expect(response.status).toBe(200);
    return v.parse(SyncResponseSchema, await response.json());
  };
  const save = (server: ServerProcess, body: unknown) =>
    api(server, 'inspection', { method: 'POST', body: JSON.stringify(body) });
  const servedFromSnapshot = (server: ServerProcess) =>
    server.lines.filter((line) => line.msg === 'full sync served from a snapshot').length;

  it('both start on one database: seeded once, both ready, the photos and keys in the database', async () => {
    const seeded = [a, b].filter((server) =>
      server.lines.some((line) => line.msg === 'database ready' && line.seeded),
    );
    expect(seeded).toHaveLength(1);
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}${API_BASE}/probe/ready`)).status).toBe(200);
      expect(server.lines.find((line) => line.msg === 'database ready')?.photos).toBe('database');
    }
  });

  it('saves through one process and syncs through the other, delta and full, both ways', async () => {
    const { request, inspection, hours, externalId } = inspectionRequest(facts);
    expect((await save(a, request)).status).toBe(200);
    const full = await pull(b);
    expect(full.syncItems.inspections.map((i) => i.externalId)).toContain(externalId);

    const edit = {
      ...request,
      inspections: [
        {
          ...inspection,
          categoriesTypes: [
            { ...inspection.categoriesTypes[0], observations: [{ ...hours, value: '41300' }] },
          ],
        },
      ],
    };
    expect((await save(b, edit)).status).toBe(200);
    const delta = await pull(a, full.serverTimeUtc);
    expect(delta.syncItems.observations).toEqual([
      expect.objectContaining({ externalId: hours.externalId, value: '41300' }),
    ]);
    expect((await pull(a)).syncItems.observations).toContainEqual(
      expect.objectContaining({ externalId: hours.externalId, value: '41300' }),
    );
  });

  it('keeps both values when two devices change one reading from one version at once through the two processes', async () => {
    // Decision 0052: the tablet's save through A and the phone's through B, together.
    const { request, inspection, hours, externalId } = inspectionRequest(facts);
    const tablet = randomUUID();
    const phone = randomUUID();
    expect(
      (await save(a, { ...request, syncDetails: { lastSyncDate: null, deviceId: tablet, outboxSeqs: [1] } }))
        .status,
    ).toBe(200);
    const pulled = (await pull(b)).syncItems.observations.find((o) => o.externalId === hours.externalId);
    const version = pulled?.version ?? null;
    expect(version).not.toBeNull();
    const edit = (deviceId: string, deviceName: string, value: string) => ({
      syncDetails: { lastSyncDate: null, deviceId, deviceName, outboxSeqs: [2] },
      inspections: [
        {
          ...inspection,
          isNew: false,
          categoriesTypes: [
            { ...inspection.categoriesTypes[0], observations: [{ ...hours, value, baseVersion: version }] },
          ],
        },
      ],
    });
    const answers = await Promise.all([
      save(a, edit(tablet, 'tablet', '41500')),
      save(b, edit(phone, 'phone', '41600')),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const conflicts = await db.db
      .selectFrom('observationConflicts')
      .select(['heldValue', 'value'])
      .where('inspectionExternalId', '=', externalId)
      .execute();
    const held = await db.db
      .selectFrom('observations')
      .select('value')
      .where('externalId', '=', hours.externalId)
      .executeTakeFirstOrThrow();
    // Whichever came first is held; the other is kept beside it: nothing typed is lost.
    expect(conflicts).toHaveLength(1);
    expect([held.value, conflicts[0]?.value].sort()).toEqual(['41500', '41600']);
    expect(conflicts[0]?.heldValue).toBe(held.value);
  });

  it('holds one reading and one conflict when two devices’ first values of a field arrive at once through the two processes', async () => {
    // Decision 0066: both devices pulled the inspection without hours; each records them under its own externalId.
    const { request, inspection, hours, lockedOn, externalId, categoryType } = inspectionRequest(facts);
    const tablet = randomUUID();
    const phone = randomUUID();
    const made = {
      ...request,
      syncDetails: { lastSyncDate: null, deviceId: tablet, outboxSeqs: [1] },
      inspections: [{ ...inspection, categoriesTypes: [{ ...categoryType, observations: [lockedOn] }] }],
    };
    expect((await save(a, made)).status).toBe(200);
    const first = (deviceId: string, deviceName: string, value: string) => ({
      syncDetails: { lastSyncDate: null, deviceId, deviceName, outboxSeqs: [2] },
      inspections: [
        {
          ...inspection,
          isNew: false,
          categoriesTypes: [
            {
              ...categoryType,
              observations: [{ ...hours, externalId: randomUUID(), value, baseVersion: null }],
            },
          ],
        },
      ],
    });
    const answers = await Promise.all([
      save(a, first(tablet, 'tablet', '41500')),
      save(b, first(phone, 'phone', '41600')),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await db.db
      .selectFrom('observations')
      .select(['externalId', 'value'])
      .where('categoryTypeExternalId', '=', categoryType.externalId)
      .where('observableItemId', '=', hours.observableItemId)
      .execute();
    const conflicts = await db.db
      .selectFrom('observationConflicts')
      .select(['observationExternalId', 'heldValue', 'value'])
      .where('inspectionExternalId', '=', externalId)
      .execute();
    // One reading, whichever came first; the other kept beside it on that reading.
    expect(rows).toHaveLength(1);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.observationExternalId).toBe(rows[0]?.externalId);
    expect([rows[0]?.value, conflicts[0]?.value].sort()).toEqual(['41500', '41600']);
  });

  it('never serves a snapshot of its own full sync after the other process wrote', async () => {
    // A's second full sync of unchanged data comes from the snapshot in A's DATA_DIR.
    await pull(a);
    const served = servedFromSnapshot(a);
    await pull(a);
    expect(servedFromSnapshot(a)).toBe(served + 1);

    const { request, externalId } = inspectionRequest(facts);
    expect((await save(b, request)).status).toBe(200);
    const after = await pull(a);
    expect(after.syncItems.inspections.map((i) => i.externalId)).toContain(externalId);
    expect(servedFromSnapshot(a)).toBe(served + 1);
  });

  it('signs in through both: begun on one, finished on the other, refreshed on the first', async () => {
    const cookies = new Map<string, string>();
    const go = async (target: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size > 0)
        headers.set('cookie', [...cookies].map(([k, value]) => `${k}=${value}`).join('; '));
      const response = await fetch(target, { ...init, headers, redirect: 'manual' });
      for (const cookie of response.headers.getSetCookie()) {
        const pair = cookie.split(';')[0] ?? '';
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return response;
    };
    const next = (response: Response, server: ServerProcess) =>
      new URL(response.headers.get('location') ?? '', server.url);
    const verifier = base64url(randomBytes(32));
    const query = new URLSearchParams({
      client_id: 'inspect-app',
      redirect_uri: 'http://localhost/redirect.html',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      state: 's',
      nonce: 'n',
    });
    const start = await go(`${a.url}/oidc/auth?${query}`);
    expect(start.status).toBe(303);
    const interaction = next(start, b);
    const login = await go(`${interaction.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Mei Chen', email: 'mei.chen@example.com' }),
    });
    expect(login.status).toBe(303);
    const resume = await go(next(login, a).href);
    expect(resume.status).toBe(303);
    const code = next(resume, a).searchParams.get('code') ?? '';
    const tokenAt = (server: ServerProcess, body: Record<string, string>) =>
      fetch(`${server.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'inspect-app', ...body }),
      });
    const exchange = await tokenAt(b, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost/redirect.html',
      code_verifier: verifier,
    });
    expect(exchange.status).toBe(200);
    const tokens = (await exchange.json()) as { access_token: string; refresh_token: string };
    const refreshed = await tokenAt(a, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const { access_token: access } = (await refreshed.json()) as { access_token: string };
    const sync = await fetch(`${b.url}${API_BASE}/inspection/sync?LastSyncDate=${new Date().toISOString()}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(sync.status).toBe(200);
  });

  it('downloads a photo uploaded through one process byte for byte from the other, and puts it in its report', async () => {
    const { request, inspection, categoryType, externalId } = inspectionRequest(facts);
    const cover = {
      ...categoryType.observations[0],
      externalId: randomUUID(),
      observableItemId: itemId('MachinePhoto.CoverPhoto'),
      value: 'cover.jpg',
    };
    const withCover = {
      ...request,
      inspections: [
        {
          ...inspection,
          categoriesTypes: [{ ...categoryType, observations: [...categoryType.observations, cover] }],
        },
      ],
    };
    expect((await save(a, withCover)).status).toBe(200);
    // About 650 KB: three chunks in the database.
    const photo = await cameraJpeg(1600, 1200, 80);
    expect(photo.byteLength).toBeGreaterThan(2 * PHOTO_CHUNK_BYTES);
    const upload = await api(a, `inspection/upload/${cover.externalId}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: Buffer.from(photo),
    });
    expect(upload.status).toBe(201);
    expect(v.parse(UploadResultSchema, await upload.json()).byteSize).toBe(photo.byteLength);

    const download = await api(b, `inspection/download/${cover.externalId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(photo.byteLength));
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(photo);

    const report = await api(b, 'report/generate', {
      method: 'POST',
      body: JSON.stringify({ reportType: 'UndercarriageInspection', entityId: externalId }),
    });
    expect(report.status).toBe(200);
    const files = unzipSync(new Uint8Array(await report.arrayBuffer()));
    // Larger than the device's photos (512 KB), so the report holds the copy B made at a report's size (decision 0045).
    const media = Object.keys(files).filter((name) => /^word\/media\/.*\.jpe?g$/.test(name));
    expect(media).toHaveLength(1);
    const shown = await sharp(files[media[0] as string]).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['jpeg', 1600, 1200]);
    expect(strFromU8(files['word/document.xml'] as Uint8Array)).toContain('machine photo');
  }, 60_000);

  it('gives a new externalId created at once through both processes by two inspectors to one of them alone', async () => {
    // Before migration 0017 both got 200 and the inspection mixed their observations (6 of 10 tries), twice owned by the second.
    const other = await signInLocally(b, { name: 'Blake Other', email: 'blake@example.com' });
    const saveAs = (server: ServerProcess, bearer: string, body: unknown) =>
      api(server, 'inspection', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${bearer}` },
      });
    const observationsOf = async (externalId: string) =>
      (
        await sql<{ externalId: string }>`SELECT o.external_id::text AS "externalId" FROM observations o
          JOIN inspection_category_types ct ON ct.id = o.category_type_id
          WHERE ct.inspection_external_id = ${externalId}::uuid ORDER BY 1`.execute(db.db)
      ).rows.map((row) => row.externalId);
    for (let round = 0; round < 10; round++) {
      const first = inspectionRequest(facts);
      const twin = inspectionRequest(facts, { hours: '99999' });
      const second = { ...twin.request, inspections: [{ ...twin.inspection, externalId: first.externalId }] };
      const [byA, byB] = await Promise.all([saveAs(a, token, first.request), saveAs(b, other, second)]);
      expect([byA.status, byB.status].sort()).toEqual([200, 409]);
      const loser = byA.status === 409 ? byA : byB;
      expect(((await loser.json()) as { error: string }).error).toMatch(
        /^Someone else created this inspection first/,
      );
      const winner = byA.status === 200 ? first : twin;
      expect(await observationsOf(first.externalId)).toEqual(
        winner.observations.map((o) => o.externalId).sort(),
      );
    }
  });

  it('loses no acknowledged save when one is killed with kill -9 mid-burst; the other keeps serving', async () => {
    const requests = Array.from({ length: 48 }, (_, i) =>
      inspectionRequest(facts, { hours: String(50_000 + i) }),
    );
    const acknowledged: string[] = [];
    const unanswered: number[] = [];
    const answeredByB: number[] = [];
    let killed = false;
    let next = 0;
    // Eight at a time, alternately through A and B as a load balancer would; A dies with saves in flight once a
    // dozen are acknowledged, and B answers every save it is sent, before and after.
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const entry = requests[index] as (typeof requests)[number];
        const target = index % 2 === 0 ? a : b;
        try {
          const response = await save(target, entry.request);
          if (target === b) answeredByB.push(response.status);
          if (response.status === 200) acknowledged.push(entry.externalId);
          else unanswered.push(index);
        } catch {
          unanswered.push(index);
        }
        if (!killed && acknowledged.length >= 12) {
          killed = true;
          process.kill(a.pid, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await a.stop();
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.every((index) => index % 2 === 0)).toBe(true);
    expect(answeredByB).toEqual(Array.from({ length: requests.length / 2 }, () => 200));

    // Every acknowledged save is in the database, whole.
    const stored = await db.db
      .selectFrom('inspections')
      .select(sql<string>`external_id::text`.as('externalId'))
      .where(sql<string>`external_id::text`, 'in', acknowledged)
      .execute();
    expect(stored.map((row) => row.externalId).sort()).toEqual([...acknowledged].sort());

    // B answers on: the probe, the saves A never answered (a device retries them), and a sync with all of them.
    expect((await fetch(`${b.url}${API_BASE}/probe/ready`)).status).toBe(200);
    for (const index of unanswered) {
      expect((await save(b, (requests[index] as (typeof requests)[number]).request)).status).toBe(200);
    }
    const synced = (await pull(b)).syncItems;
    const everyId = requests.map((entry) => entry.externalId);
    expect(synced.inspections.map((i) => i.externalId)).toEqual(expect.arrayContaining(everyId));
    const hours = synced.observations.filter((o) =>
      requests.some((entry) => entry.hours.externalId === o.externalId),
    );
    expect(hours.map((o) => o.value).sort()).toEqual(requests.map((entry) => entry.hours.value).sort());
  }, 60_000);

  it('leaves in each DATA_DIR nothing but caches a process can lose', async () => {
    for (const dir of dataDirs) {
      for (const name of await readdir(dir)) expect(['sync-snapshots']).toContain(name);
    }
  });
});
