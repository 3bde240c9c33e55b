import { afterEach, describe, expect, it } from 'vitest';
import type { OpenDb } from '../../db/open-memory-db.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import type { ReportType } from '../../report/report-data.ts';
import { FLEET } from '../domain/fleet.fixture.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { submitInspection } from '../domain/inspection-lifecycle.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { localReportSource } from './local-report-source.ts';

// Decision 0045 on the device: submitting records the bucket the report shows, and what a later sync brings (a
// changeout, a bucket dated 9999-12-31) does not change the completed inspection's report.

const inspection = testUuid('s', 1);
const NOW = new Date('2026-11-23T12:00:00.000Z');

let open: OpenDb | undefined;
afterEach(() => open?.serial.db.close());

async function report(db: OpenDb, reportType: ReportType) {
  return localReportSource(db.kysely, createMemoryPhotoFiles(), inspection, reportType, NOW);
}

describe('a completed inspection’s report on the device', () => {
  it('keeps the bucket it was completed with after a changeout and a forged bucket arrive by sync', async () => {
    open = await openFleetDb([
      {
        externalId: inspection,
        name: 'EX-204',
        assetId: FLEET.assets.ex204,
        mineLocationId: null,
        siteId: FLEET.sites.karratha,
        inspectionDate: '2026-10-01T08:00:00.000Z',
        completed: false,
        inspectorName: 'Mei Chen',
      },
    ]);
    const db = open;
    await submitInspection(db.kysely, inspection);
    const row = await db.kysely
      .selectFrom('inspections')
      .select('bucketExternalId')
      .where('externalId', '=', inspection)
      .executeTakeFirstOrThrow();
    expect(row.bucketExternalId).toBe(FLEET.buckets.ex204);
    const before = {
      bucket: assembleReportData(await report(db, 'BucketInspection')),
      undercarriage: assembleReportData(await report(db, 'UndercarriageInspection')),
    };
    expect((await report(db, 'BucketInspection')).bucket?.name).toBe('EX-204 Bucket');

    // What a sync brings from another device: the old bucket moved to a yard, its replacement, a forged bucket.
    db.serial.db.exec(`
      UPDATE equipments SET assetId = NULL, mineLocationId = ${FLEET.mineLocations.northYard}
        WHERE externalId = '${FLEET.buckets.ex204}';
      INSERT INTO equipments (externalId, id, assetId, equipmentCategoryId, equipmentCategory, equipmentTypeId,
        equipmentType, name, serialNumber, effectiveDate) VALUES
        ('${testUuid('e', 1)}', 9101, ${FLEET.assets.ex204}, 2, 'Bucket', 4, 'Bucket', 'Replacement Bucket 7',
          'SN-7731', '2026-11-20T00:00:00.000Z'),
        ('${testUuid('e', 2)}', 9102, ${FLEET.assets.ex204}, 2, 'Bucket', 4, 'Bucket', 'PWNED-BUCKET',
          'FAKE-SN-666', '9999-12-31');`);

    expect((await report(db, 'BucketInspection')).bucket?.name).toBe('EX-204 Bucket');
    expect({
      bucket: assembleReportData(await report(db, 'BucketInspection')),
      undercarriage: assembleReportData(await report(db, 'UndercarriageInspection')),
    }).toEqual(before);
  }, 60_000);
});
