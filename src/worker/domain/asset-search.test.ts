import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { containsPattern, searchAssets, searchMachines } from './asset-search.ts';
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
    expect(containsPattern(' 50%_x ')).toBe('%50\\%\\_x%');
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

  it('stays fast on 5,000 machines: a keystroke query well under 10 ms at the median', async () => {
    const { kysely, serial } = await openMemoryDb();
    serial.db.exec(`INSERT INTO assetTypes (id, name) VALUES (1, 'ERS'), (2, 'HEX')`);
    serial.db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
      INSERT INTO assetModels (id, manufacturerId, assetTypeId, name) SELECT i, 1, 1 + i % 2, 'PC' || (i * 100) FROM n`);
    serial.db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
      INSERT INTO assets (id, name, modelId, assetTypeId, siteId, siteName, customerId, customerName, bucketName)
      SELECT i, 'EX-' || i, 1 + i % 40, 1 + i % 2, i % 50, 'Site ' || (i % 50), i % 10, 'Customer ' || (i % 10),
        'Bucket ' || i FROM n`);
    const times: number[] = [];
    for (const text of ['', 'e', 'ex', 'ex-4', 'ex-42', 'site 4', 'pc1', 'hex', 'zzz', 'customer 3']) {
      for (let k = 0; k < 5; k++) {
        const started = performance.now();
        const result = await searchAssets(kysely, {
          text,
          sort: k % 2 ? 'Recent' : 'Alphabetical',
          limit: 100,
        });
        times.push(performance.now() - started);
        expect(result.machines.length).toBeLessThanOrEqual(100);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(10);
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
