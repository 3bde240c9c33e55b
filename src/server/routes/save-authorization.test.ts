import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsResultSchema } from '../../api/save-inspections.ts';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest, newBucketItem, type FleetFacts } from '../testing/fixtures.ts';
import { postJson, pull, rowCounts } from '../testing/helpers.ts';
import { testJpeg } from '../testing/test-images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Who may change what (docs/decisions/0022-who-may-change-an-inspection.md), each written as the attack a security
// test made and what must follow: another inspector is refused with 403 and a clear message, nothing changes, and
// the refusal is in the audit trail.

const jpeg = (fill: number) => testJpeg(fill);

describe.each(BACKENDS)('who may change what on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  let alex: string;
  let blake: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
    alex = await server.token({ name: 'Alex Inspector', email: 'alex@example.com' });
    blake = await server.token({ name: 'Blake Intruder', email: 'blake@example.com' });
  });
  afterAll(() => server?.close());

  const save = (body: unknown, token: string) => postJson(server, 'inspection', body, token);
  const upload = (observation: string, bytes: Uint8Array, token: string) =>
    server.fetch(`inspection/upload/${observation}`, {
      method: 'POST',
      body: Buffer.from(bytes),
      headers: { 'content-type': 'image/jpeg' },
      token,
    });
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const refusals = (rowExternalId: string) =>
    server.db
      .selectFrom('inspectionAudit')
      .select(['actorName', 'tableName', 'reason'])
      .where('action', '=', 'refused')
      .where('rowExternalId', '=', rowExternalId)
      .orderBy('seq')
      .execute();
  const valueOf = async (externalId: string) =>
    (
      await server.db
        .selectFrom('observations')
        .select('value')
        .where('externalId', '=', externalId)
        .executeTakeFirst()
    )?.value;
  const photoOf = (observationExternalId: string) =>
    server.db
      .selectFrom('photos')
      .innerJoin('observations', 'observations.id', 'photos.observationId')
      .select(['photos.sha256', 'photos.fileName'])
      .where('observations.externalId', '=', observationExternalId)
      .executeTakeFirst();

  /** Alex's completed inspection with a photo on its lock-on observation. */
  async function alexCompleted() {
    const made = inspectionRequest(facts);
    const complete = { ...made.request, inspections: [{ ...made.inspection, completed: true }] };
    expect((await save(made.request, alex)).status).toBe(200);
    expect((await upload(made.lockedOn.externalId, jpeg(1), alex)).status).toBe(201);
    expect((await save(complete, alex)).status).toBe(200);
    return { ...made, complete };
  }

  it("refuses another inspector's reopen, completion and delete of a completed inspection (the lock bypass)", async () => {
    const { inspection, hours, externalId, lockedOn, complete } = await alexCompleted();
    const photo = await photoOf(lockedOn.externalId);
    const changed = (flags: { completed: boolean; reopened: boolean }) => ({
      ...complete,
      inspections: [
        {
          ...inspection,
          // Blake's device has it from a sync: not new.
          isNew: false,
          ...flags,
          categoriesTypes: [{ ...inspection.categoriesTypes[0], observations: [{ ...hours, value: '1' }] }],
        },
      ],
    });
    const reopen = await save(changed({ completed: true, reopened: true }), blake);
    expect(reopen.status).toBe(403);
    expect(await errorOf(reopen)).toBe(
      `Inspection ${externalId} belongs to another inspector (Alex Inspector): only they can change it`,
    );
    expect((await save(changed({ completed: true, reopened: false }), blake)).status).toBe(403);
    const deletion = await save(
      { syncDetails: { lastSyncDate: null }, inspections: [], deletedInspections: [externalId] },
      blake,
    );
    expect(deletion.status).toBe(403);
    expect(await errorOf(deletion)).toMatch(/only they can delete it$/);

    expect(await valueOf(hours.externalId)).toBe('41250');
    expect(await photoOf(lockedOn.externalId)).toEqual(photo);
    const trail = await refusals(externalId);
    expect(trail).toHaveLength(3);
    expect(trail.every((row) => row.actorName === 'Blake Intruder' && row.tableName === 'inspections')).toBe(
      true,
    );
    expect(trail[2]?.reason).toMatch(/^403: .*only they can delete it$/);
  });

  it("refuses another inspector's save or delete of an inspection in progress", async () => {
    const { request, inspection, hours, externalId } = inspectionRequest(facts);
    expect((await save(request, alex)).status).toBe(200);
    const overwrite = {
      ...request,
      inspections: [
        {
          ...inspection,
          isNew: false,
          categoriesTypes: [{ ...inspection.categoriesTypes[0], observations: [{ ...hours, value: '2' }] }],
        },
      ],
    };
    expect((await save(overwrite, blake)).status).toBe(403);
    const deletion = {
      syncDetails: { lastSyncDate: null },
      inspections: [],
      deletedInspections: [externalId],
    };
    expect((await save(deletion, blake)).status).toBe(403);
    expect(await valueOf(hours.externalId)).toBe('41250');
    expect(await refusals(externalId)).toHaveLength(2);
    // Its own inspector still deletes it.
    expect((await save(deletion, alex)).status).toBe(200);
  });

  it("refuses another inspector's photo of a completed inspection, and any replacement of one", async () => {
    const { lockedOn, hours } = await alexCompleted();
    const photo = await photoOf(lockedOn.externalId);
    const stranger = await upload(lockedOn.externalId, jpeg(2), blake);
    expect(stranger.status).toBe(403);
    expect(await errorOf(stranger)).toBe(
      "This photo belongs to another inspector's inspection (Alex Inspector): only they can upload it",
    );
    const replaced = await upload(lockedOn.externalId, jpeg(3), alex);
    expect(replaced.status).toBe(409);
    expect(await errorOf(replaced)).toMatch(
      /is completed: its photos cannot be replaced \(reopen it first\)/,
    );
    expect(await photoOf(lockedOn.externalId)).toEqual(photo);
    // A photo the completed record names that had not arrived yet is still its inspector's to send (the upload
    // queue runs after the completing save); nobody else's.
    expect((await upload(hours.externalId, jpeg(4), blake)).status).toBe(403);
    expect((await upload(hours.externalId, jpeg(4), alex)).status).toBe(201);
    expect((await upload(lockedOn.externalId, jpeg(1), alex)).status).toBe(200);
    const trail = await refusals(lockedOn.externalId);
    expect(trail.map((row) => row.tableName)).toEqual(['photos', 'photos']);
  });

  it('signs an inspection with the token, never with the inspectorName of the body', async () => {
    const { request, inspection, externalId } = inspectionRequest(facts);
    const forged = { ...request, inspections: [{ ...inspection, inspectorName: 'Alex Inspector' }] };
    expect((await save(forged, blake)).status).toBe(200);
    const row = await server.db
      .selectFrom('inspections')
      .select(['inspectorName', 'ownerSub'])
      .where('externalId', '=', externalId)
      .executeTakeFirstOrThrow();
    expect(row.inspectorName).toBe('Blake Intruder');
    const audit = await server.db
      .selectFrom('inspectionAudit')
      .select('actorName')
      .where('tableName', '=', 'inspections')
      .where('inspectionExternalId', '=', externalId)
      .where('action', '=', 'insert')
      .executeTakeFirstOrThrow();
    expect(audit.actorName).toBe('Blake Intruder');
  });

  it('changes fleet equipment only as a new bucket or a changeout does', async () => {
    const bucket = newBucketItem(facts, { assetId: facts.asset.id, mineLocationId: null });
    const body = (items: unknown[]) => ({
      syncDetails: { lastSyncDate: null },
      equipmentItems: items,
      inspections: [],
    });
    expect((await save(body([bucket]), alex)).status).toBe(200);
    const before = await rowCounts(server.db);

    const renamed = await save(body([{ ...bucket, name: 'Renamed by Blake' }]), blake);
    expect(renamed.status).toBe(403);
    expect(await errorOf(renamed)).toBe(
      `Bucket ${bucket.externalId} exists: a save may only move it (a changeout); its name cannot change`,
    );
    const newPart = {
      ...bucket,
      equipmentParts: [...bucket.equipmentParts, { ...bucket.equipmentParts[0], externalId: randomUUID() }],
    };
    expect((await save(body([newPart]), blake)).status).toBe(403);

    // An undercarriage side (category and type Undercarriage) is no bucket: it can neither be moved nor made by a save.
    const side = facts.sides[0] as { externalId: string };
    const undercarriage = { equipmentCategoryId: 2, equipmentTypeId: 3, equipmentParts: [] };
    const moved = await save(body([{ ...bucket, externalId: side.externalId, ...undercarriage }]), blake);
    expect(moved.status).toBe(403);
    expect(await errorOf(moved)).toMatch(/is not a bucket: a save only adds a new bucket or moves one/);
    const made = await save(body([{ ...bucket, externalId: randomUUID(), ...undercarriage }]), blake);
    expect(made.status).toBe(403);
    expect(await rowCounts(server.db)).toEqual(before);
    expect(await refusals(bucket.externalId)).toHaveLength(2);

    // The changeout: the same bucket moved to the yard.
    const toYard = { ...bucket, assetId: null, mineLocationId: facts.yard.id, effectiveDate: '2025-08-01' };
    expect((await save(body([toYard]), blake)).status).toBe(200);
    const stored = await server.db
      .selectFrom('equipments')
      .select(['name', 'assetId', 'mineLocationId'])
      .where('externalId', '=', bucket.externalId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Replacement Bucket 7', assetId: null, mineLocationId: facts.yard.id });
  });

  it('never goes back in time: a delayed older save (v1, v2, then v1 again) changes nothing', async () => {
    const { request, inspection, hours } = inspectionRequest(facts);
    const deviceId = randomUUID();
    const version = (value: string, seqs: number[]) => ({
      ...request,
      syncDetails: { lastSyncDate: null, deviceId, outboxSeqs: seqs },
      inspections: [
        {
          ...inspection,
          categoriesTypes: [{ ...inspection.categoriesTypes[0], observations: [{ ...hours, value }] }],
        },
      ],
    });
    const v1 = await save(version('41000', [1, 2]), alex);
    expect(v1.status).toBe(200);
    const first = v.parse(SaveInspectionsResultSchema, await v1.json());
    expect((await save(version('42000', [3]), alex)).status).toBe(200);
    const sync = await pull(server);
    const replay = await save(version('41000', [1, 2]), alex);
    expect(replay.status).toBe(200);
    const again = v.parse(SaveInspectionsResultSchema, await replay.json());
    // The same ids; no version (decision 0052): the replay wrote nothing, so it names none for the device to edit from.
    const withoutVersions = (result: typeof first) =>
      result.inspections.map((i) => ({
        ...i,
        categoriesTypes: i.categoriesTypes.map((ct) => ({
          ...ct,
          observations: ct.observations.map(({ externalId, id }) => ({ externalId, id })),
        })),
      }));
    expect(again.inspections).toEqual(withoutVersions(first));
    expect(again.inspections[0]?.categoriesTypes[0]?.observations[0]).not.toHaveProperty('version');
    expect(await valueOf(hours.externalId)).toBe('42000');
    // Nothing was stamped: an incremental pull since before the replay brings nothing of it.
    const since = await pull(server, sync.serverTimeUtc);
    expect(since.syncItems.observations.map((o) => o.externalId)).not.toContain(hours.externalId);

    // The same facts in metaData (devices that name their entries there); another device keeps its own order.
    const viaMetaData = (value: string) => {
      const body = version(value, [1]);
      const [only] = body.inspections;
      return {
        ...body,
        syncDetails: { lastSyncDate: null },
        inspections: [{ ...only, metaData: { deviceId: otherDevice, outboxSeqs: [1] } }],
      };
    };
    const otherDevice = randomUUID();
    expect((await save(viaMetaData('43000'), alex)).status).toBe(200);
    expect(await valueOf(hours.externalId)).toBe('43000');
    expect((await save(viaMetaData('1'), alex)).status).toBe(200);
    expect(await valueOf(hours.externalId)).toBe('43000');
  });

  it('never goes back in time for a save of equipment alone: a delayed older changeout moves nothing', async () => {
    const bucket = newBucketItem(facts, { assetId: facts.asset.id, mineLocationId: null });
    const deviceId = randomUUID();
    const body = (item: unknown, seqs: number[]) => ({
      syncDetails: { lastSyncDate: null, deviceId, outboxSeqs: seqs },
      equipmentItems: [item],
      inspections: [],
    });
    const placeOf = () =>
      server.db
        .selectFrom('equipments')
        .select(['assetId', 'mineLocationId'])
        .where('externalId', '=', bucket.externalId)
        .executeTakeFirstOrThrow();
    expect((await save(body(bucket, [1]), alex)).status).toBe(200);
    const toYard = { ...bucket, assetId: null, mineLocationId: facts.yard.id, effectiveDate: '2025-08-01' };
    expect((await save(body(toYard, [2]), alex)).status).toBe(200);
    // The first save again, arriving late: answered, and the bucket stays in the yard.
    expect((await save(body(bucket, [1]), alex)).status).toBe(200);
    expect(await placeOf()).toEqual({ assetId: null, mineLocationId: facts.yard.id });
  });
});
