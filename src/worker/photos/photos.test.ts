import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { PHOTO_NOT_NAMED } from '../../api/photos.ts';
import { HttpClient } from '../sync/http-client.ts';
import { syncCounts } from '../sync/sync-counts.ts';
import { insertTestInspection } from '../testing/inspection-fixture.ts';
import { addPhoto } from './add-photo.ts';
import { createMemoryPhotoFiles } from './photo-files.ts';
import { readPhoto, readThumbnail } from './read-photo.ts';
import { uploadPendingPhotos } from './upload-photos.ts';

const shrink = async (blob: Blob) => ({
  photo: new Blob([await blob.slice(0, 4).arrayBuffer()], { type: 'image/jpeg' }),
  thumbnail: new Blob([await blob.slice(0, 2).arrayBuffer()], { type: 'image/jpeg' }),
});

async function setup(answer: (url: string) => Response | Promise<Response> = () => new Response('{}')) {
  const open = await openMemoryDb();
  const inspection = await insertTestInspection(open.kysely);
  const files = createMemoryPhotoFiles();
  const requests: string[] = [];
  const http = new HttpClient({
    baseUrl: 'http://server/api',
    getToken: () => async () => 'token',
    fetch: async (url) => {
      requests.push(String(url));
      return answer(String(url));
    },
  });
  const deps = { db: open.kysely, files, compress: shrink };
  const add = (image = new Blob(['raw-image-bytes'], { type: 'image/jpeg' })) =>
    addPhoto(deps, {
      categoryTypeExternalId: inspection.categoryTypeExternalId,
      identifier: 'Undercarriage.Left.SideFrame.Photos',
      entityExternalId: 'left-side',
      image,
    });
  // What a successful push does: the observation is on the server, its outbox entries gone.
  const markPushed = async () => {
    await open.kysely.updateTable('observations').set({ isSynced: 1 }).execute();
    await open.kysely.deleteFrom('outbox').execute();
  };
  return {
    ...open,
    files,
    http,
    add,
    markPushed,
    requests,
    upload: () => uploadPendingPhotos({ db: open.kysely, files, http, random: () => 0.5 }),
  };
}

describe('addPhoto', () => {
  it('compresses, stores the file, and writes observation, outbox and queue entry together', async () => {
    const { kysely, files, add } = await setup();
    const added = await add();
    expect(await files.read(added.fileName)).toBeDefined();
    expect((await files.readThumbnail(added.fileName))?.size).toBe(2);
    expect(added.byteSize).toBe(4);
    expect(await kysely.selectFrom('observations').select('value').executeTakeFirst()).toEqual({
      value: added.fileName,
    });
    expect(await kysely.selectFrom('photoQueue').select(['state', 'byteSize']).execute()).toEqual([
      { state: 'queued', byteSize: 4 },
    ]);
    expect(await kysely.selectFrom('outbox').select('entityType').execute()).toEqual([
      { entityType: 'observation' },
    ]);
  });

  it('removes the file again when the observation cannot be written', async () => {
    const { files, kysely } = await setup();
    await expect(
      addPhoto(
        { db: kysely, files, compress: shrink },
        { categoryTypeExternalId: 'missing', identifier: 'MachinePhoto.CoverPhoto', image: new Blob(['x']) },
      ),
    ).rejects.toThrow('Inspection Category Type not found');
    expect(await files.list()).toEqual([]);
    expect(files.thumbnails.size).toBe(0);
    expect(await kysely.selectFrom('photoQueue').selectAll().execute()).toEqual([]);
  });
});

describe('readThumbnail', () => {
  function reads() {
    const files = createMemoryPhotoFiles();
    const downloads: string[] = [];
    let compressions = 0;
    const deps = {
      files,
      compress: async (blob: Blob) => {
        compressions++;
        return shrink(blob);
      },
      download: async (observationExternalId: string) => {
        downloads.push(observationExternalId);
        return new Blob(['photo-from-the-server'], { type: 'image/jpeg' });
      },
    };
    return { files, deps, downloads, compressions: () => compressions };
  }

  it('gives the thumbnail made with the photo, without touching the photo', async () => {
    const { files, deps, downloads, compressions } = reads();
    await files.writeThumbnail('a.jpg', new Blob(['th']));
    expect(await (await readThumbnail(deps, 'a.jpg', 'obs-a'))?.text()).toBe('th');
    expect(compressions()).toBe(0);
    expect(downloads).toEqual([]);
  });

  it('makes the thumbnail of a photo from another device once: downloaded, kept, then read from the device', async () => {
    const { files, deps, downloads, compressions } = reads();
    expect(await (await readThumbnail(deps, 'b.jpg', 'obs-b'))?.text()).toBe('ph');
    expect(await (await readThumbnail(deps, 'b.jpg', 'obs-b'))?.text()).toBe('ph');
    expect(downloads).toEqual(['obs-b']);
    expect(compressions()).toBe(1);
    expect(await (await files.read('b.jpg'))?.text()).toBe('photo-from-the-server');
    expect(await (await readPhoto(deps, 'b.jpg', 'obs-b'))?.text()).toBe('photo-from-the-server');
    expect(downloads).toEqual(['obs-b']);
  });

  it('deleting a photo deletes its thumbnail', async () => {
    const { files } = reads();
    await files.write('c.jpg', new Blob(['photo']));
    await files.writeThumbnail('c.jpg', new Blob(['th']));
    await files.delete('c.jpg');
    expect(await files.readThumbnail('c.jpg')).toBeUndefined();
  });
});

describe('uploadPendingPhotos', () => {
  it('waits until the observation is on the server, then uploads the file once', async () => {
    const { add, upload, markPushed, requests, kysely } = await setup();
    const added = await add();
    expect(await upload()).toEqual({ uploaded: 0, failed: 0, remaining: 1 });
    expect(requests).toEqual([]);
    await markPushed();
    expect(await upload()).toEqual({ uploaded: 1, failed: 0, remaining: 0 });
    // The upload names its file: the server keeps it beside another device's photo of the reading (decision 0064).
    expect(requests).toEqual([
      `http://server/api/inspection/upload/${added.observationExternalId}?file=${encodeURIComponent(added.fileName)}`,
    ]);
    expect(await upload()).toEqual({ uploaded: 0, failed: 0, remaining: 0 });
    expect(await kysely.selectFrom('photoQueue').select('state').execute()).toEqual([{ state: 'uploaded' }]);
  });

  it('a photo the server refuses is retried later and never blocks the others', async () => {
    let calls = 0;
    const { add, upload, markPushed, kysely } = await setup(() =>
      ++calls === 1 ? new Response('Unsupported image type', { status: 415 }) : new Response('{}'),
    );
    await add();
    await add();
    await markPushed();
    expect(await upload()).toEqual({ uploaded: 1, failed: 1, remaining: 1 });
    const failed = await kysely
      .selectFrom('photoQueue')
      .select(['state', 'attempts', 'lastError', 'nextAttemptAt'])
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'Failed to upload photo: 415 Unsupported image type',
    });
    expect(failed.nextAttemptAt).not.toBeNull();
    // Not due yet: nothing is sent.
    expect(await upload()).toEqual({ uploaded: 0, failed: 0, remaining: 1 });
  });

  it('stops the round on a network failure, leaving the photo queued for later', async () => {
    const { add, upload, markPushed, kysely } = await setup(() => {
      throw new TypeError('fetch failed');
    });
    await add();
    await markPushed();
    await expect(upload()).rejects.toThrow('Failed to upload photo');
    expect(await kysely.selectFrom('photoQueue').select(['state', 'attempts']).execute()).toEqual([
      { state: 'failed', attempts: 1 },
    ]);
  });

  it("stops the round on a 429 and waits out the server's Retry-After before sending the photo again", async () => {
    const { add, upload, markPushed, kysely, requests } = await setup(
      () =>
        new Response('{"error":"Too many requests from this sign-in."}', {
          status: 429,
          headers: { 'retry-after': '600' },
        }),
    );
    await add();
    await add();
    await markPushed();
    const before = Date.now();
    await expect(upload()).rejects.toThrow('Too many requests from this sign-in.');
    // One request: the second photo was not sent into the same refusal.
    expect(requests).toHaveLength(1);
    const waiting = await kysely
      .selectFrom('photoQueue')
      .select(['state', 'nextAttemptAt'])
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    // The backoff alone would have been 750 ms.
    expect(Date.parse(waiting.nextAttemptAt ?? '') - before).toBeGreaterThanOrEqual(600_000);
    // The next round sends the other photo (it was never tried); after that neither is due for ten minutes.
    await expect(upload()).rejects.toThrow('Too many requests from this sign-in.');
    expect(await upload()).toEqual({ uploaded: 0, failed: 0, remaining: 2 });
    expect(requests).toHaveLength(2);
  });

  it('stops sending a photo the reading no longer names, says why in the server’s words, and keeps its file', async () => {
    const refusal = JSON.stringify({ error: PHOTO_NOT_NAMED });
    const { add, upload, markPushed, files, kysely, requests } = await setup(
      () => new Response(refusal, { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    const added = await add();
    await markPushed();
    expect(await upload()).toEqual({ uploaded: 0, failed: 1, remaining: 1 });
    expect(
      await kysely.selectFrom('photoQueue').select(['state', 'lastError', 'nextAttemptAt']).execute(),
    ).toEqual([{ state: 'refused', lastError: PHOTO_NOT_NAMED, nextAttemptAt: null }]);
    // Never sent again, however long the device waits or however often it syncs.
    const later = () =>
      uploadPendingPhotos({
        db: kysely,
        files,
        http: new HttpClient({
          baseUrl: 'http://server/api',
          getToken: () => async () => 'token',
          fetch: async () => {
            throw new Error('must not be sent');
          },
        }),
        now: () => new Date(Date.now() + 86_400_000),
      });
    expect(await later()).toEqual({ uploaded: 0, failed: 0, remaining: 1 });
    expect(requests).toHaveLength(1);
    expect(await files.read(added.fileName)).toBeDefined();
    // The sync line says it as a refused change, in the server's words.
    expect(await syncCounts(kysely)).toMatchObject({ rejectedChanges: 1, lastRefusal: PHOTO_NOT_NAMED });
  });

  it('sends again a photo of a completed inspection the server refused (reopening changes that)', async () => {
    let calls = 0;
    const { add, upload, markPushed, kysely } = await setup(() =>
      ++calls === 1
        ? Response.json(
            { error: 'Inspection x is completed: its photos cannot be replaced (reopen it first)' },
            { status: 409 },
          )
        : new Response('{}'),
    );
    await add();
    await markPushed();
    expect(await upload()).toEqual({ uploaded: 0, failed: 1, remaining: 1 });
    expect(await kysely.selectFrom('photoQueue').select('state').execute()).toEqual([{ state: 'failed' }]);
  });

  it('a photo moved to another reading while it uploads (a markup keeps it as the original) waits to go there', async () => {
    const during: { move?: () => Promise<unknown> } = {};
    const { add, upload, markPushed, kysely } = await setup(async () => {
      await during.move?.();
      return new Response('{}');
    });
    const added = await add();
    await markPushed();
    during.move = () =>
      kysely
        .updateTable('photoQueue')
        .set({ observationExternalId: 'kept-original', state: 'queued', attempts: 0 })
        .where('fileName', '=', added.fileName)
        .execute();
    // The server took it for the first reading; the device still owes it to the kept original.
    expect(await upload()).toEqual({ uploaded: 1, failed: 0, remaining: 1 });
    expect(
      await kysely.selectFrom('photoQueue').select(['observationExternalId', 'state']).execute(),
    ).toEqual([{ observationExternalId: 'kept-original', state: 'queued' }]);
  });

  it('marks a photo whose file is gone as failed with the reason', async () => {
    const { add, upload, markPushed, files, kysely } = await setup();
    const added = await add();
    await files.delete(added.fileName);
    await markPushed();
    expect(await upload()).toMatchObject({ uploaded: 0, failed: 1 });
    expect(await kysely.selectFrom('photoQueue').select('lastError').executeTakeFirst()).toEqual({
      lastError: 'The photo file is missing on this device',
    });
  });
});
