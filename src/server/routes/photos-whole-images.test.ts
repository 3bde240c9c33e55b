import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE } from '../photos/image-check.ts';
import { PHOTOS_PER_INSPECTION } from '../photos/inspection-budget.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionWithPhotos } from '../testing/fixtures.ts';
import { postJson } from '../testing/helpers.ts';
import { testJpeg } from '../testing/test-images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A photo is stored only when it is a whole image of a size a report can hold, and an inspection
// keeps at most PHOTOS_PER_INSPECTION photos. Each refusal says in words what to do.

describe.each(BACKENDS)('whole images and the photo budget on $name', (backend) => {
  let server: TestServer;
  let observations: string[];
  beforeAll(async () => {
    server = await startTestServer(backend);
    const withPhotos = inspectionWithPhotos(await fleetFacts(server.db), PHOTOS_PER_INSPECTION + 1);
    expect((await postJson(server, 'inspection', withPhotos.request)).status).toBe(200);
    observations = withPhotos.photos;
  }, 120_000);
  afterAll(() => server?.close());

  const upload = (ref: string, bytes: Uint8Array<ArrayBuffer>) =>
    server.fetch(`inspection/upload/${ref}`, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });

  it('refuses 10 MiB whose first bytes are a JPEG and whose rest is not, and stores nothing', async () => {
    const fake = new Uint8Array(10 * 1024 * 1024).fill(0x41);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await upload(observations[0] as string, fake);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error:
        'The file is not a whole JPEG image (it is cut short or damaged): take or choose the photo again',
    });
    const stored = await server.db.selectFrom('photos').select('observationId').execute();
    expect(stored).toEqual([]);
  }, 60_000);

  it('refuses a photo of more pixels than a report keeps with 413', async () => {
    const huge = testJpeg(1, 600, { width: PHOTO_MAX_SIDE + 1, height: 3000 });
    const answer = await upload(observations[0] as string, huge);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error:
        'The photo is 4097 × 3000 pixels: at most 4096 pixels on each side are kept (the app sends 1600)',
    });
  }, 60_000);

  it(`keeps ${PHOTOS_PER_INSPECTION} photos of an inspection and refuses the next with 409; replacing one still works`, async () => {
    // The first PHOTOS_PER_INSPECTION - 1 photos as stored rows (uploading them one by one proves nothing more).
    const ids = await server.db
      .selectFrom('observations')
      .select(['id', sql<string>`external_id::text`.as('externalId')])
      .where('externalId', 'in', observations.slice(0, PHOTOS_PER_INSPECTION - 1))
      .execute();
    await server.db
      .insertInto('photos')
      .values(
        ids.map((o) => ({
          observationId: o.id,
          fileName: `${o.externalId}.jpg`,
          contentType: 'image/jpeg',
          byteSize: 1000,
          sha256: o.externalId,
          uploadedBy: 'seed',
        })),
      )
      .execute();
    const last = observations[PHOTOS_PER_INSPECTION - 1] as string;
    expect((await upload(last, testJpeg(5))).status).toBe(201);
    const over = await upload(observations[PHOTOS_PER_INSPECTION] as string, testJpeg(6));
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      error: `This inspection already has ${PHOTOS_PER_INSPECTION} photos, the most one inspection keeps: remove a photo before adding another`,
    });
    // A new photo for a field that has one replaces it: the count does not grow.
    expect((await upload(last, testJpeg(7))).status).toBe(201);
  }, 120_000);
});
