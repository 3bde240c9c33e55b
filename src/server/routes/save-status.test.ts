import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleReportData } from '../../report/report-assemble.ts';
import { serverReportSource } from '../report/server-report-source.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { postJson, pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// An older app completes an inspection without changing its status id: it still sends "In Progress". The server
// stores the status the flags say, so the other devices' lists and the report read Completed; a reopened inspection
// reads In Progress again, whatever id came with it.

describe.each(BACKENDS)('the status stored for a saved inspection on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  let statusIds: Record<'In Progress' | 'Completed', number>;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
    const rows = await server.db.selectFrom('inspectionStatuses').select(['id', 'name']).execute();
    const idOf = (name: string) => {
      const row = rows.find((r) => r.name === name);
      if (row === undefined) throw new Error(`the test fleet has the status ${name}`);
      return row.id;
    };
    statusIds = { 'In Progress': idOf('In Progress'), Completed: idOf('Completed') };
  });
  afterAll(() => server?.close());

  async function saved(
    made: ReturnType<typeof inspectionRequest>,
    flags: { completed: boolean; reopened: boolean; inspectionStatusId: number },
  ) {
    const body = { ...made.request, inspections: [{ ...made.inspection, ...flags }] };
    expect((await postJson(server, 'inspection', body)).status).toBe(200);
    const synced = (await pull(server)).syncItems.inspections.find((i) => i.externalId === made.externalId);
    return { inspectionStatus: synced?.inspectionStatus, inspectionStatusId: synced?.inspectionStatusId };
  }

  it('stores Completed for an inspection completed with the In Progress id, in the sync and the report', async () => {
    const made = inspectionRequest(facts);
    expect(
      await saved(made, { completed: true, reopened: false, inspectionStatusId: statusIds['In Progress'] }),
    ).toEqual({ inspectionStatus: 'Completed', inspectionStatusId: statusIds.Completed });
    const report = assembleReportData(
      await serverReportSource(
        server.db,
        server.server.services.photos,
        made.externalId,
        'UndercarriageInspection',
        new Date(),
      ),
    );
    expect(report.status).toBe('Completed');
  });

  it('stores In Progress for a reopened inspection sent with the Completed id, and Completed once completed again', async () => {
    const made = inspectionRequest(facts);
    await saved(made, { completed: true, reopened: false, inspectionStatusId: statusIds['In Progress'] });
    expect(
      await saved(made, { completed: true, reopened: true, inspectionStatusId: statusIds.Completed }),
    ).toEqual({
      inspectionStatus: 'In Progress',
      inspectionStatusId: statusIds['In Progress'],
    });
    expect(
      await saved(made, { completed: true, reopened: false, inspectionStatusId: statusIds['In Progress'] }),
    ).toEqual({ inspectionStatus: 'Completed', inspectionStatusId: statusIds.Completed });
  });

  it('stores In Progress for an inspection in progress sent with the Completed id', async () => {
    const made = inspectionRequest(facts);
    expect(
      await saved(made, { completed: false, reopened: false, inspectionStatusId: statusIds.Completed }),
    ).toEqual({ inspectionStatus: 'In Progress', inspectionStatusId: statusIds['In Progress'] });
  });
});
