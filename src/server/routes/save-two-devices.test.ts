import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_DELETED_CHANGED_ELSEWHERE,
  SETTLE_BEFORE_COMPLETING,
  type SaveInspectionsResult,
} from '../../api/save-inspections.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, type FleetFacts } from '../testing/fixtures.ts';
import { postJson, pull } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Two devices of one inspector recording one inspection (docs/decisions/0052-two-devices-one-inspection.md):
// the value the server holds stays, another device's value edited from an older version is kept beside it as a
// conflict, nothing typed is lost, different readings merge, a replay makes no conflict, the choice settles it, an
// inspection with an open conflict is not completed, and a delete does not take another device's changes with it.

describe.each(BACKENDS)('two devices, one inspection, on $name', (backend) => {
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
  type Observation = Made['lockedOn'] & { unitId?: number; baseVersion?: number | null; settles?: number[] };

  /** A save from one device of these observations of the inspection, numbered as its outbox would. */
  const saveFrom = (
    device: { deviceId: string; deviceName: string },
    made: Made,
    observations: Observation[],
    more: { completed?: boolean; lastSyncDate?: string | null } = {},
  ) =>
    postJson(
      server,
      'inspection',
      {
        syncDetails: { lastSyncDate: more.lastSyncDate ?? null, ...device, outboxSeqs: [++seq] },
        inspections: [
          {
            ...made.inspection,
            isNew: false,
            completed: more.completed ?? false,
            categoriesTypes: [{ ...made.categoryType, observations }],
          },
        ],
      },
      alex,
    );

  const held = (externalId: string) =>
    server.db
      .selectFrom('observations')
      .select(['value', 'version', 'deviceName'])
      .where('externalId', '=', externalId)
      .executeTakeFirstOrThrow();
  const conflictsOf = (inspection: string) =>
    server.db
      .selectFrom('observationConflicts')
      .select([
        'id',
        'observationExternalId',
        'heldValue',
        'heldDeviceName',
        'value',
        'deviceName',
        'settledAt',
      ])
      .where('inspectionExternalId', '=', inspection)
      .orderBy('id')
      .execute();

  /** An inspection the tablet created, as both devices then pulled it (version of the hours). */
  async function pulledByBoth(): Promise<{ made: Made; version: number }> {
    const made = inspectionRequest(facts, { hours: '12000' });
    const created = await postJson(
      server,
      'inspection',
      {
        ...made.request,
        syncDetails: { lastSyncDate: null, ...tablet, outboxSeqs: [++seq] },
      },
      alex,
    );
    expect(created.status).toBe(200);
    const row = await held(made.hours.externalId);
    return { made, version: Number(row.version) };
  }

  it('keeps the held value and the other device’s value beside it when both changed one reading from one version', async () => {
    const { made, version } = await pulledByBoth();
    const fromTablet = await saveFrom(tablet, made, [{ ...made.hours, value: '12.5', baseVersion: version }]);
    expect(fromTablet.status).toBe(200);
    const applied = (await fromTablet.json()) as SaveInspectionsResult;
    expect(applied.conflicts).toEqual([]);
    // The answer names the new version, which the tablet edits from next.
    const newVersion = Number((await held(made.hours.externalId)).version);
    expect(newVersion).toBeGreaterThan(version);
    expect(applied.inspections[0]?.categoriesTypes[0]?.observations).toEqual([
      { externalId: made.hours.externalId, id: expect.any(Number), version: newVersion },
    ]);

    const fromPhone = await saveFrom(phone, made, [{ ...made.hours, value: '13.0', baseVersion: version }]);
    expect(fromPhone.status).toBe(200);
    const answer = (await fromPhone.json()) as SaveInspectionsResult;
    // The tablet's reading stays; the phone's is kept, with its device, and the phone is told.
    expect(await held(made.hours.externalId)).toMatchObject({ value: '12.5', deviceName: 'tablet' });
    expect(answer.conflicts).toHaveLength(1);
    expect(answer.conflicts[0]).toMatchObject({
      observationExternalId: made.hours.externalId,
      heldValue: '12.5',
      heldDeviceName: 'tablet',
      value: '13.0',
      deviceName: 'phone',
      inspectorName: 'Alex Inspector',
      settledAt: null,
    });
    expect(await conflictsOf(made.externalId)).toHaveLength(1);

    // Both devices pull the same record and the same conflict.
    const pulled = await pull(server);
    const observation = pulled.syncItems.observations.find((o) => o.externalId === made.hours.externalId);
    expect(observation?.value).toBe('12.5');
    expect(answer.conflicts[0]?.heldVersion).toBe(observation?.version);
    const synced = pulled.syncItems.observationConflicts.filter(
      (c) => c.inspectionExternalId === made.externalId,
    );
    expect(synced.map((c) => [c.heldValue, c.value, c.settledAt])).toEqual([['12.5', '13.0', null]]);
  });

  it('merges without a word the two devices’ changes of different readings', async () => {
    const { made, version } = await pulledByBoth();
    const lockedVersion = Number((await held(made.lockedOn.externalId)).version);
    const a = await saveFrom(tablet, made, [{ ...made.hours, value: '12100', baseVersion: version }]);
    const b = await saveFrom(phone, made, [{ ...made.lockedOn, value: 'false', baseVersion: lockedVersion }]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(((await b.json()) as SaveInspectionsResult).conflicts).toEqual([]);
    expect((await held(made.hours.externalId)).value).toBe('12100');
    expect((await held(made.lockedOn.externalId)).value).toBe('false');
    expect(await conflictsOf(made.externalId)).toEqual([]);
  });

  it('makes no conflict of a replay, of the same device’s next edit, or of the same value', async () => {
    const { made, version } = await pulledByBoth();
    const body = (value: string, seqs: number[], baseVersion: number | null) => ({
      syncDetails: { lastSyncDate: null, ...phone, outboxSeqs: seqs },
      inspections: [
        {
          ...made.inspection,
          isNew: false,
          categoriesTypes: [{ ...made.categoryType, observations: [{ ...made.hours, value, baseVersion }] }],
        },
      ],
    });
    const first = ++seq;
    expect((await postJson(server, 'inspection', body('12200', [first], version), alex)).status).toBe(200);
    // The same save again (the answer was lost): nothing changes, nothing is kept as a conflict.
    const replay = await postJson(server, 'inspection', body('12200', [first], version), alex);
    expect(((await replay.json()) as SaveInspectionsResult).conflicts).toEqual([]);
    // The phone edits again before it pulled: it wrote the held value itself.
    expect((await postJson(server, 'inspection', body('12300', [++seq], version), alex)).status).toBe(200);
    expect((await held(made.hours.externalId)).value).toBe('12300');
    // The tablet, from the old version, sends the same value: nothing to choose between.
    const same = await saveFrom(tablet, made, [{ ...made.hours, value: '12300', baseVersion: version }]);
    expect(((await same.json()) as SaveInspectionsResult).conflicts).toEqual([]);
    expect(await conflictsOf(made.externalId)).toEqual([]);
    expect((await held(made.hours.externalId)).deviceName).toBe('phone');
  });

  it('refuses to complete over an open conflict, and settles it with the value the inspector chose', async () => {
    const { made, version } = await pulledByBoth();
    await saveFrom(tablet, made, [{ ...made.hours, value: '12.5', baseVersion: version }]);
    const answer = (await (
      await saveFrom(phone, made, [{ ...made.hours, value: '13.0', baseVersion: version }])
    ).json()) as SaveInspectionsResult;
    const kept = answer.conflicts[0];
    if (kept === undefined) throw new Error('expected a conflict');

    const completing = await saveFrom(tablet, made, [], { completed: true });
    expect(completing.status).toBe(409);
    expect(((await completing.json()) as { error: string }).error).toBe(SETTLE_BEFORE_COMPLETING);

    // The phone keeps its own value: an ordinary write from the held version, naming the conflict.
    const settling = await saveFrom(phone, made, [
      { ...made.hours, value: '13.0', baseVersion: kept.heldVersion, settles: [kept.id] },
    ]);
    expect(settling.status).toBe(200);
    expect(((await settling.json()) as SaveInspectionsResult).conflicts).toEqual([]);
    expect((await held(made.hours.externalId)).value).toBe('13.0');
    const [settled] = await conflictsOf(made.externalId);
    expect(settled?.settledAt).not.toBeNull();
    // Settled, the inspection completes.
    expect((await saveFrom(tablet, made, [], { completed: true })).status).toBe(200);
  });

  it('does not delete an inspection another device changed since the deleting device last synced', async () => {
    const { made, version } = await pulledByBoth();
    const synced = (await pull(server)).serverTimeUtc;
    // The phone changes a reading after the tablet's last pull; the tablet deletes the inspection.
    await saveFrom(phone, made, [{ ...made.hours, value: '12999', baseVersion: version }]);
    const deleting = await postJson(
      server,
      'inspection',
      {
        syncDetails: { lastSyncDate: synced, ...tablet, outboxSeqs: [++seq] },
        inspections: [],
        deletedInspections: [made.externalId],
      },
      alex,
    );
    expect(deleting.status).toBe(409);
    expect(((await deleting.json()) as { error: string }).error).toContain(NOT_DELETED_CHANGED_ELSEWHERE);
    expect((await held(made.hours.externalId)).value).toBe('12999');

    // Once the tablet has pulled the phone's change, its delete is its inspector's choice.
    const later = (await pull(server)).serverTimeUtc;
    const seen = await postJson(
      server,
      'inspection',
      {
        syncDetails: { lastSyncDate: later, ...tablet, outboxSeqs: [++seq] },
        inspections: [],
        deletedInspections: [made.externalId],
      },
      alex,
    );
    expect(seen.status).toBe(200);
    const gone = await server.db
      .selectFrom('inspections')
      .select('id')
      .where('externalId', '=', made.externalId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
