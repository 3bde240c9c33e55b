import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../api/paths.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import { renderReportDocx } from '../../report/render-report.ts';
import { catalogueId } from '../../rules/index.ts';
import { createInspectionIn } from '../../worker/domain/inspection-create.ts';
import { submitInspection } from '../../worker/domain/inspection-lifecycle.ts';
import { createMemoryPhotoFiles } from '../../worker/photos/photo-files.ts';
import { recordValue } from '../../worker/recording/record-value.ts';
import { localReportSource } from '../../worker/report/local-report-source.ts';
import { applySyncResponse } from '../../worker/sync/apply-pull.ts';
import { HttpClient } from '../../worker/sync/http-client.ts';
import { pushOutbox } from '../../worker/sync/push.ts';
import { serverReportSource } from '../report/server-report-source.ts';
import { BACKENDS } from '../testing/backends.ts';
import { postJson, pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The record a device sends is the record the screens showed (decision 0023): an inspection of a demo machine with
// load roller positions and teeth recorded on the device, submitted and pushed; the server stores it Completed, each
// reading and condition with the action type of the one judgement and its unit, and its report equals the device's.
//
// Teeth: baseline 540 mm, limit -210 mm (the demo fleet's tooth); thresholds 0 No Action (1), 50 Monitor /
// Maintenance (3), 75 Schedule Changeout (4), 100 Changeout Immediately (5). 435 mm: (435 - 540) / -210 = 50 %;
// 382.5 mm: 75 %; 330 mm: 100 %; 500 mm: 19.0 %; 540 mm: 0 %. Load rollers: Changeout 5, Monitor 3, Good 1.
const TEETH: [mm: string, wear: string, actionTypeId: number, label: string][] = [
  ['435', '50.0 %', 3, 'Monitor / Maintenance'],
  ['382.5', '75.0 %', 4, 'Schedule Changeout'],
  ['330', '100.0 %', 5, 'Changeout Immediately'],
  ['500', '19.0 %', 1, 'No Action'],
  ['540', '0.0 %', 1, 'No Action'],
];
const ROLLERS: [condition: string, actionTypeId: number][] = [
  ['Good', 1],
  ['Changeout', 5],
  ['Monitor', 3],
];

describe.each(BACKENDS)('the judged record on $name', (backend) => {
  let server: TestServer;
  let device: Awaited<ReturnType<typeof openMemoryDb>>;
  let inspection: string;
  let machine: { id: number; name: string; siteId: number };
  let bucket: string;
  let teeth: string[];
  let rollers: string[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    device = await openMemoryDb();
    await applySyncResponse(device.serial, await pull(server));
    const db = device.kysely;
    // A machine with load rollers on its left side and teeth on its bucket.
    const row = await db
      .selectFrom('assets as a')
      .innerJoin('equipments as s', (j) => j.onRef('s.assetId', '=', 'a.id').on('s.name', '=', 'Left Side'))
      .innerJoin('equipments as b', (j) =>
        j.onRef('b.assetId', '=', 'a.id').on('b.equipmentCategory', '=', 'Bucket'),
      )
      .select(['a.id', 'a.name', 'a.siteId', 's.externalId as side', 'b.externalId as bucket'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('equipmentParts as ep')
            .select('ep.externalId')
            .whereRef('ep.externalEquipmentId', '=', 's.externalId')
            .where('ep.group', '=', 'Load Rollers'),
        ),
      )
      .orderBy('a.name')
      .executeTakeFirstOrThrow();
    machine = { id: row.id, name: row.name, siteId: row.siteId };
    bucket = row.bucket;
    rollers = (
      await db
        .selectFrom('equipmentParts')
        .select('externalId')
        .where('externalEquipmentId', '=', row.side)
        .where('group', '=', 'Load Rollers')
        .orderBy('position')
        .execute()
    ).map((r) => r.externalId);
    const toothItem = catalogueId('Bucket.GroundEngagingTools.Teeth.Part.WornLength');
    teeth = (
      await db
        .selectFrom('equipmentParts as ep')
        .innerJoin('partDimensions as d', 'd.partId', 'ep.partId')
        .select('ep.externalId')
        .where('ep.externalEquipmentId', '=', bucket)
        .where('d.observableItemId', '=', toothItem)
        .orderBy('ep.position')
        .execute()
    ).map((r) => r.externalId);
    expect(rollers.length).toBeGreaterThanOrEqual(3);
    expect(teeth.length).toBeGreaterThanOrEqual(5);

    const created = await db.transaction().execute((trx) =>
      createInspectionIn(
        trx,
        {
          name: machine.name,
          assetId: machine.id,
          mineLocationId: null,
          siteId: machine.siteId,
          equipmentExternalId: null,
          inspectorName: 'Test Inspector',
        },
        new Date('2030-01-15T09:00:00.000Z'),
      ),
    );
    inspection = created.externalId;
    for (const [i, [condition]] of ROLLERS.entries())
      await recordValue(db, {
        inspectionExternalId: inspection,
        target: { kind: 'side', side: 'left', partExternalId: rollers[i] as string },
        identifier: 'Undercarriage.Left.LoadRollers.Position.VisualCondition',
        value: condition,
      });
    for (const [i, [mm]] of TEETH.entries())
      await recordValue(db, {
        inspectionExternalId: inspection,
        target: { kind: 'bucket', bucketExternalId: bucket, partExternalIds: [teeth[i] as string] },
        identifier: 'Bucket.GroundEngagingTools.Teeth.Part.WornLength',
        value: mm,
      });
    await submitInspection(db, inspection);
    const http = new HttpClient({
      baseUrl: `${server.url}${API_BASE}`,
      getToken: () => async () => server.token(),
    });
    await pushOutbox(db, http);
  }, 180_000);
  afterAll(() => server?.close());

  it('stores the submitted inspection Completed, with the status id the seeded completed ones carry', async () => {
    const stored = await server.db
      .selectFrom('inspections as i')
      .innerJoin('inspectionStatuses as s', 's.id', 'i.inspectionStatusId')
      .select(['i.completed', 's.name'])
      .where(sql`i.external_id::text`, '=', inspection)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ completed: true, name: 'Completed' });
  });

  it('stores each tooth and roller position with the action type and unit of the one judgement', async () => {
    const rows = await server.db
      .selectFrom('observations as o')
      .innerJoin('inspectionCategoryTypes as c', 'c.id', 'o.categoryTypeId')
      .innerJoin('inspections as i', 'i.id', 'c.inspectionId')
      .leftJoin('units as u', 'u.id', 'o.unitId')
      .select([
        sql<string>`o.entity_external_id::text`.as('entity'),
        'o.observableItemId as item',
        'o.value',
        'o.actionTypeId',
        'u.code',
      ])
      .where(sql`i.external_id::text`, '=', inspection)
      .execute();
    const at = (entity: string | undefined, identifier: string) =>
      rows.find((r) => r.entity === entity && r.item === catalogueId(identifier));
    const worn = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength';
    TEETH.forEach(([mm, , actionTypeId], i) =>
      expect(at(teeth[i], worn)).toEqual({
        entity: teeth[i],
        item: catalogueId(worn),
        value: mm,
        actionTypeId,
        code: 'mm',
      }),
    );
    // decision 0039: each tooth's Condition and Changeout as its screen showed them (Good, Same parts) reach the server
    teeth.forEach((tooth) => {
      expect(at(tooth, 'Bucket.GroundEngagingTools.Teeth.Part.Condition')?.value).toBe('Good');
      expect(at(tooth, 'Bucket.GroundEngagingTools.Teeth.Part.Changeout')?.value).toBe('NO');
    });
    ROLLERS.forEach(([condition, actionTypeId], i) =>
      expect(at(rollers[i], 'Undercarriage.Left.LoadRollers.Position.VisualCondition')).toMatchObject({
        value: condition,
        actionTypeId,
      }),
    );
  });

  it('makes the same report on the server as on the device, with every position and tooth', async () => {
    const now = new Date('2030-01-15T12:00:00.000Z');
    const fromServer = assembleReportData(
      await serverReportSource(
        server.db,
        server.server.services.photos,
        inspection,
        'UndercarriageInspection',
        now,
      ),
    );
    const fromDevice = assembleReportData(
      await localReportSource(
        device.kysely,
        createMemoryPhotoFiles(),
        inspection,
        'UndercarriageInspection',
        now,
      ),
    );
    expect(JSON.stringify(fromServer)).toBe(JSON.stringify(fromDevice));
    const teethRows = fromServer.bucket?.components.filter((c) => c.name === 'Teeth') ?? [];
    expect(teethRows.map((c) => [c.place, c.wear, c.action.label])).toEqual(
      TEETH.map(([, wear, , label], i) => [`Position ${i + 1}`, wear, label]),
    );
    const rollerRows = fromServer.sides[0]?.components.filter((c) => c.name === 'Load Rollers') ?? [];
    expect(rollerRows.map((c) => [c.place, c.signs, c.action.label])).toEqual([
      ['Position 1', ['Good'], 'No Action'],
      ['Position 2', ['Changeout'], 'Changeout Immediately'],
      ['Position 3', ['Monitor'], 'Monitor / Maintenance'],
    ]);
    const xml = strFromU8(unzipSync(await renderReportDocx(fromServer))['word/document.xml'] as Uint8Array);
    expect(xml).toContain('Teeth — Position 3');
    expect(xml).toContain('Load Rollers — Position 2');
  }, 60_000);

  it('names the bucket in the report generated by the server', async () => {
    const response = await postJson(server, 'report/generate', {
      reportType: 'BucketInspection',
      entityId: inspection,
    });
    expect(response.status).toBe(200);
    const xml = strFromU8(
      unzipSync(new Uint8Array(await response.arrayBuffer()))['word/document.xml'] as Uint8Array,
    );
    expect(xml).toContain('BUCKET INSPECTION REPORT');
    expect(xml).toContain('Teeth');
  }, 60_000);
});
