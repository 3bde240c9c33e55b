import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveInspectionsResult } from '../../api/save-inspections.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { postJson, pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A delete that reaches the server before another device's edit (docs/decisions/0073-deleted-and-back.md): the edit
// brings the inspection back with what it sends, and the inspection says, on every device that pulls it, which
// device deleted it and whose changes were kept.

describe.each(BACKENDS)('an inspection deleted on one device and changed on another, on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  let alex: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
    alex = await server.token({ name: 'Alex Inspector', email: 'alex@example.com' });
  });
  afterAll(() => server?.close());

  const tablet = { deviceId: randomUUID(), deviceName: 'tablet' };
  const phone = { deviceId: randomUUID(), deviceName: 'phone' };
  let seq = 0;
  type Made = ReturnType<typeof inspectionRequest>;

  /** The phone's edit of the hours, from the version both devices pulled; `seqs` repeats a save (a replay). */
  const hoursFromPhone = (made: Made, value: string, baseVersion: number, seqs = [++seq]) =>
    postJson(
      server,
      'inspection',
      {
        syncDetails: { lastSyncDate: null, ...phone, outboxSeqs: seqs },
        inspections: [
          {
            ...made.inspection,
            isNew: false,
            categoriesTypes: [
              { ...made.categoryType, observations: [{ ...made.hours, value, baseVersion }] },
            ],
          },
        ],
      },
      alex,
    );
  const deleteFrom = async (device: typeof tablet, made: Made) =>
    postJson(
      server,
      'inspection',
      {
        syncDetails: { lastSyncDate: (await pull(server)).serverTimeUtc, ...device, outboxSeqs: [++seq] },
        inspections: [],
        deletedInspections: [made.externalId],
      },
      alex,
    );

  /** An inspection the tablet created with 12000 hours, as both devices pulled it (the hours' version). */
  async function pulledByBoth(): Promise<{ made: Made; version: number }> {
    const made = inspectionRequest(facts, { hours: '12000' });
    const created = await postJson(
      server,
      'inspection',
      { ...made.request, syncDetails: { lastSyncDate: null, ...tablet, outboxSeqs: [++seq] } },
      alex,
    );
    expect(created.status).toBe(200);
    const row = await server.db
      .selectFrom('observations')
      .select('version')
      .where('externalId', '=', made.hours.externalId)
      .executeTakeFirstOrThrow();
    return { made, version: Number(row.version) };
  }

  const pulledInspection = async (externalId: string, since?: string) =>
    (await pull(server, since)).syncItems.inspections.find((i) => i.externalId === externalId);

  it('brings the inspection back with the phone’s edit, and both devices pull who deleted it and whose changes were kept', async () => {
    const { made, version } = await pulledByBoth();
    const beforeDelete = (await pull(server)).serverTimeUtc;
    expect((await deleteFrom(tablet, made)).status).toBe(200);
    expect(await pulledInspection(made.externalId)).toBeUndefined();

    const edit = await hoursFromPhone(made, '12999', version);
    expect(edit.status).toBe(200);
    expect(((await edit.json()) as SaveInspectionsResult).conflicts).toEqual([]);

    // Nothing the phone typed is lost: the reading is on the server, and the inspection is back.
    const hours = (await pull(server)).syncItems.observations.find(
      (o) => o.externalId === made.hours.externalId,
    );
    expect(hours?.value).toBe('12999');
    const back = await pulledInspection(made.externalId);
    expect(back).toMatchObject({
      deletedOnDeviceId: tablet.deviceId,
      deletedOnDeviceName: 'tablet',
      keptFromDeviceId: phone.deviceId,
      keptFromDeviceName: 'phone',
    });
    expect(back?.deletedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The tablet's next pull (from before its delete) brings the inspection, not its deletion.
    const delta = await pull(server, beforeDelete);
    expect(
      delta.syncItems.inspections.find((i) => i.externalId === made.externalId)?.keptFromDeviceName,
    ).toBe('phone');
    expect(delta.deleted?.inspections ?? []).not.toContain(made.externalId);
  });

  it('says nothing of a delete when no other device brings the inspection back, or when the edit is a replay', async () => {
    const { made, version } = await pulledByBoth();
    const seqs = [++seq];
    expect((await hoursFromPhone(made, '12500', version, seqs)).status).toBe(200);
    // An inspection never deleted carries no such words.
    expect(await pulledInspection(made.externalId)).toMatchObject({
      deletedAt: null,
      deletedOnDeviceName: null,
      keptFromDeviceName: null,
    });
    // Once the tablet had pulled the phone's edit, its delete is applied; the phone's old save replayed writes nothing.
    expect((await deleteFrom(tablet, made)).status).toBe(200);
    expect((await hoursFromPhone(made, '12500', version, seqs)).status).toBe(200);
    expect(await pulledInspection(made.externalId)).toBeUndefined();
  });

  it('stamps nothing when the device that deleted the inspection makes it again', async () => {
    const { made, version } = await pulledByBoth();
    expect((await deleteFrom(phone, made)).status).toBe(200);
    expect((await hoursFromPhone(made, '12100', version)).status).toBe(200);
    expect(await pulledInspection(made.externalId)).toMatchObject({
      deletedOnDeviceName: null,
      keptFromDeviceName: null,
    });
  });
});
