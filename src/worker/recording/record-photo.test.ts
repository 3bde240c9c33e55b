import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET } from '../domain/fleet.fixture.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { contentsStatuses } from './basics-models.ts';
import { deletePhoto, recordPhoto } from './record-photo.ts';

const shrink = async (blob: Blob) => ({
  photo: new Blob([await blob.slice(0, 4).arrayBuffer()], { type: 'image/jpeg' }),
  thumbnail: new Blob([await blob.slice(0, 2).arrayBuffer()], { type: 'image/jpeg' }),
});
const inspection = testUuid('e', 1);

async function setup() {
  const open = await openFleetDb([
    {
      externalId: inspection,
      name: 'EX-204',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T08:00:00Z',
      completed: false,
      inspectorName: 'Bo',
    },
  ]);
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
      .orderBy('observableItem')
      .execute();
  return { ...open, deps, files, add, observations };
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
