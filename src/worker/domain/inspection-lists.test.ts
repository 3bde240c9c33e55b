import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from './fleet-db.fixture.ts';
import { FLEET, categoryTypeIdOf, type FixtureInspection } from './fleet.fixture.ts';
import { historyPage, homeLists } from './inspection-lists.ts';

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
  it('reads the machine, model, type, site and customer of each card: a sync that renames one refreshes Home', async () => {
    const { serial, kysely } = await openFleetDb(inspections(2, false, 1));
    const { tables } = await serial.recordReads(() => homeLists(kysely));
    expect(tables).toEqual(
      expect.arrayContaining(['inspections', 'assets', 'assetModels', 'assetTypes', 'sites', 'customers']),
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
