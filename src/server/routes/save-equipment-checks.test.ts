import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, newBucketItem, type FleetFacts } from '../testing/fixtures.ts';
import { expect400, postJson, rowCounts } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Hostile new buckets, each written as the request that was taken: a bucket effective 9999-12-31, one of
// manufacturer 999999, one of category Machine with type Bucket. What must follow: a short 400 naming the field,
// nothing stored, and the refusal in the audit trail; a bucket of an asset manufacturer, or of its fitment's part
// manufacturer (shell spec §4 step 3), is still taken.

const MACHINE_CATEGORY = 1;

describe.each(BACKENDS)('the equipment of a save on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  const onTheMachine = (changes: Record<string, unknown>) => ({
    syncDetails: { lastSyncDate: null },
    inspections: [],
    equipmentItems: [
      { ...newBucketItem(facts, { assetId: facts.asset.id, mineLocationId: null }), ...changes },
    ],
  });
  /** The issues of a refused bucket; nothing is stored, and the refusal is in the audit trail under the bucket. */
  const refused = async (changes: Record<string, unknown>) => {
    const before = await rowCounts(server.db);
    const request = onTheMachine(changes);
    const body = await expect400(await postJson(server, 'inspection', request));
    expect(await rowCounts(server.db)).toEqual(before);
    const trail = await server.db
      .selectFrom('inspectionAudit')
      .select(['tableName', 'reason'])
      .where('action', '=', 'refused')
      .where('rowExternalId', '=', (request.equipmentItems[0] as { externalId: string }).externalId)
      .execute();
    const first = body.issues?.[0];
    expect(trail).toEqual([
      { tableName: 'equipments', reason: `400: Invalid request body (${first?.path}: ${first?.message})` },
    ]);
    return body.issues;
  };

  it('refuses a bucket effective 9999-12-31, or installed before 1900', async () => {
    const issues = await refused({ effectiveDate: '9999-12-31T00:00:00.000Z', installDate: '1850-01-01' });
    expect(issues?.map((issue) => issue.path)).toEqual([
      'body.equipmentItems.0.installDate',
      'body.equipmentItems.0.effectiveDate',
    ]);
    expect(issues?.[0]?.message).toMatch(
      /^Expected a date from 1900-01-01 to \d{4}-\d{2}-\d{2} \(at most 31 days/,
    );
  });

  it('refuses a bucket of a manufacturer that is not there', async () => {
    expect(await refused({ manufacturerId: 999_999 })).toEqual([
      { path: 'body.equipmentItems.0.manufacturerId', message: 'Manufacturer not found' },
    ]);
  });

  it('refuses a bucket whose type is of another category (category Machine, type Bucket)', async () => {
    expect(await refused({ equipmentCategoryId: MACHINE_CATEGORY })).toEqual([
      {
        path: 'body.equipmentItems.0.equipmentTypeId',
        message: 'This equipment type belongs to another equipment category',
      },
    ]);
  });

  it("takes a new bucket of an asset manufacturer, or of its fitment's part manufacturer, dated today", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const partManufacturer = await server.db
      .selectFrom('partManufacturers')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const manufacturerId of [1, partManufacturer.id]) {
      const body = onTheMachine({
        manufacturerId,
        installDate: today,
        effectiveDate: `${today}T00:00:00.000Z`,
      });
      expect((await postJson(server, 'inspection', body)).status).toBe(200);
    }
  });
});
