import { describe, expect, it } from 'vitest';
import { syncResponseFixture } from '../../api/sync-items.fixture.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import type { SerialDb } from '../../db/serial-db.ts';
import { PullApplier, applySyncResponse } from './apply-pull.ts';

/** Every index of the database with its definition, as the migrations made them. */
function indexes(serial: SerialDb): unknown[] {
  return serial.db.selectArrays(
    "SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name",
  );
}

const queryPlan = (serial: SerialDb, sql: string) =>
  serial.db
    .selectArrays(`EXPLAIN QUERY PLAN ${sql}`)
    .map((row) => String(row[3]))
    .join('; ');

describe('a first sync into an empty database with deferred indexes', () => {
  it('ends with every index the migrations made, each holding every row', async () => {
    const { serial } = await openMemoryDb();
    const before = indexes(serial);
    expect(before.length).toBeGreaterThan(80);
    const response = syncResponseFixture();
    const applier = new PullApplier(serial, { deferIndexes: true, chunkRows: Infinity, total: 10 });
    for (const list of ['equipmentParts', 'observations'] as const) {
      const rows = response.syncItems[list];
      await applier.upsert(list, JSON.stringify(rows), rows.length);
    }
    // Inside the open transaction the non-unique indexes are gone; the unique ones stay (the upserts' targets).
    const during = serial.db.selectValue(
      "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'equipmentParts_partId'",
    );
    expect(during).toBe(0);
    await applier.finish(response);
    await applier.close();
    expect(indexes(serial)).toEqual(before);
    expect(serial.db.selectValue('PRAGMA integrity_check')).toBe('ok');
    expect(queryPlan(serial, 'SELECT * FROM equipmentParts WHERE partId = 1')).toContain(
      'USING INDEX equipmentParts_partId',
    );
  });

  it('rolls back to the indexes when the pull dies before it commits', async () => {
    const { serial } = await openMemoryDb();
    const before = indexes(serial);
    const response = syncResponseFixture();
    const applier = new PullApplier(serial, { deferIndexes: true, chunkRows: Infinity, total: 10 });
    await applier.upsert('units', JSON.stringify(response.syncItems.units), response.syncItems.units.length);
    await expect(applier.upsert('units', '[{"id": "not a number"}]', 1)).rejects.toThrow();
    await applier.close();
    expect(serial.inAutocommit()).toBe(true);
    expect(indexes(serial)).toEqual(before);
    expect(serial.db.selectValue('SELECT count(*) FROM units')).toBe(0);
  });

  it('makes them again before a commit the network forced mid-way, and defers only once', async () => {
    const { serial } = await openMemoryDb();
    const before = indexes(serial);
    const response = syncResponseFixture();
    const applier = new PullApplier(serial, { deferIndexes: true, chunkRows: Infinity, total: 10 });
    const parts = response.syncItems.equipmentParts;
    await applier.upsert('equipmentParts', JSON.stringify(parts), parts.length);
    await applier.idle();
    expect(indexes(serial)).toEqual(before);
    const observations = response.syncItems.observations;
    await applier.upsert('observations', JSON.stringify(observations), observations.length);
    expect(indexes(serial)).toEqual(before);
    await applier.finish(response);
    await applier.close();
    expect(indexes(serial)).toEqual(before);
    expect(serial.db.selectValue('PRAGMA integrity_check')).toBe('ok');
  });

  it('leaves the same rows as a sync without deferring', async () => {
    const deferred = await openMemoryDb();
    const direct = await openMemoryDb();
    const response = syncResponseFixture();
    const applier = new PullApplier(deferred.serial, { deferIndexes: true, chunkRows: Infinity, total: 10 });
    for (const list of Object.keys(response.syncItems) as (keyof typeof response.syncItems)[]) {
      const rows: readonly unknown[] = response.syncItems[list];
      await applier.upsert(list, JSON.stringify(rows), rows.length);
    }
    await applier.finish(response);
    await applier.close();
    await applySyncResponse(direct.serial, response);
    const dump = (serial: SerialDb) =>
      ['equipmentParts', 'observations', 'inspections', 'assets', 'assetSearch'].map((table) =>
        serial.db.selectObjects(`SELECT * FROM "${table}" ORDER BY 1`),
      );
    expect(dump(deferred.serial)).toEqual(dump(direct.serial));
  });
});
