import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import { localReportSource } from '../../worker/report/local-report-source.ts';
import { createMemoryPhotoFiles } from '../../worker/photos/photo-files.ts';
import { applySyncResponse } from '../../worker/sync/apply-pull.ts';
import { serverReportSource } from '../report/server-report-source.ts';
import { BACKENDS } from '../testing/backends.ts';
import { expect400, postJson, pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// POST report/generate: the Word file of a seeded inspection with its history, named in content-disposition; the
// failure texts; and the device's report data equal to the server's for the same inspection.

describe.each(BACKENDS)('report/generate on $name', (backend) => {
  let server: TestServer;
  let inspection: { id: number; externalId: string; name: string };
  beforeAll(async () => {
    server = await startTestServer(backend);
    // The latest inspection of an asset inspected more than once: it has a previous reading and a forecast.
    const row = await server.db
      .selectFrom('inspections as i')
      .select(['i.id', sql<string>`i.external_id::text`.as('externalId'), 'i.name'])
      .where('i.completed', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('inspections as e')
            .select('e.id')
            .whereRef('e.assetId', '=', 'i.assetId')
            .whereRef('e.inspectionDate', '<', 'i.inspectionDate'),
        ),
      )
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    inspection = row;
  }, 120_000);
  afterAll(() => server?.close());

  it('answers the Word file of the inspection, named in content-disposition', async () => {
    const response = await postJson(server, 'report/generate', {
      reportType: 'UndercarriageInspection',
      entityId: inspection.externalId,
      exportFormats: ['Word'],
      responseType: 'File',
      generateReport: true,
      type: 'InspectionReport',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('wordprocessingml');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+ Undercarriage Inspection \d{4}-\d{2}-\d{2}\.docx"/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const xml = strFromU8(files['word/document.xml'] as Uint8Array);
    expect(xml).toContain(inspection.name);
    expect(xml).toContain('Pitch Extension');
    expect(Object.keys(files).some((f) => f.endsWith('.svg'))).toBe(true);
  }, 60_000);

  it('writes the report in the language and unit the request names (decision 0065, 0053)', async () => {
    const response = await postJson(server, 'report/generate', {
      reportType: 'UndercarriageInspection',
      entityId: inspection.externalId,
      lengthUnit: 'in',
      language: 'es',
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const text = strFromU8(files['word/document.xml'] as Uint8Array).replace(/<[^>]+>/g, '');
    for (const words of ['Tren de rodaje — Lado izquierdo', 'Elongación de paso', 'Sin acción'])
      expect(text).toContain(words);
    // Inches with three decimals and a decimal comma; no English action or part name is left.
    expect(text).toMatch(/\d+,\d{3} in/);
    for (const english of ['Pitch Extension', 'Left Side', 'Schedule Changeout', 'No Action'])
      expect(text).not.toContain(english);
  }, 60_000);

  it('writes lengths in the site’s unit when the request names none, and in the unit it names (decision 0071)', async () => {
    const site = await server.db
      .selectFrom('inspections')
      .select('siteId')
      .where('id', '=', inspection.id)
      .executeTakeFirstOrThrow();
    const lengths = async (lengthUnit?: 'mm' | 'in') => {
      const response = await postJson(server, 'report/generate', {
        reportType: 'UndercarriageInspection',
        entityId: inspection.externalId,
        ...(lengthUnit ? { lengthUnit } : {}),
      });
      expect(response.status).toBe(200);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      const text = strFromU8(files['word/document.xml'] as Uint8Array).replace(/<[^>]+>/g, '');
      return { inches: /\d+\.\d{3} in/.test(text), mm: /\d+\.\d{2} mm/.test(text) };
    };
    // The test fleet's sites name no unit: millimetres.
    expect(await lengths()).toEqual({ inches: false, mm: true });
    await server.db.updateTable('sites').set({ lengthUnitId: 16 }).where('id', '=', site.siteId).execute();
    try {
      expect(await lengths()).toEqual({ inches: true, mm: false });
      expect(await lengths('mm')).toEqual({ inches: false, mm: true });
    } finally {
      await server.db
        .updateTable('sites')
        .set({ lengthUnitId: null })
        .where('id', '=', site.siteId)
        .execute();
    }
  }, 120_000);

  it('takes the server id too, and fails with the spec’s text for an unknown inspection', async () => {
    const byId = await postJson(server, 'report/generate', {
      reportType: 'BucketInspection',
      entityId: inspection.id,
    });
    expect(byId.status).toBe(200);
    const missing = await postJson(server, 'report/generate', {
      reportType: 'UndercarriageInspection',
      entityId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Failed to get inspection report: 404' });
    const bad = await expect400(
      await postJson(server, 'report/generate', { reportType: 'Nope', entityId: 'x' }),
    );
    expect(bad.issues?.map((i) => i.path)).toEqual(
      expect.arrayContaining(['body.reportType', 'body.entityId']),
    );
  }, 60_000);

  it('makes the same report data on the device, from the rows a sync brought there', async () => {
    const local = await openMemoryDb();
    await applySyncResponse(local.serial, await pull(server));
    const now = new Date('2026-11-23T12:00:00.000Z');
    const fromServer = assembleReportData(
      await serverReportSource(
        server.db,
        server.server.services.photos,
        inspection.externalId,
        'UndercarriageInspection',
        now,
      ),
    );
    const fromDevice = assembleReportData(
      await localReportSource(
        local.kysely,
        createMemoryPhotoFiles(),
        inspection.externalId,
        'UndercarriageInspection',
        now,
      ),
    );
    expect(fromDevice.sides.flatMap((s) => s.components).length).toBeGreaterThan(0);
    expect(fromDevice.sides[0]?.components[0]?.previous).not.toBeNull();
    // What was not inspected (decision 0043) too: read from the same facts on both sides.
    expect(fromServer.notInspected.length).toBeGreaterThan(0);
    expect(JSON.stringify(fromDevice)).toBe(JSON.stringify(fromServer));
  }, 60_000);
});
