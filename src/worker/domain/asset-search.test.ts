import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteWasmDialect } from '../../db/kysely-dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { SqlValue } from '../../db/sqlite-types.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { searchAssets, searchMachines } from './asset-search.ts';
import { openFleetDb, testUuid } from './fleet-db.fixture.ts';
import { FLEET } from './fleet.fixture.ts';

const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name);
const all = { sort: 'Alphabetical', limit: 100 } as const;

describe('searchAssets (Select Machine or Bucket)', () => {
  it('lists every machine alphabetically, any case, then the buckets kept without a machine', async () => {
    const { kysely } = await openFleetDb();
    const result = await searchAssets(kysely, { text: '', ...all });
    expect(names(result.machines)).toEqual(['Alpha 1', 'dozer 4', 'EX-118', 'EX-204', 'SH-07', 'Zeta 9']);
    expect(result.machineTotal).toBe(6);
    expect(names(result.bucketOnly)).toEqual(['Spare Bucket A', 'Spare Bucket B']);
    expect(result.bucketOnly[0]).toMatchObject({
      mineLocationName: 'North Yard',
      siteName: 'Karratha North',
      customerName: 'Pilbara Iron',
    });
    expect(result.machines.find((m) => m.name === 'EX-204')).toMatchObject({
      bucketName: 'EX-204 Bucket',
      modelName: 'PC5500',
      assetTypeName: 'HEX',
      siteName: 'Karratha North',
      customerName: 'Pilbara Iron',
    });
  });

  it.each([
    ['name', 'ex-2', ['EX-204']],
    ['bucket name', 'DIPPER', ['SH-07']],
    ['model', 'pc8000', ['EX-118', 'Zeta 9']],
    ['site', 'tom price', ['Alpha 1', 'EX-118']],
    ['asset type', 'ers', ['dozer 4', 'SH-07']],
    ['customer', 'bowen', ['dozer 4', 'SH-07']],
  ])('matches the %s, case-insensitively', async (_field, text, expected) => {
    const { kysely } = await openFleetDb();
    const { machines } = await searchMachines(kysely, { text, ...all });
    expect(names(machines)).toEqual(expected);
  });

  it('matches buckets on their own by the equipment name only', async () => {
    const { kysely } = await openFleetDb();
    expect(names((await searchAssets(kysely, { text: 'spare bucket b', ...all })).bucketOnly)).toEqual([
      'Spare Bucket B',
    ]);
    expect((await searchAssets(kysely, { text: 'north yard', ...all })).bucketOnly).toEqual([]);
  });

  it('never matches across two fields, and takes % and _ literally', async () => {
    const { kysely } = await openFleetDb();
    expect((await searchMachines(kysely, { text: 'Bucket PC5500', ...all })).machines).toEqual([]);
    expect((await searchMachines(kysely, { text: '%', ...all })).machines).toEqual([]);
    expect((await searchMachines(kysely, { text: 'ex_2', ...all })).machines).toEqual([]);
    expect(names((await searchMachines(kysely, { text: '  EX-2  ', ...all })).machines)).toEqual(['EX-204']);
  });

  it('sorts Recent by the latest inspection of each machine, never-inspected last', async () => {
    const { kysely } = await openFleetDb([
      inspection(1, FLEET.assets.sh07, '2026-10-01T00:00:00Z'),
      inspection(2, FLEET.assets.zeta, '2026-11-01T00:00:00Z'),
      inspection(3, FLEET.assets.sh07, '2026-09-01T00:00:00Z'),
    ]);
    const { machines } = await searchMachines(kysely, { text: '', sort: 'Recent', limit: 100 });
    expect(names(machines)).toEqual(['Zeta 9', 'SH-07', 'Alpha 1', 'dozer 4', 'EX-118', 'EX-204']);
    expect(machines[0]?.lastInspectionDate).toBe('2026-11-01T00:00:00Z');
  });

  it("names each machine's latest inspection still in progress, so the screen can offer to continue it", async () => {
    const { kysely, serial } = await openFleetDb([
      inspection(1, FLEET.assets.sh07, '2026-10-01T00:00:00Z'),
      inspection(2, FLEET.assets.sh07, '2026-11-01T00:00:00Z'),
      { ...inspection(3, FLEET.assets.zeta, '2026-11-05T00:00:00Z'), completed: true },
    ]);
    const open = async () =>
      Object.fromEntries(
        (await searchMachines(kysely, { text: '', ...all })).machines.map((m) => [
          m.name,
          [m.openInspectionExternalId, m.openInspectionDate],
        ]),
      );
    expect((await open())['SH-07']).toEqual([testUuid('a', 2), '2026-11-01T00:00:00Z']);
    expect((await open())['Zeta 9']).toEqual([null, null]);
    expect((await open())['Alpha 1']).toEqual([null, null]);
    // Completing the latest leaves the older one to continue; a reopened inspection is in progress again.
    serial.db.exec(`UPDATE inspections SET completed = 1 WHERE externalId = '${testUuid('a', 2)}'`);
    expect((await open())['SH-07']).toEqual([testUuid('a', 1), '2026-10-01T00:00:00Z']);
    serial.db.exec(`UPDATE inspections SET reopened = 1 WHERE externalId = '${testUuid('a', 3)}'`);
    expect((await open())['Zeta 9']).toEqual([testUuid('a', 3), '2026-11-05T00:00:00Z']);
  });

  it('returns one page of machines and counts them all', async () => {
    const { kysely } = await openFleetDb();
    const { machines, machineTotal } = await searchMachines(kysely, {
      text: '',
      sort: 'Alphabetical',
      limit: 2,
    });
    expect(names(machines)).toEqual(['Alpha 1', 'dozer 4']);
    expect(machineTotal).toBe(6);
  });

  it('pages the buckets on their own after the last machine, and counts them all', async () => {
    const { kysely } = await openFleetDb();
    const page = (limit: number) => searchAssets(kysely, { text: '', sort: 'Alphabetical', limit });
    const machinesOnly = await page(5);
    expect(machinesOnly.machines).toHaveLength(5);
    expect(machinesOnly.bucketOnly).toEqual([]);
    expect(machinesOnly.bucketOnlyTotal).toBe(2);
    const oneBucket = await page(7);
    expect(names(oneBucket.machines)).toHaveLength(6);
    expect(names(oneBucket.bucketOnly)).toEqual(['Spare Bucket A']);
    expect(oneBucket.bucketOnlyTotal).toBe(2);
    expect(names((await page(8)).bucketOnly)).toEqual(['Spare Bucket A', 'Spare Bucket B']);
    const none = await searchAssets(kysely, { text: 'north yard', ...all });
    expect([none.machineTotal, none.bucketOnlyTotal]).toEqual([0, 0]);
  });

  it('keeps the search text right when machines, models and types change, in any order', async () => {
    const { kysely, serial } = await openMemoryDb();
    serial.db.exec(
      `INSERT INTO assets (id, name, modelId, assetTypeId, siteId, customerId) VALUES (1, 'M1', 5, 7, 1, 1)`,
    );
    const find = async (text: string) => names((await searchMachines(kysely, { text, ...all })).machines);
    expect(await find('komodo')).toEqual([]);
    serial.db.exec(
      `INSERT INTO assetModels (id, manufacturerId, assetTypeId, name) VALUES (5, 1, 7, 'Komodo')`,
    );
    serial.db.exec(`INSERT INTO assetTypes (id, name) VALUES (7, 'HEX')`);
    expect(await find('komodo')).toEqual(['M1']);
    expect(await find('hex')).toEqual(['M1']);
    serial.db.exec(`UPDATE assetModels SET name = 'Gecko' WHERE id = 5`);
    serial.db.exec(`UPDATE assets SET customerName = 'Acme' WHERE id = 1`);
    expect(await find('komodo')).toEqual([]);
    expect(await find('gecko')).toEqual(['M1']);
    expect(await find('acme')).toEqual(['M1']);
    serial.db.exec(`DELETE FROM assets WHERE id = 1`);
    expect(await find('')).toEqual([]);
  });

  it('Recent follows the inspections on the device: started, moved, redated and deleted', async () => {
    const { kysely, serial } = await openFleetDb([inspection(1, FLEET.assets.sh07, '2026-10-01T00:00:00Z')]);
    const recent = async () =>
      (await searchMachines(kysely, { text: '', sort: 'Recent', limit: 2 })).machines.map((m) => [
        m.name,
        m.lastInspectionDate,
      ]);
    expect(await recent()).toEqual([
      ['SH-07', '2026-10-01T00:00:00Z'],
      ['Alpha 1', null],
    ]);
    serial.db.exec(`UPDATE inspections SET assetId = ${FLEET.assets.zeta}`);
    expect(await recent()).toEqual([
      ['Zeta 9', '2026-10-01T00:00:00Z'],
      ['Alpha 1', null],
    ]);
    serial.db.exec(`UPDATE inspections SET inspectionDate = '2026-11-02T00:00:00Z'`);
    expect((await recent())[0]).toEqual(['Zeta 9', '2026-11-02T00:00:00Z']);
    serial.db.exec(`DELETE FROM inspections`);
    expect(await recent()).toEqual([
      ['Alpha 1', null],
      ['dozer 4', null],
    ]);
  });

  // Why a keystroke stays fast on a large fleet (the timings are in npm run bench): each order's page is read
  // from an index that carries the search text, in order, and stops at the page size; nothing is sorted.
  it.each([
    ['Alphabetical', 'assetSearch_alphabetical'],
    ['Recent', 'assetSearch_recent'],
  ] as const)('reads a %s page in index order from %s, without sorting', async (sort, index) => {
    const { serial } = await openFleetDb();
    const executed: { sql: string; parameters: readonly unknown[] }[] = [];
    const logged = new Kysely<Database>({
      dialect: new SqliteWasmDialect(serial),
      log: (event) => {
        executed.push(event.query);
      },
    });
    await searchMachines(logged, { text: 'ex', sort, limit: 100 });
    const page = executed[0];
    if (!page) throw new Error('searchMachines ran no query');
    const plan = serial.db
      .exec({
        sql: `EXPLAIN QUERY PLAN ${page.sql}`,
        bind: page.parameters as SqlValue[],
        returnValue: 'resultRows',
        rowMode: 'object',
      })
      .map((row) => String(row['detail']));
    expect(plan).toEqual([`SCAN s USING COVERING INDEX ${index}`]);
  });
});

function inspection(n: number, assetId: number, inspectionDate: string) {
  return {
    externalId: testUuid('a', n),
    name: `Inspection ${n}`,
    assetId,
    mineLocationId: null,
    siteId: FLEET.sites.moranbah,
    inspectionDate,
    completed: false,
    inspectorName: 'Ana Inspector',
  };
}
