import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveInspectionsResult } from '../../api/save-inspections.ts';
import { DataLevel, MACHINE_PHOTO } from '../../rules/index.ts';
import { PHOTO_NOT_NAMED } from '../../api/photos.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, itemId, type FleetFacts } from '../testing/fixtures.ts';
import { postJson } from '../testing/helpers.ts';
import { testJpeg } from '../testing/test-images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A single photo replaced on two devices of one inspector (decisions 0052, 0064-both-devices-photos-kept): each
// device's upload names its file; the other device's photo never replaces the one the reading holds, it is kept
// beside it and downloadable by its name on either device; the inspector's choice makes the chosen one the
// reading's photo, and the other stays reachable.

describe.each(BACKENDS)('both devices’ photos kept, on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  const tablet = { deviceId: randomUUID(), deviceName: 'tablet' };
  const phone = { deviceId: randomUUID(), deviceName: 'phone' };
  let seq = 0;
  const tabletJpeg = testJpeg(40, 700);
  const phoneJpeg = testJpeg(200, 700);

  /** An inspection with a cover photo observation, as the tablet made it and both devices pulled it. */
  async function coverPulledByBoth() {
    const made = inspectionRequest(facts);
    const cover = {
      externalId: randomUUID(),
      observableItemId: itemId(MACHINE_PHOTO.coverPhoto),
      value: 'first.jpg',
      entityId: facts.asset.id,
      entityExternalId: facts.asset.externalId,
      dataLevelId: DataLevel.asset,
    };
    const request = {
      ...made.request,
      syncDetails: { lastSyncDate: null, ...tablet, outboxSeqs: [++seq] },
      inspections: [
        { ...made.inspection, categoriesTypes: [{ ...made.categoryType, observations: [cover] }] },
      ],
    };
    expect((await postJson(server, 'inspection', request)).status).toBe(200);
    return { made, cover, version: await versionOf(cover.externalId) };
  }

  const versionOf = async (externalId: string) =>
    Number(
      (
        await server.db
          .selectFrom('observations')
          .select('version')
          .where('externalId', '=', externalId)
          .executeTakeFirstOrThrow()
      ).version,
    );

  type Cover = Awaited<ReturnType<typeof coverPulledByBoth>>;
  const saveCover = (
    device: { deviceId: string; deviceName: string },
    { made, cover }: Cover,
    value: string,
    more: { baseVersion: number; settles?: number[] },
  ) =>
    postJson(server, 'inspection', {
      syncDetails: { lastSyncDate: null, ...device, outboxSeqs: [++seq] },
      equipmentItems: [],
      inspections: [
        {
          ...made.inspection,
          isNew: false,
          categoriesTypes: [{ ...made.categoryType, observations: [{ ...cover, value, ...more }] }],
        },
      ],
    });

  const upload = (observation: string, file: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append('files', new Blob([Buffer.from(bytes)]), file);
    return server.fetch(`inspection/upload/${observation}?file=${encodeURIComponent(file)}`, {
      method: 'POST',
      body: form,
    });
  };
  const download = async (observation: string, file?: string) => {
    const query = file === undefined ? '' : `?file=${encodeURIComponent(file)}`;
    const response = await server.fetch(`inspection/download/${observation}${query}`);
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('keeps the other device’s photo beside the held one, both downloadable, and the choice makes it the reading’s', async () => {
    const pulled = await coverPulledByBoth();
    const { cover, version } = pulled;
    // The tablet replaces the photo first: its save is applied, its upload is the reading's photo.
    expect((await saveCover(tablet, pulled, 'tablet.jpg', { baseVersion: version })).status).toBe(200);
    expect((await upload(cover.externalId, 'tablet.jpg', tabletJpeg)).status).toBe(201);
    // The phone replaced it too, offline, from the same version: its value is kept as a conflict…
    const fromPhone = await saveCover(phone, pulled, 'phone.jpg', { baseVersion: version });
    const answer = (await fromPhone.json()) as SaveInspectionsResult;
    expect(answer.conflicts).toHaveLength(1);
    expect(answer.conflicts[0]).toMatchObject({ heldValue: 'tablet.jpg', value: 'phone.jpg' });
    // …and its upload is kept beside the tablet's photo, not over it.
    expect((await upload(cover.externalId, 'phone.jpg', phoneJpeg)).status).toBe(201);
    expect(await download(cover.externalId)).toEqual({ status: 200, bytes: tabletJpeg });
    expect(await download(cover.externalId, 'tablet.jpg')).toEqual({ status: 200, bytes: tabletJpeg });
    expect(await download(cover.externalId, 'phone.jpg')).toEqual({ status: 200, bytes: phoneJpeg });
    // A replay of the phone's upload writes nothing; a file nothing names is refused.
    expect((await upload(cover.externalId, 'phone.jpg', phoneJpeg)).status).toBe(200);
    const stray = await upload(cover.externalId, 'stray.jpg', phoneJpeg);
    expect(stray.status).toBe(409);
    expect(((await stray.json()) as { error: string }).error).toBe(PHOTO_NOT_NAMED);
    expect(await download(cover.externalId, 'stray.jpg')).toMatchObject({ status: 404 });

    // On the tablet, the inspector keeps the phone's photo: it becomes the reading's, the tablet's stays reachable.
    const conflictId = answer.conflicts[0]?.id ?? 0;
    const settled = await saveCover(tablet, pulled, 'phone.jpg', {
      baseVersion: await versionOf(cover.externalId),
      settles: [conflictId],
    });
    expect(settled.status).toBe(200);
    expect(await download(cover.externalId)).toEqual({ status: 200, bytes: phoneJpeg });
    expect(await download(cover.externalId, 'phone.jpg')).toEqual({ status: 200, bytes: phoneJpeg });
    expect(await download(cover.externalId, 'tablet.jpg')).toEqual({ status: 200, bytes: tabletJpeg });
  });

  it('keeps the held photo when the other device’s upload arrives after its choice (the reading then names it)', async () => {
    const pulled = await coverPulledByBoth();
    const { cover, version } = pulled;
    await saveCover(tablet, pulled, 'tablet.jpg', { baseVersion: version });
    expect((await upload(cover.externalId, 'tablet.jpg', tabletJpeg)).status).toBe(201);
    const answer = (await (
      await saveCover(phone, pulled, 'phone.jpg', { baseVersion: version })
    ).json()) as SaveInspectionsResult;
    // The phone keeps its own photo before its upload went: the reading names phone.jpg, the tablet's is kept.
    await saveCover(phone, pulled, 'phone.jpg', {
      baseVersion: await versionOf(cover.externalId),
      settles: [answer.conflicts[0]?.id ?? 0],
    });
    expect((await upload(cover.externalId, 'phone.jpg', phoneJpeg)).status).toBe(201);
    expect(await download(cover.externalId)).toEqual({ status: 200, bytes: phoneJpeg });
    expect(await download(cover.externalId, 'tablet.jpg')).toEqual({ status: 200, bytes: tabletJpeg });
  });

  it('takes the photo a completed record names when the server holds an earlier one of the field, and nothing else', async () => {
    // One device: the cover was sent (first.jpg), then marked up or retaken (marked.jpg) and the inspection completed
    // before the new file was uploaded: the upload queue runs after the completing save.
    const pulled = await coverPulledByBoth();
    const { made, cover } = pulled;
    expect((await upload(cover.externalId, 'first.jpg', tabletJpeg)).status).toBe(201);
    const completing = await postJson(server, 'inspection', {
      syncDetails: { lastSyncDate: null, ...tablet, outboxSeqs: [++seq] },
      equipmentItems: [],
      inspections: [
        {
          ...made.inspection,
          isNew: false,
          completed: true,
          categoriesTypes: [
            {
              ...made.categoryType,
              observations: [{ ...cover, value: 'marked.jpg', baseVersion: pulled.version }],
            },
          ],
        },
      ],
    });
    expect(completing.status).toBe(200);
    expect((await upload(cover.externalId, 'marked.jpg', phoneJpeg)).status).toBe(201);
    expect(await download(cover.externalId)).toEqual({ status: 200, bytes: phoneJpeg });
    // The completed record's photo is never replaced after that: not under its own name, not by the earlier file.
    const again = await upload(cover.externalId, 'marked.jpg', testJpeg(90, 700));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(
      /is completed: its photos cannot be replaced/,
    );
    const earlier = await upload(cover.externalId, 'first.jpg', tabletJpeg);
    expect(earlier.status).toBe(409);
    expect(((await earlier.json()) as { error: string }).error).toBe(PHOTO_NOT_NAMED);
    expect(await download(cover.externalId)).toEqual({ status: 200, bytes: phoneJpeg });
  });
});
