import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { openEx204 } from '../domain/fleet.fixture.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import { catalogueId, PHOTO_FACTS } from '../../rules/index.ts';
import { factsOfPhoto, factsOfPhotoQuery } from '../photos/photo-facts-rows.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { photoFactsOf, recordPhotoFacts } from './photo-facts.ts';
import { deletePhoto, recordPhoto } from './record-photo.ts';

// A photo's caption, time and place (decision 0063), as the screens and the report read them back.

const inspection = testUuid('e', 7);
const compressWith =
  (taken?: string): CompressPhoto =>
  async (blob) => ({
    photo: new Blob([await blob.slice(0, 4).arrayBuffer()], { type: 'image/jpeg' }),
    thumbnail: new Blob([await blob.slice(0, 2).arrayBuffer()], { type: 'image/jpeg' }),
    ...(taken ? { taken } : {}),
  });
const PILBARA = { latitude: -23.3612, longitude: 119.7318, accuracy: 8 };

async function setup(taken?: string) {
  const open = await openFleetDb([openEx204(inspection)]);
  const deps = { db: open.kysely, files: createMemoryPhotoFiles(), compress: compressWith(taken) };
  const sideFrame = (place?: typeof PILBARA) =>
    recordPhoto(deps, {
      inspectionExternalId: inspection,
      target: { kind: 'side', side: 'Left' },
      identifier: 'Undercarriage.Left.SideFrame.Photos',
      image: new Blob(['camera-bytes'], { type: 'image/jpeg' }),
      ...(place ? { place } : {}),
    });
  const cover = () =>
    recordPhoto(deps, {
      inspectionExternalId: inspection,
      target: { kind: 'inspection' },
      identifier: 'MachinePhoto.CoverPhoto',
      image: new Blob(['camera-bytes'], { type: 'image/jpeg' }),
    });
  const shown = async () => photoFactsOf(open.kysely, inspection);
  const factsRows = () =>
    open.kysely
      .selectFrom('observations')
      .select(['externalId', 'entityExternalId', 'isSynced'])
      .where('observableItem', '=', 'Photo.Facts')
      .execute();
  return { ...open, deps, sideFrame, cover, shown, factsRows };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a photo's time and place", () => {
  it("keeps the camera's time and the fix given with the photo, on the photo's own entity", async () => {
    const { sideFrame, shown, factsRows, kysely } = await setup('2026-12-03T08:34:12+08:00');
    const photo = await sideFrame(PILBARA);
    expect(await shown()).toEqual({
      [photo.observationExternalId]: {
        caption: '',
        line: 'Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m',
      },
    });
    const [facts] = await factsRows();
    const photoRow = await kysely
      .selectFrom('observations')
      .select('entityExternalId')
      .where('externalId', '=', photo.observationExternalId)
      .executeTakeFirstOrThrow();
    expect(facts?.entityExternalId).toBe(photoRow.entityExternalId);
    // Written with its outbox entry, to be sent with the photo's.
    expect(facts?.isSynced).toBe(0);
    const outbox = await kysely
      .selectFrom('outbox')
      .select('entityExternalId')
      .where('entityExternalId', '=', facts?.externalId ?? '')
      .execute();
    expect(outbox).toHaveLength(1);
  });

  it('takes the time the photo came when the camera wrote none, and no place without a fix', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 3, 8, 34, 50));
    const { sideFrame, shown } = await setup();
    const photo = await sideFrame();
    expect((await shown())[photo.observationExternalId]).toEqual({
      caption: '',
      line: 'Taken 03 Dec 2026 08:34',
    });
  });

  it('adds a fix that came after the photo, but never moves a photo that has a place', async () => {
    const { sideFrame, shown, kysely } = await setup('2026-12-03T08:34:12');
    const late = await sideFrame();
    const london = { latitude: 51.5074, longitude: -0.1278, accuracy: 12.4 };
    await recordPhotoFacts(kysely, {
      inspectionExternalId: inspection,
      observationExternalId: late.observationExternalId,
      place: london,
    });
    expect((await shown())[late.observationExternalId]?.line).toBe(
      'Taken 03 Dec 2026 08:34 · 51.51° N, 0.13° W ±12 m',
    );
    const placed = await sideFrame(PILBARA);
    await recordPhotoFacts(kysely, {
      inspectionExternalId: inspection,
      observationExternalId: placed.observationExternalId,
      place: london,
    });
    expect((await shown())[placed.observationExternalId]?.line).toBe(
      'Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m',
    );
  });

  it('goes with its photo', async () => {
    const { sideFrame, deps, factsRows } = await setup('2026-12-03T08:34:12');
    const photo = await sideFrame(PILBARA);
    await deletePhoto(deps, inspection, photo.observationExternalId);
    expect(await factsRows()).toEqual([]);
  });
});

describe("a photo's caption", () => {
  it('is kept as typed (trimmed), keeps the time and place, and an empty one removes it', async () => {
    const { sideFrame, shown, kysely, factsRows } = await setup('2026-12-03T08:34:12+08:00');
    const photo = await sideFrame(PILBARA);
    const caption = (text: string) =>
      recordPhotoFacts(kysely, {
        inspectionExternalId: inspection,
        observationExternalId: photo.observationExternalId,
        caption: text,
      });
    await caption('  Crack at the weld, left rear  ');
    expect((await shown())[photo.observationExternalId]).toEqual({
      caption: 'Crack at the weld, left rear',
      line: 'Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m',
    });
    await caption('');
    expect((await shown())[photo.observationExternalId]?.caption).toBe('');
    // Still the one facts row: a caption changes it, never adds another.
    expect(await factsRows()).toHaveLength(1);
  });

  it('longer than a caption holds is refused in words, and the one before is kept', async () => {
    const { sideFrame, shown, kysely } = await setup('2026-12-03T08:34:12');
    const photo = await sideFrame();
    const at = { inspectionExternalId: inspection, observationExternalId: photo.observationExternalId };
    await recordPhotoFacts(kysely, { ...at, caption: 'Missing tooth' });
    await expect(recordPhotoFacts(kysely, { ...at, caption: 'x'.repeat(121) })).rejects.toThrow(
      'A caption holds at most 120 characters; this one has 121',
    );
    expect((await shown())[photo.observationExternalId]?.caption).toBe('Missing tooth');
  });

  it('is refused for what is not a photo of the inspection', async () => {
    const { kysely } = await setup();
    await expect(
      recordPhotoFacts(kysely, {
        inspectionExternalId: inspection,
        observationExternalId: 'nope',
        caption: 'x',
      }),
    ).rejects.toThrow('Photo not found');
  });

  it('of a cover photo does not stay on the photo that replaces it', async () => {
    const { cover, shown, kysely } = await setup('2026-12-03T08:34:12');
    const first = await cover();
    await recordPhotoFacts(kysely, {
      inspectionExternalId: inspection,
      observationExternalId: first.observationExternalId,
      caption: 'Old machine photo',
    });
    const second = await cover();
    expect(second.observationExternalId).toBe(first.observationExternalId);
    expect((await shown())[second.observationExternalId]).toEqual({
      caption: '',
      line: 'Taken 03 Dec 2026 08:34',
    });
  });
});

describe("a photo's facts, read for a write of that photo", () => {
  it("are that photo's alone, found through their index, and a caption on one photo leaves the others' as they were", async () => {
    const { sideFrame, kysely, serial } = await setup('2026-12-03T08:34:12+08:00');
    const london = { latitude: 51.5074, longitude: -0.1278, accuracy: 12.4 };
    const first = await sideFrame(PILBARA);
    const second = await sideFrame(london);
    await recordPhotoFacts(kysely, {
      inspectionExternalId: inspection,
      observationExternalId: second.observationExternalId,
      caption: 'Crack at the weld',
    });
    const { categoryTypeExternalId } = await kysely
      .selectFrom('observations')
      .select('categoryTypeExternalId')
      .where('externalId', '=', first.observationExternalId)
      .executeTakeFirstOrThrow();
    expect((await factsOfPhoto(kysely, categoryTypeExternalId, first.observationExternalId))?.facts).toEqual({
      photo: first.observationExternalId,
      taken: '2026-12-03T08:34:12+08:00',
      place: PILBARA,
    });
    expect((await factsOfPhoto(kysely, categoryTypeExternalId, second.observationExternalId))?.facts).toEqual(
      {
        photo: second.observationExternalId,
        caption: 'Crack at the weld',
        taken: '2026-12-03T08:34:12+08:00',
        place: london,
      },
    );
    expect(await factsOfPhoto(kysely, categoryTypeExternalId, 'no-such-photo')).toBeUndefined();

    // Read by the photo, not by the inspection: the search goes down the index to the one photo's rows.
    const query = factsOfPhotoQuery(kysely, categoryTypeExternalId, first.observationExternalId).compile();
    const plan = serial.db
      .selectObjects(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters] as never)
      .map((row) => String(row.detail))
      .join(' | ');
    expect(plan).toMatch(/USING INDEX observations_photoFacts \(categoryTypeExternalId=\? AND <expr>=\?\)/);
  });

  it('are indexed for the facts item only, and a facts value that is not JSON is kept, not refused', async () => {
    const { serial, kysely, sideFrame } = await setup();
    const index = serial.db.selectValue(
      `SELECT sql FROM sqlite_schema WHERE name = 'observations_photoFacts'`,
    );
    expect(String(index)).toContain(`WHERE observableItemId = ${catalogueId(PHOTO_FACTS)}`);
    const photo = await sideFrame();
    // What a faulty client could have sent: the write goes through, and the photo simply has no facts.
    serial.db.exec(`UPDATE observations SET value = 'not json' WHERE observableItem = 'Photo.Facts'`);
    const { categoryTypeExternalId } = await kysely
      .selectFrom('observations')
      .select('categoryTypeExternalId')
      .where('externalId', '=', photo.observationExternalId)
      .executeTakeFirstOrThrow();
    expect(await factsOfPhoto(kysely, categoryTypeExternalId, photo.observationExternalId)).toBeUndefined();
  });
});
