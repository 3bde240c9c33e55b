import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from './fleet-db.fixture.ts';
import { FLEET } from './fleet.fixture.ts';
import { inspectionContents } from './inspection-contents.ts';
import { homeLists } from './inspection-lists.ts';

// An inspection deleted on one device and back with another's changes (decision 0073): each device reads, from the
// server's stamp, whether it deleted the inspection or its changes were kept.

const TABLET = '0f3c1a52-7a6e-4c1e-9a34-5b1d2e3f4a01';
const PHONE = '0f3c1a52-7a6e-4c1e-9a34-5b1d2e3f4a02';

async function stampedOn(device: string | undefined) {
  const externalId = testUuid('a', 1);
  const { kysely } = await openFleetDb([
    {
      externalId,
      name: 'Inspection 1',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T08:00:00.000Z',
      completed: false,
      inspectorName: 'Ana Inspector',
      isSynced: true,
    },
  ]);
  await kysely
    .updateTable('inspections')
    .set({
      deletedAt: '2026-10-02T08:34:00.000Z',
      deletedOnDeviceId: TABLET,
      deletedOnDeviceName: 'tablet',
      keptFromDeviceId: PHONE,
      keptFromDeviceName: 'phone',
    })
    .execute();
  if (device !== undefined)
    await kysely
      .insertInto('kv')
      .values({ key: 'deviceId', value: JSON.stringify(device), updatedAt: '2026-10-01T08:00:00.000Z' })
      .execute();
  const card = (await homeLists(kysely)).inProgress[0];
  const contents = await inspectionContents(kysely, externalId);
  return { card: card?.deletedAndBack, contents: contents?.deletedAndBack };
}

describe('an inspection deleted on one device and back with another device’s changes', () => {
  it('is the deleting device’s: its card and contents say it was deleted here', async () => {
    const { card, contents } = await stampedOn(TABLET);
    const told = {
      deletedHere: true,
      keptHere: false,
      deletedAt: '2026-10-02T08:34:00.000Z',
      deletedOnDeviceName: 'tablet',
      keptFromDeviceName: 'phone',
    };
    expect(card).toEqual(told);
    expect(contents).toEqual(told);
  });

  it('is the other device’s: its changes were kept', async () => {
    const { card, contents } = await stampedOn(PHONE);
    expect(card).toMatchObject({ deletedHere: false, keptHere: true });
    expect(contents).toMatchObject({ deletedHere: false, keptHere: true });
  });

  it('is neither on a third device, or one that has not saved yet', async () => {
    const { card } = await stampedOn(undefined);
    expect(card).toMatchObject({ deletedHere: false, keptHere: false, deletedOnDeviceName: 'tablet' });
  });
});
