import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { addPhoto } from '../photos/add-photo.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { insertTestInspection } from '../testing/inspection-fixture.ts';
import { unsentWork } from './unsent-work.ts';
import { hasWorkToSend, nextPhotoAttemptIn } from './work-to-send.ts';

const shrink = async (blob: Blob) => ({
  photo: new Blob([await blob.slice(0, 4).arrayBuffer()], { type: 'image/jpeg' }),
  thumbnail: new Blob([await blob.slice(0, 2).arrayBuffer()], { type: 'image/jpeg' }),
});

async function setup() {
  const open = await openMemoryDb();
  const inspection = await insertTestInspection(open.kysely);
  const deps = { db: open.kysely, files: createMemoryPhotoFiles(), compress: shrink };
  const add = () =>
    addPhoto(deps, {
      categoryTypeExternalId: inspection.categoryTypeExternalId,
      identifier: 'Undercarriage.Left.SideFrame.Photos',
      entityExternalId: 'left-side',
      image: new Blob(['raw-image-bytes'], { type: 'image/jpeg' }),
    });
  // What a successful push does: the observation is on the server, its outbox entries gone.
  const markPushed = async () => {
    await open.kysely.updateTable('observations').set({ isSynced: 1 }).execute();
    await open.kysely.deleteFrom('outbox').execute();
  };
  return { ...open, add, markPushed, inspection };
}

describe('unsentWork', () => {
  it('counts every change and photo the server has not got, refused changes among them', async () => {
    const { kysely, add, inspection } = await setup();
    const before = await unsentWork(kysely);
    expect(before.inspections).toEqual([]);
    await add();
    await add();
    const outbox = await kysely.selectFrom('outbox').select('seq').execute();
    await kysely
      .updateTable('outbox')
      .set({ state: 'rejected' })
      .where('seq', '=', outbox[0]?.seq ?? -1)
      .execute();
    const after = await unsentWork(kysely);
    expect(after.photos).toBe(2);
    expect(after.changes - before.changes).toBe(outbox.length);
    // Logout names what it would discard: the inspection, by its machine and date.
    expect(after.inspections).toEqual([
      {
        externalId: inspection.inspectionExternalId,
        title: 'Asset 101',
        inspectionDate: '2026-11-21T08:00:00.000Z',
      },
    ]);
  });

  it('counts nothing once the changes are pushed and the photos uploaded', async () => {
    const { kysely, add, markPushed } = await setup();
    await add();
    await markPushed();
    await kysely.updateTable('photoQueue').set({ state: 'uploaded' }).execute();
    expect(await unsentWork(kysely)).toEqual({
      changes: 0,
      photos: 0,
      supportMessages: 0,
      inspections: [],
    });
  });
});

describe('hasWorkToSend', () => {
  it('is true while a change waits, then while a photo is due, and false when nothing is', async () => {
    const { kysely, add, markPushed } = await setup();
    await markPushed();
    expect(await hasWorkToSend(kysely)).toBe(false);
    await add();
    expect(await hasWorkToSend(kysely)).toBe(true);
    await markPushed();
    expect(await hasWorkToSend(kysely)).toBe(true);
    // A photo waiting out its backoff is not due: nothing to send until then.
    const later = new Date(Date.now() + 60_000).toISOString();
    await kysely.updateTable('photoQueue').set({ state: 'failed', nextAttemptAt: later }).execute();
    expect(await hasWorkToSend(kysely)).toBe(false);
    expect(await hasWorkToSend(kysely, new Date(Date.now() + 120_000))).toBe(true);
  });

  it('does not count a refused change: it waits for the inspector, not for a cycle', async () => {
    const { kysely, add, markPushed } = await setup();
    await markPushed();
    await add();
    await kysely.updateTable('outbox').set({ state: 'rejected' }).execute();
    await kysely.updateTable('photoQueue').set({ state: 'uploaded' }).execute();
    expect(await hasWorkToSend(kysely)).toBe(false);
  });
});

describe('nextPhotoAttemptIn', () => {
  it('is the time until the first photo waiting out a backoff is due, and nothing when none waits', async () => {
    const { kysely, add } = await setup();
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(await nextPhotoAttemptIn(kysely, now)).toBeUndefined();
    await add();
    await add();
    const [first, second] = await kysely.selectFrom('photoQueue').select('fileName').execute();
    await kysely
      .updateTable('photoQueue')
      .set({ state: 'failed', nextAttemptAt: '2026-11-25T10:00:30.000Z' })
      .where('fileName', '=', first?.fileName ?? '')
      .execute();
    await kysely
      .updateTable('photoQueue')
      .set({ state: 'failed', nextAttemptAt: '2026-11-25T10:00:08.000Z' })
      .where('fileName', '=', second?.fileName ?? '')
      .execute();
    expect(await nextPhotoAttemptIn(kysely, now)).toBe(8_000);
    // Past both: they are due now, which is the cycle's business, not a wait.
    expect(await nextPhotoAttemptIn(kysely, new Date('2026-11-25T10:01:00.000Z'))).toBeUndefined();
  });
});
