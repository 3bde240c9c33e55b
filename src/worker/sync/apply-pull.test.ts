import { describe, expect, it } from 'vitest';
import { FIXTURE_IDS, syncResponseFixture } from '../../api/sync-items.fixture.ts';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import { clientMigrations, clientSchemaScript } from '../../db/client-migrations.ts';
import { DEVICE_CONNECTION_PRAGMAS } from '../../db/journal-mode.ts';
import { migrate } from '../../db/migrator.ts';
import { openMemoryDb, loadSqlite3 } from '../../db/open-memory-db.ts';
import { SerialDb } from '../../db/serial-db.ts';
import { applySyncResponse, PullApplier } from './apply-pull.ts';

/** A migrated database on a file, opened as the app opens its own (decision 0118): in the write-ahead log. */
async function openFileDb(): Promise<SerialDb> {
  const sqlite3 = await loadSqlite3();
  const db = new sqlite3.oo1.DB(`/pull-${Math.random().toString(36).slice(2)}.sqlite3`, 'c');
  db.exec(DEVICE_CONNECTION_PRAGMAS);
  migrate(db, clientMigrations, clientSchemaScript);
  return new SerialDb(sqlite3, db);
}

function count(db: { selectValue(sql: string): unknown }, table: string): number {
  return Number(db.selectValue(`SELECT count(*) FROM "${table}"`));
}

describe('applySyncResponse', () => {
  it('stores every list, marks pulled rows synced, and moves the cursor', async () => {
    const { serial } = await openMemoryDb();
    const response = syncResponseFixture();
    const result = await applySyncResponse(serial, response);
    for (const list of SYNC_LIST_NAMES)
      expect(count(serial.db, list), list).toBe(response.syncItems[list].length);
    expect(result.rows).toBe(SYNC_LIST_NAMES.reduce((n, l) => n + response.syncItems[l].length, 0));
    expect(serial.db.selectValue('SELECT isSynced FROM inspections')).toBe(1);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(response.serverTimeUtc);
    expect(serial.db.selectValue('SELECT lastFullSyncAt IS NOT NULL FROM syncState')).toBe(1);
  });

  it('reads values back exactly as the server sent them (types, nulls, booleans)', async () => {
    const { serial } = await openMemoryDb();
    const response = syncResponseFixture();
    await applySyncResponse(serial, response);
    const asset = serial.db.selectObject('SELECT * FROM assets');
    expect(asset).toEqual(response.syncItems.assets[0]);
    const model = serial.db.selectObject('SELECT bushedShoesAvailable FROM assetModels');
    expect(model).toEqual({ bushedShoesAvailable: 0 });
  });

  it('is idempotent: applying the same response again changes nothing', async () => {
    const { serial } = await openMemoryDb();
    const snapshot = () => SYNC_LIST_NAMES.map((list) => serial.db.selectObjects(`SELECT * FROM "${list}"`));
    await applySyncResponse(serial, syncResponseFixture());
    const before = snapshot();
    await applySyncResponse(serial, syncResponseFixture());
    expect(snapshot()).toEqual(before);
  });

  it('updates rows from a later pull, and applies deletions', async () => {
    const { serial } = await openMemoryDb();
    await applySyncResponse(serial, syncResponseFixture());
    const later = syncResponseFixture();
    later.serverTimeUtc = '2025-03-02T06:30:00.000Z';
    later.isFullSync = false;
    const asset = later.syncItems.assets[0];
    if (!asset) throw new Error('fixture has an asset');
    asset.name = 'EX-204 (renamed)';
    later.deleted = { customers: [31], parts: [FIXTURE_IDS.part] };
    const result = await applySyncResponse(serial, later);
    expect(serial.db.selectValue('SELECT name FROM assets')).toBe('EX-204 (renamed)');
    expect(count(serial.db, 'customers')).toBe(0);
    expect(count(serial.db, 'parts')).toBe(0);
    expect(result.deleted).toBe(2);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe('2025-03-02T06:30:00.000Z');
  });

  it('never overwrites or deletes a row whose local change waits in the outbox', async () => {
    const { serial } = await openMemoryDb();
    await applySyncResponse(serial, syncResponseFixture());
    serial.db.exec(`UPDATE observations SET value = 'local', isSynced = 0`);
    serial.db.exec({
      sql: `INSERT INTO outbox (entityType, entityExternalId, operation, payload, createdAt)
            VALUES ('observation', ?, 'upsert', '{}', 'now')`,
      bind: [FIXTURE_IDS.observation],
    });
    const later = syncResponseFixture();
    later.deleted = { observations: [FIXTURE_IDS.observation] };
    await applySyncResponse(serial, later);
    expect(serial.db.selectObject('SELECT value, isSynced FROM observations')).toEqual({
      value: 'local',
      isSynced: 0,
    });
  });

  it('commits in chunks, reports progress, and keeps the old cursor when interrupted', async () => {
    const { serial } = await openMemoryDb();
    const response = syncResponseFixture();
    const progress: number[] = [];
    const result = await applySyncResponse(serial, response, {
      chunkRows: 1,
      onProgress: (applied, total) => progress.push(applied / total),
    });
    const deletions = Object.values(response.deleted ?? {}).reduce((n, keys) => n + (keys?.length ?? 0), 0);
    expect(result.chunks).toBe(result.rows + deletions);
    // With the default size, the small lists share one transaction.
    expect((await applySyncResponse(serial, syncResponseFixture())).chunks).toBe(1);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // A pull that dies halfway (here: a row the schema rejects) leaves the cursor where it was.
    const broken = syncResponseFixture();
    broken.serverTimeUtc = '2030-01-01T00:00:00.000Z';
    (broken.syncItems.units as unknown[]).push({ id: 'not a number', code: null, name: null, symbol: null });
    await expect(applySyncResponse(serial, broken, { chunkRows: 1 })).rejects.toThrow();
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(response.serverTimeUtc);
    expect(serial.inAutocommit()).toBe(true);
  });

  it('rolls back at once when the database closes while the answer keeps it waiting, and fails its next write', async () => {
    const { serial } = await openMemoryDb();
    const applier = new PullApplier(serial, { chunkRows: 1000 });
    const units = syncResponseFixture().syncItems.units;
    await applier.upsert('units', JSON.stringify(units), units.length);
    expect(serial.inAutocommit()).toBe(false);
    // A save the page sent as it hid waits for the connection: it runs after the rollback, before the close.
    const saved = serial.transaction((db) => {
      db.exec(`INSERT INTO kv VALUES ('reading', '12.5', 'now')`);
      return db.selectObjects(
        'SELECT (SELECT count(*) FROM units) AS units, (SELECT count(*) FROM kv) AS kv',
      );
    });
    await serial.close();
    expect(await saved).toEqual([{ units: 0, kv: 1 }]);
    // The answer goes on after the page comes back: the pull stops there, and is repeated from its old cursor.
    await expect(applier.upsert('units', JSON.stringify(units), units.length)).rejects.toThrow(
      'The database is closed.',
    );
    await applier.close();
  });

  it('gives a large pull a bigger page cache and restores the previous size after', async () => {
    const { serial } = await openMemoryDb();
    const before = serial.db.selectValue('PRAGMA cache_size');
    const sizes: unknown[] = [];
    await applySyncResponse(serial, syncResponseFixture(), {
      chunkRows: 10,
      onProgress: () => sizes.push(serial.db.selectValue('PRAGMA cache_size')),
    });
    expect(sizes[0]).toBe(-128 * 1024);
    expect(serial.db.selectValue('PRAGMA cache_size')).toBe(before);
  });

  it('writes a large pull through the rollback journal, then goes back to the write-ahead log', async () => {
    const serial = await openFileDb();
    const modes: unknown[] = [];
    const response = syncResponseFixture();
    await applySyncResponse(serial, response, {
      chunkRows: 10,
      onProgress: () => modes.push(serial.db.selectValue('PRAGMA journal_mode')),
    });
    expect(new Set(modes)).toEqual(new Set(['persist']));
    expect(serial.db.selectValue('PRAGMA journal_mode')).toBe('wal');
    expect(count(serial.db, 'assets')).toBe(response.syncItems.assets.length);
    serial.db.close();
  });

  it('moves the cursor even when nothing changed', async () => {
    const { serial } = await openMemoryDb();
    const empty = syncResponseFixture();
    for (const list of SYNC_LIST_NAMES) (empty.syncItems[list] as unknown[]).length = 0;
    delete empty.deleted;
    const result = await applySyncResponse(serial, empty);
    expect(result).toEqual({ rows: 0, deleted: 0, chunks: 1, quarantined: 0 });
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(empty.serverTimeUtc);
  });

  it('tells readers only of the tables a pull wrote: an empty delta changes the cursor alone', async () => {
    const { serial } = await openMemoryDb();
    await applySyncResponse(serial, syncResponseFixture());
    const told: string[][] = [];
    serial.onChange((tables) => told.push([...tables].sort()));
    const empty = syncResponseFixture();
    for (const list of SYNC_LIST_NAMES) (empty.syncItems[list] as unknown[]).length = 0;
    delete empty.deleted;
    empty.isFullSync = false;
    await applySyncResponse(serial, empty);
    expect(told).toEqual([['syncState']]);
    const renamed = syncResponseFixture();
    for (const list of SYNC_LIST_NAMES)
      if (list !== 'assets') (renamed.syncItems[list] as unknown[]).length = 0;
    renamed.isFullSync = false;
    renamed.deleted = { customers: [31] };
    await applySyncResponse(serial, renamed);
    expect(told.at(-1)).toEqual(['assets', 'customers', 'syncState']);
  });

  it('leaves, after the first sync, the rows it already holds unwritten and their lists unreported', async () => {
    const { serial } = await openMemoryDb();
    await applySyncResponse(serial, syncResponseFixture());
    const told: string[][] = [];
    serial.onChange((tables) => told.push([...tables].sort()));
    const echo = syncResponseFixture();
    echo.isFullSync = false;
    delete echo.deleted;
    const result = await applySyncResponse(serial, echo, { skipsUnchanged: true });
    expect(result.rows).toBe(SYNC_LIST_NAMES.reduce((n, l) => n + echo.syncItems[l].length, 0));
    expect(told).toEqual([['syncState']]);
    const later = syncResponseFixture();
    later.isFullSync = false;
    delete later.deleted;
    const asset = later.syncItems.assets[0];
    const observation = later.syncItems.observations[0];
    if (!asset || !observation) throw new Error('fixture has an asset and an observation');
    asset.name = 'EX-204 (renamed)';
    observation.value = '41.5';
    await applySyncResponse(serial, later, { skipsUnchanged: true });
    expect(told.at(-1)).toEqual(['assets', 'observations', 'syncState']);
    expect(serial.db.selectValue('SELECT name FROM assets')).toBe('EX-204 (renamed)');
    expect(
      serial.db.selectValue(`SELECT value FROM observations WHERE externalId = '${observation.externalId}'`),
    ).toBe('41.5');
  });

  it('sweeps, on a full sync after earlier ones, the rows the server no longer lists; readings and local changes stay', async () => {
    const { serial } = await openMemoryDb();
    await applySyncResponse(serial, syncResponseFixture());
    // Rows the server had then, and no longer has after a reset: a second site, a spare machine and a part.
    serial.db.exec(`INSERT INTO sites (id, customerId, name) VALUES (22, 31, 'Gone Site')`);
    serial.db.exec(`INSERT INTO assets (id, name, siteId, customerId) VALUES (98, 'Gone Machine', 22, 31)`);
    // A bucket made on the device and not yet sent, and an inspection the server no longer has.
    serial.db.exec(
      `INSERT INTO equipments (externalId, name, equipmentCategoryId, equipmentTypeId) VALUES ('local-bucket', 'New Bucket', 1, 1)`,
    );
    serial.db.exec(`INSERT INTO outbox (entityType, entityExternalId, operation, payload, createdAt)
                    VALUES ('equipment', 'local-bucket', 'upsert', '{}', 'now')`);
    serial.db
      .exec(`INSERT INTO inspections (externalId, name, siteId, inspectionDate, inspectorName, isSynced)
                    VALUES ('kept-inspection', 'EX-1', 21, '2025-01-01T00:00:00.000Z', 'J', 1)`);
    const full = syncResponseFixture();
    full.serverTimeUtc = '2025-03-03T00:00:00.000Z';
    full.syncItems.parts = [];

    const incremental = { ...syncResponseFixture(), isFullSync: false };
    await applySyncResponse(serial, incremental, { sweep: false });
    expect(count(serial.db, 'sites')).toBe(2);

    const result = await applySyncResponse(serial, full, { sweep: true });
    expect(serial.db.selectValues('SELECT name FROM sites')).toEqual(['Karratha North']);
    expect(serial.db.selectValues('SELECT id FROM assets')).toEqual([full.syncItems.assets[0]?.id]);
    expect(count(serial.db, 'parts')).toBe(0);
    expect(
      serial.db.selectValues(`SELECT externalId FROM equipments WHERE externalId = 'local-bucket'`),
    ).toEqual(['local-bucket']);
    expect(serial.db.selectValues('SELECT externalId FROM inspections ORDER BY externalId')).toEqual(
      [FIXTURE_IDS.inspection, 'kept-inspection'].sort(),
    );
    expect(result.deleted).toBe(3);
    expect(serial.db.selectValue('SELECT lastSyncDate FROM syncState')).toBe(full.serverTimeUtc);
  });
});
