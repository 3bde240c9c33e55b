import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from './fleet-db.fixture.ts';
import { FLEET, categoryTypeIdOf, type FixtureInspection } from './fleet.fixture.ts';
import { historyPage, homeLists, type InspectionCard } from './inspection-lists.ts';
import { rememberSignedInUser } from './inspection-owner.ts';

function inspections(count: number, completed: boolean, first: number): FixtureInspection[] {
  return Array.from({ length: count }, (_, k) => ({
    externalId: testUuid(completed ? 'b' : 'a', first + k),
    name: `Inspection ${first + k}`,
    assetId: k % 2 === 0 ? FLEET.assets.ex204 : FLEET.assets.sh07,
    mineLocationId: null,
    siteId: k % 2 === 0 ? FLEET.sites.karratha : FLEET.sites.moranbah,
    inspectionDate: `2026-10-${String(k + 1).padStart(2, '0')}T08:00:00.000Z`,
    completed,
    inspectorName: 'Ana Inspector',
    isSynced: completed,
  }));
}

describe('homeLists', () => {
  it('reads the machine, model, type, site and customer of each card, and who is signed in: a sync that renames one, or another sign-in, refreshes Home', async () => {
    const { serial, kysely } = await openFleetDb(inspections(2, false, 1));
    const { tables } = await serial.recordReads(() => homeLists(kysely));
    expect(tables).toEqual(
      expect.arrayContaining([
        'inspections',
        'assets',
        'assetModels',
        'assetTypes',
        'sites',
        'customers',
        'signedInUser',
      ]),
    );
  });

  it('shows the 10 most recent of each list, newest first, with every field of a card', async () => {
    const { kysely } = await openFleetDb([...inspections(12, false, 1), ...inspections(11, true, 1)]);
    const { inProgress, completed } = await homeLists(kysely);
    expect(inProgress).toHaveLength(10);
    expect(completed).toHaveLength(10);
    expect(inProgress[0]?.inspectionDate).toBe('2026-10-12T08:00:00.000Z');
    expect(inProgress[9]?.inspectionDate).toBe('2026-10-03T08:00:00.000Z');
    expect(completed[0]).toEqual({
      externalId: testUuid('b', 11),
      title: 'EX-204',
      isYard: false,
      yardName: null,
      modelName: 'PC5500',
      assetTypeName: 'HEX',
      categoryTypes: ['All Categories / All Types'],
      customerName: 'Pilbara Iron',
      siteName: 'Karratha North',
      inspectorName: 'Ana Inspector',
      inspectionDate: '2026-10-11T08:00:00.000Z',
      completed: true,
      isReopened: false,
      isSynced: true,
      ownedByAnother: false,
      openConflicts: 0,
      deletedAndBack: null,
    });
    expect(inProgress[0]).toMatchObject({ completed: false, isSynced: false });
  });

  it('shows a yard inspection by the bucket tapped, in its yard, and is not synced while one observation is not', async () => {
    const { kysely, serial } = await openFleetDb([
      {
        externalId: testUuid('a', 1),
        name: 'Spare Bucket A',
        assetId: null,
        mineLocationId: FLEET.mineLocations.northYard,
        siteId: FLEET.sites.karratha,
        inspectionDate: '2026-10-01T00:00:00Z',
        completed: false,
        inspectorName: 'Bo',
        isSynced: true,
      },
    ]);
    // Named by the bucket it inspects, whatever name the inspection row carries.
    serial.db.exec(
      `UPDATE inspections SET name = 'Yard inspection', equipmentExternalId = '${FLEET.buckets.spareA}' WHERE externalId = '${testUuid('a', 1)}'`,
    );
    let [card] = (await homeLists(kysely)).inProgress;
    expect(card).toMatchObject({
      title: 'Spare Bucket A',
      isYard: true,
      yardName: 'North Yard',
      modelName: null,
      isSynced: true,
    });
    serial.db
      .exec(`INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, dataLevelId, isSynced)
      VALUES ('o1', '${categoryTypeIdOf(testUuid('a', 1))}', 1, 1, 0)`);
    [card] = (await homeLists(kysely)).inProgress;
    expect(card?.isSynced).toBe(false);
  });

  it('lists a reopened inspection as in progress', async () => {
    const { kysely } = await openFleetDb(inspections(1, true, 1).map((i) => ({ ...i, reopened: true })));
    const { inProgress, completed } = await homeLists(kysely);
    expect(inProgress.map((c) => c.externalId)).toEqual([testUuid('b', 1)]);
    expect(completed).toEqual([]);
  });
});

describe('whose inspection a card is', () => {
  // Three in progress and two completed, all under the same inspector's name: only the subjects tell them apart.
  // Inspection n is dated 2026-10-0n.
  const ownedBy = (n: number, completed: boolean, ownerSub: string | null): FixtureInspection => ({
    externalId: testUuid(completed ? 'b' : 'a', n),
    name: `Inspection ${n}`,
    assetId: FLEET.assets.ex204,
    mineLocationId: null,
    siteId: FLEET.sites.karratha,
    inspectionDate: `2026-10-0${n}T08:00:00.000Z`,
    completed,
    inspectorName: 'Ana Inspector',
    isSynced: true,
    ownerSub,
  });
  const fixtures = (): FixtureInspection[] => [
    ownedBy(1, false, 'local:ana'),
    ownedBy(2, false, 'local:bo'),
    ownedBy(3, false, null),
    ownedBy(4, true, 'local:bo'),
    ownedBy(5, true, 'local:ana'),
  ];
  const owned = (cards: readonly InspectionCard[]) => cards.map((c) => [c.externalId, c.ownedByAnother]);

  it("is another inspector's when its owner's subject is not the signed-in one, whatever the names say", async () => {
    const { kysely } = await openFleetDb(fixtures());
    await rememberSignedInUser(kysely, 'local:ana');
    const home = await homeLists(kysely);
    expect(owned(home.inProgress)).toEqual([
      [testUuid('a', 3), false],
      [testUuid('a', 2), true],
      [testUuid('a', 1), false],
    ]);
    expect(owned(home.completed)).toEqual([
      [testUuid('b', 5), false],
      [testUuid('b', 4), true],
    ]);
    const history = await historyPage(kysely, {
      tab: 'completed',
      sort: 'Date',
      direction: 'asc',
      limit: 10,
    });
    expect(owned(history.cards)).toEqual([
      [testUuid('b', 4), true],
      [testUuid('b', 5), false],
    ]);
  });

  it("is nobody else's while no one has signed in on this device: the server decides", async () => {
    const { kysely } = await openFleetDb(fixtures());
    const home = await homeLists(kysely);
    expect([...home.inProgress, ...home.completed].map((c) => c.ownedByAnother)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("follows the sign-in: the other inspector signed in sees the first one's as another's", async () => {
    const { kysely } = await openFleetDb(fixtures());
    await rememberSignedInUser(kysely, 'local:bo');
    const { completed } = await homeLists(kysely);
    expect(owned(completed)).toEqual([
      [testUuid('b', 5), true],
      [testUuid('b', 4), false],
    ]);
  });
});

describe('historyPage', () => {
  it('sorts by date or name in either direction and pages with a total', async () => {
    const { kysely } = await openFleetDb(inspections(5, true, 1));
    const dates = (page: Awaited<ReturnType<typeof historyPage>>) =>
      page.cards.map((c) => c.inspectionDate.slice(8, 10));
    const recent = await historyPage(kysely, {
      tab: 'completed',
      sort: 'Recent',
      direction: 'desc',
      limit: 3,
    });
    expect(recent.total).toBe(5);
    expect(dates(recent)).toEqual(['05', '04', '03']);
    const oldest = await historyPage(kysely, { tab: 'completed', sort: 'Date', direction: 'asc', limit: 10 });
    expect(dates(oldest)).toEqual(['01', '02', '03', '04', '05']);
    const byName = await historyPage(kysely, { tab: 'completed', sort: 'Name', direction: 'asc', limit: 10 });
    expect(byName.cards.map((c) => `${c.title} ${c.inspectionDate.slice(8, 10)}`)).toEqual([
      'EX-204 01',
      'EX-204 03',
      'EX-204 05',
      'SH-07 02',
      'SH-07 04',
    ]);
    const zToA = await historyPage(kysely, {
      tab: 'completed',
      sort: 'Alphabetical',
      direction: 'desc',
      limit: 1,
    });
    expect(zToA.cards.map((c) => c.title)).toEqual(['SH-07']);
    const none = await historyPage(kysely, {
      tab: 'in_progress',
      sort: 'Date',
      direction: 'desc',
      limit: 10,
    });
    expect(none).toEqual({ cards: [], total: 0 });
  });
});
