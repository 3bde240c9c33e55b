import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb } from '../db/open-memory-db.ts';
import type { ReportType } from '../report/report-data.ts';
import { readReportSource, reportBucketOf, type ReportRowReader } from '../report/report-source-reader.ts';
import { BACKENDS } from '../server/testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../server/testing/databases.ts';
import { POSTGRES_FACTS, SQLITE_FACTS } from './facts-dialect.ts';
import { GOLDEN_INSPECTION_ROW, writeGoldenRows } from './golden-rows.fixture.ts';
import { factRows, type FactRows, type FactsDb, type InspectionKey } from './report-rows.ts';

// Decision 0051: one facts reader for both databases. The golden inspection, written as the same rows into the
// device's SQLite and the server's PostgreSQL (PGlite; a real PostgreSQL too with TEST_DATABASE_URL), reads back as
// the same facts through the one reader: every query's rows and the whole report source. The one normalisation is the
// inspection's key, which is the server's id and the device's externalId (FactsDialect.keys).

const NOW = new Date('2026-11-23T12:00:00.000Z');
const TYPES: readonly ReportType[] = ['UndercarriageInspection', 'BucketInspection'];

const reader = (rows: FactRows): ReportRowReader<InspectionKey> => ({
  ...rows,
  photoBytes: async () => null,
  notFound: (message) => new Error(message),
});

/** Every query of the reader, asked what the golden inspection's report asks, the inspection's key left out. */
async function everyFact(db: FactsDb, dialect: typeof SQLITE_FACTS) {
  const rows = factRows(db, dialect, GOLDEN_INSPECTION_ROW);
  const inspection = await rows.inspection();
  if (inspection === undefined) throw new Error('the golden inspection is not there');
  const own = await rows.observations([inspection.key]);
  const entities = [
    ...new Set(own.flatMap((o) => (o.entityExternalId === null ? [] : [o.entityExternalId]))),
  ];
  const assetId = inspection.assetId ?? 0;
  const sides = await rows.sideEquipments(assetId);
  const buckets = await rows.assetBuckets(assetId);
  const equipment = [...sides, ...buckets].map((e) => e.externalId);
  const parts = await rows.equipmentParts(equipment);
  const earlier = [
    ...(await rows.earlierInspections(inspection)),
    ...(await rows.earlierInspectionsOn(inspection, entities)),
  ];
  const history = await rows.observations(earlier.map((e) => e.key));
  const withoutKey = <T extends { key: InspectionKey }>({ key: _key, ...rest }: T) => rest;
  const withoutInspectionKey = <T extends { inspectionKey: InspectionKey }>({
    inspectionKey: _key,
    ...rest
  }: T) => rest;
  return {
    inspection: withoutKey(inspection),
    own: own.map(withoutInspectionKey),
    site: await rows.site(inspection.siteId),
    asset: await rows.asset(assetId),
    modelFlags: await rows.modelFlags(assetId),
    sides,
    buckets,
    bucketsAmong: await rows.bucketsAmong(entities),
    parts,
    dimensions: await rows.partDimensions(parts.map((p) => p.externalId)),
    earlier: earlier.map(withoutKey),
    history: history.map(withoutInspectionKey),
    triggers: await rows.itemTriggers(),
    bucket: await rows.bucket(buckets[0]?.externalId ?? ''),
    actionTypes: await rows.actionTypes(),
  };
}

/** What the report makes of it: the whole source of both report types and the bucket a completion records. */
async function everySource(db: FactsDb, dialect: typeof SQLITE_FACTS) {
  const sources = [];
  for (const type of TYPES)
    sources.push(await readReportSource(reader(factRows(db, dialect, GOLDEN_INSPECTION_ROW)), type, NOW));
  return { sources, bucket: await reportBucketOf(reader(factRows(db, dialect, GOLDEN_INSPECTION_ROW))) };
}

describe.each(BACKENDS)('one facts reader, on SQLite and $name', (backend) => {
  let server: TestDatabase;
  let device: Awaited<ReturnType<typeof openMemoryDb>>;
  beforeAll(async () => {
    server = await openTestDatabase(backend, await makeTempDir('inspect-facts-'), { seeded: false });
    await writeGoldenRows(server.database.db, 'server');
    device = await openMemoryDb();
    await writeGoldenRows(device.kysely, 'device');
  }, 120_000);
  afterAll(async () => {
    await server?.database.close();
    await server?.dispose();
  });

  it('reads every fact of the golden inspection alike from both databases', async () => {
    const onDevice = await everyFact(device.kysely, SQLITE_FACTS);
    const onServer = await everyFact(server.database.db, POSTGRES_FACTS);
    expect(onServer).toEqual(onDevice);
    // Not two empty answers: the golden inspection's rows are all there (report-source.fixture.ts).
    expect(onDevice.inspection.completed).toBe(true);
    expect(onDevice.sides.map((s) => s.name).sort()).toEqual(['Left Side', 'Right Side']);
    expect(onDevice.buckets).toHaveLength(1);
    expect(onDevice.parts).toHaveLength(2 * 9 + 8 + 8);
    expect(onDevice.earlier).toHaveLength(4); // two earlier inspections, found by asset and by bucket
    expect(onDevice.modelFlags).toMatchObject({ hasTumblerRollPathMeasurement: true, shoesPerSide: 5 });
    expect(onDevice.actionTypes).toHaveLength(6);
  });

  it('makes the same report source of it on both, for both report types', async () => {
    const onDevice = await everySource(device.kysely, SQLITE_FACTS);
    expect(await everySource(server.database.db, POSTGRES_FACTS)).toEqual(onDevice);
    const [undercarriage] = onDevice.sources;
    expect(undercarriage?.facts.history).toHaveLength(2);
    expect(undercarriage?.facts.sides).toHaveLength(2);
    expect(undercarriage?.photos).toHaveLength(6);
    expect(onDevice.bucket).toBe(undercarriage?.facts.bucketExternalId);
  });

  it('reads a reopened inspection as not completed on both, so its report never says "Completed"', async () => {
    const reopen = (value: boolean) => ({
      device: device.kysely
        .updateTable('inspections')
        .set({ reopened: value ? 1 : 0 })
        .where('externalId', '=', GOLDEN_INSPECTION_ROW)
        .execute(),
      server: server.database.db
        .updateTable('inspections')
        .set({ reopened: value })
        .where('externalId', '=', GOLDEN_INSPECTION_ROW)
        .execute(),
    });
    const reopened = reopen(true);
    await Promise.all([reopened.device, reopened.server]);
    try {
      const onDevice = await factRows(device.kysely, SQLITE_FACTS, GOLDEN_INSPECTION_ROW).inspection();
      const onServer = await factRows(server.database.db, POSTGRES_FACTS, GOLDEN_INSPECTION_ROW).inspection();
      expect(onDevice?.completed).toBe(false);
      expect(onServer?.completed).toBe(false);
    } finally {
      const restored = reopen(false);
      await Promise.all([restored.device, restored.server]);
    }
  });
});
