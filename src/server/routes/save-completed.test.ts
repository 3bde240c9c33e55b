import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { postJson } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A completed inspection is the inspector's signed-off record: nobody deletes it through deletedInspections, no other
// save overwrites it, and the reopen → edit → complete cycle of the app still works; the audit trail keeps who
// changed what and the values before.

describe.each(BACKENDS)('completed inspections on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  let jordan: string;
  let sam: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
    jordan = await server.token({ name: 'Jordan Reyes', email: 'jordan@example.com' });
    sam = await server.token({ name: 'Sam Okafor', email: 'sam@example.com' });
  });
  afterAll(() => server?.close());

  const save = (body: unknown, token: string) => postJson(server, 'inspection', body, token);
  const stored = (externalId: string) =>
    server.db
      .selectFrom('inspections')
      .select(['completed', 'reopened', 'inspectorName', 'name'])
      .where('externalId', '=', externalId)
      .executeTakeFirst();
  const hoursValue = (externalId: string) =>
    server.db
      .selectFrom('observations')
      .select('value')
      .where('externalId', '=', externalId)
      .executeTakeFirstOrThrow()
      .then((row) => row.value);

  async function completedInspection() {
    const made = inspectionRequest(facts);
    const complete = { ...made.request, inspections: [{ ...made.inspection, completed: true }] };
    expect((await save(complete, jordan)).status).toBe(200);
    return { ...made, complete };
  }

  it('refuses to delete a completed inspection through deletedInspections', async () => {
    const { externalId } = await completedInspection();
    const deletion = {
      syncDetails: { lastSyncDate: null },
      inspections: [],
      deletedInspections: [externalId],
    };
    const byOwner = await save(deletion, jordan);
    expect(byOwner.status).toBe(409);
    expect(((await byOwner.json()) as { error: string }).error).toMatch(/completed.*cannot be deleted/);
    const byColleague = await save(deletion, sam);
    expect(byColleague.status).toBe(403);
    expect(((await byColleague.json()) as { error: string }).error).toMatch(
      /belongs to another inspector \(Jordan Reyes\): only they can delete it/,
    );
    expect(await stored(externalId)).toMatchObject({ completed: true });
  });

  it('refuses another inspector overwriting a completed inspection, and takes a replay that changes nothing', async () => {
    const { request, inspection, externalId, hours, complete } = await completedInspection();
    const stale = {
      ...request,
      inspections: [
        {
          ...inspection,
          // Sam's device has it from a sync: not new.
          isNew: false,
          inspectorName: 'Sam Okafor',
          categoriesTypes: [
            { ...inspection.categoriesTypes[0], observations: [{ ...hours, value: '99999' }] },
          ],
        },
      ],
    };
    const response = await save(stale, sam);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/belongs to another inspector/);
    expect(await stored(externalId)).toMatchObject({ completed: true, inspectorName: 'Jordan Reyes' });
    expect(await hoursValue(hours.externalId)).toBe('41250');

    // The owner's own stale copy that changes something is refused as completed; a replay is fine.
    const changed = await save(
      { ...stale, inspections: [{ ...stale.inspections[0], completed: false }] },
      jordan,
    );
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { error: string }).error).toMatch(/completed: reopen it to change it/);
    expect((await save(complete, jordan)).status).toBe(200);
  });

  it('lets the app reopen, edit and complete again, and keeps the readings it replaced', async () => {
    const { inspection, externalId, hours, complete } = await completedInspection();
    const step = (changes: { completed: boolean; reopened: boolean; hours: string }) => ({
      ...complete,
      inspections: [
        {
          ...inspection,
          completed: changes.completed,
          reopened: changes.reopened,
          categoriesTypes: [
            {
              ...inspection.categoriesTypes[0],
              observations: [{ ...hours, value: changes.hours }],
            },
          ],
        },
      ],
    });
    expect((await save(step({ completed: true, reopened: true, hours: '41250' }), jordan)).status).toBe(200);
    expect((await save(step({ completed: true, reopened: true, hours: '41300' }), jordan)).status).toBe(200);
    expect((await save(step({ completed: true, reopened: false, hours: '41300' }), jordan)).status).toBe(200);
    expect(await stored(externalId)).toMatchObject({ completed: true, reopened: false });
    expect(await hoursValue(hours.externalId)).toBe('41300');

    const trail = await server.db
      .selectFrom('inspectionAudit')
      .select(['actorName', 'action', 'tableName', 'previous', 'current'])
      .where('rowExternalId', '=', hours.externalId)
      .where('action', '=', 'update')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorName: 'Jordan Reyes',
      tableName: 'observations',
      previous: expect.objectContaining({ value: '41250' }),
      current: expect.objectContaining({ value: '41300' }),
    });
    const reopen = await server.db
      .selectFrom('inspectionAudit')
      .select(['actorSub', 'previous'])
      .where('rowExternalId', '=', externalId)
      .where('action', '=', 'update')
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    expect(reopen.previous).toMatchObject({
      completed: true,
      reopened: false,
      inspector_name: 'Jordan Reyes',
    });
  });

  it('lets the inspector who completed it send the rest of the upload (an outbox longer than one batch)', async () => {
    const { complete, inspection, hours } = await completedInspection();
    const rest = {
      ...complete,
      inspections: [
        {
          ...inspection,
          completed: true,
          metaData: { client: 'inspect-web', outboxSeqs: [501, 502] },
          categoriesTypes: [
            { ...inspection.categoriesTypes[0], observations: [{ ...hours, value: '41260' }] },
          ],
        },
      ],
    };
    expect((await save(rest, jordan)).status).toBe(200);
    expect(await hoursValue(hours.externalId)).toBe('41260');
  });
});
