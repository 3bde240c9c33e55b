import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_DELETED_CHANGED_ELSEWHERE,
  SETTLE_BEFORE_COMPLETING,
  type SaveInspectionsResult,
} from '../../api/save-inspections.ts';
import { DataLevel } from '../../rules/enums.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, itemId, type FleetFacts } from '../testing/fixtures.ts';
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
  type Observation = Omit<Made['lockedOn'], 'dataLevelId'> & {
    dataLevelId: number;
    unitId?: number;
    baseVersion?: number | null;
    settles?: number[];
  };

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

  /** An inspection both devices pulled with its lock-on reading only: its hours are nobody's yet. */
  async function pulledWithoutHours(): Promise<Made> {
    const made = inspectionRequest(facts);
    const created = await postJson(
      server,
      'inspection',
      {
        ...made.request,
        syncDetails: { lastSyncDate: null, ...tablet, outboxSeqs: [++seq] },
        inspections: [
          { ...made.inspection, categoriesTypes: [{ ...made.categoryType, observations: [made.lockedOn] }] },
        ],
      },
      alex,
    );
    expect(created.status).toBe(200);
    return made;
  }
  /** The rows the server holds of one field of an inspection (its item, on the asset). */
  const rowsOfField = (made: Made, observableItemId: number) =>
    server.db
      .selectFrom('observations')
      .select(['externalId', 'value', 'deviceName'])
      .where('categoryTypeExternalId', '=', made.categoryType.externalId)
      .where('observableItemId', '=', observableItemId)
      .execute();
  const savedObservations = (answer: SaveInspectionsResult) =>
    answer.inspections.flatMap((i) => i.categoriesTypes.flatMap((ct) => ct.observations));

  it('keeps one reading when both devices record the same first value of a field, each under its own id', async () => {
    const made = await pulledWithoutHours();
    const onTablet = { ...made.hours, externalId: randomUUID(), value: '12500', baseVersion: null };
    const onPhone = { ...made.hours, externalId: randomUUID(), value: '12500', baseVersion: null };
    expect((await saveFrom(tablet, made, [onTablet])).status).toBe(200);
    const fromPhone = await saveFrom(phone, made, [onPhone]);
    expect(fromPhone.status).toBe(200);
    const answer = (await fromPhone.json()) as SaveInspectionsResult;
    // One reading, the tablet's; the same value makes no conflict, and the phone learns which row holds it.
    expect(await rowsOfField(made, made.hours.observableItemId)).toEqual([
      { externalId: onTablet.externalId, value: '12500', deviceName: 'tablet' },
    ]);
    expect(answer.conflicts).toEqual([]);
    const heldRow = await held(onTablet.externalId);
    expect(savedObservations(answer)).toEqual([
      {
        externalId: onPhone.externalId,
        heldExternalId: onTablet.externalId,
        id: expect.any(Number),
        version: Number(heldRow.version),
      },
    ]);
    expect(await conflictsOf(made.externalId)).toEqual([]);
  });

  it('keeps the other device’s first value of a field beside the held one, and its next edit goes to that row', async () => {
    const made = await pulledWithoutHours();
    const onTablet = { ...made.hours, externalId: randomUUID(), value: '12500', baseVersion: null };
    const onPhone = { ...made.hours, externalId: randomUUID(), value: '12600', baseVersion: null };
    expect((await saveFrom(tablet, made, [onTablet])).status).toBe(200);
    const answer = (await (await saveFrom(phone, made, [onPhone])).json()) as SaveInspectionsResult;
    // The tablet's value stays, the phone's is kept beside it on the same reading: nothing typed is lost.
    expect(await rowsOfField(made, made.hours.observableItemId)).toEqual([
      { externalId: onTablet.externalId, value: '12500', deviceName: 'tablet' },
    ]);
    expect(answer.conflicts).toHaveLength(1);
    expect(answer.conflicts[0]).toMatchObject({
      observationExternalId: onTablet.externalId,
      heldValue: '12500',
      heldDeviceName: 'tablet',
      value: '12600',
      deviceName: 'phone',
      settledAt: null,
    });
    const kept = answer.conflicts[0];
    if (kept === undefined) throw new Error('expected a conflict');
    expect(savedObservations(answer)).toEqual([
      expect.objectContaining({ externalId: onPhone.externalId, heldExternalId: onTablet.externalId }),
    ]);
    // Submitting waits for the choice; the phone keeps its own value, written to the held row.
    expect((await saveFrom(tablet, made, [], { completed: true })).status).toBe(409);
    const settling = await saveFrom(phone, made, [
      { ...onTablet, value: '12600', baseVersion: kept.heldVersion, settles: [kept.id] },
    ]);
    expect(settling.status).toBe(200);
    expect(await rowsOfField(made, made.hours.observableItemId)).toEqual([
      { externalId: onTablet.externalId, value: '12600', deviceName: 'phone' },
    ]);
    expect((await conflictsOf(made.externalId)).map((c) => c.settledAt === null)).toEqual([false]);
    expect((await saveFrom(tablet, made, [], { completed: true })).status).toBe(200);
  });

  it('keeps one reading and one conflict when both devices’ first values of a field arrive at once', async () => {
    const made = await pulledWithoutHours();
    const onTablet = { ...made.hours, externalId: randomUUID(), value: '12500', baseVersion: null };
    const onPhone = { ...made.hours, externalId: randomUUID(), value: '12600', baseVersion: null };
    const answers = await Promise.all([saveFrom(tablet, made, [onTablet]), saveFrom(phone, made, [onPhone])]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await rowsOfField(made, made.hours.observableItemId);
    expect(rows).toHaveLength(1);
    const conflicts = await conflictsOf(made.externalId);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.observationExternalId).toBe(rows[0]?.externalId);
    expect([rows[0]?.value, conflicts[0]?.value].sort()).toEqual(['12500', '12600']);
  });

  it('keeps both devices’ rows of a field that holds many values (each photo its own)', async () => {
    const made = await pulledWithoutHours();
    const photos = itemId('Undercarriage.Left.SideFrame.Photos');
    const side = facts.sides[0];
    if (side === undefined) throw new Error('expected an undercarriage side');
    const photo = (fileName: string) => ({
      externalId: randomUUID(),
      observableItemId: photos,
      entityId: side.id,
      entityExternalId: side.externalId,
      dataLevelId: DataLevel.equipment,
      value: fileName,
      baseVersion: null,
    });
    expect((await saveFrom(tablet, made, [photo('tablet.jpg')])).status).toBe(200);
    const answer = (await (
      await saveFrom(phone, made, [photo('phone.jpg')])
    ).json()) as SaveInspectionsResult;
    expect(answer.conflicts).toEqual([]);
    expect(savedObservations(answer).map((o) => 'heldExternalId' in o)).toEqual([false]);
    expect((await rowsOfField(made, photos)).map((r) => r.value).sort()).toEqual(['phone.jpg', 'tablet.jpg']);
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
