import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsResultSchema } from '../../api/save-inspections.ts';
import {
  EQUIPMENT_OWNER_MISSING,
  TARGET_BOTH,
  TARGET_MISSING,
  inspectorNameFromClaims,
} from '../../rules/index.ts';
import { BACKENDS } from '../testing/backends.ts';
import {
  fleetFacts,
  inspectionRequest,
  itemId,
  newBucketItem,
  type FleetFacts,
} from '../testing/fixtures.ts';
import { changedLists, expect400, postJson, pull, rowCounts } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe.each(BACKENDS)('POST inspection on $name', (backend) => {
  let server: TestServer;
  let facts: FleetFacts;
  beforeAll(async () => {
    server = await startTestServer(backend);
    facts = await fleetFacts(server.db);
  });
  afterAll(() => server?.close());

  const save = (body: unknown, token?: string) => postJson(server, 'inspection', body, token);

  it('upserts an inspection with its category type and observations, and answers every server id', async () => {
    const { request, externalId, categoryType, observations } = inspectionRequest(facts);
    const before = await pull(server);
    const response = await save(request);
    expect(response.status).toBe(200);
    const result = v.parse(SaveInspectionsResultSchema, await response.json());
    expect(result.inspections).toHaveLength(1);
    expect(result.inspections[0]).toMatchObject({ externalId, inspectionDate: '2025-07-01T06:30:00.000Z' });
    expect(result.inspections[0]?.categoriesTypes[0]?.externalId).toBe(categoryType.externalId);
    expect(result.inspections[0]?.categoriesTypes[0]?.observations.map((o) => o.externalId)).toEqual(
      observations.map((o) => o.externalId),
    );

    const after = await pull(server, before.serverTimeUtc);
    expect(changedLists(after).sort()).toEqual([
      'assetInspections',
      'inspectionCategoryTypes',
      'inspections',
      'observations',
    ]);
    expect(after.syncItems.inspections[0]).toMatchObject({
      externalId,
      id: result.inspections[0]?.id,
      assetId: facts.asset.id,
      // The token's inspector (Test Inspector), not the name the body gave.
      inspectorName: 'Test Inspector',
      completed: false,
      inspectionDate: '2025-07-01T06:30:00.000Z',
    });
    expect(after.syncItems.inspectionCategoryTypes[0]).toMatchObject({
      category: 'All Categories',
      type: 'AllTypes',
      inspectionExternalId: externalId,
    });
    expect(after.syncItems.observations.map((o) => o.observableItem).sort()).toEqual([
      'LockOn.LockedOn',
      'Operation.TotalMachineHours',
    ]);
    expect(after.syncItems.assetInspections[0]).toMatchObject({
      assetId: facts.asset.id,
      inspectionExternalId: externalId,
    });
  });

  it('changes nothing and creates no duplicate when the same request is replayed', async () => {
    const { request } = inspectionRequest(facts);
    const first = await (await save(request)).json();
    const counts = await rowCounts(server.db);
    const cursor = (await pull(server)).serverTimeUtc;
    for (let i = 0; i < 3; i++) {
      const replay = await save(request);
      expect(replay.status).toBe(200);
      const body = (await replay.json()) as typeof first;
      expect({ ...body, serverTimeUtc: '' }).toEqual({ ...first, serverTimeUtc: '' });
    }
    expect(await rowCounts(server.db)).toEqual(counts);
    expect(changedLists(await pull(server, cursor))).toEqual([]);
  });

  it('updates what changed, deletes observations marked deleted, and answers the deletions', async () => {
    const { request, inspection, categoryType, lockedOn, hours: before } = inspectionRequest(facts);
    await save(request);
    const cursor = (await pull(server)).serverTimeUtc;
    const hours = { ...before, value: '41300' };
    const deleted = { ...lockedOn, deleted: true };
    const added = {
      ...before,
      externalId: randomUUID(),
      observableItemId: itemId('Operation.Tonnage'),
      value: '250000',
    };
    const next = {
      ...request,
      inspections: [
        {
          ...inspection,
          completed: true,
          categoriesTypes: [{ ...categoryType, observations: [deleted, hours, added] }],
        },
      ],
    };
    const response = await save(next);
    expect(response.status).toBe(200);
    const result = v.parse(SaveInspectionsResultSchema, await response.json());
    expect(result.inspections[0]?.deletedObservations).toEqual([lockedOn.externalId]);
    const sync = await pull(server, cursor);
    expect(changedLists(sync).sort()).toEqual(['inspections', 'observations']);
    expect(sync.syncItems.observations.map((o) => o.value).sort()).toEqual(['250000', '41300']);
    expect(sync.deleted).toEqual({ observations: [lockedOn.externalId] });
    expect((await save(next)).status).toBe(200);
  });

  it('deletes an inspection deleted on the device, with its category types and observations, once', async () => {
    const { request, externalId, categoryType, observations } = inspectionRequest(facts);
    await save(request);
    const cursor = (await pull(server)).serverTimeUtc;
    const deletion = { syncDetails: request.syncDetails, inspections: [], deletedInspections: [externalId] };
    expect((await save(deletion)).status).toBe(200);
    const sync = await pull(server, cursor);
    expect(sync.deleted?.inspections).toEqual([externalId]);
    expect(sync.deleted?.inspectionCategoryTypes).toEqual([categoryType.externalId]);
    expect([...(sync.deleted?.observations ?? [])].sort()).toEqual(
      observations.map((o) => o.externalId).sort(),
    );
    // A replay, and an inspection the server never had, change nothing.
    expect((await save(deletion)).status).toBe(200);
    expect((await save({ ...deletion, deletedInspections: [randomUUID()] })).status).toBe(200);
    expect(changedLists(await pull(server, (await pull(server)).serverTimeUtc))).toEqual([]);
  });

  it('takes the inspector name from the token when the request has none', async () => {
    const { request, externalId, inspection: full } = inspectionRequest(facts);
    const { inspectorName: _omitted, ...inspection } = full;
    const token = await server.token({ name: 'Priya Natarajan', email: 'priya@example.com' });
    expect((await save({ ...request, inspections: [inspection] }, token)).status).toBe(200);
    expect(await inspectorNameOf(externalId)).toBe('Priya Natarajan');
  });

  it("names the inspector by the device's rule: given and family names before the e-mail", async () => {
    const { request, externalId, inspection: full } = inspectionRequest(facts);
    const { inspectorName: _omitted, ...inspection } = full;
    const claims = { name: '', fullname: '', given_name: 'Priya', family_name: 'Natarajan' };
    const token = await server.token({ name: 'x', email: 'priya@example.com', claims });
    expect((await save({ ...request, inspections: [inspection] }, token)).status).toBe(200);
    expect(await inspectorNameOf(externalId)).toBe(inspectorNameFromClaims(claims));
    expect(await inspectorNameOf(externalId)).toBe('Priya Natarajan');
  });

  /** The name the server recorded on an inspection. */
  async function inspectorNameOf(externalId: string): Promise<string | null> {
    const row = await server.db
      .selectFrom('inspections')
      .select('inspectorName')
      .where('externalId', '=', externalId)
      .executeTakeFirstOrThrow();
    return row.inspectorName;
  }

  it('records a new bucket and a changeout: the old bucket goes to the yard, the asset shows the new one', async () => {
    const old = await server.db
      .selectFrom('equipments')
      .selectAll()
      .where('assetId', '=', facts.asset.id)
      .where('equipmentTypeId', '=', 1)
      .executeTakeFirstOrThrow();
    const moved = {
      ...old,
      id: old.id,
      assetId: null,
      mineLocationId: facts.yard.id,
      changedAt: undefined,
      equipmentParts: [],
    };
    const { changedAt: _c, ...oldBucket } = moved;
    const fresh = newBucketItem(facts, { assetId: facts.asset.id, mineLocationId: null });
    const { request } = inspectionRequest(facts);
    const cursor = (await pull(server)).serverTimeUtc;
    const response = await save({ ...request, equipmentItems: [oldBucket, fresh] });
    expect(response.status).toBe(200);
    const result = v.parse(SaveInspectionsResultSchema, await response.json());
    expect(result.equipmentItems.map((e) => e.externalId)).toEqual([old.externalId, fresh.externalId]);
    expect(result.equipmentItems[1]?.equipmentParts).toHaveLength(fresh.equipmentParts.length);
    const sync = await pull(server, cursor);
    expect(sync.syncItems.assets.find((a) => a.id === facts.asset.id)?.bucketName).toBe(
      'Replacement Bucket 7',
    );
    expect(sync.syncItems.equipments.find((e) => e.externalId === old.externalId)).toMatchObject({
      assetId: null,
      mineLocationId: facts.yard.id,
    });
    expect(sync.syncItems.equipments.find((e) => e.externalId === fresh.externalId)).toMatchObject({
      equipmentType: 'Bucket',
      configurationId: 1,
    });
    expect(sync.syncItems.equipmentParts).toHaveLength(fresh.equipmentParts.length);
  });

  it('saves with statements after the write succeed once every connection has the write prepared', async () => {
    // The write is a prepared statement: saves at once on every connection of the pool prepare it there, then each
    // kind of save that has more to do after it runs on them too.
    const whole = () => save(inspectionRequest(facts).request);
    expect(new Set((await Promise.all(Array.from({ length: 16 }, whole))).map((r) => r.status))).toEqual(
      new Set([200]),
    );
    const withDeletion = async () => {
      const { request, inspection, categoryType, lockedOn, hours } = inspectionRequest(facts);
      await save(request);
      const categoriesTypes = [{ ...categoryType, observations: [{ ...lockedOn, deleted: true }, hours] }];
      return save({ ...request, inspections: [{ ...inspection, categoriesTypes }] });
    };
    const withDeletedInspection = async () => {
      const gone = inspectionRequest(facts);
      await save(gone.request);
      return save({ ...inspectionRequest(facts).request, deletedInspections: [gone.externalId] });
    };
    const withNewBucket = () =>
      save({
        ...inspectionRequest(facts).request,
        equipmentItems: [newBucketItem(facts, { assetId: null, mineLocationId: facts.yard.id })],
      });
    for (const kind of [withDeletion, withDeletedInspection, withNewBucket]) {
      const statuses = (await Promise.all(Array.from({ length: 12 }, kind))).map((r) => r.status);
      expect(new Set(statuses), kind.name).toEqual(new Set([200]));
    }
  });

  it('refuses bad bodies with a 400 that names each problem, and writes nothing', async () => {
    const { request, inspection, categoryType, lockedOn: observation } = inspectionRequest(facts);
    const withInspection = (changes: object) => ({
      ...request,
      inspections: [{ ...inspection, ...changes }],
    });
    const withObservation = (changes: object) =>
      withInspection({
        categoriesTypes: [{ ...categoryType, observations: [{ ...observation, ...changes }] }],
      });
    const counts = await rowCounts(server.db);
    const cases: [string, unknown, { path?: string; message: string; code?: string }][] = [
      ['not JSON', 'inspections=1', { message: 'The request body is not valid JSON' }],
      [
        'no syncDetails',
        { inspections: [] },
        { path: 'body.syncDetails', message: 'Invalid key: Expected "syncDetails" but received undefined' },
      ],
      [
        'a bad externalId',
        withInspection({ externalId: 'abc' }),
        { path: 'body.inspections.0.externalId', message: 'Expected an externalId in UUID form' },
      ],
      [
        'a local time',
        withInspection({ inspectionDate: '2025-07-01T14:30:00+08:00' }),
        {
          path: 'body.inspections.0.inspectionDate',
          message: 'Expected a UTC ISO-8601 timestamp such as 2025-03-01T06:30:00.000Z',
        },
      ],
      [
        'asset and yard',
        withInspection({ mineLocationId: facts.yard.id }),
        { path: 'body.inspections.0', message: TARGET_BOTH },
      ],
      [
        'neither asset nor yard',
        withInspection({ assetId: null }),
        { path: 'body.inspections.0', message: TARGET_MISSING },
      ],
      [
        'an unknown asset',
        withInspection({ assetId: 999_999 }),
        { path: 'body.inspections.0.assetId', message: 'Asset with id not found' },
      ],
      [
        'an unknown yard',
        withInspection({ assetId: null, mineLocationId: 999_999 }),
        { path: 'body.inspections.0.mineLocationId', message: 'MineLocation with id not found' },
      ],
      [
        'an unknown observable item',
        withObservation({ observableItemId: 12345 }),
        {
          path: 'body.inspections.0.categoriesTypes.0.observations.0.observableItemId',
          message: 'Observable item with id not found',
          code: 'observationService.observableItem.empty',
        },
      ],
      [
        'an unknown data level',
        withObservation({ dataLevelId: 9 }),
        {
          path: 'body.inspections.0.categoriesTypes.0.observations.0.dataLevelId',
          message: 'Observable Level not set',
        },
      ],
      [
        'unknown equipment',
        withInspection({ equipmentMap: [{ equipmentTypeId: 3, externalId: randomUUID() }] }),
        { path: 'body.inspections.0.equipmentMap.0.externalId', message: 'Equipment not found' },
      ],
      [
        'a repeated observation',
        withInspection({ categoriesTypes: [{ ...categoryType, observations: [observation, observation] }] }),
        {
          path: 'body.inspections.0.categoriesTypes.0.observations.1.externalId',
          message: `Observation ${observation.externalId} appears more than once (first at body.inspections.0.categoriesTypes.0.observations.0.externalId)`,
        },
      ],
      [
        'equipment with no owner',
        { ...request, equipmentItems: [newBucketItem(facts, { assetId: null, mineLocationId: null })] },
        { path: 'body.equipmentItems.0', message: EQUIPMENT_OWNER_MISSING },
      ],
      [
        'a value that is not text',
        withObservation({ value: 12 }),
        {
          path: 'body.inspections.0.categoriesTypes.0.observations.0.value',
          message: 'Invalid type: Expected string but received 12',
        },
      ],
    ];
    for (const [what, body, issue] of cases) {
      const error = await expect400(await save(body));
      if (issue.path === undefined) expect(error.error, what).toBe(issue.message);
      else expect(error.issues, what).toContainEqual(issue);
    }
    const wrongType = await server.fetch('inspection', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect((await expect400(wrongType)).error).toBe('Expected a JSON body (content-type: application/json)');
    // One good inspection beside a bad one: the whole request is refused.
    const good = inspectionRequest(facts).inspection;
    await expect400(await save({ ...request, inspections: [good, { ...inspection, siteId: 999_999 }] }));
    expect(await rowCounts(server.db)).toEqual(counts);
  });

  it('refuses a category type that belongs to another inspection', async () => {
    const first = inspectionRequest(facts);
    await save(first.request);
    const second = inspectionRequest(facts);
    const stolen = {
      ...second.inspection,
      categoriesTypes: [{ ...first.categoryType, observations: [] }],
    };
    const error = await expect400(await save({ ...second.request, inspections: [stolen] }));
    expect(error.issues).toEqual([
      {
        path: 'body.inspections.0.categoriesTypes.0.externalId',
        message: 'This inspection category type belongs to another inspection',
      },
    ]);
  });
});
