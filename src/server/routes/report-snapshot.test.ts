import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import type { ReportType } from '../../report/report-data.ts';
import { DataLevel } from '../../rules/enums.ts';
import { createMemoryPhotoFiles } from '../../worker/photos/photo-files.ts';
import { localReportSource } from '../../worker/report/local-report-source.ts';
import { applySyncResponse } from '../../worker/sync/apply-pull.ts';
import { serverReportSource } from '../report/server-report-source.ts';
import { EQUIPMENT_CATEGORY_IDS, EQUIPMENT_TYPE_IDS } from '../seed/reference.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, itemId } from '../testing/fixtures.ts';
import { postJson, pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Decision 0045: a completed inspection's report shows the machine, sides and bucket it inspected.
// Rows written after its completion (a bucket dated 9999-12-31, a changeout, a new side or part) change neither the
// server's report nor the device's. The rows are written straight into the database: what the save route lets an
// inspector write is another test's business; here only the report's reading of them is under test.

const TYPES: readonly ReportType[] = ['UndercarriageInspection', 'BucketInspection'];
const NOW = new Date('2026-11-23T12:00:00.000Z');

interface Bucket {
  id: number;
  externalId: string;
  name: string;
  serialNumber: string | null;
}

describe.each(BACKENDS)('a completed inspection’s report is a snapshot, on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 120_000);
  afterAll(() => server?.close());

  /** The report data both sides make of one inspection, for both report types. */
  async function serverData(externalId: string) {
    const out: string[] = [];
    for (const type of TYPES)
      out.push(
        JSON.stringify(
          assembleReportData(
            await serverReportSource(server.db, server.server.services.photos, externalId, type, NOW),
          ),
        ),
      );
    return out;
  }

  async function deviceData(externalId: string) {
    const local = await openMemoryDb();
    await applySyncResponse(local.serial, await pull(server));
    const out: string[] = [];
    for (const type of TYPES)
      out.push(
        JSON.stringify(
          assembleReportData(
            await localReportSource(local.kysely, createMemoryPhotoFiles(), externalId, type, NOW),
          ),
        ),
      );
    return out;
  }

  /** The text of the Word file POST report/generate answers. */
  async function wordText(externalId: string, reportType: ReportType): Promise<string> {
    const response = await postJson(server, 'report/generate', { reportType, entityId: externalId });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    return strFromU8(files['word/document.xml'] as Uint8Array);
  }

  async function bucketsOn(assetId: number): Promise<Bucket[]> {
    return server.db
      .selectFrom('equipments')
      .select(['id', sql<string>`external_id::text`.as('externalId'), 'name', 'serialNumber'])
      .where('assetId', '=', assetId)
      .where('equipmentCategoryId', '=', EQUIPMENT_CATEGORY_IDS.Bucket)
      .orderBy('id')
      .execute();
  }

  async function addEquipment(
    assetId: number,
    row: { name: string; serialNumber?: string; effectiveDate: string; bucket: boolean },
  ): Promise<string> {
    const externalId = randomUUID();
    await server.db
      .insertInto('equipments')
      .values({
        externalId,
        assetId,
        equipmentCategoryId: row.bucket
          ? EQUIPMENT_CATEGORY_IDS.Bucket
          : EQUIPMENT_CATEGORY_IDS.Undercarriage,
        equipmentTypeId: row.bucket ? EQUIPMENT_TYPE_IDS.Bucket : EQUIPMENT_TYPE_IDS.Undercarriage,
        name: row.name,
        serialNumber: row.serialNumber ?? null,
        effectiveDate: row.effectiveDate,
      })
      .execute();
    return externalId;
  }

  it('a bucket dated 9999-12-31, a new side and a new part added after completion change neither report, on the server nor the device', async () => {
    // Completed by a device that did not record its bucket (as every inspection before decision 0045): the report
    // shows the machine's bucket in effect at the inspection's date.
    const facts = await fleetFacts(server.db);
    const assetId = facts.asset.id;
    const [bucket] = await bucketsOn(assetId);
    if (bucket === undefined) throw new Error('the fleet’s first machine has a bucket');
    const { request, externalId } = inspectionRequest(facts);
    const completing = {
      ...request,
      inspections: request.inspections.map((i) => ({ ...i, completed: true })),
    };
    expect((await postJson(server, 'inspection', completing)).status).toBe(200);
    const inspection = { externalId };
    const before = await serverData(inspection.externalId);
    expect(await deviceData(inspection.externalId)).toEqual(before);
    for (const type of TYPES) {
      const text = await wordText(inspection.externalId, type);
      expect(text).toContain(bucket.name);
      expect(text).toContain(bucket.serialNumber);
    }

    await addEquipment(assetId, {
      name: 'PWNED-BUCKET',
      serialNumber: 'FAKE-SN-666',
      effectiveDate: '9999-12-31',
      bucket: true,
    });
    await addEquipment(assetId, { name: 'Left Side', effectiveDate: NOW.toISOString(), bucket: false });
    const part = await server.db
      .selectFrom('equipmentParts')
      .select(['partId', 'externalEquipmentId'])
      .where('equipmentId', '=', bucket.id)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('equipmentParts')
      .values({
        externalId: randomUUID(),
        equipmentId: bucket.id,
        externalEquipmentId: part.externalEquipmentId,
        partId: part.partId,
        position: 99,
        locationName: 'Unknown',
        effectiveDate: NOW.toISOString(),
      })
      .execute();

    expect(await serverData(inspection.externalId)).toEqual(before);
    expect(await deviceData(inspection.externalId)).toEqual(before);
    for (const type of TYPES) {
      const text = await wordText(inspection.externalId, type);
      expect(text).not.toContain('PWNED-BUCKET');
      expect(text).not.toContain('FAKE-SN-666');
      expect(text).toContain(bucket.serialNumber);
    }
  }, 120_000);

  it('a changeout after completion: the bucket the inspection recorded or observed stays in its report, on the server and the device', async () => {
    const facts = await fleetFacts(server.db);
    const [bucket] = await bucketsOn(facts.asset.id);
    if (bucket === undefined) throw new Error('the fleet’s first machine has a bucket');
    // One completed as the device completes it now, with the bucket its report showed (inspection-lifecycle.ts) …
    const recorded = inspectionRequest(facts);
    // … and one by an earlier device, which recorded only a comment on the bucket.
    const observed = inspectionRequest(facts);
    const comment = {
      externalId: randomUUID(),
      observableItemId: itemId('Bucket.Summary.Comments'),
      value: 'Heel shrouds cracked',
      entityId: bucket.id,
      entityExternalId: bucket.externalId,
      dataLevelId: DataLevel.equipment,
    };
    const completing = {
      ...recorded.request,
      inspections: [
        ...recorded.request.inspections.map((i) => ({
          ...i,
          completed: true,
          bucketExternalId: bucket.externalId,
        })),
        ...observed.request.inspections.map((i) => ({
          ...i,
          completed: true,
          categoriesTypes: i.categoriesTypes.map((c) => ({
            ...c,
            observations: [...c.observations, comment],
          })),
        })),
      ],
    };
    expect((await postJson(server, 'inspection', completing)).status).toBe(200);
    const inspections = [recorded.externalId, observed.externalId];
    const before = await Promise.all(inspections.map(serverData));
    for (const data of before) expect(data[1]).toContain(bucket.serialNumber);

    // The changeout: a new bucket on the machine, the old one moved to a yard.
    await addEquipment(facts.asset.id, {
      name: 'Replacement Bucket 7',
      serialNumber: 'SN-7731',
      effectiveDate: NOW.toISOString(),
      bucket: true,
    });
    await server.db
      .updateTable('equipments')
      .set({ assetId: null, mineLocationId: facts.yard.id })
      .where('id', '=', bucket.id)
      .execute();

    for (const [i, externalId] of inspections.entries()) {
      expect(await serverData(externalId)).toEqual(before[i]);
      expect(await deviceData(externalId)).toEqual(before[i]);
      for (const type of TYPES) {
        const text = await wordText(externalId, type);
        expect(text).not.toContain('Replacement Bucket 7');
        expect(text).not.toContain('SN-7731');
      }
      expect(await wordText(externalId, 'BucketInspection')).toContain(bucket.serialNumber);
    }
  }, 120_000);
});
