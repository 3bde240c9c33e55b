import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { openEx204 } from '../domain/fleet.fixture.ts';
import { EngineError } from '../engine-error.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { unsentWork } from '../sync/unsent-work.ts';
import { contentsStatuses } from './basics-models.ts';
import { finishReceivedPhotos, photosFromEarlierPages } from './finish-received-photos.ts';
import { deletePhoto, recordPhoto } from './record-photo.ts';

const shrink: CompressPhoto = async (blob) => ({
  photo: new Blob([await blob.slice(0, 4).arrayBuffer()], { type: 'image/jpeg' }),
  thumbnail: new Blob([await blob.slice(0, 2).arrayBuffer()], { type: 'image/jpeg' }),
});
/** A compression the worker never finishes: the page reloaded or closed in the middle of it. */
const endsFirst: CompressPhoto = () => new Promise(() => undefined);
const inspection = testUuid('e', 1);

async function setup() {
  const open = await openFleetDb([openEx204(inspection)]);
  const files = createMemoryPhotoFiles();
  const deps = { db: open.kysely, files, compress: shrink };
  const add = (bytes = 'camera-bytes') =>
    recordPhoto(deps, {
      inspectionExternalId: inspection,
      target: { kind: 'inspection' },
      identifier: 'MachinePhoto.CoverPhoto',
      image: new Blob([bytes], { type: 'image/jpeg' }),
    });
  const observations = () =>
    open.kysely
      .selectFrom('observations')
      .select(['observableItem', 'value'])
      // A photo's caption, time and place have their own tests (photo-facts.test.ts).
      .where('observableItem', '!=', 'Photo.Facts')
      .orderBy('observableItem')
      .execute();
  // Each start of the worker has its own handle on the device's files.
  const worker = (compress: CompressPhoto) => ({ db: open.kysely, files: { ...files }, compress });
  const photo = (bytes: string) => ({
    inspectionExternalId: inspection,
    target: { kind: 'side' as const, side: 'Left' },
    identifier: 'Undercarriage.Left.SideFrame.Photos',
    image: new Blob([bytes], { type: 'image/jpeg' }),
  });
  const received = () => open.kysely.selectFrom('photosReceived').selectAll().execute();
  const untilReceived = async (count: number) => {
    while ((await received()).length < count) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** A side frame photo's row as an earlier page kept it, its file wherever the test puts it (or nowhere). */
  const receivedRow = (id: string) =>
    open.kysely
      .insertInto('photosReceived')
      .values({
        id,
        request: JSON.stringify({
          inspectionExternalId: inspection,
          target: { kind: 'side', side: 'Left' },
          identifier: 'Undercarriage.Left.SideFrame.Photos',
        }),
        receivedAt: '2026-11-27T01:00:00.000Z',
      })
      .execute();
  const stored = () =>
    open.kysely
      .selectFrom('observations')
      .select(['observableItem', 'value'])
      .where('observableItem', '=', 'Undercarriage.Left.SideFrame.Photos')
      .execute();
  return {
    ...open,
    deps,
    files,
    add,
    observations,
    worker,
    photo,
    received,
    untilReceived,
    stored,
    receivedRow,
  };
}

describe('photo fields', () => {
  it('the cover photo replaces the previous one, records the photo taken and completes Machine Photo', async () => {
    const { add, files, observations, deps } = await setup();
    const first = await add('one');
    const second = await add('two');
    expect(second.observationExternalId).toBe(first.observationExternalId);
    expect([...files.files.keys()]).toEqual([second.fileName]);
    expect(await observations()).toEqual([
      { observableItem: 'MachinePhoto.CoverPhoto', value: second.fileName },
      { observableItem: 'MachinePhoto.HasPhoto', value: 'true' },
    ]);
    expect((await contentsStatuses(deps.db, inspection)).machinePhoto).toBe('completed');
  });

  it('deleting removes the observation, its upload and its file', async () => {
    const { add, files, observations, deps, kysely } = await setup();
    const added = await add();
    await deletePhoto(deps, inspection, added.observationExternalId);
    expect(await observations()).toEqual([]);
    expect(files.files.size).toBe(0);
    expect(await kysely.selectFrom('photoQueue').selectAll().execute()).toEqual([]);
    await expect(deletePhoto(deps, inspection, added.observationExternalId)).rejects.toThrow(
      'Observation not found',
    );
  });

  it('refuses what is not an image, and changes nothing', async () => {
    const { deps, observations } = await setup();
    await expect(
      recordPhoto(deps, {
        inspectionExternalId: inspection,
        target: { kind: 'inspection' },
        identifier: 'MachinePhoto.CoverPhoto',
        image: new Blob(['x'], { type: 'text/plain' }),
      }),
    ).rejects.toThrow('The file is not an image');
    expect(await observations()).toEqual([]);
  });
});

describe('photos received and not yet stored (decision 0036)', () => {
  it('are kept from the moment they are received, and the next worker stores each once, in order', async () => {
    const { worker, photo, received, untilReceived, stored, files, kysely } = await setup();
    const first = worker(endsFirst);
    void recordPhoto(first, photo('first-picture'));
    void recordPhoto(first, photo('second-picture'));
    await untilReceived(2);
    // What a logout would lose is counted while the worker is at it.
    expect((await unsentWork(kysely)).photos).toBe(2);
    expect(files.received.size).toBe(2);

    const next = worker(shrink);
    // The screens say how many an earlier page left: none for the page that took them, two for the next one.
    expect(await photosFromEarlierPages(kysely, first.files)).toBe(0);
    expect(await photosFromEarlierPages(kysely, next.files)).toBe(2);
    expect(await finishReceivedPhotos(next)).toEqual({ stored: 2, left: 0, refused: [] });
    expect(await photosFromEarlierPages(kysely, next.files)).toBe(0);
    const photos = await stored();
    expect(photos).toHaveLength(2);
    // Stored as compressed (the first four bytes), each with its upload queued, and nothing left received.
    expect(await Promise.all(photos.map(async (p) => files.files.get(p.value ?? '')?.text()))).toEqual([
      'firs',
      'seco',
    ]);
    expect(await kysely.selectFrom('photoQueue').select('fileName').execute()).toHaveLength(2);
    expect(await received()).toEqual([]);
    expect(files.received.size).toBe(0);
    expect(await finishReceivedPhotos(worker(shrink))).toEqual({ stored: 0, left: 0, refused: [] });
  });

  it('are left alone while this worker is storing them', async () => {
    const { worker, photo, untilReceived, stored, received } = await setup();
    let release: () => void = () => undefined;
    const slow: CompressPhoto = async (blob) => {
      await new Promise<void>((resolve) => (release = resolve));
      return shrink(blob);
    };
    const deps = worker(slow);
    const saving = recordPhoto(deps, photo('picture'));
    await untilReceived(1);
    expect(await finishReceivedPhotos(deps)).toEqual({ stored: 0, left: 0, refused: [] });
    release();
    await saving;
    expect(await stored()).toHaveLength(1);
    expect(await received()).toEqual([]);
  });

  it('is dropped, and said, when its inspection was completed before the next worker came to it', async () => {
    const { worker, photo, untilReceived, stored, received, files, kysely } = await setup();
    void recordPhoto(worker(endsFirst), photo('picture'));
    await untilReceived(1);
    await kysely.updateTable('inspections').set({ completed: 1 }).execute();
    const finished = await finishReceivedPhotos(worker(shrink));
    expect(finished.stored).toBe(0);
    expect(finished.refused).toHaveLength(1);
    expect(await stored()).toEqual([]);
    expect(await received()).toEqual([]);
    expect(files.files.size).toBe(0);
  });

  it('is dropped when the picture cannot be read, and kept for the next start after a passing failure', async () => {
    const { worker, photo, received, files } = await setup();
    const unreadable: CompressPhoto = () =>
      Promise.reject(new EngineError('invalid-input', 'The photo could not be read'));
    await expect(recordPhoto(worker(unreadable), photo('not-a-jpeg'))).rejects.toThrow(
      'The photo could not be read',
    );
    expect(await received()).toEqual([]);
    expect(files.files.size).toBe(0);

    const closing: CompressPhoto = () => Promise.reject(new Error('The database is closed.'));
    await expect(recordPhoto(worker(closing), photo('picture'))).rejects.toThrow('The database is closed.');
    expect(await received()).toHaveLength(1);
    expect(await finishReceivedPhotos(worker(shrink))).toEqual({ stored: 1, left: 0, refused: [] });
  });

  it('is kept only once its file is whole: one the page ended in is not counted as kept, and the next worker deletes it', async () => {
    const { worker, photo, received, files, kysely } = await setup();
    const first = worker(endsFirst);
    // The page ends in the middle of the file: what is there of it is empty, and the write never finishes.
    const cut = {
      ...first,
      files: {
        ...first.files,
        writeReceived: (name: string) => {
          files.received.set(name, new Blob([]));
          return new Promise<void>(() => undefined);
        },
      },
    };
    void recordPhoto(cut, photo('picture'));
    const partial = () => [...files.received.keys()];
    while (partial().length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await received()).toEqual([]);
    expect((await unsentWork(kysely)).photos).toBe(0);
    // The worker writing it leaves it alone; the next one deletes what is left of it.
    expect(await finishReceivedPhotos(cut)).toEqual({ stored: 0, left: 0, refused: [] });
    expect(partial()).toHaveLength(1);
    expect(await finishReceivedPhotos(worker(shrink))).toEqual({ stored: 0, left: 0, refused: [] });
    expect(partial()).toEqual([]);
  });

  it('one the first version received, beside the photos, is stored by the next worker and its file deleted', async () => {
    const { worker, received, stored, files, receivedRow } = await setup();
    const id = '7d1e0c2f-4f3e-4a8b-9d2a-5b6c7d8e9f02';
    files.files.set(`${id}.received`, new Blob(['picture'], { type: 'image/jpeg' }));
    await receivedRow(id);
    expect(await finishReceivedPhotos(worker(shrink))).toEqual({ stored: 1, left: 0, refused: [] });
    expect(await stored()).toHaveLength(1);
    expect(await received()).toEqual([]);
    expect(files.files.has(`${id}.received`)).toBe(false);
  });

  it('a row without its file (an earlier version wrote the row first) is dropped, and said', async () => {
    const { worker, received, receivedRow } = await setup();
    await receivedRow('0c2f6d1e-8a4b-4f3e-9d2a-5b6c7d8e9f01');
    expect(await finishReceivedPhotos(worker(shrink))).toEqual({
      stored: 0,
      left: 0,
      refused: [{ id: '0c2f6d1e-8a4b-4f3e-9d2a-5b6c7d8e9f01', message: 'The photo is missing' }],
    });
    expect(await received()).toEqual([]);
  });

  it('one that fails for a passing reason is kept for the next start and holds up none after it', async () => {
    const { worker, photo, untilReceived, stored, received } = await setup();
    const first = worker(endsFirst);
    void recordPhoto(first, photo('broken-first'));
    void recordPhoto(first, photo('second'));
    await untilReceived(2);
    const failsOnBroken: CompressPhoto = async (blob) => {
      if ((await blob.text()).startsWith('broken')) throw new Error('The database is closed.');
      return shrink(blob);
    };
    expect(await finishReceivedPhotos(worker(failsOnBroken))).toEqual({ stored: 1, left: 1, refused: [] });
    expect(await stored()).toHaveLength(1);
    expect(await received()).toHaveLength(1);
    expect(await finishReceivedPhotos(worker(shrink))).toEqual({ stored: 1, left: 0, refused: [] });
    expect(await stored()).toHaveLength(2);
  });

  it('is not kept at all when the write is refused before it is received', async () => {
    const { worker, received } = await setup();
    await expect(
      recordPhoto(worker(shrink), {
        inspectionExternalId: inspection,
        target: { kind: 'inspection' },
        identifier: 'MachinePhoto.CoverPhoto',
        image: new Blob(['x'], { type: 'text/plain' }),
      }),
    ).rejects.toThrow('The file is not an image');
    expect(await received()).toEqual([]);
  });
});
