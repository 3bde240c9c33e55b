import { describe, expect, it } from 'vitest';
import type { PhotoMark } from '../../rules/index.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { openEx204 } from '../domain/fleet.fixture.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { uploadPendingPhotos } from '../photos/upload-photos.ts';
import { HttpClient } from '../sync/http-client.ts';
import { markUpPhoto, NO_MARKUP, photoOriginal, restoreOriginalPhoto } from './mark-up-photo.ts';
import { deletePhoto, recordPhoto } from './record-photo.ts';

// The stand-in compression keeps the bytes and appends how many marks it drew: enough to tell the versions apart.
const compress: CompressPhoto = async (blob, marks) => {
  const text = `${await blob.text()}${marks ? `+${marks.length}` : ''}`;
  return { photo: new Blob([text], { type: 'image/jpeg' }), thumbnail: new Blob(['t']) };
};
const inspection = testUuid('e', 2);
const circle: PhotoMark = { kind: 'circle', colour: 'magenta', from: [0.2, 0.2], to: [0.5, 0.6] };
const arrow: PhotoMark = { kind: 'arrow', colour: 'cyan', from: [0.9, 0.9], to: [0.5, 0.5] };
const SIDE_FRAME = 'Undercarriage.Left.SideFrame.Photos';
const KEPT = 'Undercarriage.Left.SideFrame.OriginalPhotos';

async function setup() {
  const open = await openFleetDb([openEx204(inspection)]);
  const files = createMemoryPhotoFiles();
  const deps = { db: open.kysely, files, compress };
  const added = await recordPhoto(deps, {
    inspectionExternalId: inspection,
    target: { kind: 'side', side: 'Left' },
    identifier: SIDE_FRAME,
    image: new Blob(['camera'], { type: 'image/jpeg' }),
  });
  const photos = () =>
    open.kysely
      .selectFrom('observations')
      .select(['externalId', 'observableItem', 'value', 'entityExternalId'])
      .where('observableItem', 'in', [SIDE_FRAME, KEPT])
      .orderBy('observableItem', 'desc')
      .execute();
  const queue = () =>
    open.kysely
      .selectFrom('photoQueue')
      .select(['fileName', 'observationExternalId', 'state'])
      .orderBy('fileName')
      .execute();
  const ref = { inspectionExternalId: inspection, observationExternalId: added.observationExternalId };
  return { ...open, deps, files, added, photos, queue, ref };
}

// Each test opens the in-memory fleet database first: over 5 s when the shared machine is busy (seen at 6.1 s).
describe('markUpPhoto (decision 0062)', { timeout: 30_000 }, () => {
  it('shows the marked-up picture and keeps the original on the same side, both queued for upload', async () => {
    const { deps, files, added, photos, queue, ref, kysely } = await setup();
    await kysely.deleteFrom('outbox').execute();
    const marked = await markUpPhoto(deps, { ...ref, marks: [circle, arrow] });

    expect(marked.fileName).toMatch(new RegExp(`^${added.fileName}\\.marked-[0-9a-f]{8}\\.jpg$`));
    expect(await (await files.read(marked.fileName))?.text()).toBe('camera+2');
    expect(await (await files.read(added.fileName))?.text()).toBe('camera');
    const [photo, kept] = await photos();
    expect(photo).toMatchObject({ externalId: added.observationExternalId, value: marked.fileName });
    expect(kept).toMatchObject({ observableItem: KEPT, value: added.fileName });
    expect(kept?.entityExternalId).toBe(photo?.entityExternalId);
    expect(marked.original).toEqual({ observationExternalId: kept?.externalId, fileName: added.fileName });
    expect(await queue()).toEqual(
      [
        { fileName: added.fileName, observationExternalId: kept?.externalId, state: 'queued' },
        { fileName: marked.fileName, observationExternalId: added.observationExternalId, state: 'queued' },
      ].sort((a, b) => a.fileName.localeCompare(b.fileName)),
    );
    // Each row went through the one door with its outbox entry.
    const outbox = await kysely.selectFrom('outbox').select('entityExternalId').execute();
    expect(outbox.map((o) => o.entityExternalId).sort()).toEqual(
      [added.observationExternalId, kept?.externalId].sort(),
    );
    expect(await photoOriginal(kysely, ref)).toEqual(marked.original);
  });

  it('a second markup draws on the first and replaces it; the one original stays', async () => {
    const { deps, files, added, photos, ref } = await setup();
    const first = await markUpPhoto(deps, { ...ref, marks: [circle] });
    const second = await markUpPhoto(deps, { ...ref, marks: [arrow] });
    expect(await (await files.read(second.fileName))?.text()).toBe('camera+1+1');
    expect(await files.read(first.fileName)).toBeUndefined();
    expect((await photos()).map((p) => p.value)).toEqual([second.fileName, added.fileName]);
    expect(second.original).toEqual(first.original);
  });

  it('restores the original: the photo shows it again, the kept copy and the markup go', async () => {
    const { deps, files, added, photos, queue, ref, kysely } = await setup();
    const marked = await markUpPhoto(deps, { ...ref, marks: [circle] });
    await kysely.updateTable('photoQueue').set({ state: 'uploaded' }).execute();
    await restoreOriginalPhoto(deps, ref);
    expect(await photos()).toEqual([
      expect.objectContaining({ externalId: added.observationExternalId, value: added.fileName }),
    ]);
    expect(await files.read(marked.fileName)).toBeUndefined();
    // Sent again to the photo's own observation, which held the markup on the server.
    expect(await queue()).toEqual([
      { fileName: added.fileName, observationExternalId: added.observationExternalId, state: 'queued' },
    ]);
    expect(await photoOriginal(kysely, ref)).toBeUndefined();
    await expect(restoreOriginalPhoto(deps, ref)).rejects.toThrow(NO_MARKUP);
  });

  it('deleting a marked-up photo deletes its original too', async () => {
    const { deps, files, added, photos, queue, ref } = await setup();
    const marked = await markUpPhoto(deps, { ...ref, marks: [circle] });
    await deletePhoto(deps, inspection, added.observationExternalId);
    expect(await photos()).toEqual([]);
    expect(await queue()).toEqual([]);
    expect(await files.read(marked.fileName)).toBeUndefined();
    expect(await files.read(added.fileName)).toBeUndefined();
  });

  it('a markup that cannot be stored changes nothing: the photo, its original and no stray file', async () => {
    const { deps, files, added, photos, queue, ref } = await setup();
    const full = {
      ...files,
      write: async () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    await expect(markUpPhoto({ ...deps, files: full }, { ...ref, marks: [circle] })).rejects.toThrow('quota');
    await expect(
      markUpPhoto(
        { ...deps, compress: () => Promise.reject(new Error('worker gone')) },
        { ...ref, marks: [circle] },
      ),
    ).rejects.toThrow('worker gone');
    expect(await photos()).toEqual([expect.objectContaining({ value: added.fileName })]);
    expect(await files.list()).toEqual([added.fileName]);
    expect((await queue()).map((q) => q.fileName)).toEqual([added.fileName]);
  });

  it('a photo marked up while its upload is on the way: the original still reaches its kept copy, nothing stays queued', async () => {
    const { deps, added, photos, queue, ref, kysely } = await setup();
    // What a push does: the rows are on the server, their outbox entries gone.
    const pushed = async () => {
      await kysely.updateTable('observations').set({ isSynced: 1 }).execute();
      await kysely.deleteFrom('outbox').execute();
    };
    await pushed();
    const sent: string[] = [];
    const during: { markUp?: () => Promise<unknown> } = {};
    const http = new HttpClient({
      baseUrl: 'http://server/api',
      getToken: () => async () => 'token',
      fetch: async (url) => {
        sent.push(decodeURIComponent(String(url).replace('http://server/api/inspection/upload/', '')));
        const markUp = during.markUp;
        during.markUp = undefined;
        await markUp?.();
        return new Response('{}', { status: 201 });
      },
    });
    const upload = () => uploadPendingPhotos({ db: kysely, files: deps.files, http, random: () => 0.5 });
    during.markUp = () => markUpPhoto(deps, { ...ref, marks: [circle] });

    // The camera photo left for the photo's reading; meanwhile the inspector marked it up.
    expect(await upload()).toEqual({ uploaded: 1, failed: 0, remaining: 2 });
    await pushed();
    expect(await upload()).toEqual({ uploaded: 2, failed: 0, remaining: 0 });
    const [photo, kept] = await photos();
    expect(await queue()).toEqual(
      [
        { fileName: added.fileName, observationExternalId: kept?.externalId, state: 'uploaded' },
        { fileName: photo?.value, observationExternalId: added.observationExternalId, state: 'uploaded' },
      ].sort((a, b) => String(a.fileName).localeCompare(String(b.fileName))),
    );
    expect(sent.slice(0, 1)).toEqual([`${added.observationExternalId}?file=${added.fileName}`]);
    expect(sent.slice(1).sort()).toEqual(
      [
        `${kept?.externalId}?file=${added.fileName}`,
        `${added.observationExternalId}?file=${photo?.value}`,
      ].sort(),
    );
  });

  it('refuses a drawing that is not one: no marks, a point off the picture, a long label', async () => {
    const { deps, ref } = await setup();
    await expect(markUpPhoto(deps, { ...ref, marks: [] })).rejects.toThrow('Draw on the photo first');
    await expect(markUpPhoto(deps, { ...ref, marks: [{ ...circle, to: [1.5, 0.5] }] })).rejects.toThrow();
    await expect(
      markUpPhoto(deps, {
        ...ref,
        marks: [{ kind: 'label', colour: 'magenta', at: [0.5, 0.5], text: 'x'.repeat(41) }],
      }),
    ).rejects.toThrow('at most 40 characters');
  });
});
