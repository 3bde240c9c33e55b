import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadResultSchema } from '../../api/photos.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest } from '../testing/fixtures.ts';
import { expect400, postJson, tokenSubject } from '../testing/helpers.ts';
import { testJpeg, testPng, testWebp } from '../testing/test-images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Photos of observations: upload in any of the three forms, by id or externalId, type from the bytes, one file per
// observation under a generated name, replays write nothing, oversized uploads are refused with 413.

const jpeg = (fill: number, size = 600) => testJpeg(fill, size);
const png = testPng(7);
const webp = testWebp(3);

function multipart(bytes: Uint8Array, field = 'files'): FormData {
  const form = new FormData();
  form.append(field, new Blob([Buffer.from(bytes)]), 'IMG_0042.jpg');
  return form;
}

describe.each(BACKENDS)('photos on $name', (backend) => {
  let server: TestServer;
  let small: TestServer;
  let observation: { id: number; externalId: string };
  beforeAll(async () => {
    [server, small] = await Promise.all([
      startTestServer(backend),
      startTestServer(backend, { env: { PHOTO_MAX_BYTES: '1024', BODY_MAX_BYTES: '1024' } }),
    ]);
    // An inspection of the default token's inspector (only they may upload its photos).
    const { request, hours } = inspectionRequest(await fleetFacts(server.db));
    expect((await postJson(server, 'inspection', request)).status).toBe(200);
    observation = await server.db
      .selectFrom('observations')
      .select(['id', 'externalId'])
      .where('externalId', '=', hours.externalId)
      .executeTakeFirstOrThrow();
    // The small server's body limit leaves no room for a save: its first observation's inspection is handed over.
    await sql`UPDATE inspections SET owner_sub = ${tokenSubject(await small.token())}, completed = false
      WHERE id = (SELECT ct.inspection_id FROM observations o
        JOIN inspection_category_types ct ON ct.id = o.category_type_id ORDER BY o.id LIMIT 1)`.execute(
      small.db,
    );
  });
  afterAll(() => Promise.all([server?.close(), small?.close()]));

  const upload = (ref: number | string, body: BodyInit, type?: string, target = server) =>
    target.fetch(`inspection/upload/${ref}`, {
      method: 'POST',
      body,
      ...(type ? { headers: { 'content-type': type } } : {}),
    });
  // The names of the stored photos: files under DATA_DIR on PGlite, blobs in the database on PostgreSQL.
  const stored = async () =>
    backend.name === 'postgres'
      ? (await sql<{ name: string }>`SELECT file_name AS name FROM photo_blobs`.execute(server.db)).rows
          .map((row) => row.name)
          .sort()
      : (await readdir(path.join(server.config.dataDir, 'photos'))).sort();

  it('stores an upload under a generated name, and a replay of the same bytes writes nothing', async () => {
    const first = await upload(observation.id, multipart(jpeg(1)));
    expect(first.status).toBe(201);
    const result = v.parse(UploadResultSchema, await first.json());
    expect(result).toMatchObject({
      observationId: observation.id,
      observationExternalId: observation.externalId,
      contentType: 'image/jpeg',
      byteSize: 637,
      changed: true,
    });
    expect(result.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(await stored()).toEqual([result.fileName]);

    const replay = await upload(observation.externalId, multipart(jpeg(1)));
    expect(replay.status).toBe(200);
    expect(v.parse(UploadResultSchema, await replay.json())).toEqual({ ...result, changed: false });
    expect(await stored()).toEqual([result.fileName]);
  });

  it('replaces the photo with new bytes, takes the type from the bytes, and streams it back', async () => {
    const response = await upload(observation.externalId, png, 'image/jpeg');
    expect(response.status).toBe(201);
    const result = v.parse(UploadResultSchema, await response.json());
    expect(result.contentType).toBe('image/png');
    expect(await stored()).toEqual([result.fileName]);

    const download = await server.fetch(`inspection/download/${observation.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-length')).toBe(String(png.byteLength));
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);
    const etag = download.headers.get('etag') ?? '';
    const again = await server.fetch(`inspection/download/${observation.externalId}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('accepts the raw bytes and the JSON inspectionUploadDto with base64 data', async () => {
    const raw = await upload(observation.id, webp, 'application/octet-stream');
    expect(v.parse(UploadResultSchema, await raw.json()).contentType).toBe('image/webp');
    const dto = {
      observationId: observation.id,
      files: [{ fileName: 'a.jpg', data: Buffer.from(jpeg(9)).toString('base64') }],
    };
    const json = await postJson(server, `inspection/upload/${observation.id}`, dto);
    expect(json.status).toBe(201);
    expect(v.parse(UploadResultSchema, await json.json()).contentType).toBe('image/jpeg');
    const mismatch = await postJson(server, `inspection/upload/${observation.id}`, {
      ...dto,
      observationId: randomUUID(),
    });
    expect((await expect400(mismatch)).issues?.[0]?.path).toBe('body.observationId');
  });

  it('refuses what is not a photo, a form without exactly one file, and bad ids', async () => {
    const text = new TextEncoder().encode('<?php echo "hello"; ?>');
    expect((await expect400(await upload(observation.id, text, 'image/jpeg'))).error).toBe(
      'The file is not a JPEG, PNG or WebP image',
    );
    expect((await expect400(await upload(observation.id, new FormData()))).error).toBe(
      'Expected exactly one file in the form field "files"',
    );
    expect((await expect400(await upload(observation.id, 'x', 'text/plain'))).error).toContain(
      'Expected the photo as multipart/form-data',
    );
    for (const bad of ['abc', '0', '-1', '1.5', '..%2F..%2Fpackage.json', '%2Fetc%2Fpasswd']) {
      const error = await expect400(await server.fetch(`inspection/download/${bad}`));
      expect(error.issues?.[0], bad).toEqual({
        path: 'path',
        message: 'Expected an observation id (a positive whole number) or externalId (a UUID)',
      });
    }
  });

  it('answers 404 for an unknown observation or one without a photo', async () => {
    for (const ref of [999_999, randomUUID()]) {
      const up = await upload(ref, jpeg(2), 'image/jpeg');
      expect(up.status).toBe(404);
      expect(await up.json()).toEqual({ error: 'Observation not found' });
      expect((await server.fetch(`inspection/download/${ref}`)).status).toBe(404);
    }
    const other = await server.db
      .selectFrom('observations')
      .select('id')
      .where('id', '!=', observation.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const none = await server.fetch(`inspection/download/${other.id}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'No photo has been uploaded for this observation' });
  });

  it('refuses an upload over the size limit with 413, in every form', async () => {
    const ref = (await small.db.selectFrom('observations').select('id').executeTakeFirstOrThrow()).id;
    const big = jpeg(5, 2000);
    for (const response of [
      await upload(ref, big, 'image/jpeg', small),
      await upload(ref, multipart(big), undefined, small),
      await postJson(small, `inspection/upload/${ref}`, {
        files: [{ data: Buffer.from(jpeg(5, 1100)).toString('base64') }],
      }),
    ]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'The photo is larger than the limit of 1024 bytes' });
    }
    const save = await postJson(small, 'inspection', {
      syncDetails: { lastSyncDate: null },
      inspections: [],
      padding: 'x'.repeat(2000),
    });
    expect(save.status).toBe(413);
    expect((await upload(ref, jpeg(5, 500), 'image/jpeg', small)).status).toBe(201);
  });

  it('removes the file when its observation is deleted', async () => {
    const facts = await fleetFacts(server.db);
    const { request, inspection, categoryType, lockedOn } = inspectionRequest(facts);
    expect((await postJson(server, 'inspection', request)).status).toBe(200);
    const result = v.parse(
      UploadResultSchema,
      await (await upload(lockedOn.externalId, jpeg(4), 'image/jpeg')).json(),
    );
    expect(await stored()).toContain(result.fileName);
    const deletion = {
      ...request,
      inspections: [
        {
          ...inspection,
          categoriesTypes: [{ ...categoryType, observations: [{ ...lockedOn, deleted: true }] }],
        },
      ],
    };
    expect((await postJson(server, 'inspection', deletion)).status).toBe(200);
    expect(await stored()).not.toContain(result.fileName);
    expect((await server.fetch(`inspection/download/${lockedOn.externalId}`)).status).toBe(404);
  });
});
